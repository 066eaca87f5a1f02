import { createHmac, timingSafeEqual } from "node:crypto";

/** `{id}.{signature}`: a link to one record that only the site can make (HMAC-SHA256 with the app secret). */
export function signRecordToken(secret: string, purpose: string, id: number): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The record id a token names, or null when it was not made by this site for this purpose. */
export function verifyRecordToken(secret: string, purpose: string, token: string): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

function signature(secret: string, purpose: string, id: number): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}
