import { createEvent, type DateArray } from "ics";
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
 */
export function buildOrderCalendar(order: OrderView, options: { siteUrl: string; orderUrl: string }): string {
  const { startsOn, endsOn, cityName, venueName, venueAddress } = order.event;
  if (startsOn === null) throw new Error(`Order ${order.number} has no event date yet: check canBuildOrderCalendar first`);
  const location = [venueName, venueAddress].filter(Boolean).join(", ");
  const { error, value } = createEvent({
    productId: "-//Callboard//Orders//EN",
    method: "PUBLISH",
    uid: `order-${order.number}@callboard`,
    title: orderEmails.eventTitle(cityName),
    start: dateArray(startsOn),
    // All-day events end on the day after the last one (RFC 5545 DTEND is exclusive).
    end: dateArray(endsOn ?? startsOn, 1),
    ...(location ? { location } : {}),
    description: [
      `Order ${order.number}`,
      ...order.lines.map((l) => `${l.label} × ${l.quantity}`),
      `Your order: ${options.orderUrl}`,
      options.siteUrl,
    ].join("\n"),
    url: options.orderUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw new Error(`Could not build the calendar for order ${order.number}`, { cause: error });
  return foldCalendarLines(value);
}

function dateArray(date: string, addDays = 0): DateArray {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + addDays));
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}
