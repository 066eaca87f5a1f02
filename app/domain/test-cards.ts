/** The built-in test provider's documented cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export type TestCardOutcome = { ok: true } | { ok: false; code: "card_declined" | "insufficient_funds" | "unknown_card" | "expired_card"; message: string };

/** What the test provider does with a card: pure, so the rules are unit-tested. */
export function testCardOutcome(card: { number: string; expiry: string }, now: Date): TestCardOutcome {
  const [mm, yy] = card.expiry.split("/").map((p) => Number(p.trim()));
  // A card is valid through the last day of its expiry month.
  if (!mm || yy === undefined || Number.isNaN(yy) || new Date(Date.UTC(2000 + yy, mm, 1)) <= now)
    return { ok: false, code: "expired_card", message: "Your card has expired. Check the expiry date." };
  const digits = card.number.replace(/\D/g, "");
  if (digits === TEST_CARDS.succeeds) return { ok: true };
  if (digits === TEST_CARDS.declined) return { ok: false, code: "card_declined", message: "Your card was declined. No money was taken. Try another card." };
  if (digits === TEST_CARDS.insufficientFunds)
    return { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds. No money was taken. Try another card." };
  return {
    ok: false,
    code: "unknown_card",
    message: "This is test mode: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline). No real card is charged.",
  };
}
