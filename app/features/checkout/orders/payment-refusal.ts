import type { TestCardOutcome } from "~/domain/test-cards";
import type { LateRefundReason } from "./fulfil-order.server";

/**
 * Why the order was not paid. `card_refused` carries the test card network's verdict as the domain
 * words it (also kept on the order); `refunded_late` a payment that came after its seats or code use
 * were gone, and whether the money went back.
 */
export type PaymentRefusal =
  | { reason: "not_found" }
  | { reason: "wrong_provider" }
  | { reason: "closed"; status: "refunded" | "cancelled" }
  | { reason: "card_refused"; outcome: Extract<TestCardOutcome, { ok: false }> }
  | { reason: "refunded_late"; late: LateRefundReason; refunded: boolean }
  | { reason: "rejected" };
