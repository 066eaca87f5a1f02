import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, orders, orderUpgrades, refunds } from "~/db/schema";
import { enqueueEmails } from "~/features/email/email.server";
import type { OutgoingEmail } from "~/features/email/types";
import { ledgerGivenBackInFull, readOrderMoney } from "./read-order-money.server";
import { releaseCreditRedemption } from "./release-credit-redemption.server";
import { returnCodeUses } from "./return-code-uses.server";
import { withdrawFreeMonthCode } from "./withdraw-free-month-code.server";

export interface SettledRefund {
  /** The order is now refunded in full: its seats are free again and its codes' uses given back. */
  orderRefunded: boolean;
  refundedMinor: number;
}

/**
 * A refund the provider confirmed: marked succeeded, and when the order's succeeded refunds reach
 * what it paid (its own payment and its upgrades'), the order becomes refunded (which frees its seats for the waitlist sweep) and each
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
  const [order] = await tx.select({ id: orders.id, status: orders.status, totalMinor: orders.totalMinor, codes: orders.codes, currency: orders.currency, provider: orders.provider }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return null;
  const [sum] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")));
  const refundedMinor = sum?.refunded ?? 0;
  // What was given back as credit instead counts too: a refund of the rest after a credit closes the
  // order. Its upgrades' payments are part of what it paid, so it closes once they are back as well.
  // Or when the ledger has nothing left (its refund rows are written with this refund's status): after
  // a chargeback, refunding what is left gives the order back in full, as its page says.
  const orderRefunded =
    order.status === "paid" &&
    (refundedMinor + (await creditedFrom(tx, order.id)) >= order.totalMinor + (await upgradesPaidMinor(tx, order.id)) || ledgerGivenBackInFull(await readOrderMoney(tx, order)));
  if (orderRefunded) await closePaidOrder(tx, { orderId: order.id, codes: order.codes, status: "refunded", now });
  await enqueueEmails(tx, options.notice, `order-refund:${refundId}`);
  return { orderRefunded, refundedMinor };
}

/** What the order's upgrades were paid apart from it (their own payments, decision 0035). */
export async function upgradesPaidMinor(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${orderUpgrades.amountMinor}), 0)::int` }).from(orderUpgrades).where(eq(orderUpgrades.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** What credits issued from this order hold of what it paid (decision 0028). */
export async function creditedFrom(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${credits.amountMinor}), 0)::int` }).from(credits).where(eq(credits.sourceOrderId, orderId));
  return Number(row?.n ?? 0);
}

/**
 * A paid order given back in full, as money (`refunded`) or as credit (`cancelled`): closed, so its
 * seats are free again (availability counts paid orders and running holds only, and the waitlist
 * sweep offers them), each code it used gets its use back, what a credit paid of it goes back
 * on that credit (decision 0028), and its unused free month of Acting for Dancers is withdrawn. Call under the order's row lock; an order no longer paid is left alone.
 */
export async function closePaidOrder(tx: Db, options: { orderId: number; codes: readonly string[]; status: "refunded" | "cancelled"; now: Date }): Promise<boolean> {
  const { orderId, now } = options;
  const closed = await tx
    .update(orders)
    .set({ status: options.status, closedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning({ id: orders.id });
  if (closed.length === 0) return false;
  // The inverse of what paying it did, each beside its own use: the codes' uses (counted in SQL by
  // fulfil_order), the credit it spent (debited there too), and the free month its payment issued.
  await returnCodeUses(tx, options.codes);
  await releaseCreditRedemption(tx, orderId);
  await withdrawFreeMonthCode(tx, orderId);
  return true;
}
