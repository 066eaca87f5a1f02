import { and, eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, paymentEvents, refunds } from "~/db/schema";
import { formatMoney, isCurrencyCode } from "~/domain/money";
import type { EmailContext } from "~/features/email/types";
import { raiseOrderAttention } from "./order-attention.server";
import type { ProviderDispute, ProviderRefund } from "./payment-provider";
import { renderRefundNotice } from "./refund-notice.server";
import { settleRefund } from "./settle-refund.server";

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
  const [order] = await db.select().from(orders).where(eq(orders.paymentRef, refund.paymentRef)).limit(1);
  if (!order || !isCurrencyCode(refund.currency)) return "no_order";
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
        .values({ orderId: order.id, amountMinor: refund.amountMinor, currency: order.currency, reason: "Refunded in Stripe's dashboard", provider: "stripe", providerRefundId: refund.providerRefundId, idempotencyKey: `stripe:${refund.providerRefundId}`, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!row) return "no_order";
    if (refund.status === "succeeded") {
      const [paid] = await tx.select({ total: orders.totalMinor }).from(orders).where(eq(orders.id, order.id));
      const before = (await tx.select({ amount: refunds.amountMinor }).from(refunds).where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")))).reduce((n, r) => n + r.amount, 0);
      const full = before + (row.status === "succeeded" ? 0 : row.amountMinor) >= (paid?.total ?? 0);
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

/** A dispute (chargeback) opened on an order's payment: the team must answer it in Stripe. */
export async function recordDispute(options: { db: Db; eventId: string; dispute: ProviderDispute; now: Date }): Promise<ProviderEventOutcome> {
  const { db, dispute, now } = options;
  const [order] = await db.select({ id: orders.id, currency: orders.currency }).from(orders).where(eq(orders.paymentRef, dispute.paymentRef)).limit(1);
  if (!order) return "no_order";
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!(await firstSight(tx, options.eventId, "dispute", order.id, now))) return "already_done";
    const amount = isCurrencyCode(dispute.currency) ? formatMoney({ amountMinor: dispute.amountMinor, currency: dispute.currency }) : `${dispute.amountMinor} ${dispute.currency}`;
    await raiseOrderAttention(tx, { orderId: order.id, reason: `Dispute opened in Stripe (${dispute.reason.replaceAll("_", " ")}) for ${amount}: answer it in Stripe's dashboard.`, now });
    return "recorded";
  });
}
