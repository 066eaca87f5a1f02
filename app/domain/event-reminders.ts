import type { CalendarDate } from "./dates";
import { instantFromZoned } from "./zoned-time";
import { addDays, startOfDayInZone } from "./zoned-day";

/**
 * When the two reminder emails of a paid order go out (issue 37). Pure: the caller passes the time.
 *
 * - The week-before reminder is due at 10:00 in the event's zone, seven calendar days before its
 *   first day; the day-before one at 10:00 in the event's zone on the day before. Calendar days and
 *   wall-clock time, so a daylight-saving change in between moves the instant, not the local hour.
 * - Booked before the week-before instant: both, each at its instant.
 * - Booked after it but before the day before begins (in the event's zone): the week-before one a few
 *   minutes after booking (LATE_BOOKING_DELAY_MS, so the confirmation goes first), the day-before one
 *   at its instant.
 * - Booked on the day before: only the day-before one, at its instant or a few minutes after booking,
 *   whichever is later.
 * - Booked once the first day has begun: none (the confirmation has the tickets).
 * - When it comes to sending: nothing once the first day has begun, and no week-before one once the
 *   day-before one is due (a job that ran late is superseded, never two at once).
 */
export const REMINDER_KINDS = ["week_before", "day_before"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The local time of day both reminders are due, in the event's zone. */
export const REMINDER_LOCAL_TIME = "10:00";
/** A booking inside the window gets its reminder this long after the payment, after the confirmation. */
export const LATE_BOOKING_DELAY_MS = 2 * 60_000;

const DAYS_BEFORE: Record<ReminderKind, number> = { week_before: 7, day_before: 1 };

export interface RemindedEvent {
  /** The event's first day; null while to be determined (no reminder then). */
  startsOn: CalendarDate | null;
  timeZone: string;
}

/** The instant a reminder is due for an event starting on `startsOn`: 10:00 in its zone, 7 or 1 calendar days before. */
export function reminderDueAt(kind: ReminderKind, startsOn: CalendarDate, timeZone: string): Date {
  const day = addDays(startsOn, -DAYS_BEFORE[kind]);
  // 10:00 is never skipped by a daylight-saving change; the fallback only guards a zone that did so.
  return instantFromZoned(`${day}T${REMINDER_LOCAL_TIME}`, timeZone) ?? new Date(startOfDayInZone(day, timeZone).getTime() + 10 * 3_600_000);
}

/** The instant the event's first day begins in its zone. */
export function eventStartsAt(startsOn: CalendarDate, timeZone: string): Date {
  return startOfDayInZone(startsOn, timeZone);
}

export interface PlannedReminder {
  kind: ReminderKind;
  /** When to send it: its due instant, or a few minutes after a late booking. */
  sendAt: Date;
}

/** The reminders an order paid at `paidAt` gets, and when (the rule above). */
export function planReminders(event: RemindedEvent, paidAt: Date): PlannedReminder[] {
  if (!event.startsOn) return [];
  const { startsOn, timeZone } = event;
  const paid = paidAt.getTime();
  if (paid >= eventStartsAt(startsOn, timeZone).getTime()) return [];
  const soon = new Date(paid + LATE_BOOKING_DELAY_MS);
  const weekDue = reminderDueAt("week_before", startsOn, timeZone);
  const dayDue = reminderDueAt("day_before", startsOn, timeZone);
  const dayBeforeBegins = startOfDayInZone(addDays(startsOn, -1), timeZone);
  const plan: PlannedReminder[] = [];
  if (paid < weekDue.getTime()) plan.push({ kind: "week_before", sendAt: weekDue });
  else if (paid < dayBeforeBegins.getTime()) plan.push({ kind: "week_before", sendAt: soon });
  plan.push({ kind: "day_before", sendAt: paid < dayDue.getTime() ? dayDue : soon });
  return plan;
}

/** Whether a reminder whose job runs at `now` still goes out, or why not. */
export function reminderStillDue(kind: ReminderKind, event: RemindedEvent, now: Date): { due: true } | { due: false; reason: "no_date" | "event_started" | "superseded" } {
  if (!event.startsOn) return { due: false, reason: "no_date" };
  if (now.getTime() >= eventStartsAt(event.startsOn, event.timeZone).getTime()) return { due: false, reason: "event_started" };
  if (kind === "week_before" && now.getTime() >= reminderDueAt("day_before", event.startsOn, event.timeZone).getTime()) return { due: false, reason: "superseded" };
  return { due: true };
}
