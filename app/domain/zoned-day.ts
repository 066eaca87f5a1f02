import { calendarDateInZone, isCalendarDate, type CalendarDate } from "./dates";

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes ("GMT-07:00" → -420). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = offsetFormatter(timeZone).formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a calendar day starts in a time zone (its local midnight, daylight-saving changes included). */
export function startOfDayInZone(day: CalendarDate, timeZone: string): Date {
  if (!isCalendarDate(day)) throw new RangeError(`not a calendar date: ${day}`);
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // Two passes: the offset at the guess can differ from the offset at the answer across a change.
  let guess = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * 60_000);
  guess = new Date(utcMidnight.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  return guess;
}

/** The calendar day `days` after (or before, when negative) another. */
export function addDays(day: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** [from, to) of the `days` calendar days ending with today in a zone: 1 is today, 7 the last seven days. */
export function lastDaysInZone(now: Date, timeZone: string, days: number): { from: Date; to: Date } {
  const today = calendarDateInZone(now, timeZone);
  return { from: startOfDayInZone(addDays(today, 1 - days), timeZone), to: startOfDayInZone(addDays(today, 1), timeZone) };
}

/** True for a time zone name this runtime knows (IANA, such as `America/New_York`). */
export function isTimeZone(zone: string): boolean {
  if (!zone.includes("/") && zone !== "UTC") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
