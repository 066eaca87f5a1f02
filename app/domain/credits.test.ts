import { describe, expect, it } from "vitest";
import { applyCredit, CREDIT_CODE_ALPHABET, creditCodeFrom, isCreditCode, leftToGiveBack } from "./credits";

describe("credit codes", () => {
  it("are CR- and two groups of four from the unambiguous alphabet", () => {
    const code = creditCodeFrom(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 24]));
    expect(code).toBe(`CR-${CREDIT_CODE_ALPHABET.slice(0, 4)}-${CREDIT_CODE_ALPHABET.slice(4, 7)}${CREDIT_CODE_ALPHABET[24]}`);
    expect(isCreditCode(code!)).toBe(true);
    for (const confusable of ["0", "O", "1", "I", "L", "5", "S", "2", "Z", "8", "B"]) expect(CREDIT_CODE_ALPHABET).not.toContain(confusable);
  });

  it("skip bytes past the last whole alphabet so every letter is equally likely, and need enough bytes", () => {
    // 256 - 256 % 25 = 250: bytes 250..255 are skipped.
    expect(creditCodeFrom(Uint8Array.from([250, 255, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe("CR-3333-3333");
    expect(creditCodeFrom(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 251]))).toBeNull();
  });

  it("are told apart from discount codes by shape", () => {
    expect(isCreditCode("CR-ACDE-FGHJ")).toBe(true);
    expect(isCreditCode("CR-ACD0-FGHJ")).toBe(false);
    expect(isCreditCode("VICTORIAEARLY20")).toBe(false);
    expect(isCreditCode("cr-acde-fghj")).toBe(false);
  });
});

describe("applyCredit", () => {
  const credit = { currency: "USD", balanceMinor: 10_000, heldMinor: 0 };
  it("takes the whole amount due when the balance covers it", () => {
    expect(applyCredit({ credit, currency: "USD", dueMinor: 8_400 })).toEqual({ ok: true, amountMinor: 8_400, freeMinor: 10_000 });
  });
  it("takes the free balance when it is less than what is due", () => {
    expect(applyCredit({ credit: { ...credit, heldMinor: 4_000 }, currency: "USD", dueMinor: 16_800 })).toEqual({ ok: true, amountMinor: 6_000, freeMinor: 6_000 });
  });
  it("refuses another currency and an exhausted or fully held credit", () => {
    expect(applyCredit({ credit, currency: "GBP", dueMinor: 100 })).toEqual({ ok: false, reason: "credit_wrong_currency" });
    expect(applyCredit({ credit: { ...credit, balanceMinor: 0 }, currency: "USD", dueMinor: 100 })).toEqual({ ok: false, reason: "credit_exhausted" });
    expect(applyCredit({ credit: { ...credit, heldMinor: 10_000 }, currency: "USD", dueMinor: 100 })).toEqual({ ok: false, reason: "credit_exhausted" });
  });
  it("takes nothing from a cart with nothing due", () => {
    expect(applyCredit({ credit, currency: "USD", dueMinor: 0 })).toEqual({ ok: true, amountMinor: 0, freeMinor: 10_000 });
  });
});

describe("leftToGiveBack", () => {
  it("is what was paid less refunds and credits issued, never below zero", () => {
    expect(leftToGiveBack({ paidMinor: 16_800, refundedMinor: 5_000, creditedMinor: 6_000 })).toBe(5_800);
    expect(leftToGiveBack({ paidMinor: 16_800, refundedMinor: 16_800, creditedMinor: 100 })).toBe(0);
  });
});
