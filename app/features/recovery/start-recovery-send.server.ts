import type { Db } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { listAbandonedDrafts } from "./abandoned-rule.server";
import { RECOVERY_SEND_JOB, splitIntoSendJobs } from "./recovery-job";

/** The carts an admin chose: by id (the boxes ticked), or every abandoned cart matching the filter. */
export type RecoverySelection = { kind: "ids"; draftIds: number[] } | { kind: "filter"; eventId?: number; from?: Date; to?: Date };

/** `jobId` is the first of `jobIds`: more than RECOVERY_SEND_MAX_DRAFTS carts go out as several jobs. */
export type StartRecoverySendResult = { ok: true; jobId: number; jobIds: number[]; count: number } | { ok: false; reason: "nothing_selected" };

/**
 * Queue `recovery-send` jobs for the chosen abandoned carts (one per RECOVERY_SEND_MAX_DRAFTS, all
 * in one transaction), audited. The selection is resolved here on the server (a filter selects
 * every match, not the page shown); only drafts abandoned now are taken, and the job checks each
 * again when it sends.
 */
export async function startRecoverySend(options: { db: Db; selection: RecoverySelection; actor: AuditActor; now: Date; holdMinutes: number }): Promise<StartRecoverySendResult> {
  const { db, selection, actor, now, holdMinutes } = options;
  const filter = selection.kind === "ids" ? { ids: selection.draftIds } : { eventId: selection.eventId, from: selection.from, to: selection.to };
  const { rows } = await listAbandonedDrafts(db, { now, holdMinutes, ...filter });
  const draftIds = rows.map((r) => r.id).sort((a, b) => a - b);
  if (draftIds.length === 0) return { ok: false, reason: "nothing_selected" };
  const jobIds = await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const part of splitIntoSendJobs(draftIds)) ids.push((await enqueueJob(tx, { kind: RECOVERY_SEND_JOB, payload: { draftIds: part, trigger: "manual" }, createdBy: actor.email, maxAttempts: 5 })).id);
    await recordAudit({
      db: tx,
      actor,
      action: "recovery.send",
      target: `job:${ids[0]}`,
      details: { before: null, after: { jobId: ids[0], jobIds: ids, drafts: draftIds.length, selection: selection.kind === "ids" ? "chosen" : { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() } } },
      now,
    });
    return ids;
  });
  return { ok: true, jobId: jobIds[0]!, jobIds, count: draftIds.length };
}
