import { asc, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, creditRedemptions, credits, emailOutbox, events, orderAttention, orderLines, orderNotes, orders, orderStudents, paymentEvents, refunds } from "~/db/schema";
import { leftToGiveBack } from "~/domain/credits";

/** Everything the team sees about one order: lines, students, money, payment, emails sent and its history. */
export async function getOrderDetails(options: { db: Db; number: string }) {
  const { db, number } = options;
  const [found] = await db
    .select({ order: orders, event: { id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, timeZone: events.timeZone } })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.number, number.trim().toUpperCase()))
    .limit(1);
  if (!found) return null;
  const orderId = found.order.id;
  const [lines, students, emails, history, payments, attention, refundRows, notes, issuedCredits, redeemed] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(orderStudents).where(eq(orderStudents.orderId, orderId)).orderBy(asc(orderStudents.position)),
    db
      .select({ id: emailOutbox.id, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, template: emailOutbox.template, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      // Emails are keyed by cause: `order-confirmation:<id>`, `order-students:<id>`, `order-refund:<refund id>`.
      .where(
        or(
          like(emailOutbox.dedupeKey, `order-confirmation:${orderId}:%`),
          like(emailOutbox.dedupeKey, `order-students:${orderId}:%`),
          inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).innerJoin(refunds, sql`${emailOutbox.dedupeKey} like 'order-refund:' || ${refunds.id} || ':%'`).where(eq(refunds.orderId, orderId))),
          // `order-credit:<credit id>`: the notice of a credit issued from it.
          inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).innerJoin(credits, sql`${emailOutbox.dedupeKey} like 'order-credit:' || ${credits.id} || ':%'`).where(eq(credits.sourceOrderId, orderId))),
        ),
      )
      .orderBy(asc(emailOutbox.id)),
    db.select({ id: auditLog.id, actorEmail: auditLog.actorEmail, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.target, found.order.number)).orderBy(desc(auditLog.id)),
    db.select({ eventId: paymentEvents.eventId, provider: paymentEvents.provider, type: paymentEvents.type, receivedAt: paymentEvents.receivedAt }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)),
    db.select().from(orderAttention).where(eq(orderAttention.orderId, orderId)).orderBy(desc(orderAttention.raisedAt), desc(orderAttention.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(desc(orderNotes.id)),
    db.select().from(credits).where(eq(credits.sourceOrderId, orderId)).orderBy(asc(credits.id)),
    db
      .select({ id: creditRedemptions.id, code: credits.code, amountMinor: creditRedemptions.amountMinor, balanceMinor: credits.balanceMinor, holderEmail: credits.holderEmail, createdAt: creditRedemptions.createdAt })
      .from(creditRedemptions)
      .innerJoin(credits, eq(credits.id, creditRedemptions.creditId))
      .where(eq(creditRedemptions.orderId, orderId)),
  ]);
  const refundedMinor = refundRows.filter((r) => r.status === "succeeded").reduce((n, r) => n + r.amountMinor, 0);
  const committedMinor = refundRows.filter((r) => r.status === "succeeded" || r.status === "pending").reduce((n, r) => n + r.amountMinor, 0);
  const creditedMinor = issuedCredits.reduce((n, c) => n + c.amountMinor, 0);
  return {
    ...found,
    lines,
    students,
    emails,
    history,
    payments,
    attention,
    openAttention: attention.find((a) => a.resolvedAt === null) ?? null,
    refunds: refundRows,
    notes,
    refundedMinor,
    /** Credits issued from this order instead of refunds, and credits that paid part of it. */
    credits: issuedCredits,
    redeemed,
    /** What a new refund or credit may still give back: paid in money, less refunds done or on their way, less credits issued. */
    refundableMinor: found.order.status === "paid" ? leftToGiveBack({ paidMinor: found.order.totalMinor, refundedMinor: committedMinor, creditedMinor }) : 0,
  };
}

export type OrderDetails = NonNullable<Awaited<ReturnType<typeof getOrderDetails>>>;
