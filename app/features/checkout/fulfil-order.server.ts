import { and, arrayContains, eq, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { checkoutEvents, creditRedemptions, credits, discountCodes, orderLines, orderStudents, orders, paymentEvents, seatPools } from "~/db/schema";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { enqueueEmails } from "~/features/email/enqueue-email.server";
import { markRecoveredOrder } from "~/features/recovery/mark-recovered-order.server";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { buildOrderCalendar, canBuildOrderCalendar } from "./build-order-calendar";
import { getOrderWithContacts } from "./get-order-view.server";
import { renderOrderConfirmation, renderStudentTicketNotes, renderTeamOrderNotice } from "./order-emails.server";
import { orderLinks } from "./order-links";
import { raiseOrderAttention, resolveOrderAttention, SYSTEM_RESOLVER } from "./order-attention.server";
import type { ConfirmedPayment } from "./payment-provider";
import type { OrderView } from "./types";

/** Why a confirmed payment cannot pay its order and is given back. */
export type LateRefundReason =
  /** Its hold had lapsed and its seats were taken meanwhile. */
  | { kind: "seats_gone" }
  /** A limited code it was priced with had no use left for it (its hold lapsed and others spent it). */
  | { kind: "code_used_up"; code: string }
  /** The credit paying part of it no longer had that much (its hold lapsed and other orders spent it). */
  | { kind: "credit_used_up"; code: string };

export type FulfilOrderResult =
  | { status: "fulfilled"; orderId: number }
  /** Already paid, or this provider event was handled before: nothing changed. */
  | { status: "already_done"; orderId: number | null }
  /** Its seats or a code it used were gone when it was paid: marked refunded, the caller refunds the money. */
  | { status: "refund_needed"; orderId: number; reason: LateRefundReason }
  /** The payment does not match the order (amount, currency, unknown order): flagged for the team. */
  | { status: "rejected"; orderId: number | null; reason: string };

/**
 * Turn a confirmed payment into a paid order, exactly once: the provider event is recorded first
 * (a repeat changes nothing) and the order row is locked, so the webhook and the return page, or
 * one event delivered five times, fulfil once. Marking it paid, counting its codes, enrolling its
 * students, recording the purchase and queuing the confirmation commit together or not at all.
 */
export async function fulfilOrder(options: {
  db: Db;
  payment: ConfirmedPayment;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
}): Promise<FulfilOrderResult> {
  const { db, payment, now, mail, siteUrl, logger } = options;
  // Rendered before the transaction opens (decision 0016): a sale's burst of payments then holds
  // the order's lock only for the writes, not for reading the order back and rendering its emails.
  const prepared = await prepareConfirmation({ db, orderId: payment.orderId, now, mail, siteUrl, logger });
  return db.transaction(async (tx): Promise<FulfilOrderResult> => {
    // The order's lock first: the event's row below references it, and a reference taken before the
    // lock would let two payments of one order each wait for the other.
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: payment.provider, eventId: payment.eventId, type: "payment_succeeded", orderId: order?.id ?? null, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { status: "already_done", orderId: null };
    if (!order) return { status: "rejected", orderId: null, reason: `no order ${payment.orderId}` };
    if (order.status === "paid") return { status: "already_done", orderId: order.id };

    if (payment.amountMinor !== order.totalMinor || payment.currency.toUpperCase() !== order.currency) {
      const reason = `payment of ${payment.amountMinor} ${payment.currency} does not match the order's ${order.totalMinor} ${order.currency}`;
      await raiseOrderAttention(tx, { orderId: order.id, reason, now });
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
      logger.error({ order: order.number, reason }, "payment rejected");
      return { status: "rejected", orderId: order.id, reason };
    }

    const holdLapsed = order.status !== "pending" || order.holdExpiresAt <= now;
    // Pools first, then codes, then the credit: the lock order of place_order_hold.
    const refusal: LateRefundReason | null =
      holdLapsed && !(await seatsStillFree(tx, order.id, order.eventId, now))
        ? { kind: "seats_gone" }
        : ((await findUsedUpCode(tx, order, now)) ?? (order.creditMinor > 0 ? await debitCredit(tx, order.id, now) : null));
    if (refusal) {
      await tx
        .update(orders)
        .set({ status: "refunded", paymentRef: payment.paymentRef, closedAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      await raiseOrderAttention(tx, { orderId: order.id, reason: "refund pending", now });
      await tx.insert(checkoutEvents).values({ kind: "late_payment_refunded", eventId: order.eventId, orderId: order.id, valueMinor: order.totalMinor, currency: order.currency, createdAt: now });
      return { status: "refund_needed", orderId: order.id, reason: refusal };
    }

    // A wrong-amount payment's flag no longer applies once a matching payment pays the order (the
    // wrong one stays in payment_events). A refunded order's flag is about money to give back: kept.
    if (order.status !== "refunded") {
      const cleared = await resolveOrderAttention(tx, { orderId: order.id, by: SYSTEM_RESOLVER, resolution: "a matching payment paid the order", now });
      if (cleared) logger.warn({ order: order.number, cleared: cleared.reason }, "order flag cleared: a matching payment paid it");
    }
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, paymentRef: payment.paymentRef, lastPaymentError: null, closedAt: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    if (order.codes.length > 0)
      await tx.update(discountCodes).set({ usesCount: sql`${discountCodes.usesCount} + 1` }).where(inArray(discountCodes.code, order.codes));
    await tx.update(orderStudents).set({ enrolledAt: now }).where(eq(orderStudents.orderId, order.id));
    const itemCount = prepared?.itemCount ?? (await countOrderItems(tx, order.id));
    await tx.insert(checkoutEvents).values({ kind: "purchase", eventId: order.eventId, orderId: order.id, itemCount, valueMinor: order.totalMinor, currency: order.currency, createdAt: now });
    for (const batch of prepared?.emails ?? []) await enqueueEmails(tx, batch.emails, batch.cause);
    // An order placed through a reminder's link marks its kept checkout recovered.
    await markRecoveredOrder(tx, { orderId: order.id, now });
    return { status: "fulfilled", orderId: order.id };
  });
}

/**
 * The buyer's confirmation (with its calendar file) and the students' notes for an order about to be
 * paid, with its item count, read and rendered outside the payment's transaction. Null for an unknown
 * order, no emails for one already paid (a repeated webhook); what an order is sold as does not
 * change once placed, so what is rendered here matches the order the transaction marks paid.
 */
async function prepareConfirmation(options: {
  db: Db;
  orderId: number;
  now: Date;
  mail: EmailContext;
  siteUrl: string;
  logger: Logger;
}): Promise<{ itemCount: number; emails: Array<{ emails: OutgoingEmail[]; cause: string }> } | null> {
  const { db, orderId, now, mail, siteUrl, logger } = options;
  const read = await getOrderWithContacts({ db, orderId });
  if (!read) return null;
  const { studentContacts: contacts, ...found } = read;
  const itemCount = found.lines.reduce((n, l) => n + l.quantity, 0);
  if (found.status === "paid") return { itemCount, emails: [] };
  const view: OrderView = { ...found, status: "paid", paidAt: now.toISOString(), students: found.students.map((s) => ({ ...s, enrolled: true })) };
  const orderUrl = orderLinks.confirmation(siteUrl, view.token);
  const calendar = canBuildOrderCalendar(view) ? safely(() => buildOrderCalendar(view, { siteUrl, orderUrl, now }), logger) : null;
  const studentsUrl = view.students.length < view.seatCount ? orderLinks.students(siteUrl, view.token) : null;
  const studentContacts = contacts.filter((s): s is { fullName: string; email: string } => s.email !== null && s.email !== view.buyerEmail);
  const batches = [{ emails: renderOrderConfirmation({ order: view, orderUrl, studentsUrl, calendar }, mail), cause: `order-confirmation:${orderId}` }];
  if (studentContacts.length > 0) batches.push({ emails: renderStudentTicketNotes({ order: view, students: studentContacts }, mail), cause: `order-students:${orderId}` });
  batches.push({ emails: renderTeamOrderNotice({ order: view, adminOrderUrl: `${siteUrl}/admin/orders/${view.number}` }, mail), cause: `order-team:${orderId}` });
  return { itemCount, emails: batches };
}

async function countOrderItems(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** Whether a lapsed order's seats are free now, counted under the pools' locks (its own hold left out). */
async function seatsStillFree(tx: Db, orderId: number, eventId: number, now: Date): Promise<boolean> {
  const lines = await tx.select({ poolId: orderLines.poolId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const poolIds = [...new Set(lines.map((l) => l.poolId).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (poolIds.length === 0) return true;
  const pools = await tx.select({ id: seatPools.id, capacity: seatPools.capacity }).from(seatPools).where(inArray(seatPools.id, poolIds)).orderBy(seatPools.id).for("update");
  const taken = await countPoolSeatsTaken({ db: tx, eventId, now, exceptOrderId: orderId });
  return pools.every((p) => p.capacity === null || lines.filter((l) => l.poolId === p.id).reduce((n, l) => n + l.quantity, 0) <= p.capacity - (taken.get(p.id) ?? 0));
}

/**
 * The first of the order's limited codes with no use left for it, under the codes' row locks: its
 * paid uses plus other orders' unexpired holds already reach its limit. A code reserves a use for
 * an order only while the order's hold runs, so a lapsed order's use may have gone to another buyer.
 */
async function findUsedUpCode(tx: Db, order: { id: number; codes: string[] }, now: Date): Promise<LateRefundReason | null> {
  if (order.codes.length === 0) return null;
  const codes = await tx
    .select({ code: discountCodes.code, maxUses: discountCodes.maxUses, usesCount: discountCodes.usesCount })
    .from(discountCodes)
    .where(and(inArray(discountCodes.code, order.codes), isNotNull(discountCodes.maxUses)))
    .orderBy(discountCodes.id)
    .for("update");
  for (const c of codes) {
    const [{ holding } = { holding: 0 }] = await tx
      .select({ holding: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, "pending"), gt(orders.holdExpiresAt, now), ne(orders.id, order.id), arrayContains(orders.codes, [c.code])));
    if (c.maxUses !== null && c.usesCount + Number(holding) >= c.maxUses) return { kind: "code_used_up", code: c.code };
  }
  return null;
}

/**
 * Take the order's credit part off its credit's balance, under the credit's row lock (decision 0028):
 * the balance less what other unexpired holds keep of it must still cover this order's part, which
 * it does unless this order's hold lapsed and others spent it meanwhile. Runs in the transaction that
 * marks the order paid (rolled back with it when anything later fails); the refusal changes nothing.
 */
async function debitCredit(tx: Db, orderId: number, now: Date): Promise<LateRefundReason | null> {
  const [redemption] = await tx.select().from(creditRedemptions).where(eq(creditRedemptions.orderId, orderId));
  if (!redemption) return null;
  const [credit] = await tx.select({ id: credits.id, code: credits.code, balanceMinor: credits.balanceMinor }).from(credits).where(eq(credits.id, redemption.creditId)).for("update");
  if (!credit) return null;
  const [held] = await tx
    .select({ n: sql<number>`coalesce(sum(${creditRedemptions.amountMinor}), 0)::int` })
    .from(creditRedemptions)
    .innerJoin(orders, eq(orders.id, creditRedemptions.orderId))
    .where(and(eq(creditRedemptions.creditId, credit.id), ne(orders.id, orderId), eq(orders.status, "pending"), gt(orders.holdExpiresAt, now)));
  if (credit.balanceMinor - Number(held?.n ?? 0) < redemption.amountMinor) return { kind: "credit_used_up", code: credit.code };
  await tx.update(credits).set({ balanceMinor: sql`${credits.balanceMinor} - ${redemption.amountMinor}` }).where(eq(credits.id, credit.id));
  return null;
}

function safely<T>(make: () => T, logger: Logger): T | null {
  try {
    return make();
  } catch (err) {
    logger.error({ err }, "could not build the order's calendar file");
    return null;
  }
}
