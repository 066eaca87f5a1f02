import { createHmac, timingSafeEqual } from "node:crypto";

/** An emailed access link works this long: long enough to open the mail, short enough that an old inbox is no key. */
export const ACCESS_LINK_HOURS = 24;
/** The browser that opened the link holds the proof this long (a buyer may come back a few days later). */
export const ACCESS_COOKIE = "callboard.offer_access";
export const ACCESS_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

const LINK_PURPOSE = "offer-access-link";
const COOKIE_PURPOSE = "offer-access-grant";

/** What an access link names: the event it was asked from, the address it was sent to, and when. */
export interface AccessLinkClaims {
  eventId: number;
  email: string;
  issuedAt: Date;
}

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const unb64 = (text: string) => Buffer.from(text, "base64url").toString("utf8");
const sign = (secret: string, purpose: string, body: string) => createHmac("sha256", secret).update(`${purpose}:${body}`).digest("base64url");
function signedBody(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const expected = Buffer.from(sign(secret, purpose, body));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? body : null;
}

/** `{event}.{address, base64url}.{issued}.{signature}`: only the site can make one (HMAC-SHA256 with the app secret). */
export function signAccessLink(secret: string, claims: AccessLinkClaims): string {
  const body = `${claims.eventId}.${b64(claims.email)}.${Math.floor(claims.issuedAt.getTime() / 1000)}`;
  return `${body}.${sign(secret, LINK_PURPOSE, body)}`;
}

export type VerifyAccessLinkResult = { ok: true; claims: AccessLinkClaims; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

/** The claims of a link this site made and that has not expired. */
export function verifyAccessLink(secret: string, token: string, now: Date): VerifyAccessLinkResult {
  if (token.length > 400) return { ok: false, reason: "invalid" };
  const body = signedBody(secret, LINK_PURPOSE, token);
  const match = body ? /^(\d{1,12})\.([A-Za-z0-9_-]{1,340})\.(\d{1,12})$/.exec(body) : null;
  if (!match) return { ok: false, reason: "invalid" };
  const issuedAt = new Date(Number(match[3]) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + ACCESS_LINK_HOURS * 3_600_000);
  if (now >= expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, claims: { eventId: Number(match[1]), email: unb64(match[2]!), issuedAt }, expiresAt };
}

/** The cookie's value: `{address, base64url}.{expires}.{signature}`. */
export function signAccessGrant(secret: string, email: string, now: Date): string {
  const body = `${b64(email)}.${Math.floor(now.getTime() / 1000) + ACCESS_COOKIE_MAX_AGE_S}`;
  return `${body}.${sign(secret, COOKIE_PURPOSE, body)}`;
}

/** The Set-Cookie header that lets this browser buy with the address its link proved (HttpOnly, this site only). */
export function accessGrantCookie(secret: string, email: string, now: Date, secure: boolean): string {
  return `${ACCESS_COOKIE}=${signAccessGrant(secret, email, now)}; Path=/; Max-Age=${ACCESS_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The address this browser proved through an access link (its signed, unexpired cookie), or null. */
export function readAccessGrant(secret: string, cookieHeader: string | null | undefined, now: Date): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== ACCESS_COOKIE) continue;
    const body = signedBody(secret, COOKIE_PURPOSE, value.join("="));
    const match = body ? /^([A-Za-z0-9_-]{1,340})\.(\d{1,12})$/.exec(body) : null;
    if (match && Number(match[2]) * 1000 > now.getTime()) return unb64(match[1]!);
  }
  return null;
}
