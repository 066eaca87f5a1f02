import { and, asc, eq, isNull } from "drizzle-orm";
import { dateChangeResponses, eventDateChanges, events, orders } from "~/db/schema";
import { dateChangeRespondBy } from "~/domain/date-change-answer";
import { formatMoney } from "~/domain/money";
import { enqueueEmails } from "~/features/email/email.server";
import type { JobHandler } from "~/lib/jobs/types";
import { dateChangeResponseUrl } from "./date-change-links.server";
import { dateChangePayloadSchema, type DateChangeEmailProgress } from "./event-change-jobs";
import { renderEventDateChange } from "./event-changes-emails.server";
import { describeTimes, formatInZone } from "./format-in-zone";
import type { EventChangeJobDeps } from "./run-event-cancellation.server";

/**
 * The `date-change-emails` job: each buyer's email with their signed link, queued under their
 * response row's lock in the transaction that starts their 48 hours (decision 0031). A re-run finds
 * the rows already stamped and skips them, so each buyer is emailed once.
 */
export function createDateChangeEmailsHandler(deps: EventChangeJobDeps): JobHandler {
  return async (job, context) => {
    const { dateChangeId } = dateChangePayloadSchema.parse(job.payload);
    const [found] = await deps.db
      .select({ change: eventDateChanges, cityName: events.cityName })
      .from(eventDateChanges)
      .innerJoin(events, eq(events.id, eventDateChanges.eventId))
      .where(eq(eventDateChanges.id, dateChangeId));
    if (!found) return { missing: true };
    const { change } = found;
    const rows = await deps.db
      .select({ id: dateChangeResponses.id, queuedAt: dateChangeResponses.emailQueuedAt, to: dateChangeResponses.buyerEmail, number: orders.number, totalMinor: orders.totalMinor, currency: orders.currency })
      .from(dateChangeResponses)
      .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
      .where(eq(dateChangeResponses.dateChangeId, dateChangeId))
      .orderBy(asc(dateChangeResponses.id));
    const progress: DateChangeEmailProgress = { total: rows.length, queued: rows.filter((r) => r.queuedAt !== null).length };
    await context.reportProgress({ ...progress });
    const timesText = describeTimes({ day: change.startsOn, startTime: change.startTime, endTime: change.endTime, timeZone: change.timeZone });
    for (const row of rows) {
      if (row.queuedAt !== null) continue;
      if (context.signal.aborted) throw new Error("stopped before finishing: the job resumes where it left off");
      const queuedAt = deps.clock.now();
      const respondBy = dateChangeRespondBy(queuedAt);
      const messages = renderEventDateChange(
        {
          to: row.to,
          cityName: found.cityName,
          oldDateText: change.previous.dateText,
          newDateText: change.dateText,
          timesText,
          orderNumber: row.number,
          amount: formatMoney({ amountMinor: row.totalMinor, currency: row.currency }),
          respondByText: formatInZone(respondBy, change.timeZone),
          responseUrl: dateChangeResponseUrl({ siteUrl: deps.siteUrl, secret: deps.secret, responseId: row.id }),
        },
        deps.mail,
      );
      await deps.db.transaction(async (tx) => {
        const stamped = await tx
          .update(dateChangeResponses)
          .set({ emailQueuedAt: queuedAt, respondBy })
          .where(and(eq(dateChangeResponses.id, row.id), isNull(dateChangeResponses.emailQueuedAt)))
          .returning({ id: dateChangeResponses.id });
        if (stamped.length > 0) await enqueueEmails(tx, messages, `date-change:${row.id}`);
      });
      progress.queued += 1;
      await context.reportProgress({ ...progress });
    }
    deps.kickEmail();
    return { ...progress };
  };
}
