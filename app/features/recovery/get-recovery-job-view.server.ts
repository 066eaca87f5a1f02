import type { Db } from "~/db/client.server";
import { getJob, listJobs } from "~/lib/jobs/read-jobs.server";
import type { Job } from "~/lib/jobs/types";
import { listRecoverySendsOfJob } from "./list-recovery-sends.server";
import { RECOVERY_SEND_JOB, readRecoveryProgress, type RecoveryJobView } from "./recovery-job";


async function view(db: Db, job: Job): Promise<RecoveryJobView> {
  const payload = job.payload as { draftIds?: unknown[]; trigger?: unknown };
  const total = Array.isArray(payload.draftIds) ? payload.draftIds.length : 0;
  const sends = await listRecoverySendsOfJob(db, job.id);
  return {
    id: job.id,
    status: job.status,
    trigger: typeof payload.trigger === "string" ? payload.trigger : "manual",
    createdBy: job.createdBy,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    progress: readRecoveryProgress(job.status === "succeeded" ? (job.result ?? job.progress) : job.progress, total),
    lastError: job.lastError,
    skips: sends.filter((s) => s.status !== "sent").map((s) => ({ draftId: s.draftId, buyerEmail: s.buyerEmail, cityName: s.cityName, status: s.status as "skipped" | "failed", reason: s.skipReason })),
  };
}

/** One recovery send job as the page's progress bar shows it, or null (not a recovery send). */
export async function getRecoveryJobView(db: Db, jobId: number): Promise<RecoveryJobView | null> {
  const job = await getJob(db, jobId);
  return job && job.kind === RECOVERY_SEND_JOB ? view(db, job) : null;
}

/** The latest recovery sends (running ones included), newest first: a reload finds what is still sending. */
export async function listRecoveryJobViews(db: Db, limit = 5): Promise<RecoveryJobView[]> {
  const jobs = await listJobs(db, { kind: RECOVERY_SEND_JOB, limit });
  return Promise.all(jobs.map((job) => view(db, job)));
}
