import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import { reminderPayloadSchema } from "./reminder-job";
import { sendEventReminder } from "./send-event-reminder.server";

export interface EventReminderJobDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  siteUrl: string;
  kickEmail: () => void;
}

/** The job runner's handler for one reminder of one order (event-reminder); its result says what it did. */
export function createEventReminderHandler(deps: EventReminderJobDeps): JobHandler {
  return async (job, context) => {
    const reminder = reminderPayloadSchema.parse(job.payload);
    const result = await sendEventReminder({ db: deps.db, reminder, now: deps.clock.now(), workerNow: context.now(), mail: deps.mail, siteUrl: deps.siteUrl });
    if (result.ok && result.kind === "queued") deps.kickEmail();
    return result;
  };
}
