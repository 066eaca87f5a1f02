import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { raiseOrderAttention, resolveOrderAttention, SYSTEM_RESOLVER } from "~/features/checkout/checkout.server";
import { ledgerWords } from "~/content/ledger-words";
import type { LatePaymentCause } from "~/domain/payment-problem";
import type { PaymentProvider } from "./payment-provider";
import { recordUnappliedPayment, unappliedPaymentKeys } from "./record-unapplied-payment.server";

export interface RefundLatePaymentResult {
  refunded: boolean;
}

/**
 * Give the money back for a payment that arrived after its seats, or the last use of its discount
 * code, were gone (fulfilment already marked the order refunded). When the provider cannot refund,
 * the order is flagged for the team instead. The ledger keeps both, flagged as a payment that bought
 * nothing (counted in no figure): the payment, and its refund resolved by the system when it went
 * through; a payment whose refund failed waits, unresolved, on the overview.
 */
export async function refundLatePayment(options: {
  db: Db;
  provider: PaymentProvider;
  orderId: number;
  /** Why it could not pay its order: logged, and kept on the order (its payment problem) for the buyer's page to word. */
  cause: LatePaymentCause;
  now: Date;
  logger: Logger;
}): Promise<RefundLatePaymentResult> {
  const { db, provider, orderId, cause, now, logger } = options;
  const [order] = await db
    .select({ number: orders.number, paymentRef: orders.paymentRef, totalMinor: orders.totalMinor, currency: orders.currency, eventId: orders.eventId, provider: orders.provider, buyerEmail: orders.buyerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.paymentRef) return { refunded: false };
  const paymentRef = order.paymentRef;
  const result = await provider.refund({ paymentRef, amountMinor: order.totalMinor, orderId, idempotencyKey: `refund-${orderId}` }).catch((err: unknown) => ({ ok: false as const, reason: String(err) }));
  await db.transaction(async (tx) => {
    if (result.ok) await resolveOrderAttention(tx, { orderId, by: SYSTEM_RESOLVER, resolution: "refunded_automatically", now });
    else await raiseOrderAttention(tx, { orderId, flag: { reason: "late_payment_refund_failed", error: result.reason.slice(0, 500) }, now });
    // fulfil_order checked the payment against the order's total and currency, so that is what was paid.
    await recordUnappliedPayment(tx, {
      key: unappliedPaymentKeys.order(orderId),
      kind: "ticket_charge",
      amountMinor: order.totalMinor,
      currency: order.currency,
      orderId,
      eventId: order.eventId,
      provider: order.provider,
      paymentRef,
      buyerEmail: order.buyerEmail,
      refund: result.ok ? { providerRefundId: result.providerRefundId, note: ledgerWords.resolutions.latePaymentRefunded } : null,
      now,
    });
    // The order keeps what happened, for its confirmation page to word.
    await tx.update(orders).set({ lastPaymentProblem: { kind: "late_payment", cause, refunded: result.ok }, updatedAt: now }).where(eq(orders.id, orderId));
  });
  if (result.ok) logger.warn({ order: order.number, reason: cause }, "late payment refunded");
  else logger.error({ order: order.number, reason: cause, refundError: result.reason }, "late payment could not be refunded: flagged for the team");
  return { refunded: result.ok };
}
