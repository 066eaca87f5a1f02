import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events } from "~/db/schema";
import { auditionAgeGroup, type AgeGroup } from "~/domain/age-groups";
import { AUDITION_TIER } from "~/domain/tiers";
import type { SignupEvent } from "~/features/catalog/catalog.server";
import { getTierAvailability } from "~/features/catalog/catalog.server";
import { AUDITION_CONSENT_TEXT, type AuditionForm } from "./audition-schema";

export interface RegisterForAuditionResult {
  registrationId: number;
  /** 'existing' when this email had already registered for this event: the stored registration is left as it was. */
  status: "created" | "existing";
  ageGroup: AgeGroup;
}

/**
 * Store a validated registration. The same email for the same event changes nothing (anyone could
 * type someone else's address): the result says 'existing' and the caller tells that address.
 * A new registration needs a free Audition Only seat; without one nothing is stored and the
 * result is null (the audition is full). `afterWrite` runs in the same transaction once the row
 * is stored (the caller queues its emails there), so the row and what it triggers commit together.
 */
export async function registerForAudition(options: {
  db: Db;
  event: SignupEvent;
  form: AuditionForm;
  now: Date;
  afterWrite?: (tx: Db, result: RegisterForAuditionResult) => Promise<void>;
}): Promise<RegisterForAuditionResult | null> {
  const { db, event, form, now, afterWrite } = options;
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
  return db.transaction(async (tx) => {
    // Registrations for one event queue here, so two people cannot both take the last seat.
    await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, event.id))
      .for("update");
    const [existing] = await tx
      .select({ id: auditionRegistrations.id })
      .from(auditionRegistrations)
      .where(
        and(
          eq(auditionRegistrations.eventId, event.id),
          eq(auditionRegistrations.email, form.email),
        ),
      );
    if (existing) {
      const result: RegisterForAuditionResult = { registrationId: existing.id, status: "existing", ageGroup };
      await afterWrite?.(tx, result);
      return result;
    }
    const availability = await getTierAvailability({ db: tx, eventId: event.id, now });
    if (availability[AUDITION_TIER]?.soldOut) return null;
    const [row] = await tx
      .insert(auditionRegistrations)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: auditionRegistrations.id });
    if (!row) throw new Error("registration was not stored");
    const result: RegisterForAuditionResult = { registrationId: row.id, status: "created", ageGroup };
    await afterWrite?.(tx, result);
    return result;
  });
}
