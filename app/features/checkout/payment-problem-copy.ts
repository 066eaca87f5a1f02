import { checkoutCopy } from "~/content/checkout";
import type { LatePaymentCause, PaymentProblem } from "~/domain/payment-problem";
import { TEST_CARD_REFUSAL_MESSAGES } from "~/domain/test-cards";

/** A late payment's words: why it could not pay its order, and whether the money is already back. */
export function lateRefundMessage(cause: LatePaymentCause, refunded: boolean): string {
  const words = checkoutCopy.lateRefund;
  if (cause.kind === "seats_gone") return words.seatsGone(refunded);
  return cause.kind === "credit_used_up" ? words.creditUsedUp(cause.code, refunded) : words.codeUsedUp(cause.code, refunded);
}

/**
 * The buyer's words for what last went wrong with their order's payment (its stored payment problem),
 * on the order's page; null where there is nothing to tell the buyer there. Kept apart from the rest of
 * the checkout's copy so the order's view can word it without importing the checkout's operations.
 */
export function paymentProblemMessage(problem: PaymentProblem): string | null {
  switch (problem.kind) {
    case "late_payment":
      return lateRefundMessage(problem.cause, problem.refunded);
    case "card_refused":
      return TEST_CARD_REFUSAL_MESSAGES[problem.code];
    case "payment_not_started":
      return checkoutCopy.lateRefund.notStarted;
    case "event_cancelled":
      return null;
    default:
      return problem satisfies never;
  }
}
