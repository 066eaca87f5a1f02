import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, ledgerEntries, orders, orderUpgrades, paymentEvents, refunds } from "~/db/schema";
import type { LedgerFlagReason } from "~/domain/ledger";
import { formatMoney } from "~/domain/money";
import type { EmailContext } from "~/features/email/types";
import { raiseOrderAttention, renderRefundNotice } from "~/features/checkout/checkout.server";
import type { ProviderDispute, ProviderRefund } from "./payment-provider";
import { misfitOfMoneyOut, providerEventEntryKey, recordFlaggedMoney } from "./reconcile-provider-money.server";
import { settleRefund, upgradesPaidMinor } from "./settle-refund.server";

/** ok: recorded (or flagged, when it does not fit its order). already_done: this event, or the money, was kept before; no_order: no order has its payment. */
export type ProviderEventResult = { ok: true } | { ok: false; reason: "already_done" | "no_order" };

async function firstSight(tx: Db, eventId: string, type: string, orderId: number | null, now: Date): Promise<boolean> {
  const recorded = await tx.insert(paymentEvents).values({ provider: "stripe", eventId, type, orderId, receivedAt: now }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}

/**
 * A refund Stripe tells us about: one this site asked for (found by Stripe's id or our key) moves
 * to Stripe's status; one made in Stripe's dashboard becomes a refund row of its own. A succeeded
 * refund settles as the team's would (order refunded when whole, seats freed, one notice).
 *
 * Reconciled first: a succeeded refund that does not fit its order (another currency, more than what
 * is left of what it paid) is not stored as paid back and does not close the order; it is kept as a
 * flagged ledger row with Stripe's amount and the order's attention is raised. A refund of a payment no
 * order has is a flagged row without an order (answered "no_order"). Each once per Stripe event.
 */
export async function recordProviderRefund(options: { db: Db; eventId: string; refund: ProviderRefund; mail: EmailContext; now: Date }): Promise<ProviderEventResult> {
  const { db, refund, now } = options;
  // The refund of a payment that bought nothing (a late payment, an upgrade that could no longer be
  // applied) is the site's own: its payment and refund are already flagged rows (record-unapplied-payment).
  if (await isUnappliedPayment(db, refund.paymentRef)) return { ok: false, reason: "already_done" } as const;
  const paid = await findPayment(db, refund.paymentRef);
  if (!paid) {
    if (refund.status === "succeeded") await recordUnknownReference(db, { eventId: options.eventId, kind: "refund", amountMinor: refund.amountMinor, currency: refund.currency, providerRef: refund.providerRefundId, now });
    return { ok: false, reason: "no_order" } as const;
  }
  const { order, upgradeId } = paid;
  const [event] = await db.select({ cityName: events.cityName }).from(events).where(eq(events.id, order.eventId));
  const notice = (full: boolean) =>
    renderRefundNotice({ to: order.buyerEmail, orderNumber: order.number, cityName: event?.cityName ?? "", amount: formatMoney({ amountMinor: refund.amountMinor, currency: order.currency }), full }, options.mail);
  const notices = { full: notice(true), part: notice(false) };
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!(await firstSight(tx, options.eventId, "refund", order.id, now))) return { ok: false, reason: "already_done" } as const;
    const ourKey = refund.refundKey?.startsWith("refund:") ? refund.refundKey.slice("refund:".length) : null;
    let [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), ourKey ? or(eq(refunds.providerRefundId, refund.providerRefundId), eq(refunds.idempotencyKey, ourKey)) : eq(refunds.providerRefundId, refund.providerRefundId)));
    // Before it counts (a new refund, or one of ours succeeding), it must fit what is left; one already
    // settled is in the ledger. A misfit waiting at Stripe is not stored: it is flagged if it succeeds.
    if (row?.status !== "succeeded" && (refund.status === "succeeded" || !row)) {
      const misfit = await misfitOfMoneyOut(tx, order, refund);
      if (misfit) {
        if (refund.status === "succeeded") await flagMisfit(tx, { eventId: options.eventId, kind: "refund", order, upgradeId, amountMinor: refund.amountMinor, currency: refund.currency, providerRef: refund.providerRefundId, ...misfit, now });
        return { ok: true } as const;
      }
    }
    if (!row) {
      [row] = await tx
        .insert(refunds)
        .values({ orderId: order.id, upgradeId, amountMinor: refund.amountMinor, currency: order.currency, reasonCode: "provider_dashboard", provider: "stripe", providerRefundId: refund.providerRefundId, idempotencyKey: `stripe:${refund.providerRefundId}`, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!row) return { ok: false, reason: "no_order" } as const;
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
      if (refund.status === "failed") await raiseOrderAttention(tx, { orderId: order.id, flag: { reason: "provider_refund_failed", amount: { amountMinor: refund.amountMinor, currency: order.currency }, failureReason: refund.failureReason ?? null }, now });
    }
    return { ok: true } as const;
  });
}

/** The order a provider payment belongs to: its own payment, or one of its upgrades' (decision 0035). */
async function findPayment(db: Db, paymentRef: string): Promise<{ order: typeof orders.$inferSelect; upgradeId: number | null } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.paymentRef, paymentRef)).limit(1);
  if (order) return { order, upgradeId: null };
  const [upgraded] = await db.select({ order: orders, upgradeId: orderUpgrades.id }).from(orderUpgrades).innerJoin(orders, eq(orders.id, orderUpgrades.orderId)).where(eq(orderUpgrades.paymentRef, paymentRef)).limit(1);
  return upgraded ?? null;
}

/**
 * A dispute (chargeback) opened on an order's payment: the team must answer it in Stripe. The money
 * the bank takes back is a ledger row of kind `dispute` (− its amount) when it fits the order, else a
 * flagged one (another currency, more than is left); a dispute on a payment no order has is a flagged
 * row without an order. Once per Stripe event.
 */
export async function recordDispute(options: { db: Db; eventId: string; dispute: ProviderDispute; now: Date }): Promise<ProviderEventResult> {
  const { db, dispute, now } = options;
  const paid = await findPayment(db, dispute.paymentRef);
  if (!paid) {
    await recordUnknownReference(db, { eventId: options.eventId, kind: "dispute", amountMinor: dispute.amountMinor, currency: dispute.currency, providerRef: dispute.paymentRef, now });
    return { ok: false, reason: "no_order" } as const;
  }
  const { order, upgradeId } = paid;
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    if (!(await firstSight(tx, options.eventId, "dispute", order.id, now))) return { ok: false, reason: "already_done" } as const;
    await raiseOrderAttention(tx, { orderId: order.id, flag: { reason: "dispute_opened", disputeReason: dispute.reason, amount: { amountMinor: dispute.amountMinor, currency: dispute.currency } }, now });
    const misfit = await misfitOfMoneyOut(tx, order, dispute);
    if (misfit) {
      await flagMisfit(tx, { eventId: options.eventId, kind: "dispute", order, upgradeId, amountMinor: dispute.amountMinor, currency: dispute.currency, providerRef: dispute.paymentRef, ...misfit, now });
      return { ok: true } as const;
    }
    await tx
      .insert(ledgerEntries)
      .values({
        entryKey: providerEventEntryKey(options.eventId),
        kind: "dispute",
        amountMinor: -dispute.amountMinor,
        currency: order.currency,
        orderId: order.id,
        upgradeId,
        eventId: order.eventId,
        provider: "stripe",
        providerRef: dispute.paymentRef,
        actorKind: "provider",
        occurredAt: now,
      })
      .onConflictDoNothing({ target: ledgerEntries.entryKey });
    return { ok: true } as const;
  });
}

/** A provider event whose payment no order has: one flagged row without an order, nothing else. */
async function recordUnknownReference(db: Db, event: { eventId: string; kind: "refund" | "dispute"; amountMinor: number; currency: string; providerRef: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await firstSight(tx, event.eventId, event.kind, null, event.now))) return;
    await recordFlaggedMoney(tx, { providerEventId: event.eventId, kind: event.kind, amountMinor: event.amountMinor, currency: event.currency, reason: "unknown_reference", orderId: null, upgradeId: null, eventId: null, providerRef: event.providerRef, now: event.now });
  });
}

/** Money out that does not fit its order: a flagged row, and the order's attention raised with why. */
async function flagMisfit(
  tx: Db,
  misfit: { eventId: string; kind: "refund" | "dispute"; order: typeof orders.$inferSelect; upgradeId: number | null; amountMinor: number; currency: string; providerRef: string; reason: LedgerFlagReason; leftMinor: number; now: Date },
): Promise<void> {
  const { order, now } = misfit;
  await recordFlaggedMoney(tx, { providerEventId: misfit.eventId, kind: misfit.kind, amountMinor: misfit.amountMinor, currency: misfit.currency, reason: misfit.reason, orderId: order.id, upgradeId: misfit.upgradeId, eventId: order.eventId, providerRef: misfit.providerRef, now });
  await raiseOrderAttention(tx, {
    orderId: order.id,
    flag: {
      reason: "money_out_misfit",
      kind: misfit.kind,
      amount: { amountMinor: misfit.amountMinor, currency: misfit.currency },
      providerRef: misfit.providerRef,
      misfit: misfit.reason === "currency_mismatch" ? "currency_mismatch" : "over_left",
      orderCurrency: order.currency,
      left: { amountMinor: misfit.leftMinor, currency: order.currency },
    },
    now,
  });
}

/** Whether a provider payment is one the site kept as bought nothing and gave back itself. */
async function isUnappliedPayment(db: Db, paymentRef: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.providerRef, paymentRef), eq(ledgerEntries.flagReason, "payment_not_applied"), inArray(ledgerEntries.kind, ["ticket_charge", "upgrade_charge"])))
    .limit(1);
  return row !== undefined;
}
