import type { Db } from "~/db/client.server";
import type { EmailWorker } from "~/features/email/start-email-worker.server";
import type { Notifier } from "~/features/notifications/notifier";
import type { ApplicationForm, ApplicationKind } from "./application-schemas";
import { submitApplication } from "./submit-application.server";

/**
 * Store a validated submission (an application or an opportunity registration) and queue the team's
 * email and the sender's receipt in the same transaction, then wake the email worker. The emails
 * are rendered before the transaction; one that fails to render is logged and left out.
 */
export async function recordApplication(options: {
  db: Db;
  now: Date;
  notify: Notifier;
  emailWorker: Pick<EmailWorker, "kick">;
  kind: ApplicationKind;
  form: ApplicationForm<ApplicationKind>;
  eventId?: number | null;
  opportunityId?: number | null;
  /** The event or opportunity the submission is for, as the emails name it. */
  context?: string;
}): Promise<{ submissionId: number }> {
  const { db, now, notify, kind, form } = options;
  const emails = notify.applicationReceived({ kind, form, context: options.context });
  const stored = await db.transaction(async (tx) => {
    const row = await submitApplication({ db: tx, kind, form, eventId: options.eventId, opportunityId: options.opportunityId, now });
    await notify.queue(emails, tx);
    return row;
  });
  if (emails.length > 0) options.emailWorker.kick();
  return stored;
}
