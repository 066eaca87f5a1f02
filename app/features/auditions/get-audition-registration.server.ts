import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events } from "~/db/schema";
import { AGE_GROUP_LABELS } from "~/domain/age-groups";
import { verifyRecordToken } from "~/lib/signed-token.server";

export const AUDITION_TOKEN_PURPOSE = "audition-registration";

export interface AuditionRegistrationView {
  cityName: string;
  dateText: string;
  fullName: string;
  email: string;
  phone: string;
  age: number;
  ageGroupLabel: string;
  parentName: string | null;
  registeredAt: string;
}

/** The registration a signed link names, as stored; null for a link this site did not make or a registration that is gone. */
export async function getAuditionRegistration(options: { db: Db; secret: string; token: string }): Promise<AuditionRegistrationView | null> {
  const id = verifyRecordToken(options.secret, AUDITION_TOKEN_PURPOSE, options.token);
  if (id === null) return null;
  const [row] = await options.db
    .select({ r: auditionRegistrations, cityName: events.cityName, dateText: events.dateText })
    .from(auditionRegistrations)
    .innerJoin(events, eq(events.id, auditionRegistrations.eventId))
    .where(eq(auditionRegistrations.id, id));
  if (!row) return null;
  const { r } = row;
  return {
    cityName: row.cityName,
    dateText: row.dateText,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    age: r.age,
    ageGroupLabel: AGE_GROUP_LABELS[r.ageGroup as keyof typeof AGE_GROUP_LABELS],
    parentName: r.parentName,
    registeredAt: r.createdAt.toISOString(),
  };
}
