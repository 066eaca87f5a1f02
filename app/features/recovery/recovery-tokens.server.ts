import { signRecordToken, verifyRecordToken } from "~/lib/signed-token.server";

/** How long a reminder's resume link works. */
export const RESUME_LINK_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `{expiresDay}.{draftId}.{signature}`: a link that restores one kept checkout, signed with the app
 * secret together with its expiry day, so the day cannot be changed without breaking the signature.
 */
export function signResumeToken(secret: string, draftId: number, now: Date, days = RESUME_LINK_DAYS): string {
  const expiresDay = Math.floor(now.getTime() / DAY_MS) + days;
  return `${expiresDay}.${signRecordToken(secret, `resume-checkout:${expiresDay}`, draftId)}`;
}

export type ResumeTokenCheck = { ok: true; draftId: number; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" };

export function verifyResumeToken(secret: string, token: string, now: Date): ResumeTokenCheck {
  const match = /^(\d{1,8})\.(.+)$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const expiresDay = Number(match[1]);
  const draftId = verifyRecordToken(secret, `resume-checkout:${expiresDay}`, match[2]!);
  if (draftId === null) return { ok: false, reason: "invalid" };
  const expiresAt = new Date((expiresDay + 1) * DAY_MS);
  if (now >= expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, draftId, expiresAt };
}

/**
 * A checkout that came from a reminder carries this (signed, so a browser cannot claim another
 * draft's recovery): the order placed with it names the draft, and its payment marks it recovered.
 */
export function signRecoveryMark(secret: string, draftId: number): string {
  return signRecordToken(secret, "recovered-checkout", draftId);
}

export function verifyRecoveryMark(secret: string, mark: string): number | null {
  return verifyRecordToken(secret, "recovered-checkout", mark);
}

/** The unsubscribe link of a reminder: names the draft whose address stops getting reminders. No expiry (RFC 8058 links must keep working). */
export function signUnsubscribeToken(secret: string, draftId: number): string {
  return signRecordToken(secret, "recovery-unsubscribe", draftId);
}

export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  return verifyRecordToken(secret, "recovery-unsubscribe", token);
}

export const recoveryLinks = {
  resume: (siteUrl: string, token: string) => `${siteUrl}/resume-checkout/${token}`,
  unsubscribe: (siteUrl: string, token: string) => `${siteUrl}/unsubscribe/${token}`,
};
