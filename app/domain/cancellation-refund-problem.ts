/**
 * Why a cancelled event's refund of one order was not made, stored as a reason with its data
 * (`event_cancellation_refunds.problem`, and the order's flag), never words. Rows from before keep
 * their sentence in `last_error`.
 */
export type CancellationRefundProblem =
  | { kind: "order_deleted" }
  | { kind: "not_paid" }
  /** Paid through a provider this server does not use. */
  | { kind: "other_provider"; provider: string }
  | { kind: "no_payment" }
  /** Nothing left in money (a credit paid it, or credits were issued), and it could not be closed. */
  | { kind: "nothing_left" }
  /** More than what is left of what it paid. */
  | { kind: "over_refundable" }
  /** The provider's own words. */
  | { kind: "provider_refused"; error: string };
