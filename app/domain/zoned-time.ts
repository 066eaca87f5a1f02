/**
 * A time as the team types it (a discount code's window, an offer's sales window): a wall-clock time in the event's time zone
 * (`2025-10-24T23:59`, the value of an `<input type="datetime-local">`), stored as an instant.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/** The instant a wall-clock time names in a zone; null for a malformed or impossible time. */
export function instantFromZoned(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // Two passes, as the offset at the guess can differ from the offset at the answer across a change.
  let guess = asUtc - (wallClock(new Date(asUtc), timeZone) - asUtc);
  guess = asUtc - (wallClock(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** An instant as the wall-clock time of a zone, in the datetime-local input's format. */
export function zonedFromInstant(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * An instant moved to another event: the same wall-clock time, `days` later, in the new event's zone
 * (Hartford's sales closing at 23:59 in New York become London's closing at 23:59 in London, across
 * daylight-saving changes too), rather than the same number of hours.
 */
export function moveWallClock(instant: Date, options: { days: number; fromZone: string; toZone: string }): Date {
  const local = zonedFromInstant(instant, options.fromZone);
  const moved = new Date(Date.parse(`${local}:00Z`) + options.days * 86_400_000).toISOString().slice(0, 16);
  return instantFromZoned(moved, options.toZone) ?? new Date(instant.getTime() + options.days * 86_400_000);
}
