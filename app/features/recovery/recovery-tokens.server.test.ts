import { describe, expect, it } from "vitest";
import { signRecoveryMark, signResumeToken, signUnsubscribeToken, verifyRecoveryMark, verifyResumeToken, verifyUnsubscribeToken } from "./recovery-tokens.server";

const secret = "s".repeat(48);
const now = new Date("2026-11-26T10:00:00Z");

describe("recovery tokens", () => {
  it("a resume link names its draft until it expires after 14 days", () => {
    const token = signResumeToken(secret, 42, now);
    expect(verifyResumeToken(secret, token, now)).toMatchObject({ ok: true, draftId: 42 });
    expect(verifyResumeToken(secret, token, new Date("2026-12-10T10:00:00Z"))).toMatchObject({ ok: true });
    expect(verifyResumeToken(secret, token, new Date("2026-12-11T00:00:00Z"))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a changed expiry, another draft, another secret or another purpose", () => {
    const token = signResumeToken(secret, 42, now);
    const [day, ...rest] = token.split(".");
    expect(verifyResumeToken(secret, [Number(day) + 30, ...rest].join("."), now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyResumeToken(secret, token.replace(".42.", ".43."), now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyResumeToken("t".repeat(48), token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyResumeToken(secret, signUnsubscribeToken(secret, 42), now).ok).toBe(false);
    expect(verifyResumeToken(secret, "nonsense", now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("unsubscribe tokens and recovery marks check their own purpose", () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, 7))).toBe(7);
    expect(verifyRecoveryMark(secret, signRecoveryMark(secret, 7))).toBe(7);
    expect(verifyRecoveryMark(secret, signUnsubscribeToken(secret, 7))).toBeNull();
  });
});
