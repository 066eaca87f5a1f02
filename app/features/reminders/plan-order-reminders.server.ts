import type { Db } from "~/db/client.server";
import { planReminders, type ReminderKind } from "~/domain/event-reminders";
import { splitOrderParts } from "~/domain/order-parts";
import { getOrderView } from "~/features/checkout/checkout.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { isOnlineEvent, loadReminderEvent } from "./load-reminder-event.server";
import { EVENT_REMINDER_JOB, reminderKey, type ReminderPayload } from "./reminder-job";

export type PlanOrderRemindersResult =
  | { planned: Array<{ kind: ReminderKind; sendAt: Date; created: boolean }> }
  | { planned: []; skipped: "order_not_paid" | "event_cancelled" | "online" | "no_date" | "too_late" };

/**
 * Queue a paid order's reminder jobs (the rule is app/domain/event-reminders.ts), as if booked at `now`
 * on the site's clock: once per order, kind and event date (the job's key), so running it again, after
 * a retried payment job or a date change, queues nothing twice. Whether reminders are on for the event
 * is read when each one is due, so turning them off stops those not yet sent.
 *
 * `workerNow` is the job runner's clock (real time): a job's run time is the reminder's instant moved by
 * the difference, so a site clock set by APP_NOW still sends it when that clock reaches the instant.
 */
export async function planOrderReminders(options: { db: Db; orderId: number; now: Date; workerNow: Date }): Promise<PlanOrderRemindersResult> {
  const { db, orderId, now, workerNow } = options;
  const order = await getOrderView({ db, orderId });
  if (!order || order.status !== "paid") return { planned: [], skipped: "order_not_paid" };
  const event = await loadReminderEvent({ db, eventId: order.eventId });
  if (!event || event.isCancelled) return { planned: [], skipped: "event_cancelled" };
  // An online program, or an order of online tiers only (the one rule pages and emails ask): no day at the venue.
  if (isOnlineEvent(event) || !splitOrderParts(order.lines, order.event.isOnline).hasInPerson) return { planned: [], skipped: "online" };
  if (!event.startsOn) return { planned: [], skipped: "no_date" };
  const plan = planReminders({ startsOn: event.startsOn, timeZone: event.timeZone }, now);
  if (plan.length === 0) return { planned: [], skipped: "too_late" };
  const offsetMs = workerNow.getTime() - now.getTime();
  const planned = [];
  for (const reminder of plan) {
    const payload: ReminderPayload = { orderId, kind: reminder.kind, startsOn: event.startsOn };
    const job = await enqueueJob(db, { kind: EVENT_REMINDER_JOB, payload, runAt: new Date(reminder.sendAt.getTime() + offsetMs), dedupeKey: reminderKey(payload) });
    planned.push({ kind: reminder.kind, sendAt: reminder.sendAt, created: job.created });
  }
  return { planned };
}
