import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, orderUpgrades, refunds } from "~/db/schema";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import type { AuditActor } from "~/features/admin/record-audit.server";
import { recordAudit } from "~/features/admin/record-audit.server";
import type { PaymentProvider, RefundResult } from "./payment-provider";
import { creditedFrom, settleRefund, upgradesPaidMinor } from "./settle-refund.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { renderRefundNotice } from "~/features/checkout/checkout.server";
import { readOrderMoney } from "./read-order-money.server";
import type { RefundReason } from "~/domain/refund-reason";

export type RefundOrderResult =
  | { ok: true; refundId: number; amountMinor: number; currency: CurrencyCode; settled: boolean; orderRefunded: boolean; repeated: boolean }
  | { ok: false; reason: "no_order" | "not_paid" | "no_payment" }
  | { ok: false; reason: "over_refundable"; leftMinor: number; currency: CurrencyCode }
  | { ok: false; reason: "provider_failed"; message: string };

type Refund = typeof refunds.$inferSelect;
type Order = typeof orders.$inferSelect;
/** One payment's share of a refund: the order's own payment, or an upgrade's (paid apart, decision 0035). */
interface Part {
  refund: Refund;
  paymentRef: string;
}

/** The refund row's key for each payment: the form's key for the order's payment, a derived one per upgrade. */
const partKey = (key: string, upgradeId: number | null) => (upgradeId === null ? key : `${key}:upgrade:${upgradeId}`);

/**
 * Give money back on a paid order, in full (`"rest"`) or in part, through the provider that took
 * it. The order's upgrades were paid apart (each its own provider payment), so the money is split
 * over the payments, the order's first, each share a refund row of its own on its own payment. The
 * idempotency key comes from the form the admin saw: a double click or a repeated request finds the
 * same rows, and the provider gets the same keys, so it is one refund. Never more than what the
 * ledger says is left (paid in money less refunds, chargebacks and credits issued from it, per
 * payment) less refunds on their way, the same number the order page offers (`readOrderMoney`); a
 * part paid by a credit is not refunded: it goes back on its credit when the order is given back in
 * full, decision 0028. The buyer is
 * emailed once, for the whole amount its shares settled, when the money is on its way.
 */
export async function refundOrder(options: {
  db: Db;
  provider: PaymentProvider;
  mail: EmailContext;
  number: string;
  amountMinor: number | "rest";
  /** A system refund's code, or the words the team typed. */
  reason: RefundReason;
  idempotencyKey: string;
  actor: AuditActor;
  now: Date;
}): Promise<RefundOrderResult> {
  const { db, now, actor } = options;
  const reason = "code" in options.reason ? { reasonCode: options.reason.code, reason: null } : { reasonCode: null, reason: options.reason.typed };
  const started = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, options.number)).for("update");
    if (!order) return { ok: false, reason: "no_order" } as const;
    const upgrades = await tx.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id)).orderBy(asc(orderUpgrades.id));
    const paymentOf = (upgradeId: number | null) => (upgradeId === null ? order.paymentRef : (upgrades.find((u) => u.id === upgradeId)?.paymentRef ?? null));
    const keys = [null, ...upgrades.map((u) => u.id)].map((id) => partKey(options.idempotencyKey, id));
    const earlier = await tx.select().from(refunds).where(and(eq(refunds.orderId, order.id), inArray(refunds.idempotencyKey, keys))).orderBy(asc(refunds.id));
    if (earlier.length > 0) return { ok: true, order, parts: earlier.map((r) => ({ refund: r, paymentRef: paymentOf(r.upgradeId) ?? "" })), repeated: true } as const;
    if (order.status !== "paid") return { ok: false, reason: "not_paid" } as const;
    if (!order.paymentRef) return { ok: false, reason: "no_payment" } as const;
    // What is left comes from the ledger, per payment, less refunds on their way: the order page's
    // "up to" is the same number (readOrderMoney). Credits issued from it count as given back.
    const { payments, leftMinor } = await readOrderMoney(tx, order);
    const amountMinor = options.amountMinor === "rest" ? leftMinor : options.amountMinor;
    if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > leftMinor) return { ok: false, reason: "over_refundable", leftMinor, currency: order.currency } as const;
    // For the audit: refunds done or on their way before this one.
    const [given] = await tx
      .select({ n: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "succeeded"])));
    const before = Number(given?.n ?? 0);
    const parts: Part[] = [];
    let due = amountMinor;
    for (const payment of payments) {
      const share = Math.min(payment.leftMinor, due);
      if (share <= 0) continue;
      due -= share;
      const [refund] = await tx
        .insert(refunds)
        .values({ orderId: order.id, upgradeId: payment.upgradeId, amountMinor: share, currency: order.currency, ...reason, provider: payment.provider, idempotencyKey: partKey(options.idempotencyKey, payment.upgradeId), actorUserId: actor.userId, actorEmail: actor.email, createdAt: now, updatedAt: now })
        .returning();
      parts.push({ refund: refund!, paymentRef: paymentOf(payment.upgradeId)! });
    }
    await recordAudit({
      db: tx,
      actor,
      action: "order.refund_requested",
      target: order.number,
      details: { refundId: parts[0]!.refund.id, amountMinor, currency: order.currency, ...(reason.reasonCode ? { reasonCode: reason.reasonCode } : { reason: reason.reason }), ...(parts.length > 1 ? { parts: parts.map((p) => ({ refundId: p.refund.id, upgradeId: p.refund.upgradeId, amountMinor: p.refund.amountMinor })) } : {}), before: { refundedMinor: before }, after: { refundedMinor: before + amountMinor } },
      now,
    });
    return { ok: true, order, parts, repeated: false } as const;
  });
  if (!started.ok) return started;
  const { order, parts, repeated } = started;
  const [event] = await db.select({ cityName: events.cityName }).from(events).where(eq(events.id, order.eventId));
  const outcomes = await refundParts({ ...options, order, parts, repeated, cityName: event?.cityName ?? "" });
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) return { ok: false, reason: "provider_failed", message: failed.message };
  return {
    ok: true,
    refundId: parts[0]!.refund.id,
    amountMinor: parts.reduce((n, p) => n + p.refund.amountMinor, 0),
    currency: parts[0]!.refund.currency,
    settled: outcomes.every((o) => o.ok && o.settled),
    orderRefunded: outcomes.some((o) => o.ok && o.orderRefunded),
    repeated,
  };
}

type PartOutcome = { ok: true; settled: boolean; orderRefunded: boolean } | { ok: false; message: string };

/**
 * Each payment's share through the provider, then all recorded in one transaction under the
 * order's lock, with one notice to the buyer for what this refund gave back in all (not one per
 * payment: refunding an upgraded order in full is one refund to the buyer).
 */
async function refundParts(options: {
  db: Db;
  provider: PaymentProvider;
  mail: EmailContext;
  actor: AuditActor;
  now: Date;
  order: Order;
  parts: Part[];
  repeated: boolean;
  cityName: string;
}): Promise<PartOutcome[]> {
  const { db, provider, order, actor, now } = options;
  const answers: Array<{ part: Part; known: PartOutcome } | { part: Part; result: RefundResult }> = [];
  for (const part of options.parts) {
    const { refund, paymentRef } = part;
    // A repeat of a refund the provider already has (or that failed) is answered from the row.
    if (options.repeated && (refund.status !== "pending" || refund.providerRefundId)) {
      answers.push({ part, known: refund.status === "failed" ? { ok: false, message: refund.failureReason ?? "" } : { ok: true, settled: refund.status === "succeeded", orderRefunded: false } });
      continue;
    }
    answers.push({ part, result: await provider.refund({ paymentRef, amountMinor: refund.amountMinor, orderId: order.id, idempotencyKey: `refund:${refund.idempotencyKey}` }) });
  }
  if (answers.every((a) => "known" in a)) return answers.map((a) => ("known" in a ? a.known : { ok: false, message: "" }));

  // Rendered before the transaction (decision 0016); which one goes is decided under the order's lock.
  const notices = (amountMinor: number) => {
    const notice = (full: boolean) =>
      renderRefundNotice({ to: order.buyerEmail, orderNumber: order.number, cityName: options.cityName, amount: formatMoney({ amountMinor, currency: order.currency }), full }, options.mail);
    return { full: notice(true), part: notice(false) };
  };
  const expectedMinor = answers.reduce((n, a) => n + ("result" in a && a.result.ok && a.result.settled ? a.part.refund.amountMinor : 0), 0);
  const expected = notices(expectedMinor);
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    const outcomes: PartOutcome[] = [];
    const settledParts: Refund[] = [];
    for (const answer of answers) {
      if ("known" in answer) {
        outcomes.push(answer.known);
        continue;
      }
      const { part, result } = answer;
      const { refund } = part;
      if (!result.ok) {
        await tx.update(refunds).set({ status: "failed", failureReason: result.reason.slice(0, 500), updatedAt: now }).where(eq(refunds.id, refund.id));
        await recordAudit({ db: tx, actor, action: "order.refund_failed", target: order.number, details: { refundId: refund.id, message: result.reason.slice(0, 500) }, now });
        outcomes.push({ ok: false, message: result.reason });
        continue;
      }
      if (!result.settled) {
        await tx.update(refunds).set({ providerRefundId: result.providerRefundId, updatedAt: now }).where(eq(refunds.id, refund.id));
        outcomes.push({ ok: true, settled: false, orderRefunded: false });
        continue;
      }
      const settled = await settleRefund(tx, { refundId: refund.id, providerRefundId: result.providerRefundId, now, notice: [] });
      // Null: already settled (the provider's webhook got there first and told the buyer).
      if (settled) settledParts.push(refund);
      await recordAudit({ db: tx, actor, action: "order.refund", target: order.number, details: { refundId: refund.id, ...(refund.upgradeId === null ? {} : { upgradeId: refund.upgradeId }), amountMinor: refund.amountMinor, currency: refund.currency, before: { status: order.status }, after: { status: settled?.orderRefunded ? "refunded" : order.status, refundedMinor: settled?.refundedMinor } }, now });
      outcomes.push({ ok: true, settled: true, orderRefunded: settled?.orderRefunded ?? false });
    }
    if (settledParts.length > 0) {
      const settledMinor = settledParts.reduce((n, r) => n + r.amountMinor, 0);
      const paid = order.totalMinor + (await upgradesPaidMinor(tx, order.id));
      const full = (await succeededSoFar(tx, order.id)) + (await creditedFrom(tx, order.id)) >= paid;
      const chosen = settledMinor === expectedMinor ? expected : notices(settledMinor);
      await enqueueEmails(tx, full ? chosen.full : chosen.part, `order-refund:${settledParts[0]!.id}`);
    }
    return outcomes;
  });
}

async function succeededSoFar(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "succeeded")));
  return Number(row?.n ?? 0);
}
