import { asc, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, emailOutbox, events, orderAttention, orderLines, orderNotes, orders, orderStudents, paymentEvents, refunds } from "~/db/schema";

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
  const [lines, students, emails, history, payments, attention, refundRows, notes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(orderStudents).where(eq(orderStudents.orderId, orderId)).orderBy(asc(orderStudents.position)),
    db
      .select({ id: emailOutbox.id, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, status: emailOutbox.status, template: emailOutbox.template, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      // Emails are keyed by cause: `order-confirmation:<id>`, `order-students:<id>`, `order-refund:<refund id>`.
      .where(or(like(emailOutbox.dedupeKey, `order-confirmation:${orderId}:%`), like(emailOutbox.dedupeKey, `order-students:${orderId}:%`), inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).innerJoin(refunds, sql`${emailOutbox.dedupeKey} like 'order-refund:' || ${refunds.id} || ':%'`).where(eq(refunds.orderId, orderId)))))
      .orderBy(asc(emailOutbox.id)),
    db.select({ id: auditLog.id, actorEmail: auditLog.actorEmail, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.target, found.order.number)).orderBy(desc(auditLog.id)),
    db.select({ eventId: paymentEvents.eventId, provider: paymentEvents.provider, type: paymentEvents.type, receivedAt: paymentEvents.receivedAt }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId)),
    db.select().from(orderAttention).where(eq(orderAttention.orderId, orderId)).orderBy(desc(orderAttention.raisedAt), desc(orderAttention.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(desc(orderNotes.id)),
  ]);
  const refundedMinor = refundRows.filter((r) => r.status === "succeeded").reduce((n, r) => n + r.amountMinor, 0);
  const committedMinor = refundRows.filter((r) => r.status === "succeeded" || r.status === "pending").reduce((n, r) => n + r.amountMinor, 0);
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
    /** What a new refund may still give back: paid, less refunds done or on their way. */
    refundableMinor: found.order.status === "paid" ? Math.max(0, found.order.totalMinor - committedMinor) : 0,
  };
}

export type OrderDetails = NonNullable<Awaited<ReturnType<typeof getOrderDetails>>>;
