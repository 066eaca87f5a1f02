import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { dateChangeResponses, eventDateChanges, events, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { bumpEventVersion, lockEventVersion } from "~/features/events-admin/lock-event-version.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import type { DateChangeForm } from "./event-change-schemas";
import { DATE_CHANGE_EMAILS_JOB } from "./event-change-jobs";

export type ChangeEventDateResult =
  | { ok: true; dateChangeId: number; jobId: number; version: number; buyers: number }
  | { ok: false; reason: "not_found" | "cancelled" }
  | { ok: false; reason: "stale"; version: number };

/**
 * Move an event to a new date at the version the form was opened at: the event's dates change, and
 * each paid order gets a response row that the `date-change-emails` job (queued in the same
 * transaction) emails with its signed link. Audited with before and after.
 */
export async function changeEventDate(options: { db: Db; eventId: number; form: DateChangeForm; actor: AuditActor; now: Date }): Promise<ChangeEventDateResult> {
  const { eventId, form, actor, now } = options;
  return options.db.transaction(async (tx): Promise<ChangeEventDateResult> => {
    const locked = await lockEventVersion(tx, eventId, form.version);
    if (!locked.ok) return locked;
    const before = locked.event;
    if (before.isCancelled) return { ok: false, reason: "cancelled" };
    const previous = { dateText: before.dateText, startsOn: before.startsOn, endsOn: before.endsOn };
    const next = { dateText: form.dateText, startsOn: form.startsOn, endsOn: form.endsOn };
    await tx.update(events).set(next).where(eq(events.id, eventId));
    const version = await bumpEventVersion(tx, eventId, now);
    const [change] = await tx
      .insert(eventDateChanges)
      .values({ eventId, previous, ...next, startTime: form.startTime, endTime: form.endTime, timeZone: before.timeZone, actorUserId: actor.userId, actorEmail: actor.email, createdAt: now })
      .returning({ id: eventDateChanges.id });
    const paid = await tx
      .select({ id: orders.id, buyerEmail: orders.buyerEmail })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")))
      .orderBy(asc(orders.id));
    if (paid.length > 0) await tx.insert(dateChangeResponses).values(paid.map((o) => ({ dateChangeId: change!.id, orderId: o.id, buyerEmail: o.buyerEmail })));
    const job = await enqueueJob(tx, { kind: DATE_CHANGE_EMAILS_JOB, payload: { dateChangeId: change!.id }, dedupeKey: `${DATE_CHANGE_EMAILS_JOB}:${change!.id}`, createdBy: actor.email });
    await tx.update(eventDateChanges).set({ jobId: job.id }).where(eq(eventDateChanges.id, change!.id));
    await recordAudit({
      db: tx,
      actor,
      action: "event.date_change",
      target: before.slug,
      details: { eventId, dateChangeId: change!.id, buyers: paid.length, times: { start: form.startTime, end: form.endTime }, before: { ...previous, version: before.version }, after: { ...next, version } },
      now,
    });
    return { ok: true, dateChangeId: change!.id, jobId: job.id, version, buyers: paid.length };
  });
}
