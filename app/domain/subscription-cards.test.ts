import { describe, expect, it } from "vitest";
import { DECLINES_RENEWALS_CARD, subscriptionCardOutcome } from "./subscription-cards";

const now = new Date("2025-11-20T00:00:00Z");

describe("subscription test cards", () => {
  it("4000 0000 0000 0341 is accepted at sign-up and declined at renewal", () => {
    expect(subscriptionCardOutcome({ number: DECLINES_RENEWALS_CARD, expiry: "12/30" }, now, "signup").ok).toBe(true);
    expect(subscriptionCardOutcome({ number: DECLINES_RENEWALS_CARD, expiry: "12/30" }, now, "renewal").ok).toBe(false);
  });

  it("4242 4242 4242 4242 succeeds at both; 4000 0000 0000 0002 is declined at sign-up", () => {
    expect(subscriptionCardOutcome({ number: "4242424242424242", expiry: "12/30" }, now, "signup").ok).toBe(true);
    expect(subscriptionCardOutcome({ number: "4242424242424242", expiry: "12/30" }, now, "renewal").ok).toBe(true);
    expect(subscriptionCardOutcome({ number: "4000000000000002", expiry: "12/30" }, now, "signup").ok).toBe(false);
  });
});
