import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { credits, dateChangeResponses, eventDateChanges, events, orders } from "~/db/schema";
import { dateChangeLapsed } from "~/domain/date-change-answer";
import { getJob } from "~/lib/jobs/read-jobs.server";
import type { DateChangePage } from "./event-change-views";
import { formatInZone } from "./format-in-zone";

/** The date-change page: the event now, how many buyers a change would email, and each change with who answered what (times in the event's zone). */
export async function getDateChangePage(db: Db, options: { eventId: number; now: Date }): Promise<DateChangePage | null> {
  const [event] = await db
    .select({ id: events.id, cityName: events.cityName, dateText: events.dateText, startsOn: events.startsOn, endsOn: events.endsOn, timeZone: events.timeZone, version: events.version, isCancelled: events.isCancelled })
    .from(events)
    .where(eq(events.id, options.eventId));
  if (!event) return null;
  const changes = await db.select().from(eventDateChanges).where(eq(eventDateChanges.eventId, event.id)).orderBy(desc(eventDateChanges.createdAt), desc(eventDateChanges.id));
  const ids = changes.map((c) => c.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ response: dateChangeResponses, number: orders.number, code: credits.code })
          .from(dateChangeResponses)
          .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
          .leftJoin(credits, eq(credits.id, dateChangeResponses.creditId))
          .where(inArray(dateChangeResponses.dateChangeId, ids))
          .orderBy(asc(dateChangeResponses.id));
  const zone = event.timeZone;
  const at = (d: Date | null) => (d ? formatInZone(d, zone) : null);
  const result: DateChangePage["changes"] = [];
  for (const change of changes) {
    const job = change.jobId === null ? null : await getJob(db, change.jobId);
    const mine = rows.filter((r) => r.response.dateChangeId === change.id);
    result.push({
      id: change.id,
      from: change.previous.dateText,
      to: change.dateText,
      actorEmail: change.actorEmail,
      createdAt: formatInZone(change.createdAt, zone),
      job: job ? { status: job.status, queued: mine.filter((r) => r.response.emailQueuedAt !== null).length, total: mine.length } : null,
      rows: mine.map(({ response: r, number, code }) => ({
        orderNumber: number,
        buyerEmail: r.buyerEmail,
        emailedAt: at(r.emailQueuedAt),
        respondBy: at(r.respondBy),
        answer: r.choice ?? (r.creditId !== null ? "lapsed_credit" : dateChangeLapsed({ current: r.choice, respondBy: r.respondBy, now: options.now }) ? "lapsed" : "none"),
        answeredAt: at(r.answeredAt),
        creditCode: code,
      })),
    });
  }
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.eventId, event.id), eq(orders.status, "paid")));
  return { event, paidOrders: Number(paid?.n ?? 0), changes: result };
}
