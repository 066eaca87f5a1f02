import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { checkoutEvents, orders } from "~/db/schema";
import type { TestCardRefusal } from "~/domain/payment-problem";
import { testCardOutcome } from "~/domain/test-cards";
import { readFulfilment } from "./fulfil-order.server";
import { fulfilTestCardOrder } from "./fulfil-test-card-order.server";
import { refundLatePayment, type PaymentProvider } from "~/features/payments/payments.server";
import type { TestCard } from "../test-card-schema";
import type { PaymentRefusal } from "./payment-refusal";

export type { PaymentRefusal };

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
  const verdict = testCardOutcome(card, now);
  if (!verdict.ok) return refuseCard(db, token, now, verdict.code);

  // Accepted by the card network: the order is found, checked and paid in one statement (a burst's together).
  const value = await fulfilTestCardOrder(db, token, now);
  const answer = value as { status?: string; orderId?: number; closed?: "refunded" | "cancelled" } | null;
  if (answer?.status === "not_found") return { ok: false, reason: "not_found" };
  if (answer?.status === "wrong_provider") return { ok: false, reason: "wrong_provider" };
  if (answer?.status === "closed" && answer.closed) return { ok: false, reason: "closed", status: answer.closed };
  const paid = readFulfilment(value, options.logger);
  if (paid.ok && paid.orderId !== null) return { ok: true, orderId: paid.orderId };
  if (!paid.ok && paid.reason === "refund_needed") {
    const refund = await refundLatePayment({ db, provider: options.provider, orderId: paid.orderId, cause: paid.cause, now, logger: options.logger });
    return { ok: false, reason: "refunded_late", late: paid.cause, refunded: refund.refunded };
  }
  return { ok: false, reason: "rejected" };
}

/**
 * A declined card: the order stays pending with its seats held and its last error noted, for the
 * buyer to try again. An order that is not the test provider's, already paid or closed says so instead.
 */
async function refuseCard(db: Db, token: string, now: Date, code: TestCardRefusal): Promise<PayWithTestCardResult> {
  const [order] = await db
    .select({ id: orders.id, eventId: orders.eventId, provider: orders.provider, status: orders.status, totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(eq(orders.token, token));
  if (!order) return { ok: false, reason: "not_found" };
  if (order.provider !== "test") return { ok: false, reason: "wrong_provider" };
  if (order.status === "paid") return { ok: true, orderId: order.id };
  if (order.status === "refunded" || order.status === "cancelled") return { ok: false, reason: "closed", status: order.status };
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ lastPaymentProblem: { kind: "card_refused", code }, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(checkoutEvents).values({ kind: "payment_failed", eventId: order.eventId, orderId: order.id, valueMinor: order.totalMinor, currency: order.currency, createdAt: now });
  });
  return { ok: false, reason: "card_refused", code };
}
