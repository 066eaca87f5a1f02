import type { TestCardRefusal } from "./payment-problem";

/** The built-in test provider's documented cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export type TestCardOutcome = { ok: true } | { ok: false; code: TestCardRefusal; message: string };

/** The buyer's words for each refusal of the test provider, wherever the refusal is shown (now or from the order later). */
export const TEST_CARD_REFUSAL_MESSAGES: Record<TestCardRefusal, string> = {
  expired_card: "Your card has expired. Check the expiry date.",
  card_declined: "Your card was declined. No money was taken. Try another card.",
  insufficient_funds: "Your card has insufficient funds. No money was taken. Try another card.",
  unknown_card: "This is test mode: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline). No real card is charged.",
};
const refused = (code: TestCardRefusal): TestCardOutcome => ({ ok: false, code, message: TEST_CARD_REFUSAL_MESSAGES[code] });

/** What the test provider does with a card: pure, so the rules are unit-tested. */
export function testCardOutcome(card: { number: string; expiry: string }, now: Date): TestCardOutcome {
  const [mm, yy] = card.expiry.split("/").map((p) => Number(p.trim()));
  // A card is valid through the last day of its expiry month.
  if (!mm || yy === undefined || Number.isNaN(yy) || new Date(Date.UTC(2000 + yy, mm, 1)) <= now)
    return refused("expired_card");
  const digits = card.number.replace(/\D/g, "");
  if (digits === TEST_CARDS.succeeds) return { ok: true };
  if (digits === TEST_CARDS.declined) return refused("card_declined");
  if (digits === TEST_CARDS.insufficientFunds)
    return refused("insufficient_funds");
  return refused("unknown_card");
}
