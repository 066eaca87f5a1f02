import type { Db } from "~/db/client.server";
import { getTierAvailability, loadEvent, tierExists } from "~/features/catalog/catalog.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailWorker } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { joinWaitlist } from "./join-waitlist.server";
import { renderWaitlistConfirmation } from "./waitlist-emails.server";
import type { WaitlistForm } from "./waitlist-schema";

export type SubmitWaitlistSignupResult =
  | { ok: true; status: "created" | "already_on_list" }
  /** The hidden field was filled: a bot. Nothing stored; it gets a success answer. */
  | { ok: true; status: "ignored" }
  | { ok: false; reason: "event_not_found" }
  /** A field only the server can check: the tier must be sold (by the event, or anywhere for the tour). */
  | { ok: false; reason: "unknown_tier"; field: "tierKey" };

/**
 * A visitor joins the waitlist of an event (or of the tour): the entry and its confirmation email
 * are written in one transaction, once per email, event and tier; then the email worker is woken.
 * The entry is for exactly what was asked: the event (cancelled or over included) and a tier it sells.
 */
export async function submitWaitlistSignup(options: {
  db: Db;
  now: Date;
  mail: EmailContext;
  emailWorker: Pick<EmailWorker, "kick">;
  form: WaitlistForm;
}): Promise<SubmitWaitlistSignupResult> {
  const { db, now, mail, form } = options;
  if (form.website) return { ok: true, status: "ignored" };
  let eventId: number | null = null;
  let cityName: string | undefined;
  if (form.eventSlug) {
    // Stored for the event asked for, even one cancelled or over: the team sees who wanted that city.
    const event = await loadEvent({ db, slug: form.eventSlug, now, withPage: true });
    if (!event) return { ok: false, reason: "event_not_found" };
    eventId = event.id;
    cityName = event.cityName;
  }
  if (form.tierKey) {
    const sold = eventId === null ? await tierExists({ db, key: form.tierKey }) : form.tierKey in (await getTierAvailability({ db, eventId, now }));
    if (!sold) return { ok: false, reason: "unknown_tier", field: "tierKey" };
  }
  const emails = renderWaitlistConfirmation({ email: form.email, cityName }, mail);
  const result = await db.transaction(async (tx) => {
    const joined = await joinWaitlist({ db: tx, email: form.email, eventId, tierKey: form.tierKey });
    if (joined.status === "created") await enqueueEmails(tx, emails, `waitlist:${joined.entryId}`);
    return joined;
  });
  if (result.status === "created" && emails.length > 0) options.emailWorker.kick();
  return { ok: true, status: result.status };
}
