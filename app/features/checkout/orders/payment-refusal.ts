import type { TestCardRefusal } from "~/domain/payment-problem";
import type { LateRefundReason } from "./fulfil-order.server";

/**
 * Why the order was not paid. `card_refused` carries the test card network's code (also kept on the
 * order; the card form words it); `refunded_late` a payment that came after its seats or code use
 * were gone, and whether the money went back.
 */
export type PaymentRefusal =
  | { reason: "not_found" }
  | { reason: "wrong_provider" }
  | { reason: "closed"; status: "refunded" | "cancelled" }
  | { reason: "card_refused"; code: TestCardRefusal }
  | { reason: "refunded_late"; late: LateRefundReason; refunded: boolean }
  | { reason: "rejected" };
