import { reminderEmails } from "~/content/reminder-emails";
import { scheduleCopy } from "~/content/schedule";
import type { ReminderKind } from "~/domain/event-reminders";
import { pageConfigSchema } from "~/domain/page-config";
import type { EventReminderProps, ReminderScheduleDay } from "~/features/reminders/emails/event-reminder";
import type { ReminderEvent } from "./load-reminder-event.server";

/** A Google Maps search for the venue's address (or its name in the city), the city's while no venue is set. */
export function venueMapUrl(event: Pick<ReminderEvent, "venue" | "cityName">): string {
  const { venue } = event;
  const query = venue ? (venue.address ?? `${venue.name}, ${event.cityName}`) : event.cityName;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The zone as people say it ("Eastern Time", "British Time"), at the event's first day; the IANA name when the runtime has none. */
export function zoneName(timeZone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
    return name ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The event's schedule as the email lists it, from its page configuration (each table headed by its title or age group). */
export function reminderSchedule(event: Pick<ReminderEvent, "page">): { days: ReminderScheduleDay[]; notes: string[] } {
  const parsed = pageConfigSchema.safeParse(event.page);
  if (!parsed.success) return { days: [], notes: [] };
  const { schedule } = parsed.data;
  const headings = scheduleCopy.ageGroups[schedule.ageGroups];
  const days = schedule.days
    .map((day) => ({
      ...(day.label ? { label: day.label } : {}),
      tables: day.tables
        .filter((t) => t.slots.length > 0)
        .map((t) => ({ heading: t.title ?? (t.group ? headings[t.group] : ""), slots: t.slots.map((s) => ({ time: s.time, activity: s.activity, ...(s.detail ? { detail: s.detail } : {}) })) })),
    }))
    .filter((day) => day.tables.length > 0);
  return { days, notes: schedule.notes };
}

/** The event's own list of what to bring, or the site's general one. */
export function reminderWhatToBring(event: Pick<ReminderEvent, "whatToBring">): string[] {
  const own = event.whatToBring.map((item) => item.trim()).filter(Boolean);
  return own.length > 0 ? own : [...reminderEmails.defaultWhatToBring];
}

/** The template's props for one order's reminder (the order's parts as plain values). */
export function reminderProps(input: {
  kind: ReminderKind;
  event: ReminderEvent;
  order: { number: string; buyerName: string; seatCount: number; studentCount: number };
  tickets: EventReminderProps["tickets"];
  orderUrl: string;
  studentsUrl: string;
  calendarAttached: boolean;
}): EventReminderProps {
  const { event, order } = input;
  const schedule = reminderSchedule(event);
  const firstDay = event.startsOn ? new Date(`${event.startsOn}T12:00:00Z`) : new Date();
  return {
    kind: input.kind,
    buyerName: order.buyerName,
    orderNumber: order.number,
    cityName: event.cityName,
    dateText: event.dateText,
    zoneName: zoneName(event.timeZone, firstDay),
    venue: event.venue,
    mapUrl: venueMapUrl(event),
    schedule: schedule.days,
    scheduleNotes: schedule.notes,
    whatToBring: reminderWhatToBring(event),
    tickets: input.tickets,
    missingStudents: Math.max(order.seatCount - order.studentCount, 0),
    studentsUrl: input.studentsUrl,
    orderUrl: input.orderUrl,
    calendarAttached: input.calendarAttached,
  };
}
