import { orderEmails } from "~/content/order-emails";
import { isCalendarDate } from "~/domain/dates";
import { foldCalendarLines } from "./fold-calendar-lines";
import type { OrderView } from "./types";

/** An order's event has a date to put in a calendar (not "to be determined"). */
export function canBuildOrderCalendar(order: OrderView): boolean {
  return order.event.startsOn !== null;
}

/**
 * The order's event as an iCalendar file (one all-day event over all its days), to attach to the
 * confirmation email. The UID is the order's, so a resent file updates the entry instead of adding one.
 * Written here rather than with a package: the file is a dozen fixed lines, and the `ics` package
 * validated every call with yup, which cost a tenth of the server's time in a sale's burst.
 */
export function buildOrderCalendar(order: OrderView, options: { siteUrl: string; orderUrl: string; now?: Date }): string {
  const { startsOn, endsOn, cityName, venueName, venueAddress } = order.event;
  if (startsOn === null) throw new Error(`Order ${order.number} has no event date yet: check canBuildOrderCalendar first`);
  const location = [venueName, venueAddress].filter(Boolean).join(", ");
  const description = [`Order ${order.number}`, ...order.lines.map((l) => `${l.label} × ${l.quantity}`), `Your order: ${options.orderUrl}`, options.siteUrl].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "PRODID:-//Callboard//Orders//EN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:order-${text(order.number)}@callboard`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `SUMMARY:${text(orderEmails.eventTitle(cityName))}`,
    `DTSTART;VALUE=DATE:${calendarDate(startsOn)}`,
    // All-day events end on the day after the last one (RFC 5545 DTEND is exclusive).
    `DTEND;VALUE=DATE:${calendarDate(endsOn ?? startsOn, 1)}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${uri(options.orderUrl)}`,
    ...(location ? [`LOCATION:${text(location)}`] : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${foldCalendarLines(lines.join("\r\n"))}\r\n`;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n, no other controls. */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n")
    .replace(CONTROL_CHARACTERS, "");
}

/** A URI value is not escaped like TEXT, but must not break the line it sits on. */
function uri(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function calendarDate(date: string, addDays = 0): string {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + addDays));
  return day.toISOString().slice(0, 10).replace(/-/g, "");
}
