import type { Db } from "~/db/client.server";
import { reminderStillDue } from "~/domain/event-reminders";
import { splitOrderParts } from "~/domain/order-parts";
import { getOrderView } from "~/features/checkout/checkout.server";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import { isOnlineEvent, loadReminderEvent } from "./load-reminder-event.server";
import { planOrderReminders } from "./plan-order-reminders.server";
import { reminderKey, type ReminderPayload } from "./reminder-job";
import { renderEventReminder } from "./render-event-reminder.server";

export type SendEventReminderResult =
  /** "replanned": the event's date is no longer the one it was planned for, so the new date's reminders were planned instead. */
  | { ok: true; kind: "queued" | "replanned" }
  | {
      ok: false;
      reason: "order_not_found" | "order_not_paid" | "event_cancelled" | "online" | "turned_off" | "no_date" | "event_started" | "superseded" | "not_rendered";
    };

/**
 * One reminder of one order, when its job comes due: checked again now (the order still paid, the
 * event not cancelled, still on its planned date, not online, reminders on for it, still worth
 * sending) and queued in the outbox once per order, kind and date (its cause), so a retried job queues
 * nothing twice. Kick the email worker after kind "queued".
 */
export async function sendEventReminder(options: { db: Db; reminder: ReminderPayload; now: Date; workerNow: Date; mail: EmailContext; siteUrl: string }): Promise<SendEventReminderResult> {
  const { db, reminder, now, workerNow, mail, siteUrl } = options;
  const order = await getOrderView({ db, orderId: reminder.orderId });
  if (!order) return { ok: false, reason: "order_not_found" };
  if (order.status !== "paid") return { ok: false, reason: "order_not_paid" };
  const event = await loadReminderEvent({ db, eventId: order.eventId });
  if (!event || event.isCancelled) return { ok: false, reason: "event_cancelled" };
  if (event.startsOn !== reminder.startsOn) {
    await planOrderReminders({ db, orderId: order.id, now, workerNow });
    return { ok: true, kind: "replanned" };
  }
  // An online program, or an order of online tiers only: no day at the venue to remind of.
  if (isOnlineEvent(event) || !splitOrderParts(order.lines, order.event.isOnline).hasInPerson) return { ok: false, reason: "online" };
  if (!event.remindersEnabled) return { ok: false, reason: "turned_off" };
  const due = reminderStillDue(reminder.kind, { startsOn: event.startsOn, timeZone: event.timeZone }, now);
  if (!due.due) return { ok: false, reason: due.reason };
  const emails = renderEventReminder({ kind: reminder.kind, order, event, siteUrl, now }, mail);
  // A template that throws is logged by renderOutgoingEmail; failing the job would only retry the same throw.
  if (emails.length === 0) return { ok: false, reason: "not_rendered" };
  await enqueueEmails(
    db,
    emails.map((email) => ({ ...email, now })),
    reminderKey(reminder),
  );
  return { ok: true, kind: "queued" };
}
