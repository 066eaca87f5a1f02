/**
 * Why a refund was made, when the system made it: stored as a code in `refunds.reason_code`, never
 * words (the team's own refunds keep the reason they typed in `refunds.reason`; a row has one of
 * the two). The team's pages word the codes (app/content/refund-reasons.ts).
 */
export const REFUND_REASON_CODES = [
  /** The event was cancelled: every paid order is refunded in full. */
  "event_cancelled",
  /** The buyer answered a date change by asking for a full refund. */
  "date_change_refund",
  /** Someone refunded the payment in Stripe's dashboard; the provider's webhook reported it. */
  "provider_dashboard",
] as const;

export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number];

/** A refund's reason as an operation is given it: a system code, or the words the team typed. */
export type RefundReason = { code: RefundReasonCode } | { typed: string };
