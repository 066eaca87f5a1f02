import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orderLines, orderStudents, orders, venues } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import type { OrderView } from "./types";

/** One order as its buyer sees it, by id (server code) or by its unguessable token (links). Null when there is none. */
export async function getOrderView(options: { db: Db } & ({ token: string } | { orderId: number })): Promise<(OrderView & { id: number; eventId: number }) | null> {
  const { db } = options;
  const [row] = await db
    .select({ order: orders, event: events, venue: venues })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where("token" in options ? eq(orders.token, options.token) : eq(orders.id, options.orderId))
    .limit(1);
  if (!row) return null;
  const { order: o, event: e, venue: v } = row;
  if (!isCurrencyCode(o.currency)) throw new Error(`Order ${o.number} has unknown currency ${o.currency}`);
  const [lines, students] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStudents).where(eq(orderStudents.orderId, o.id)).orderBy(asc(orderStudents.position)),
  ]);
  return {
    id: o.id,
    eventId: o.eventId,
    number: o.number,
    token: o.token,
    status: o.status,
    provider: o.provider,
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    event: {
      slug: e.slug,
      cityName: e.cityName,
      dateText: e.dateText,
      startsOn: e.startsOn,
      endsOn: e.endsOn,
      timeZone: e.timeZone,
      venueName: v?.name ?? null,
      venueAddress: v?.address ?? null,
    },
    currency: o.currency,
    lines: lines.map((l) => ({
      tierKey: l.tierKey,
      label: l.label,
      quantity: l.quantity,
      isAddOn: l.isAddOn,
      unitPriceMinor: l.unitPriceMinor,
      subtotalMinor: l.subtotalMinor,
      discountMinor: l.discountMinor,
      totalMinor: l.totalMinor,
    })),
    discounts: o.discounts,
    subtotalMinor: o.subtotalMinor,
    discountMinor: o.discountMinor,
    totalMinor: o.totalMinor,
    seatCount: lines.filter((l) => !l.isAddOn).reduce((n, l) => n + l.quantity, 0),
    students: students.map((s) => ({
      position: s.position,
      fullName: s.fullName,
      age: s.age,
      ageGroup: s.ageGroup,
      parentName: s.parentName,
      enrolled: s.enrolledAt !== null,
    })),
    holdExpiresAt: o.holdExpiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    lastPaymentError: o.lastPaymentError,
    createdAt: o.createdAt.toISOString(),
  };
}
