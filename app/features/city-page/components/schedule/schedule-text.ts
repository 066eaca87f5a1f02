import type { CalendarDate } from "~/domain/dates";
import type { CatalogEvent } from "~/features/catalog/types";

function monthDay(date: CalendarDate): { month: string; day: number } {
  const d = new Date(`${date}T00:00:00Z`);
  return { month: d.toLocaleString("en-US", { month: "long", timeZone: "UTC" }), day: d.getUTCDate() };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'January 18', 'January 24 & 25', 'March 3–5' or 'December 31 & January 1'. */
export function formatEventDays(startsOn: CalendarDate, endsOn: CalendarDate | null): string {
  const start = monthDay(startsOn);
  if (!endsOn || endsOn === startsOn) return `${start.month} ${start.day}`;
  const end = monthDay(endsOn);
  const consecutive = Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`) === DAY_MS;
  const joiner = consecutive ? " & " : "–";
  return start.month === end.month
    ? `${start.month} ${start.day}${joiner}${end.day}`
    : `${start.month} ${start.day}${joiner}${end.month} ${end.day}`;
}

/** The parts of the schedule heading: year, days and city, or 'to be announced' and city. */
export function scheduleHeadingParts(
  event: Pick<CatalogEvent, "startsOn" | "endsOn" | "cityName">,
  dateTbd: string,
): string[] {
  if (!event.startsOn) return [dateTbd, event.cityName];
  return [event.startsOn.slice(0, 4), formatEventDays(event.startsOn, event.endsOn), event.cityName];
}

/** A Google Maps search for an address or place name. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
