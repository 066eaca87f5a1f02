import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { findSignupEvent, type SignupEventRefusal } from "~/features/catalog/catalog.server";
import type { EmailWorker } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import type { ApplicationForm } from "./application-schemas";
import { recordApplication } from "./record-application.server";

/** The kinds posted to /api/applications/:kind; opportunity registrations have their own operation. */
export const POSTED_APPLICATION_KINDS = ["scholarship", "talent", "audition_video", "demo_reel"] as const;
export type PostedApplicationKind = (typeof POSTED_APPLICATION_KINDS)[number];

export function isPostedApplicationKind(kind: string): kind is PostedApplicationKind {
  return (POSTED_APPLICATION_KINDS as readonly string[]).includes(kind);
}

export type ReceiveApplicationResult =
  /** The hidden field was filled: a bot. Nothing stored; it gets a success answer. */
  | { ok: true; status: "ignored" }
  | { ok: true; status: "received"; submissionId: number }
  /** An audition video for an event that is unknown (`not_found`), cancelled or over (`closed`): the form's `field` is wrong. */
  | { ok: false; reason: "bad_event"; event: SignupEventRefusal; field: "eventSlug" };

/**
 * A scholarship application, talent submission, audition video or demo reel application: an
 * audition video must name an upcoming event; the submission and its two emails (the team's copy,
 * the sender's receipt) are written in one transaction.
 */
export async function receiveApplication<K extends PostedApplicationKind>(options: {
  db: Db;
  now: Date;
  logger: Logger;
  mail: EmailContext;
  emailWorker: Pick<EmailWorker, "kick">;
  kind: K;
  form: ApplicationForm<K>;
}): Promise<ReceiveApplicationResult> {
  const { db, now, kind, form } = options;
  if (form.website) return { ok: true, status: "ignored" };
  let eventId: number | null = null;
  let about: string | undefined;
  if (kind === "audition_video") {
    const slug = (form as ApplicationForm<"audition_video">).eventSlug;
    const found = await findSignupEvent({ db, slug, now });
    if (!found.ok) return { ok: false, reason: "bad_event", event: found.reason, field: "eventSlug" };
    eventId = found.event.id;
    about = `${found.event.cityName}, ${found.event.dateText}`;
  }
  const { submissionId } = await recordApplication({ db, now, mail: options.mail, emailWorker: options.emailWorker, kind, form, eventId, context: about });
  options.logger.info({ submissionId, kind }, "application received");
  return { ok: true, status: "received", submissionId };
}
