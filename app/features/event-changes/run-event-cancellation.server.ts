import { and, asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { eventCancellationRefunds, eventCancellations, events, orders } from "~/db/schema";
import type { Clock } from "~/domain/clock";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import { cancellationPayloadSchema, emptyCancellationProgress, REFUND_TRIES } from "./event-change-jobs";
import { renderEventCancelled } from "./event-changes-emails.server";
import { listCancellationRecipients } from "./list-cancellation-recipients.server";
import { refundCancelledOrder, type PaymentProvider } from "~/features/payments/payments.server";

export interface EventChangeJobDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  provider: PaymentProvider;
  secret: string;
  siteUrl: string;
  logger: Logger;
  kickEmail: () => void;
}

const EMAIL_BATCH = 50;

/**
 * The `event-cancellation` job: everyone is emailed once (the outbox keeps one message per address
 * for the event), then each paid order still pending (and any paid since) is refunded, with progress after each. Safe to
 * run again after a crash, a lost lease or a retry: where each order's refund stands is on its row. Orders whose
 * refund the provider refused stay pending and the job throws, so the runner retries them later.
 */
export function createEventCancellationHandler(deps: EventChangeJobDeps): JobHandler {
  return async (job, context) => {
    const { cancellationId } = cancellationPayloadSchema.parse(job.payload);
    const [found] = await deps.db
      .select({ cancellation: eventCancellations, cityName: events.cityName, dateText: events.dateText })
      .from(eventCancellations)
      .innerJoin(events, eq(events.id, eventCancellations.eventId))
      .where(eq(eventCancellations.id, cancellationId));
    if (!found) return { missing: true };
    const { cancellation } = found;
    const progress = emptyCancellationProgress();

    // Orders paid after the cancellation (a checkout already at the provider) are refunded too.
    const late = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, cancellation.eventId), eq(orders.status, "paid")));
    if (late.length > 0)
      await deps.db
        .insert(eventCancellationRefunds)
        .values(late.map((o) => ({ cancellationId, orderId: o.id, updatedAt: deps.clock.now() })))
        .onConflictDoNothing();

    const recipients = await listCancellationRecipients(deps.db, { cancellationId, eventId: cancellation.eventId });
    progress.emails.total = recipients.length;
    for (let i = 0; i < recipients.length; i += EMAIL_BATCH) {
      const batch = recipients.slice(i, i + EMAIL_BATCH);
      const messages = batch.flatMap((r) =>
        renderEventCancelled({ to: r.email, cityName: found.cityName, dateText: found.dateText, orderNumbers: r.orderNumbers, audition: r.audition, waitlist: r.waitlist, toursUrl: `${deps.siteUrl}/` }, deps.mail),
      );
      await enqueueEmails(deps.db, messages, `event-cancelled:${cancellation.eventId}`);
      progress.emails.queued += batch.length;
      await context.reportProgress({ ...progress });
    }
    if (recipients.length > 0) deps.kickEmail();

    const rows = await deps.db.select().from(eventCancellationRefunds).where(eq(eventCancellationRefunds.cancellationId, cancellationId)).orderBy(asc(eventCancellationRefunds.orderId));
    progress.refunds.total = rows.length;
    for (const row of rows) progress.refunds[row.status] += 1;
    await context.reportProgress({ ...progress });
    const lastTry = job.attempts >= job.maxAttempts;
    const actor = { userId: cancellation.actorUserId, email: cancellation.actorEmail };
    for (const row of rows) {
      if (row.status !== "pending") continue;
      if (context.signal.aborted) throw new Error("stopped before finishing: the job resumes where it left off");
      const refunded = await refundCancelledOrder({ db: deps.db, provider: deps.provider, mail: deps.mail, row, actor, lastTry, tries: REFUND_TRIES, now: deps.clock.now() });
      progress.refunds.pending -= 1;
      progress.refunds[refunded.status] += 1;
      await context.reportProgress({ ...progress });
    }
    deps.kickEmail();
    deps.logger.info({ job: job.id, cancellationId, ...progress.refunds, emails: progress.emails.queued }, "event cancellation processed");
    if (progress.refunds.pending > 0) throw new Error(`${progress.refunds.pending} refunds were refused by the provider; trying again`);
    return { ...progress };
  };
}
