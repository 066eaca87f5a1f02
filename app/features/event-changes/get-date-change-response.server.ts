import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, dateChangeResponses, eventDateChanges, events, orders } from "~/db/schema";
import type { DateChangeChoice } from "~/domain/date-change-answer";
import { formatMoney } from "~/domain/money";
import { describeTimes, formatInZone } from "./format-in-zone";

export interface DateChangeResponseView {
  cityName: string;
  oldDateText: string;
  newDateText: string;
  timesText: string | null;
  orderNumber: string;
  amount: string;
  respondByText: string | null;
  open: boolean;
  choice: DateChangeChoice | null;
  creditCode: string | null;
  creditAmount: string | null;
  orderActive: boolean;
}

/** What the buyer's link page shows: the change, their order, the deadline in the event's zone and the answer so far. */
export async function getDateChangeResponse(db: Db, options: { responseId: number; now: Date }): Promise<DateChangeResponseView | null> {
  const [row] = await db
    .select({ response: dateChangeResponses, change: eventDateChanges, cityName: events.cityName, order: { number: orders.number, totalMinor: orders.totalMinor, currency: orders.currency, status: orders.status } })
    .from(dateChangeResponses)
    .innerJoin(eventDateChanges, eq(eventDateChanges.id, dateChangeResponses.dateChangeId))
    .innerJoin(events, eq(events.id, eventDateChanges.eventId))
    .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
    .where(eq(dateChangeResponses.id, options.responseId));
  if (!row) return null;
  const { response, change, order } = row;
  const [credit] = response.creditId === null ? [] : await db.select({ code: credits.code, amountMinor: credits.amountMinor, currency: credits.currency }).from(credits).where(eq(credits.id, response.creditId));
  return {
    cityName: row.cityName,
    oldDateText: change.previous.dateText,
    newDateText: change.dateText,
    timesText: describeTimes({ day: change.startsOn, startTime: change.startTime, endTime: change.endTime, timeZone: change.timeZone }),
    orderNumber: order.number,
    amount: formatMoney({ amountMinor: order.totalMinor, currency: order.currency }),
    respondByText: response.respondBy ? formatInZone(response.respondBy, change.timeZone) : null,
    open: response.respondBy !== null && options.now.getTime() <= response.respondBy.getTime(),
    choice: response.choice,
    creditCode: credit?.code ?? null,
    creditAmount: credit ? formatMoney({ amountMinor: credit.amountMinor, currency: credit.currency }) : null,
    orderActive: order.status === "paid",
  };
}
