import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { checkoutEvents, orders } from "~/db/schema";
import { testCardOutcome, type TestCardOutcome } from "~/domain/test-cards";
import { fulfilOrder, type LateRefundReason } from "./fulfil-order.server";
import type { PaymentProvider } from "./payment-provider";
import { refundLatePayment } from "./refund-late-payment.server";
import type { TestCard } from "./test-card-schema";

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

export type PayWithTestCardResult = { ok: true; orderId: number } | ({ ok: false } & PaymentRefusal);

/**
 * The built-in test provider's charge: the card decides (4242… succeeds, 4000…0002 declines), then a
 * success goes through the same fulfilment as a Stripe webhook. A decline leaves the order pending
 * with its seats held, so the buyer can try again.
 */
export async function payWithTestCard(options: {
  db: Db;
  token: string;
  card: TestCard;
  now: Date;
  logger: Logger;
  provider: PaymentProvider;
}): Promise<PayWithTestCardResult> {
  const { db, token, card, now } = options;
  const [order] = await db
    .select({ id: orders.id, number: orders.number, eventId: orders.eventId, provider: orders.provider, status: orders.status, totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(eq(orders.token, token));
  if (!order) return { ok: false, reason: "not_found" };
  if (order.provider !== "test") return { ok: false, reason: "wrong_provider" };
  if (order.status === "paid") return { ok: true, orderId: order.id };
  if (order.status === "refunded" || order.status === "cancelled") return { ok: false, reason: "closed", status: order.status };

  const outcome = testCardOutcome(card, now);
  if (!outcome.ok) {
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ lastPaymentError: outcome.message, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.insert(checkoutEvents).values({ kind: "payment_failed", eventId: order.eventId, orderId: order.id, valueMinor: order.totalMinor, currency: order.currency, createdAt: now });
    });
    return { ok: false, reason: "card_refused", outcome };
  }

  const result = await fulfilOrder({
    db,
    now,
    logger: options.logger,
    payment: { provider: "test", eventId: `test-charge:${order.id}`, orderId: order.id, paymentRef: `test_ch_${order.number}`, amountMinor: order.totalMinor, currency: order.currency },
  });
  if (result.status === "fulfilled" || result.status === "already_done") return { ok: true, orderId: order.id };
  if (result.status === "refund_needed") {
    const refund = await refundLatePayment({ db, provider: options.provider, orderId: result.orderId, reason: result.reason, now, logger: options.logger });
    return { ok: false, reason: "refunded_late", late: result.reason, refunded: refund.refunded };
  }
  return { ok: false, reason: "rejected" };
}
