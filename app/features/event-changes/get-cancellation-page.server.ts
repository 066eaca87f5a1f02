import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventCancellationRefunds, eventCancellations, events, orders } from "~/db/schema";
import { formatMoney } from "~/domain/money";
import { getJob } from "~/lib/jobs/read-jobs.server";
import { countCancellationImpact } from "./count-cancellation-impact.server";
import { emptyCancellationProgress, type CancellationProgress } from "./event-change-jobs";
import type { CancellationPage } from "./event-change-views";

/** The cancellation page: the confirmation's counts, or once confirmed the job's progress and where each order's refund stands. */
export async function getCancellationPage(db: Db, options: { eventId: number; now: Date }): Promise<CancellationPage | null> {
  const [event] = await db
    .select({ id: events.id, cityName: events.cityName, slug: events.slug, dateText: events.dateText, version: events.version, isCancelled: events.isCancelled })
    .from(events)
    .where(eq(events.id, options.eventId));
  if (!event) return null;
  const impact = await countCancellationImpact(db, event.id, options.now);
  const [cancellation] = await db.select().from(eventCancellations).where(eq(eventCancellations.eventId, event.id));
  if (!cancellation) return { event, impact, cancellation: null };
  const job = cancellation.jobId === null ? null : await getJob(db, cancellation.jobId);
  const rows = await db
    .select({ number: orders.number, buyerEmail: orders.buyerEmail, totalMinor: orders.totalMinor, currency: orders.currency, refund: eventCancellationRefunds.status, problem: eventCancellationRefunds.problem, note: eventCancellationRefunds.lastError })
    .from(eventCancellationRefunds)
    .innerJoin(orders, eq(orders.id, eventCancellationRefunds.orderId))
    .where(eq(eventCancellationRefunds.cancellationId, cancellation.id))
    .orderBy(asc(orders.id));
  return {
    event,
    impact,
    cancellation: {
      reason: cancellation.reason,
      actorEmail: cancellation.actorEmail,
      createdAt: cancellation.createdAt.toISOString(),
      job: job ? { status: job.status, lastError: job.lastError, progress: readProgress(job.progress) } : null,
      orders: rows.map((r) => ({ number: r.number, buyerEmail: r.buyerEmail, amount: formatMoney({ amountMinor: r.totalMinor, currency: r.currency }), refund: r.refund, problem: r.problem, note: r.note })),
    },
  };
}

function readProgress(progress: unknown): CancellationProgress {
  const empty = emptyCancellationProgress();
  if (!progress || typeof progress !== "object") return empty;
  const p = progress as Partial<CancellationProgress>;
  return { emails: { ...empty.emails, ...p.emails }, refunds: { ...empty.refunds, ...p.refunds } };
}
