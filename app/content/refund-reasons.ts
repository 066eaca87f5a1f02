import type { RefundReasonCode } from "~/domain/refund-reason";

/** The team's words for a refund the system made (the order page's refunds). */
export const refundReasonWords: Record<RefundReasonCode, string> = {
  event_cancelled: "Event cancelled",
  date_change_refund: "Date change: the buyer asked for a full refund",
  provider_dashboard: "Refunded in Stripe's dashboard",
};

/** A refund row's reason in words: the system's code worded, or what the team typed. */
export function refundReasonText(refund: { reasonCode: RefundReasonCode | null; reason: string | null }): string {
  return refund.reasonCode ? refundReasonWords[refund.reasonCode] : (refund.reason ?? "");
}
