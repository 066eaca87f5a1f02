import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { PaymentProvider } from "./payment-provider";

/**
 * Give the money back for a payment that arrived after its seats were gone (fulfilment already marked
 * the order refunded). When the provider cannot refund, the order is flagged for the team instead.
 */
export async function refundLatePayment(options: { db: Db; provider: PaymentProvider; orderId: number; now: Date; logger: Logger }): Promise<boolean> {
  const { db, provider, orderId, now, logger } = options;
  const [order] = await db.select({ number: orders.number, paymentRef: orders.paymentRef, totalMinor: orders.totalMinor }).from(orders).where(eq(orders.id, orderId));
  if (!order?.paymentRef) return false;
  const result = await provider.refund({ paymentRef: order.paymentRef, amountMinor: order.totalMinor, orderId }).catch((err: unknown) => ({ ok: false as const, reason: String(err) }));
  const needsAttention = result.ok ? null : `Late payment could not be refunded automatically (${result.reason}): refund it by hand.`;
  await db.update(orders).set({ needsAttention, updatedAt: now }).where(eq(orders.id, orderId));
  if (result.ok) logger.warn({ order: order.number }, "late payment refunded: its seats had been taken");
  else logger.error({ order: order.number, reason: result.reason }, "late payment could not be refunded: flagged for the team");
  return result.ok;
}
