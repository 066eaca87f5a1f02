import { describe, expect, it } from "vitest";
import { testCardOutcome } from "./test-cards";

const now = new Date("2025-09-01T19:00:00Z");

describe("testCardOutcome", () => {
  it("accepts 4242 4242 4242 4242 with a future expiry", () => {
    expect(testCardOutcome({ number: "4242 4242 4242 4242", expiry: "12/30" }, now)).toEqual({ ok: true });
  });
  it("declines 4000 0000 0000 0002 with the reason", () => {
    const outcome = testCardOutcome({ number: "4000000000000002", expiry: "12/30" }, now);
    expect(outcome).toMatchObject({ ok: false, code: "card_declined" });
    if (!outcome.ok) expect(outcome.message).toMatch(/declined/);
  });
  it("refuses an expired card, valid through the end of its month", () => {
    expect(testCardOutcome({ number: "4242424242424242", expiry: "08/25" }, now)).toMatchObject({ ok: false, code: "expired_card" });
    expect(testCardOutcome({ number: "4242424242424242", expiry: "09/25" }, now)).toEqual({ ok: true });
  });
  it("points any other number at the test cards", () => {
    expect(testCardOutcome({ number: "5555555555554444", expiry: "12/30" }, now)).toMatchObject({ ok: false, code: "unknown_card" });
  });
});
