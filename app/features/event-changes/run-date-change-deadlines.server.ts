import { and, asc, eq, isNull, lt, notExists, sql } from "drizzle-orm";
import { dateChangeResponses, orders, refunds } from "~/db/schema";
import type { JobHandler } from "~/lib/jobs/types";
import { creditLapsedDateChange } from "./credit-lapsed-date-change.server";
import { DATE_CHANGE_REFUND_KEY_PREFIX as REFUND_KEY_PREFIX, refundDateChangeAnswer } from "./refund-date-change-answer.server";
import type { EventChangeJobDeps } from "./run-event-cancellation.server";

/**
 * The `date-change-deadlines` job, on the runner's schedule (decision 0042): every ticket whose 48
 * hours are over with no answer becomes a credit that never expires (`creditLapsedDateChange`, once
 * per ticket), and a "refund me" answer whose refund a crash left unstarted is carried out. Times are
 * the business clock's, as the buyer's page decides them.
 */
export function createDateChangeDeadlinesHandler(deps: EventChangeJobDeps): JobHandler {
  return async (_job, context) => {
    const now = deps.clock.now();
    const lapsed = await deps.db
      .select({ id: dateChangeResponses.id })
      .from(dateChangeResponses)
      .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
      .where(and(isNull(dateChangeResponses.choice), isNull(dateChangeResponses.creditId), lt(dateChangeResponses.respondBy, now), eq(orders.status, "paid")))
      .orderBy(asc(dateChangeResponses.id));
    const result = { credited: 0, refunded: 0, skipped: 0 };
    for (const row of lapsed) {
      if (context.signal.aborted) throw new Error("stopped before finishing: the next run resumes where it left off");
      const credited = await creditLapsedDateChange({ db: deps.db, mail: deps.mail, responseId: row.id, now });
      if (credited.ok && !credited.repeated) result.credited += 1;
      else if (!credited.ok) {
        result.skipped += 1;
        deps.logger.warn({ responseId: row.id, reason: credited.reason }, "date change: an unanswered ticket was not turned into a credit");
      }
    }
    const unstarted = await deps.db
      .select({ id: dateChangeResponses.id, orderId: orders.id, number: orders.number, buyerEmail: dateChangeResponses.buyerEmail })
      .from(dateChangeResponses)
      .innerJoin(orders, eq(orders.id, dateChangeResponses.orderId))
      .where(
        and(
          eq(dateChangeResponses.choice, "refund"),
          eq(orders.status, "paid"),
          // Its refund rows are keyed `date-change:{response}` (and `…:upgrade:{id}` for an upgrade's share).
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(refunds)
              .where(and(eq(refunds.orderId, orders.id), sql`(${refunds.idempotencyKey} = ${REFUND_KEY_PREFIX}::text || ${dateChangeResponses.id}::text or ${refunds.idempotencyKey} like ${REFUND_KEY_PREFIX}::text || ${dateChangeResponses.id}::text || ':%')`)),
          ),
        ),
      )
      .orderBy(asc(dateChangeResponses.id));
    for (const row of unstarted) {
      const refunded = await refundDateChangeAnswer({ db: deps.db, provider: deps.provider, mail: deps.mail, responseId: row.id, orderId: row.orderId, orderNumber: row.number, actor: { userId: null, email: row.buyerEmail }, now });
      if (refunded.ok) result.refunded += 1;
    }
    if (result.credited + result.refunded > 0) deps.kickEmail();
    return result;
  };
}
