import { asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events, orderLines, orderStudents, orders } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import { isPhoneAccountEmail, phoneSchema } from "~/features/auth/auth.server";
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
 * Orders whose buyer phone, read as E.164 the way accounts' numbers are, is this number. Orders keep
 * the number as typed, so the database narrows by its last digits and each candidate is normalised here.
 */
async function ordersByPhone(db: Db, phone: string): Promise<number[]> {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return [];
  const candidates = await db
    .select({ id: orders.id, buyerPhone: orders.buyerPhone })
    .from(orders)
    .where(sql`regexp_replace(${orders.buyerPhone}, '[^0-9]', '', 'g') like ${`%${digits.slice(-7)}`}`);
  return candidates.filter((c) => phoneSchema.safeParse(c.buyerPhone).data === phone).map((c) => c.id);
}

/**
 * Everything made with the signed-in person's confirmed email address or verified phone number:
 * orders bought with either, students on those orders or registered with the email, and audition
 * registrations. Call it only with the address and number the account has proved: they are the only
 * keys (a phone account's placeholder address is never one; pass "" or null for one not proved).
 */
export async function listMyRecords(options: { db: Db; email: string; phone?: string | null }): Promise<MyRecords> {
  const { db } = options;
  const typed = options.email.trim().toLowerCase();
  const email = typed.includes("@") && !isPhoneAccountEmail(typed) ? typed : "";
  const phone = options.phone ? (phoneSchema.safeParse(options.phone).data ?? null) : null;
  const phoneOrderIds = phone ? await ordersByPhone(db, phone) : [];
  if (!email && phoneOrderIds.length === 0) return { orders: [], students: [], auditions: [] };
  const never = sql`false`;
  const byEmail = (column: AnyPgColumn): SQL => (email ? sameEmail(column, email) : never);
  const byPhone = phoneOrderIds.length ? inArray(orders.id, phoneOrderIds) : never;
  const ownOrderIds = new Set(phoneOrderIds);

  const [orderRows, studentRows, auditionRows] = await Promise.all([
    db
      .select({
        order: orders,
        event: eventColumns,
        seatCount: sql<number>`coalesce((select sum(${orderLines.quantity}) from ${orderLines} where ${orderLines.orderId} = ${orders.id} and not ${orderLines.isAddOn}), 0)`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(or(byEmail(orders.buyerEmail), byPhone))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ student: orderStudents, orderId: orders.id, buyerEmail: orders.buyerEmail, orderNumber: orders.number, event: eventColumns })
      .from(orderStudents)
      .innerJoin(orders, eq(orders.id, orderStudents.orderId))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(or(byEmail(orders.buyerEmail), byPhone, byEmail(orderStudents.email)))
      .orderBy(desc(orders.createdAt), asc(orderStudents.orderId), asc(orderStudents.position)),
    db
      .select({ registration: auditionRegistrations, event: eventColumns })
      .from(auditionRegistrations)
      .innerJoin(events, eq(events.id, auditionRegistrations.eventId))
      .where(byEmail(auditionRegistrations.email))
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
    students: studentRows.map(({ student: s, orderId, buyerEmail, orderNumber, event }) => ({
      fullName: s.fullName,
      ageGroup: s.ageGroup,
      event,
      enrolled: s.enrolledAt !== null,
      orderNumber: (email && buyerEmail.trim().toLowerCase() === email) || ownOrderIds.has(orderId) ? orderNumber : null,
    })),
    auditions: auditionRows.map(({ registration: r, event }) => ({
      fullName: r.fullName,
      ageGroup: r.ageGroup,
      event,
      registeredAt: r.createdAt.toISOString(),
    })),
  };
}
