/** A calendar date as YYYY-MM-DD. Compared as strings, which orders them correctly. */
export type CalendarDate = string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): value is CalendarDate {
  if (!CALENDAR_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

// Building a formatter costs far more than using one; every page and quote asks, so keep one per zone.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date that an instant falls on in a time zone. */
export function calendarDateInZone(instant: Date, timeZone: string): CalendarDate {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export interface DatedEvent {
  /** First day; null when the date is still to be determined. */
  startsOn: CalendarDate | null;
  /** Last day of a multi-day event; null for a one-day event. */
  endsOn: CalendarDate | null;
  timeZone: string;
}

/**
 * An event is upcoming until its last day has passed in its own time zone.
 * An event without a date (to be determined) is always upcoming.
 */
export function isUpcoming(event: DatedEvent, now: Date): boolean {
  const lastDay = event.endsOn ?? event.startsOn;
  if (lastDay === null) return true;
  return lastDay >= calendarDateInZone(now, event.timeZone);
}

/** Ascending by first day; events still to be determined go last. */
export function compareByDateTbdLast(a: DatedEvent, b: DatedEvent): number {
  if (a.startsOn === b.startsOn) return 0;
  if (a.startsOn === null) return 1;
  if (b.startsOn === null) return -1;
  return a.startsOn < b.startsOn ? -1 : 1;
}

export function upcomingSorted<T extends DatedEvent>(events: readonly T[], now: Date): T[] {
  return events.filter((e) => isUpcoming(e, now)).sort(compareByDateTbdLast);
}
