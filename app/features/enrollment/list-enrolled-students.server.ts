import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orderLines, orders, orderStudents, tiers } from "~/db/schema";
import type { AgeGroup } from "./types";
import { findEventLabel } from "./find-event-label.server";

export interface EnrolledStudentRow {
  eventId: number;
  cityName: string;
  dateText: string;
  orderNumber: string;
  fullName: string;
  age: number;
  ageGroup: AgeGroup;
  tierLabel: string | null;
  parentName: string | null;
  guardianConsent: string | null;
  email: string | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  enrolledAt: Date | null;
  checkedInAt: Date | null;
}

/** Enrolled students (of paid orders) of one event or of all, by event, order and seat. */
export async function listEnrolledStudents(options: { db: Db; eventId?: number }): Promise<{ ok: true; rows: EnrolledStudentRow[] } | { ok: false; reason: "no_such_event" }> {
  const { db, eventId } = options;
  if (eventId !== undefined && (await findEventLabel({ db, eventId })) === null) return { ok: false, reason: "no_such_event" };
  const where: SQL[] = [eq(orders.status, "paid")];
  if (eventId !== undefined) where.push(eq(orders.eventId, eventId));
  const rows = await db
    .select({
      eventId: orders.eventId,
      cityName: events.cityName,
      dateText: events.dateText,
      orderNumber: orders.number,
      fullName: orderStudents.fullName,
      age: orderStudents.age,
      ageGroup: orderStudents.ageGroup,
      tierLabel: tiers.label,
      parentName: orderStudents.parentName,
      guardianConsent: orderStudents.guardianConsent,
      email: orderStudents.email,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      buyerPhone: orders.buyerPhone,
      enrolledAt: orderStudents.enrolledAt,
      checkedInAt: orderStudents.checkedInAt,
    })
    .from(orderStudents)
    .innerJoin(orders, eq(orders.id, orderStudents.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(orderLines, eq(orderLines.id, orderStudents.orderLineId))
    .leftJoin(tiers, eq(tiers.key, orderLines.tierKey))
    .where(and(...where))
    .orderBy(asc(events.startsOn), asc(events.id), asc(orders.createdAt), asc(orders.id), asc(orderStudents.position));
  return { ok: true, rows };
}
