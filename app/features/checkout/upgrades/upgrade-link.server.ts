import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "ticket-upgrade";

/** What an upgrade link names: one ticket (a line, and its student when named) and when the link was issued. */
export interface UpgradeClaims {
  orderId: number;
  lineId: number;
  /** 0 when the ticket's student is not named yet. */
  studentId: number;
  issuedAt: Date;
}

/** The part of a token that makes it single-use: the key its upgrade is stored under. */
export function upgradeLinkKey(c: UpgradeClaims): string {
  return `${c.orderId}.${c.lineId}.${c.studentId}.${Math.floor(c.issuedAt.getTime() / 1000)}`;
}

/** The claims a stored link key names (the key is only ever one this site stored), or null. */
export function parseUpgradeLinkKey(key: string): UpgradeClaims | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})$/.exec(key);
  if (!match) return null;
  return { orderId: Number(match[1]), lineId: Number(match[2]), studentId: Number(match[3]), issuedAt: new Date(Number(match[4]) * 1000) };
}

/** `{order}.{line}.{student}.{issued}.{signature}`: only the site can make one (HMAC-SHA256 with the app secret). */
export function signUpgradeToken(secret: string, claims: UpgradeClaims): string {
  const key = upgradeLinkKey(claims);
  return `${key}.${sign(secret, key)}`;
}

/** The claims of a token this site made, or null. */
export function verifyUpgradeToken(secret: string, token: string): UpgradeClaims | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const key = `${match[1]}.${match[2]}.${match[3]}.${match[4]}`;
  const expected = Buffer.from(sign(secret, key));
  const given = Buffer.from(match[5]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { orderId: Number(match[1]), lineId: Number(match[2]), studentId: Number(match[3]), issuedAt: new Date(Number(match[4]) * 1000) };
}

export const UPGRADE_TOKEN_PATTERN = /^[\d.]{7,60}[A-Za-z0-9_-]{43}$/;

export const upgradeLinks = {
  confirmation: (siteUrl: string, token: string) => `${siteUrl}/upgrade-confirmation?link=${encodeURIComponent(token)}`,
  thankYou: (token: string) => `/pro-track-upgrade-thank-you?link=${encodeURIComponent(token)}`,
};

function sign(secret: string, key: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${key}`).digest("base64url");
}
