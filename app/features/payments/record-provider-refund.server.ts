import { and, eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, orderUpgrades, paymentEvents, refunds } from "~/db/schema";
import { formatMoney, isCurrencyCode } from "~/domain/money";
import type { EmailContext } from "~/features/email/types";
import { raiseOrderAttention } from "~/features/checkout/order-attention.server";
import type { ProviderDispute, ProviderRefund } from "./payment-provider";
import { renderRefundNotice } from "~/features/checkout/refund-notice.server";
import { settleRefund, upgradesPaidMinor } from "./settle-refund.server";

export type ProviderEventOutcome = "recorded" | "already_done" | "no_order";

async function firstSight(tx: Db, eventId: string, type: string, orderId: number, now: Date): Promise<boolean> {
  const recorded = await tx.insert(paymentEvents).values({ provider: "stripe", eventId, type, orderId, receivedAt: now }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}

/**
 * A refund Stripe tells us about: one this site asked for (found by Stripe's id or our key) moves
 * to Stripe's status; one made in Stripe's dashboard becomes a refund row of its own. A succeeded
 * refund settles as the team's would (order refunded when whole, seats freed, one notice).
 */
export async function recordProviderRefund(options: { db: Db; eventId: string; refund: ProviderRefund; mail: EmailContext; now: Date }): Promise<ProviderEventOutcome> {
  const { db, refund, now } = options;
  const paid = await findPayment(db, refund.paymentRef);
  if (!paid || !isCurrencyCode(refund.currency)) return "no_order";
  const { order, upgradeId } = paid;
  const [event] = await db.select({ cityName: events.cityName }).from(events).where(eq(events.id, order.eventId));
  const notice = (full: boolean) =>
    renderRefundNotice({ to: order.buyerEmail, orderNumber: order.number, cityName: event?.cityName ?? "", amount: formatMoney({ amountMinor: refund.amountMinor, currency: order.currency }), full }, options.mail);
  const notices = { full: notice(true), part: notice(false) };
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!(await firstSight(tx, options.eventId, "refund", order.id, now))) return "already_done";
    const ourKey = refund.refundKey?.startsWith("refund:") ? refund.refundKey.slice("refund:".length) : null;
    let [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), ourKey ? or(eq(refunds.providerRefundId, refund.providerRefundId), eq(refunds.idempotencyKey, ourKey)) : eq(refunds.providerRefundId, refund.providerRefundId)));
    if (!row) {
      [row] = await tx
        .insert(refunds)
        .values({ orderId: order.id, upgradeId, amountMinor: refund.amountMinor, currency: order.currency, reason: "Refunded in Stripe's dashboard", provider: "stripe", providerRefundId: refund.providerRefundId, idempotencyKey: `stripe:${refund.providerRefundId}`, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!row) return "no_order";
    if (refund.status === "succeeded") {
      const [total] = await tx.select({ total: orders.totalMinor }).from(orders).where(eq(orders.id, order.id));
      const before = (await tx.select({ amount: refunds.amountMinor }).from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")))).reduce((n, r) => n + r.amount, 0);
      const full = before + (row.status === "succeeded" ? 0 : row.amountMinor) >= (total?.total ?? 0) + (await upgradesPaidMinor(tx, order.id));
      await settleRefund(tx, { refundId: row.id, providerRefundId: refund.providerRefundId, now, notice: full ? notices.full : notices.part });
    } else if (row.status === "pending") {
      await tx
        .update(refunds)
        .set({ status: refund.status, providerRefundId: refund.providerRefundId, failureReason: refund.failureReason, updatedAt: now })
        .where(eq(refunds.id, row.id));
      if (refund.status === "failed") await raiseOrderAttention(tx, { orderId: order.id, reason: `Stripe could not refund ${formatMoney({ amountMinor: refund.amountMinor, currency: order.currency })}${refund.failureReason ? ` (${refund.failureReason})` : ""}: refund it another way.`, now });
    }
    return "recorded";
  });
}

/** The order a provider payment belongs to: its own payment, or one of its upgrades' (decision 0035). */
async function findPayment(db: Db, paymentRef: string): Promise<{ order: typeof orders.$inferSelect; upgradeId: number | null } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentRef, paymentRef)).limit(1);
  if (order) return { order, upgradeId: null };
  const [upgraded] = await db.select({ order: orders, upgradeId: orderUpgrades.id }).from(orderUpgrades).innerJoin(orders, eq(orders.id, orderUpgrades.orderId)).where(eq(orderUpgrades.paymentRef, paymentRef)).limit(1);
  return upgraded ?? null;
}

/** A dispute (chargeback) opened on an order's payment: the team must answer it in Stripe. */
export async function recordDispute(options: { db: Db; eventId: string; dispute: ProviderDispute; now: Date }): Promise<ProviderEventOutcome> {
  const { db, dispute, now } = options;
  const order = (await findPayment(db, dispute.paymentRef))?.order;
  if (!order) return "no_order";
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!(await firstSight(tx, options.eventId, "dispute", order.id, now))) return "already_done";
    const amount = isCurrencyCode(dispute.currency) ? formatMoney({ amountMinor: dispute.amountMinor, currency: dispute.currency }) : `${dispute.amountMinor} ${dispute.currency}`;
    await raiseOrderAttention(tx, { orderId: order.id, reason: `Dispute opened in Stripe (${dispute.reason.replaceAll("_", " ")}) for ${amount}: answer it in Stripe's dashboard.`, now });
    return "recorded";
  });
}
