import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, refunds } from "~/db/schema";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { AuditActor } from "~/features/admin/record-audit.server";
import { recordAudit } from "~/features/admin/record-audit.server";
import type { PaymentProvider } from "~/features/checkout/payment-provider";
import { leftToGiveBack } from "~/domain/credits";
import { creditedFrom, settleRefund } from "~/features/checkout/settle-refund.server";
import type { EmailContext } from "~/features/email/types";
import { renderRefundNotice } from "~/features/checkout/refund-notice.server";

export type RefundOrderResult =
  | { ok: true; refundId: number; amountMinor: number; currency: CurrencyCode; settled: boolean; orderRefunded: boolean; repeated: boolean }
  | { ok: false; reason: "no_order" | "not_paid" | "no_payment" }
  | { ok: false; reason: "over_refundable"; leftMinor: number; currency: CurrencyCode }
  | { ok: false; reason: "provider_failed"; message: string };

type Refund = typeof refunds.$inferSelect;

/**
 * Give money back on a paid order, in full (`"rest"`) or in part, through the provider that took
 * it. The idempotency key comes from the form the admin saw: a double click or a repeated request
 * finds the same refund row, and the provider gets the same key, so it is one refund. Never more than
 * what was paid in money less earlier refunds and credits issued from it (a part paid by a credit
 * is not refunded; it goes back on its credit when the order is given back in full, decision 0028). The buyer is emailed once when the money is on its way.
 */
export async function refundOrder(options: {
  db: Db;
  provider: PaymentProvider;
  mail: EmailContext;
  number: string;
  amountMinor: number | "rest";
  reason: string;
  idempotencyKey: string;
  actor: AuditActor;
  now: Date;
}): Promise<RefundOrderResult> {
  const { db, provider, now, actor } = options;
  const started = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, options.number)).for("update");
    if (!order) return { ok: false, reason: "no_order" } as const;
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, options.idempotencyKey));
    if (earlier) return { ok: true, order, refund: earlier, repeated: true } as const;
    if (order.status !== "paid") return { ok: false, reason: "not_paid" } as const;
    if (!order.paymentRef) return { ok: false, reason: "no_payment" } as const;
    const [taken] = await tx
      .select({ n: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "succeeded"])));
    // Credits issued from it count as given back: never a refund and a credit beyond what was paid.
    const leftMinor = leftToGiveBack({ paidMinor: order.totalMinor, refundedMinor: taken?.n ?? 0, creditedMinor: await creditedFrom(tx, order.id) });
    const amountMinor = options.amountMinor === "rest" ? leftMinor : options.amountMinor;
    if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > leftMinor) return { ok: false, reason: "over_refundable", leftMinor, currency: order.currency } as const;
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId: order.id, amountMinor, currency: order.currency, reason: options.reason, provider: order.provider, idempotencyKey: options.idempotencyKey, actorUserId: actor.userId, actorEmail: actor.email, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit({ db: tx, actor, action: "order.refund_requested", target: order.number, details: { refundId: refund!.id, amountMinor, currency: order.currency, reason: options.reason, before: { refundedMinor: taken?.n ?? 0 }, after: { refundedMinor: (taken?.n ?? 0) + amountMinor } }, now });
    return { ok: true, order, refund: refund!, repeated: false } as const;
  });
  if (!started.ok) return started;
  const { order, refund, repeated } = started;
  const answer = (r: Refund, settled: boolean, orderRefunded: boolean) =>
    ({ ok: true, refundId: r.id, amountMinor: r.amountMinor, currency: r.currency, settled, orderRefunded, repeated }) as const;
  // A repeat of a refund the provider already has (or that failed) is answered from the row.
  if (repeated && (refund.status !== "pending" || refund.providerRefundId)) {
    if (refund.status === "failed") return { ok: false, reason: "provider_failed", message: refund.failureReason ?? "" };
    return answer(refund, refund.status === "succeeded", false);
  }

  const result = await provider.refund({ paymentRef: order.paymentRef!, amountMinor: refund.amountMinor, orderId: order.id, idempotencyKey: `refund:${refund.idempotencyKey}` });
  const [event] = await db.select({ cityName: events.cityName }).from(events).where(eq(events.id, order.eventId));
  // Rendered before the transaction (decision 0016); which one goes is decided under the order's lock.
  const notice = (full: boolean) =>
    renderRefundNotice({ to: order.buyerEmail, orderNumber: order.number, cityName: event?.cityName ?? "", amount: formatMoney({ amountMinor: refund.amountMinor, currency: refund.currency }), full }, options.mail);
  const notices = { full: notice(true), part: notice(false) };
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!result.ok) {
      await tx.update(refunds).set({ status: "failed", failureReason: result.reason.slice(0, 500), updatedAt: now }).where(eq(refunds.id, refund.id));
      await recordAudit({ db: tx, actor, action: "order.refund_failed", target: order.number, details: { refundId: refund.id, message: result.reason.slice(0, 500) }, now });
      return { ok: false, reason: "provider_failed", message: result.reason } as const;
    }
    if (!result.settled) {
      await tx.update(refunds).set({ providerRefundId: result.providerRefundId, updatedAt: now }).where(eq(refunds.id, refund.id));
      return answer(refund, false, false);
    }
    const full = refund.amountMinor + (await succeededBefore(tx, order.id)) + (await creditedFrom(tx, order.id)) >= order.totalMinor;
    const settled = await settleRefund(tx, { refundId: refund.id, providerRefundId: result.providerRefundId, now, notice: full ? notices.full : notices.part });
    await recordAudit({ db: tx, actor, action: "order.refund", target: order.number, details: { refundId: refund.id, amountMinor: refund.amountMinor, currency: refund.currency, before: { status: order.status }, after: { status: settled?.orderRefunded ? "refunded" : order.status, refundedMinor: settled?.refundedMinor } }, now });
    return answer(refund, true, settled?.orderRefunded ?? false);
  });
}

async function succeededBefore(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "succeeded")));
  return row?.n ?? 0;
}
