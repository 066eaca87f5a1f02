/** Why a confirmed payment could not pay its order and is given back. */
export type LatePaymentCause =
  /** Its hold had lapsed and its seats were taken meanwhile. */
  | { kind: "seats_gone" }
  /** A limited code it was priced with had no use left for it (its hold lapsed and others spent it). */
  | { kind: "code_used_up"; code: string }
  /** The credit paying part of it no longer had that much (its hold lapsed and other orders spent it). */
  | { kind: "credit_used_up"; code: string };

export type TestCardRefusal = "card_declined" | "insufficient_funds" | "unknown_card" | "expired_card";

/**
 * What last went wrong with an order's payment, stored on the order as a reason with its data
 * (`orders.last_payment_problem`); the buyer's and the team's words are chosen where they read it.
 */
export type PaymentProblem =
  | { kind: "late_payment"; cause: LatePaymentCause; refunded: boolean }
  | { kind: "card_refused"; code: TestCardRefusal }
  | { kind: "payment_not_started" }
  | { kind: "event_cancelled" };
