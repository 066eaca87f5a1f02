import { and, eq, like, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, dateChangeResponses, eventDateChanges, events, orders, refunds } from "~/db/schema";
import { dateChangeLapsed, type StoredDateChangeChoice } from "~/domain/date-change-answer";
import { formatMoney } from "~/domain/money";
import { describeTimes, formatInZone } from "./format-in-zone";
import { dateChangeRefundKey } from "./refund-date-change-answer.server";

/** Where a "refund me" answer's money stands: back on the card, on its way, or with the team (refused or not started). */
export type DateChangeRefundState = "succeeded" | "pending" | "team";

export interface DateChangeResponseView {
  cityName: string;
  oldDateText: string;
  newDateText: string;
  timesText: string | null;
  orderNumber: string;
  amount: string;
  respondByText: string | null;
  /** The server's clock is still inside the 48 hours. */
  open: boolean;
  choice: StoredDateChangeChoice | null;
  /** The refund of a "refund me" answer: how much and where it stands. */
  refund: { amount: string; state: DateChangeRefundState } | null;
  /** The credit issued from the order: the one an unanswered ticket became, or one taken before decision 0042. */
  credit: { code: string; amount: string } | null;
  /** The 48 hours are over with no answer: the ticket is (or is about to be) a credit. */
  lapsed: boolean;
  orderActive: boolean;
}

/** What the buyer's link page shows: the change, their order, the deadline in the event's zone and what was done. */
export async function getDateChangeResponse(db: Db, options: { responseId: number; now: Date }): Promise<DateChangeResponseView | null> {
  const [row] = await db
    .select({ response: dateChangeResponses, change: eventDateChanges, cityName: events.cityName, order: { id: orders.id, number: orders.number, totalMinor: orders.totalMinor, currency: orders.currency, status: orders.status } })
    .from(dateChangeResponses)
    .innerJoin(eventDateChanges, eq(eventDateChanges.id, dateChangeResponses.dateChangeId))
    .innerJoin(events, eq(events.id, eventDateChanges.eventId))
    .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
    .where(eq(dateChangeResponses.id, options.responseId));
  if (!row) return null;
  const { response, change, order } = row;
  const [credit] = response.creditId === null ? [] : await db.select({ code: credits.code, amountMinor: credits.amountMinor, currency: credits.currency }).from(credits).where(eq(credits.id, response.creditId));
  const key = dateChangeRefundKey(response.id);
  const parts =
    response.choice === "refund"
      ? await db
          .select({ amountMinor: refunds.amountMinor, currency: refunds.currency, status: refunds.status })
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), or(eq(refunds.idempotencyKey, key), like(refunds.idempotencyKey, `${key}:%`))))
      : [];
  const refund: DateChangeResponseView["refund"] =
    response.choice !== "refund"
      ? null
      : {
          amount: formatMoney({ amountMinor: parts.length > 0 ? parts.reduce((n, p) => n + p.amountMinor, 0) : order.totalMinor, currency: order.currency }),
          state: (parts.length === 0 || parts.some((p) => p.status === "failed" || p.status === "cancelled") ? "team" : parts.every((p) => p.status === "succeeded") ? "succeeded" : "pending"),
        };
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
    refund,
    credit: credit ? { code: credit.code, amount: formatMoney({ amountMinor: credit.amountMinor, currency: credit.currency }) } : null,
    lapsed: dateChangeLapsed({ current: response.choice, respondBy: response.respondBy, now: options.now }),
    orderActive: order.status === "paid",
  };
}
