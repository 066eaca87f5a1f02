import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events } from "~/db/schema";
import type { AgeGroup } from "./types";
import { findEventLabel } from "./find-event-label.server";

export interface RegistrationRow {
  cityName: string;
  dateText: string;
  ageGroup: AgeGroup;
  fullName: string;
  age: number;
  email: string;
  phone: string;
  parentName: string | null;
  danceClipUrl: string | null;
  createdAt: Date;
  checkedInAt: Date | null;
}

/** Audition registrations of one event or of all, by event, age group and time of registering. */
export async function listAuditionRegistrations(options: { db: Db; eventId?: number }): Promise<{ ok: true; rows: RegistrationRow[] } | { ok: false; reason: "no_such_event" }> {
  const { db, eventId } = options;
  if (eventId !== undefined && (await findEventLabel({ db, eventId })) === null) return { ok: false, reason: "no_such_event" };
  const rows = await db
    .select({
      cityName: events.cityName,
      dateText: events.dateText,
      ageGroup: auditionRegistrations.ageGroup,
      fullName: auditionRegistrations.fullName,
      age: auditionRegistrations.age,
      email: auditionRegistrations.email,
      phone: auditionRegistrations.phone,
      parentName: auditionRegistrations.parentName,
      danceClipUrl: auditionRegistrations.danceClipUrl,
      createdAt: auditionRegistrations.createdAt,
      checkedInAt: auditionRegistrations.checkedInAt,
    })
    .from(auditionRegistrations)
    .innerJoin(events, eq(events.id, auditionRegistrations.eventId))
    .where(eventId === undefined ? undefined : eq(auditionRegistrations.eventId, eventId))
    .orderBy(asc(events.startsOn), asc(events.id), asc(auditionRegistrations.ageGroup), asc(auditionRegistrations.createdAt), asc(auditionRegistrations.id));
  return { ok: true, rows };
}
