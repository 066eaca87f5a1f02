import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { jobRetryDelayMs } from "./retry-backoff";
import type { Job } from "./types";

const MAX_ERROR_LENGTH = 1000;

/** Only the worker holding the lease may touch a running job: one that lost it changes nothing. */
const held = (jobId: number, owner: string) => and(eq(jobs.id, jobId), eq(jobs.status, "running"), eq(jobs.leaseOwner, owner));

/** Push the lease's end out while the handler runs; false when the lease was lost (taken by another worker). */
export async function extendJobLease(options: { db: Db; jobId: number; owner: string; now: Date; leaseMs: number }): Promise<boolean> {
  const { db, jobId, owner, now, leaseMs } = options;
  const rows = await db.update(jobs).set({ leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now }).where(held(jobId, owner)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** Replace the job's progress, which a page polls; false when the lease was lost. */
export async function reportJobProgress(options: { db: Db; jobId: number; owner: string; now: Date; progress: Record<string, unknown> }): Promise<boolean> {
  const { db, jobId, owner, now, progress } = options;
  const rows = await db.update(jobs).set({ progress, updatedAt: now }).where(held(jobId, owner)).returning({ id: jobs.id });
  return rows.length > 0;
}

/** The handler finished: the job succeeded with its result. */
export async function completeJob(options: { db: Db; job: Job; owner: string; now: Date; result: Record<string, unknown> }): Promise<boolean> {
  const { db, job, owner, now, result } = options;
  const rows = await db
    .update(jobs)
    .set({ status: "succeeded", result, leaseOwner: null, leaseUntil: null, lastError: null, updatedAt: now, finishedAt: now })
    .where(held(job.id, owner))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The handler threw: queue the job again after a backoff, or mark it failed once its attempts are
 * used up. Returns what happened, or null when the lease had been lost meanwhile.
 */
export async function failJob(options: { db: Db; job: Job; owner: string; now: Date; error: unknown; retryDelayMs?: (failedAttempts: number) => number }): Promise<"retry" | "failed" | null> {
  const { db, job, owner, now, error, retryDelayMs = jobRetryDelayMs } = options;
  const giveUp = job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      status: giveUp ? "failed" : "queued",
      lastError: errorMessage(error),
      runAt: giveUp ? job.runAt : new Date(now.getTime() + retryDelayMs(job.attempts)),
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: now,
      finishedAt: giveUp ? now : null,
    })
    .where(held(job.id, owner))
    .returning({ id: jobs.id });
  if (rows.length === 0) return null;
  return giveUp ? "failed" : "retry";
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/** The worker is stopping mid-job: give the job back to the queue at once, for the next worker (its attempt stays counted). */
export async function releaseJob(options: { db: Db; job: Job; owner: string; now: Date }): Promise<boolean> {
  const { db, job, owner, now } = options;
  const rows = await db.update(jobs).set({ status: "queued", runAt: now, leaseOwner: null, leaseUntil: null, updatedAt: now }).where(held(job.id, owner)).returning({ id: jobs.id });
  return rows.length > 0;
}
