import { z } from "zod";
import { REMINDER_KINDS, type ReminderKind } from "~/domain/event-reminders";

/** The job runner's kind for one reminder email of one paid order (server/job-handlers.ts registers its handler). */
export const EVENT_REMINDER_JOB = "event-reminder";

export const reminderPayloadSchema = z.object({
  orderId: z.number().int().positive(),
  kind: z.enum(REMINDER_KINDS),
  /** The event's first day the reminder was planned for: a job finding another date re-plans instead of sending. */
  startsOn: z.string(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/**
 * One job, and one email, per order, kind and date of the event: enqueueing again (a retried payment
 * job, a re-plan) finds the job already there, so a buyer never gets the same reminder twice. A date
 * change gives the new date its own pair.
 */
export function reminderKey(payload: ReminderPayload): string {
  return `${EVENT_REMINDER_JOB}:${payload.orderId}:${payload.kind}:${payload.startsOn}`;
}

export type { ReminderKind };
