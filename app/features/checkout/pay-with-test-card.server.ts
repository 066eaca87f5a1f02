import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { checkoutEvents, orders } from "~/db/schema";
import { testCardOutcome } from "~/domain/test-cards";
import type { EmailContext } from "~/features/email/types";
import { fulfilOrder } from "./fulfil-order.server";
import type { PaymentProvider } from "./payment-provider";
import { refundLatePayment } from "./refund-late-payment.server";
import type { TestCard } from "./test-card-schema";

export type PayWithTestCardResult =
  | { ok: true; status: "paid" }
  | { ok: false; status: 402 | 404 | 409; code: string; message: string };

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
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
  provider: PaymentProvider;
}): Promise<PayWithTestCardResult> {
  const { db, token, card, now } = options;
  const [order] = await db.select().from(orders).where(eq(orders.token, token));
  if (!order) return { ok: false, status: 404, code: "not_found", message: "We couldn't find that order." };
  if (order.provider !== "test") return { ok: false, status: 409, code: "wrong_provider", message: "This order is paid through our card processor, not the test form." };
  if (order.status === "paid") return { ok: true, status: "paid" };
  if (order.status === "refunded" || order.status === "cancelled")
    return { ok: false, status: 409, code: order.status, message: "This order is closed. Please go back to the event page and start again." };

  const outcome = testCardOutcome(card, now);
  if (!outcome.ok) {
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ lastPaymentError: outcome.message, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.insert(checkoutEvents).values({ kind: "payment_failed", eventId: order.eventId, orderId: order.id, valueMinor: order.totalMinor, currency: order.currency, createdAt: now });
    });
    return { ok: false, status: 402, code: outcome.code, message: outcome.message };
  }

  const result = await fulfilOrder({
    ...options,
    payment: { provider: "test", eventId: `test-charge:${order.id}`, orderId: order.id, paymentRef: `test_ch_${order.number}`, amountMinor: order.totalMinor, currency: order.currency },
  });
  if (result.status === "fulfilled" || result.status === "already_done") return { ok: true, status: "paid" };
  if (result.status === "refund_needed") {
    const refund = await refundLatePayment({ db, provider: options.provider, orderId: result.orderId, reason: result.reason, now, logger: options.logger });
    return { ok: false, status: 409, code: result.reason.kind, message: refund.buyerMessage };
  }
  return { ok: false, status: 409, code: "rejected", message: "We couldn't complete this payment. Please contact us." };
}
