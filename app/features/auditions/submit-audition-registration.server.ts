import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { auditionAgeGroup, type AgeGroup } from "~/domain/age-groups";
import { findSignupEvent, getTierAvailability, type SignupEventRefusal } from "~/features/catalog/catalog.server";
import { AUDITION_TIER } from "~/domain/tiers";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailWorker } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { renderAuditionAlreadyRegistered, renderAuditionConfirmation } from "./audition-emails.server";
import type { AuditionForm } from "./audition-schema";
import { registerForAudition } from "./register-for-audition.server";

export type SubmitAuditionRegistrationResult =
  /** The hidden field was filled: a bot. Nothing stored; it gets a success answer. */
  | { ok: true; status: "ignored" }
  | { ok: true; status: "created"; ageGroup: AgeGroup; registrationId: number }
  /** This email had registered before: nothing changed, and that address was sent a link to the registration. */
  | { ok: true; status: "already_registered"; registrationId: number; email: string }
  /** Unknown (`not_found`), cancelled or already over (`closed`). */
  | { ok: false; reason: "bad_event"; event: SignupEventRefusal }
  /** The event holds no open audition. */
  | { ok: false; reason: "no_audition"; cityName: string }
  /** Every Audition Only seat is taken; nothing stored. */
  | { ok: false; reason: "full"; cityName: string };

/**
 * A dancer's registration for an event's free audition: find the event, store the registration
 * (a seat is locked for a new one) and queue the confirmation in the same transaction, then wake
 * the email worker. The email is rendered first; a template that fails leaves the registration standing.
 */
export async function submitAuditionRegistration(options: {
  db: Db;
  now: Date;
  logger: Logger;
  mail: EmailContext;
  emailWorker: Pick<EmailWorker, "kick">;
  slug: string;
  form: AuditionForm;
  /** The signed link to a stored registration, for the email a repeat registration sends. */
  reviewUrl: (registrationId: number) => string;
}): Promise<SubmitAuditionRegistrationResult> {
  const { db, now, logger, mail, form } = options;
  if (form.website) return { ok: true, status: "ignored" };
  const found = await findSignupEvent({ db, slug: options.slug, now });
  if (!found.ok) return { ok: false, reason: "bad_event", event: found.reason };
  const { event } = found;
  // Only an event that sells the free audition takes registrations (a private studio weekend does not).
  const availability = await getTierAvailability({ db, eventId: event.id, now });
  if (!(AUDITION_TIER in availability)) return { ok: false, reason: "no_audition", cityName: event.cityName };
  const emails = renderAuditionConfirmation({ event, form, ageGroup: auditionAgeGroup(form.age) }, mail);
  let queued = 0;
  const result = await registerForAudition({
    db,
    event,
    form,
    now,
    afterWrite: async (tx, stored) => {
      if (stored.status === "created") {
        queued = emails.length;
        return enqueueEmails(tx, emails, `audition-confirmation:${stored.registrationId}`);
      }
      // Once a day at most, however often the address is typed in again.
      const day = now.toISOString().slice(0, 10);
      const notice = renderAuditionAlreadyRegistered({ event, email: form.email, reviewUrl: options.reviewUrl(stored.registrationId) }, mail);
      queued = notice.length;
      await enqueueEmails(tx, notice, `audition-already-registered:${stored.registrationId}:${day}`);
    },
  });
  if (!result) return { ok: false, reason: "full", cityName: event.cityName };
  logger.info({ registrationId: result.registrationId, event: event.slug, status: result.status }, "audition registration");
  if (queued > 0) options.emailWorker.kick();
  if (result.status === "existing")
    return { ok: true, status: "already_registered", registrationId: result.registrationId, email: form.email };
  return { ok: true, status: "created", ageGroup: result.ageGroup, registrationId: result.registrationId };
}
