import { asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events, orderLines, orderStudents, orders } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import { orderLinks } from "~/features/checkout/orders/order-links";
import type { MyRecords } from "./types";

const eventColumns = {
  cityName: events.cityName,
  dateText: events.dateText,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  timeZone: events.timeZone,
  /** An online program (the event's kind): its participants have no age group or door. */
  isOnline: sql<boolean>`${events.kind} = 'virtual'`,
};

/** Addresses are stored as people typed them, so they are compared without case. */
const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/**
 * Everything made with one email address: orders bought with it, students on those orders or
 * registered with it, and audition registrations. Call it only with a confirmed address of the
 * signed-in person: the address is the only key.
 */
export async function listMyRecords(options: { db: Db; email: string }): Promise<MyRecords> {
  const { db } = options;
  const email = options.email.trim().toLowerCase();
  if (!email.includes("@")) return { orders: [], students: [], auditions: [] };

  const [orderRows, studentRows, auditionRows] = await Promise.all([
    db
      .select({
        order: orders,
        event: eventColumns,
        seatCount: sql<number>`coalesce((select sum(${orderLines.quantity}) from ${orderLines} where ${orderLines.orderId} = ${orders.id} and not ${orderLines.isAddOn}), 0)`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(sameEmail(orders.buyerEmail, email))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ student: orderStudents, buyerEmail: orders.buyerEmail, orderNumber: orders.number, event: eventColumns })
      .from(orderStudents)
      .innerJoin(orders, eq(orders.id, orderStudents.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(or(sameEmail(orders.buyerEmail, email), sameEmail(orderStudents.email, email)))
      .orderBy(desc(orders.createdAt), asc(orderStudents.orderId), asc(orderStudents.position)),
    db
      .select({ registration: auditionRegistrations, event: eventColumns })
      .from(auditionRegistrations)
      .innerJoin(events, eq(events.id, auditionRegistrations.eventId))
      .where(sameEmail(auditionRegistrations.email, email))
      .orderBy(desc(auditionRegistrations.createdAt), desc(auditionRegistrations.id)),
  ]);

  return {
    orders: orderRows.map(({ order: o, event, seatCount }) => {
      if (!isCurrencyCode(o.currency)) throw new Error(`Order ${o.number} has unknown currency ${o.currency}`);
      return {
        number: o.number,
        status: o.status,
        event,
        currency: o.currency,
        totalMinor: o.totalMinor,
        seatCount,
        createdAt: o.createdAt.toISOString(),
        confirmationUrl: orderLinks.confirmation("", o.token),
        calendarUrl: o.status === "paid" && event.startsOn ? orderLinks.calendar(o.token) : null,
      };
    }),
    students: studentRows.map(({ student: s, buyerEmail, orderNumber, event }) => ({
      fullName: s.fullName,
      ageGroup: s.ageGroup,
      event,
      enrolled: s.enrolledAt !== null,
      orderNumber: buyerEmail.trim().toLowerCase() === email ? orderNumber : null,
    })),
    auditions: auditionRows.map(({ registration: r, event }) => ({
      fullName: r.fullName,
      ageGroup: r.ageGroup,
      event,
      registeredAt: r.createdAt.toISOString(),
    })),
  };
}
