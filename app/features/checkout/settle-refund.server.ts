import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, orders, refunds } from "~/db/schema";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import type { OutgoingEmail } from "~/features/email/types";

export interface SettledRefund {
  /** The order is now refunded in full: its seats are free again and its codes' uses given back. */
  orderRefunded: boolean;
  refundedMinor: number;
}

/**
 * A refund the provider confirmed: marked succeeded, and when the order's succeeded refunds reach
 * what it paid, the order becomes refunded (which frees its seats for the waitlist sweep) and each
 * code it used gets its use back. The buyer's notice is queued once per refund. Call inside the
 * transaction that holds the order's row lock; a refund already settled changes nothing.
 */
export async function settleRefund(tx: Db, options: { refundId: number; providerRefundId: string | null; now: Date; notice: OutgoingEmail[] }): Promise<SettledRefund | null> {
  const { refundId, now } = options;
  const [refund] = await tx
    .update(refunds)
    .set({ status: "succeeded", providerRefundId: options.providerRefundId ?? sql`${refunds.providerRefundId}`, failureReason: null, updatedAt: now })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ["pending", "failed"])))
    .returning({ orderId: refunds.orderId });
  if (!refund) return null;
  const [order] = await tx.select({ id: orders.id, status: orders.status, totalMinor: orders.totalMinor, codes: orders.codes }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return null;
  const [sum] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")));
  const refundedMinor = sum?.refunded ?? 0;
  const orderRefunded = order.status === "paid" && refundedMinor >= order.totalMinor;
  if (orderRefunded) {
    await tx.update(orders).set({ status: "refunded", closedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    if (order.codes.length > 0)
      await tx
        .update(discountCodes)
        .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
        .where(inArray(discountCodes.code, order.codes));
  }
  await enqueueEmails(tx, options.notice, `order-refund:${refundId}`);
  return { orderRefunded, refundedMinor };
}
