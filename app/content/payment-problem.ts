import type { PaymentProblem } from "~/domain/payment-problem";

/** The team's words for an order's payment problem, on the order's page (the buyer's are checkout's). */
export function paymentProblemNote(problem: PaymentProblem): string {
  switch (problem.kind) {
    case "late_payment": {
      const cause = problem.cause.kind === "seats_gone" ? "its seats were taken meanwhile" : problem.cause.kind === "code_used_up" ? `code ${problem.cause.code} had no use left` : `credit ${problem.cause.code} no longer covered it`;
      return `Paid after its hold lapsed and ${cause}: ${problem.refunded ? "refunded in full automatically" : "the refund failed and waits for the team"}.`;
    }
    case "card_refused":
      return `Test card refused (${problem.code.replaceAll("_", " ")}).`;
    case "payment_not_started":
      return "Payment could not be started (the card processor was unreachable); the order was cancelled.";
    case "event_cancelled":
      return "Event cancelled before it was paid.";
    default:
      return problem satisfies never;
  }
}
