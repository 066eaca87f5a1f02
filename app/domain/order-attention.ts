import type { CancellationRefundProblem } from "./cancellation-refund-problem";
import type { LatePaymentCause } from "./payment-problem";

/**
 * Why an order needs the team (the `order_attention` row): a reason code with the data its words
 * need, never the words. The team's pages word it (app/content/order-attention.ts). Rows raised
 * before migration 0058 (and the payment function's, fulfil_order, before migration 0065) hold a
 * sentence instead, shown as stored.
 */

/** Money as a provider reported it: its currency may be one the site does not sell in. */
export interface ReportedMoney {
  amountMinor: number;
  currency: string;
}

/** Why a late upgrade payment could not be applied; `asked` is the upgrade's price. */
export type UpgradeRefusal = { refusal: "amount"; asked: ReportedMoney } | { refusal: "order_closed" | "used" | "sold_out" | "not_upgradeable" };

/** The upgrade payment a flag is about. */
type UpgradePaymentFlag = { paid: ReportedMoney; paymentRef: string; why: UpgradeRefusal };

export type OrderAttention =
  /** An upgrade payment arrived when it could not be applied: its refund is queued. */
  | ({ reason: "upgrade_payment_refused" } & UpgradePaymentFlag)
  | ({ reason: "upgrade_payment_refunded" } & UpgradePaymentFlag)
  /** The provider refused the upgrade payment's refund on the last try: by hand. */
  | ({ reason: "upgrade_payment_not_refunded"; error: string } & UpgradePaymentFlag)
  /** A date change's full refund, asked for in time, could not be made. */
  | { reason: "date_change_refund_failed"; cause: "provider_failed" | "no_payment" | "over_refundable"; error: string | null }
  /** An event's cancellation could not refund this order: why (`error`, in words, on flags from before migration 0066). */
  | { reason: "cancellation_refund_failed"; problem?: CancellationRefundProblem | null; error?: string | null }
  /** The provider reported a refund of ours as failed. */
  | { reason: "provider_refund_failed"; amount: ReportedMoney; failureReason: string | null }
  | { reason: "dispute_opened"; disputeReason: string; amount: ReportedMoney }
  /** Money the provider reports going out that does not fit the order (another currency, more than is left). */
  | { reason: "money_out_misfit"; kind: "refund" | "dispute"; amount: ReportedMoney; providerRef: string; misfit: "currency_mismatch" | "over_left"; orderCurrency: string; left: ReportedMoney }
  /** A payment after the order closed could not be refunded automatically. */
  | { reason: "late_payment_refund_failed"; error: string }
  /** A payment came after its hold lapsed and could not pay the order (fulfil_order): its refund follows. */
  | { reason: "late_payment_refund_pending"; cause: LatePaymentCause }
  /** A payment of another amount or currency than the order's (fulfil_order): not applied. */
  | { reason: "payment_mismatch"; paid: ReportedMoney; expected: ReportedMoney };

export type OrderAttentionReason = OrderAttention["reason"];

const REASONS: ReadonlySet<string> = new Set<OrderAttentionReason>([
  "upgrade_payment_refused",
  "upgrade_payment_refunded",
  "upgrade_payment_not_refunded",
  "date_change_refund_failed",
  "cancellation_refund_failed",
  "provider_refund_failed",
  "dispute_opened",
  "money_out_misfit",
  "late_payment_refund_failed",
  "late_payment_refund_pending",
  "payment_mismatch",
]);

/**
 * How the system settles an item (a person writes their own words): a newer item replaced it, the
 * late payment it was about was refunded, a matching payment paid the order.
 */
export const SYSTEM_RESOLUTIONS = ["superseded", "refunded_automatically", "paid_by_matching_payment"] as const;
export type SystemResolution = (typeof SYSTEM_RESOLUTIONS)[number];

/** The stored pair: the code in `reason`, the rest in `data`. */
export function storedOrderAttention(flag: OrderAttention): { reason: OrderAttentionReason; data: Record<string, unknown> } {
  const { reason, ...data } = flag;
  return { reason, data };
}

/** A stored row read back: a reason with its data, or a sentence from before the codes (or the payment function's). */
export function readOrderAttention(row: { reason: string; data: Record<string, unknown> | null }): { coded: OrderAttention } | { sentence: string } {
  if (!REASONS.has(row.reason)) return { sentence: row.reason };
  return { coded: { ...row.data, reason: row.reason } as OrderAttention };
}
