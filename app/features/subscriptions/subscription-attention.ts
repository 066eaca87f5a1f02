/**
 * Why a Stripe event about a subscription was flagged for the team instead of applied: a reason code
 * with its data, stored on the subscription (`attention`, `attention_data`). The team's page words it
 * with `subscriptionAttentionWords`; a flag stored before the codes (a sentence) is shown as stored.
 */
export type SubscriptionAttention =
  /** The event names another Stripe subscription than the one stored for ours. */
  | { reason: "other_subscription"; given: string | null; stored: string }
  /** An invoice paid another amount or currency than the subscription costs. */
  | { reason: "amount_mismatch"; invoiceId: string | null; paidMinor: number; paidCurrency: string | null; priceMinor: number; currency: string }
  /** An invoice paid on a subscription that is cancelled or ended. */
  | { reason: "paid_when_closed"; invoiceId: string | null; status: string }
  /** A second Checkout for the address and tier was paid while another subscription is live. */
  | { reason: "duplicate_paid"; tierLabel: string; liveId: number; invoiceId: string | null; stripeId: string | null };

export type SubscriptionAttentionReason = SubscriptionAttention["reason"];

/** The stored pair: the code in `attention`, the rest in `attention_data`. */
export function storedSubscriptionAttention(flag: SubscriptionAttention): { attention: SubscriptionAttentionReason; attentionData: Record<string, unknown> } {
  const { reason, ...data } = flag;
  return { attention: reason, attentionData: data };
}

const q = (value: string | null) => value ?? "?";

/** The team's words for a stored flag; a flag from before the codes is its own sentence. */
export function subscriptionAttentionWords(attention: string, data: Record<string, unknown> | null): string {
  const flag = { ...data, reason: attention } as SubscriptionAttention;
  switch (flag.reason) {
    case "other_subscription":
      return `Stripe event names subscription ${flag.given ?? "none"}, ours is ${flag.stored}: not applied`;
    case "amount_mismatch":
      return `Stripe invoice ${q(flag.invoiceId)} paid ${flag.paidMinor} ${q(flag.paidCurrency)}, the subscription costs ${flag.priceMinor} ${flag.currency}: not counted as paid`;
    case "paid_when_closed":
      return `Stripe invoice ${q(flag.invoiceId)} was paid on a subscription that is ${flag.status}: refund it and check the subscription in Stripe`;
    case "duplicate_paid":
      return `A second ${flag.tierLabel} subscription for this address was paid (subscription #${flag.liveId} is already live): refund invoice ${q(flag.invoiceId)} and cancel ${flag.stripeId ?? "it"} in Stripe`;
    default:
      return attention;
  }
}
