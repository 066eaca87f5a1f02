import { and, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, recoverySends } from "~/db/schema";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import type { JobHandler } from "~/lib/jobs/types";
import { abandonedDraftCondition } from "./abandoned-rule.server";
import { FIRST_REMINDER_AFTER_MS, FIRST_REMINDER_WITHIN_MS, RECOVERY_SEND_JOB, SECOND_REMINDER_AFTER_MS, splitIntoSendJobs, type RecoveryTrigger } from "./recovery-job";
import type { RecoveryJobDeps } from "./run-recovery-send.server";
import { isRecoveryScheduleOn } from "./recovery-schedule-setting.server";

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The drafts due an automatic reminder at `now`: a first one for a cart abandoned an hour ago or
 * more (within the last week, so switching the schedule on does not mail old carts), a second one a
 * day after its first was sent. A draft gets each reminder's row once, sent or skipped.
 */
export async function findDueReminders(db: Db, options: { now: Date; holdMinutes: number }): Promise<Record<Exclude<RecoveryTrigger, "manual">, number[]>> {
  const { now, holdMinutes } = options;
  const abandoned = abandonedDraftCondition(now, holdMinutes);
  const none = (trigger: RecoveryTrigger) => sql`not exists (select 1 from ${recoverySends} r where r.draft_id = ${checkoutDrafts.id} and r.trigger = ${trigger})`;
  const first = await db
    .select({ id: checkoutDrafts.id })
    .from(checkoutDrafts)
    .where(
      and(
        abandoned,
        sql`${checkoutDrafts.updatedAt} <= ${at(new Date(now.getTime() - FIRST_REMINDER_AFTER_MS))}`,
        sql`${checkoutDrafts.updatedAt} > ${at(new Date(now.getTime() - FIRST_REMINDER_WITHIN_MS))}`,
        none("first_reminder"),
      ),
    );
  const second = await db
    .select({ id: checkoutDrafts.id })
    .from(checkoutDrafts)
    .where(
      and(
        abandoned,
        sql`exists (select 1 from ${recoverySends} r where r.draft_id = ${checkoutDrafts.id} and r.trigger = 'first_reminder' and r.status = 'sent' and r.created_at <= ${at(new Date(now.getTime() - SECOND_REMINDER_AFTER_MS))})`,
        none("second_reminder"),
      ),
    );
  return { first_reminder: first.map((r) => r.id).sort((a, b) => a - b), second_reminder: second.map((r) => r.id).sort((a, b) => a - b) };
}

/**
 * The `recovery-schedule` job (enqueued every ten minutes while the switch is on): one send job per
 * reminder with the drafts due, keyed by this job so a retry queues nothing twice.
 */
export function createRecoveryScheduleHandler(deps: RecoveryJobDeps & { kickJobs: () => void }): JobHandler {
  return async (job) => {
    if (!(await isRecoveryScheduleOn(deps.db))) return { off: true };
    const due = await findDueReminders(deps.db, { now: deps.clock.now(), holdMinutes: deps.holdMinutes });
    const queued: Record<string, number> = {};
    for (const trigger of ["first_reminder", "second_reminder"] as const) {
      const draftIds = due[trigger];
      if (draftIds.length === 0) continue;
      for (const [i, part] of splitIntoSendJobs(draftIds).entries())
        await enqueueJob(deps.db, { kind: RECOVERY_SEND_JOB, payload: { draftIds: part, trigger }, dedupeKey: `${RECOVERY_SEND_JOB}:${trigger}:schedule-${job.id}${i ? `:${i}` : ""}` });
      queued[trigger] = draftIds.length;
    }
    if (Object.keys(queued).length > 0) deps.kickJobs();
    return queued;
  };
}
