import { TEST_CARDS, testCardOutcome, type TestCardOutcome } from "./test-cards";

/** Stripe's test card that can be saved at sign-up but declines every later charge. */
export const DECLINES_RENEWALS_CARD = "4000000000000341";

/**
 * The built-in test provider's verdict on a subscription's card: at sign-up the documented cards
 * decide as for an order, and 4000 0000 0000 0341 is accepted; at a renewal only 4242… succeeds.
 */
export function subscriptionCardOutcome(card: { number: string; expiry: string }, now: Date, phase: "signup" | "renewal"): TestCardOutcome {
  const digits = card.number.replace(/\D/g, "");
  if (phase === "signup") {
    if (digits === DECLINES_RENEWALS_CARD) return testCardOutcome({ number: TEST_CARDS.succeeds, expiry: card.expiry }, now);
    return testCardOutcome(card, now);
  }
  if (digits === TEST_CARDS.succeeds) return { ok: true };
  return { ok: false, code: "card_declined", message: "The card was declined." };
}
