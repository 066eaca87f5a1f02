import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventCancellationRefunds, eventCancellations, events, orders, waitlistOffers } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { bumpEventVersion, lockEventVersion } from "~/features/events-admin/lock-event-version.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { countCancellationImpact } from "./count-cancellation-impact.server";
import type { CancellationImpact } from "./event-change-views";
import { CANCELLATION_JOB_ATTEMPTS, EVENT_CANCELLATION_JOB, LATE_PAYMENT_SWEEP_MS } from "./event-change-jobs";

export type CancelEventResult =
  | { ok: true; cancellationId: number; jobId: number; version: number; affected: CancellationImpact; releasedHolds: number }
  | { ok: false; reason: "not_found" | "already_cancelled" }
  | { ok: false; reason: "stale"; version: number };

/**
 * Cancel an event at the version the confirmation was opened at: marked cancelled (the city page
 * says so, quotes and holds are refused), running holds and open waitlist offers released, each paid
 * order recorded for the refund job, which is queued in the same transaction so the cancellation and
 * its refunds commit together. Audited with before and after. Kick the job runner after it returns.
 */
export async function cancelEvent(options: { db: Db; eventId: number; version: number; reason: string | null; actor: AuditActor; now: Date }): Promise<CancelEventResult> {
  const { eventId, actor, now } = options;
  return options.db.transaction(async (tx): Promise<CancelEventResult> => {
    const locked = await lockEventVersion(tx, eventId, options.version);
    if (!locked.ok) return locked;
    if (locked.event.isCancelled) return { ok: false, reason: "already_cancelled" };
    const affected = await countCancellationImpact(tx, eventId, now);
    await tx.update(events).set({ isCancelled: true }).where(eq(events.id, eventId));
    const version = await bumpEventVersion(tx, eventId, now);
    const released = await tx
      .update(orders)
      .set({ status: "cancelled", closedAt: now, updatedAt: now, lastPaymentProblem: { kind: "event_cancelled" } })
      .where(and(eq(orders.eventId, eventId), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    await tx.update(waitlistOffers).set({ status: "lapsed" }).where(and(eq(waitlistOffers.eventId, eventId), eq(waitlistOffers.status, "open")));
    const [cancellation] = await tx
      .insert(eventCancellations)
      .values({ eventId, reason: options.reason, affected: { orders: affected.orders, students: affected.students, auditions: affected.auditions, waitlist: affected.waitlist }, actorUserId: actor.userId, actorEmail: actor.email, createdAt: now })
      .returning({ id: eventCancellations.id });
    const paid = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")));
    if (paid.length > 0) await tx.insert(eventCancellationRefunds).values(paid.map((o) => ({ cancellationId: cancellation!.id, orderId: o.id, updatedAt: now })));
    const job = await enqueueJob(tx, {
      kind: EVENT_CANCELLATION_JOB,
      payload: { cancellationId: cancellation!.id },
      dedupeKey: `${EVENT_CANCELLATION_JOB}:${cancellation!.id}`,
      maxAttempts: CANCELLATION_JOB_ATTEMPTS,
      createdBy: actor.email,
    });
    // The runner's times are real time (decision 0026), whatever the app's clock says.
    await enqueueJob(tx, {
      kind: EVENT_CANCELLATION_JOB,
      payload: { cancellationId: cancellation!.id },
      runAt: new Date(Date.now() + LATE_PAYMENT_SWEEP_MS),
      dedupeKey: `${EVENT_CANCELLATION_JOB}:${cancellation!.id}:late-payments`,
      maxAttempts: CANCELLATION_JOB_ATTEMPTS,
      createdBy: actor.email,
    });
    await tx.update(eventCancellations).set({ jobId: job.id }).where(eq(eventCancellations.id, cancellation!.id));
    await recordAudit({
      db: tx,
      actor,
      action: "event.cancel",
      target: locked.event.slug,
      details: { eventId, reason: options.reason, affected, releasedHolds: released.length, jobId: job.id, before: { isCancelled: false, version: locked.event.version }, after: { isCancelled: true, version } },
      now,
    });
    return { ok: true, cancellationId: cancellation!.id, jobId: job.id, version, affected, releasedHolds: released.length };
  });
}
