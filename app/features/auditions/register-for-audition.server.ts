import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations } from "~/db/schema";
import { auditionAgeGroup, type AgeGroup } from "~/domain/age-groups";
import type { SignupEvent } from "~/features/catalog/find-signup-event.server";
import { AUDITION_CONSENT_TEXT, type AuditionForm } from "./audition-schema";

export interface RegisterForAuditionResult {
  registrationId: number;
  /** 'updated' when this email had already registered for this event. */
  status: "created" | "updated";
  ageGroup: AgeGroup;
}

/** Store a validated registration; the same email for the same event updates the earlier one. */
export async function registerForAudition(options: {
  db: Db;
  event: SignupEvent;
  form: AuditionForm;
  now: Date;
}): Promise<RegisterForAuditionResult> {
  const { db, event, form, now } = options;
  const ageGroup = auditionAgeGroup(form.age);
  const values = {
    eventId: event.id,
    ageGroup,
    fullName: form.fullName,
    email: form.email,
    phone: form.phone,
    age: form.age,
    parentName: form.parentName ?? null,
    consentText: AUDITION_CONSENT_TEXT,
    danceClipUrl: null,
    utmSource: form.utmSource ?? null,
    utmMedium: form.utmMedium ?? null,
    utmCampaign: form.utmCampaign ?? null,
  };
  const [row] = await db
    .insert(auditionRegistrations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [auditionRegistrations.eventId, auditionRegistrations.email],
      set: { ...values, updatedAt: now },
    })
    .returning({ id: auditionRegistrations.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("registration was not stored");
  return { registrationId: row.id, status: row.inserted ? "created" : "updated", ageGroup };
}
