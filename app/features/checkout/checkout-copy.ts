import { checkoutCopy as pageCopy } from "~/content/checkout";
import { TEST_CARD_REFUSAL_MESSAGES } from "~/domain/test-cards";
import { cartCopy, codeRejectionMessage, quoteRefusalMessage } from "~/features/cart/cart-copy";
import type { StudentsRefusal } from "./orders/complete-students.server";
import type { OrderRefusal } from "./orders/create-order.server";
import type { PaymentRefusal } from "./orders/payment-refusal";
import { lateRefundMessage } from "./payment-problem-copy";

export { lateRefundMessage, paymentProblemMessage } from "./payment-problem-copy";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The checkout API's words: what its answers and the student registration page tell the buyer. */
export const checkoutApiCopy = {
  orderNotFound: "We couldn't find that order.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  invalidCheckoutEvent: "Invalid checkout event.",
  testCardsRefused: "Test cards are not accepted here.",
  paymentUnavailable: "We couldn't reach our card processor. Nothing was charged. Please try again in a minute.",
  orderPaid: "This order is paid and can't be changed here. Please contact us.",
  tooManyStudentsField: "Too many students",
  checkFields: "Please check the highlighted fields.",
  enterOrderNumber: "Enter an order number like CB-7K3M9Q2H.",
  noOrder: (number: string) => `No order ${number}.`,
  noPaidOrder: "We couldn't find a paid order with that reference.",
  dateNotSet: "This event's date is not set yet.",
  stripeNotConfigured: "Stripe is not configured on this site.",
} as const;

/** A credit paying part of an order: its line on the review, confirmation and emails, and a late payment's words. */
export const creditCheckoutCopy = {
  line: (code: string) => `Credit ${code}`,
  creditUsedUp: pageCopy.lateRefund.creditUsedUp,
} as const;

/** Why an order was not placed, in the words the checkout form shows. */
export function orderRefusalMessage(refusal: OrderRefusal): string {
  switch (refusal.reason) {
    case "code_rejected":
      return `${refusal.code}: ${codeRejectionMessage(refusal.rejection)}`;
    case "offers_changed":
      return "The tickets on sale changed. Please review your cart.";
    case "too_many_students":
      return `This order has ${count(refusal.seats, "ticket", "tickets")}: add at most ${count(refusal.seats, "student", "students")}.`;
    case "students_missing":
      return `Please add ${refusal.seats === 1 ? "the student" : `all ${refusal.seats} students`}, or choose to add them after paying.`;
    case "waitlist_offer_taken":
      return cartCopy.waitlistOfferGone;
    case "code_limit":
      return `${refusal.code} has reached its usage limit. Remove it to continue.`;
    case "seats_taken":
      return cartCopy.seatsShort(refusal.tiers, refusal.left);
    case "credit_changed":
      return `${refusal.code}: ${codeRejectionMessage("credit_exhausted")} Please review your cart.`;
    default:
      return quoteRefusalMessage(refusal);
  }
}

/** Why no student was added, in the words the registration page shows above the form. */
export function studentsRefusalMessage(refusal: StudentsRefusal): string {
  switch (refusal.reason) {
    case "not_found":
      return "We couldn't find that order. Check the link in your email.";
    case "invalid":
      return refusal.errors.students ?? checkoutApiCopy.checkFields;
    case "closed":
      return "This order is no longer active, so students can't be added to it.";
    case "complete":
      return "Every ticket on this order already has its student.";
    case "too_many":
      return `This order has ${count(refusal.left, "ticket", "tickets")} left: add at most ${count(refusal.left, "student", "students")}.`;
    default:
      return refusal satisfies never;
  }
}

/** What the buyer is told when a payment came after its seats or its code's last use were gone. */

/** Why a test card payment did not go through, in the words the card form shows. */
export function paymentRefusalMessage(refusal: PaymentRefusal): string {
  switch (refusal.reason) {
    case "not_found":
      return checkoutApiCopy.orderNotFound;
    case "wrong_provider":
      return "This order is paid through our card processor, not the test form.";
    case "closed":
      return "This order is closed. Please go back to the event page and start again.";
    case "card_refused":
      return TEST_CARD_REFUSAL_MESSAGES[refusal.code];
    case "refunded_late":
      return lateRefundMessage(refusal.late, refusal.refunded);
    case "rejected":
      return "We couldn't complete this payment. Please contact us.";
    default:
      return refusal satisfies never;
  }
}
