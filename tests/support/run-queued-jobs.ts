import type { Db } from "~/db/client.server";
import { claimNextJob } from "~/lib/jobs/claim-next-job.server";
import { completeJob, failJob } from "~/lib/jobs/job-lease.server";
import type { JobHandlers } from "~/lib/jobs/types";

/** Run every due job of the given kinds to the end, as the worker would (on real time, as it does), one at a time; returns how many ran. */
export async function runQueuedJobs(db: Db, handlers: JobHandlers, now: Date = new Date()): Promise<number> {
  const kinds = Object.keys(handlers);
  let ran = 0;
  for (;;) {
    const job = await claimNextJob({ db, kinds, owner: "test", now, leaseMs: 60_000 });
    if (!job) return ran;
    ran++;
    try {
      const result = await handlers[job.kind]!(job, { reportProgress: async () => true, signal: new AbortController().signal, now: () => now });
      await completeJob({ db, job, owner: "test", now, result: result ?? {} });
    } catch (error) {
      await failJob({ db, job, owner: "test", now, error, retryDelayMs: () => 3_600_000 });
      throw error;
    }
  }
}
