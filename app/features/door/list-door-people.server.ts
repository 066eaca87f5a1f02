import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, orderLines, orderStudents, orders } from "~/db/schema";
import type { DoorPerson } from "./types";

/** Everyone expected at an event's door: students of its paid orders and its audition registrants, by name. */
export async function listDoorPeople(options: { db: Db; eventId: number }): Promise<DoorPerson[]> {
  const { db, eventId } = options;
  const [students, auditions] = await Promise.all([
    db
      .select({
        id: orderStudents.id,
        name: orderStudents.fullName,
        ageGroup: orderStudents.ageGroup,
        tier: orderLines.label,
        guardianName: orderStudents.parentName,
        consent: orderStudents.guardianConsent,
        ticketCode: orderStudents.ticketCode,
        checkedInAt: orderStudents.checkedInAt,
        checkedInBy: orderStudents.checkedInBy,
      })
      .from(orderStudents)
      .innerJoin(orders, eq(orders.id, orderStudents.orderId))
      .leftJoin(orderLines, eq(orderLines.id, orderStudents.orderLineId))
      .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid"))),
    db
      .select({
        id: auditionRegistrations.id,
        name: auditionRegistrations.fullName,
        ageGroup: auditionRegistrations.ageGroup,
        guardianName: auditionRegistrations.parentName,
        consent: auditionRegistrations.consentText,
        ticketCode: auditionRegistrations.ticketCode,
        checkedInAt: auditionRegistrations.checkedInAt,
        checkedInBy: auditionRegistrations.checkedInBy,
      })
      .from(auditionRegistrations)
      .where(eq(auditionRegistrations.eventId, eventId)),
  ]);
  const people: DoorPerson[] = [
    ...students.map((s) => ({ ...s, kind: "student" as const, consent: s.consent !== null, checkedInAt: s.checkedInAt?.toISOString() ?? null })),
    ...auditions.map((a) => ({ ...a, kind: "audition" as const, tier: null, consent: a.consent.length > 0, checkedInAt: a.checkedInAt?.toISOString() ?? null })),
  ];
  return people.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.kind.localeCompare(b.kind) || a.id - b.id);
}
