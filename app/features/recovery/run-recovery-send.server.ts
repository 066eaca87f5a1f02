import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import type { Clock } from "~/domain/clock";
import type { EmailContext } from "~/features/email/types";
import type { JobHandler } from "~/lib/jobs/types";
import { recoverySendPayloadSchema, type RecoverySendProgress } from "./recovery-job";
import { sendRecoveryEmail } from "./send-recovery-email.server";

export interface RecoveryJobDeps {
  db: Db;
  clock: Clock;
  mail: EmailContext;
  secret: string;
  siteUrl: string;
  holdMinutes: number;
  logger: Logger;
  /** Send the queued emails soon (the email worker's kick). */
  kickEmail: () => void;
}

/**
 * The `recovery-send` job: each chosen draft in turn gets its reminder or a recorded skip, with
 * progress after each. Safe to run again (a retry, a restart, a second worker after a lost lease):
 * what a draft already got in this job is read back, never sent twice.
 */
export function createRecoverySendHandler(deps: RecoveryJobDeps): JobHandler {
  return async (job, context) => {
    const payload = recoverySendPayloadSchema.parse(job.payload);
    const draftIds = [...new Set(payload.draftIds)].sort((a, b) => a - b);
    const progress: RecoverySendProgress = { total: draftIds.length, sent: 0, skipped: 0, failed: 0 };
    await context.reportProgress({ ...progress });
    let queued = 0;
    for (const draftId of draftIds) {
      if (context.signal.aborted) throw new Error("stopped before finishing: the job resumes where it left off");
      const result = await sendRecoveryEmail({ ...deps, draftId, jobId: job.id, trigger: payload.trigger, now: deps.clock.now() });
      if (result.status === "sent") {
        progress.sent += 1;
        queued += 1;
      } else if (result.status === "failed") progress.failed += 1;
      else progress.skipped += 1;
      await context.reportProgress({ ...progress });
      if (queued >= 10) {
        deps.kickEmail();
        queued = 0;
      }
    }
    if (queued > 0) deps.kickEmail();
    deps.logger.info({ job: job.id, trigger: payload.trigger, ...progress }, "recovery emails done");
    return { ...progress };
  };
}
