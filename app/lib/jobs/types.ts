import type { jobs } from "~/db/schema";

/** A row of the jobs table as a handler and a page see it. */
export type Job = typeof jobs.$inferSelect;
export type JobStatus = Job["status"];

/** What a handler gets besides its job: where to report progress, and whether it should stop. */
export interface JobContext {
  /** Replace the job's progress (what a page polls); a lost lease makes this a no-op that returns false. */
  reportProgress(progress: Record<string, unknown>): Promise<boolean>;
  /** Aborted when the worker stops or the lease was lost (another worker took the job): stop soon. */
  signal: AbortSignal;
  /** The worker's clock (real time unless a test passes its own). */
  now(): Date;
}

/**
 * Does the job's work. Throwing retries it later (with backoff) until maxAttempts, then it fails
 * with the error's message. A handler may run again after a crash or a retry, so it must be
 * idempotent: record what it did in the same transaction as doing it, and skip what is recorded.
 */
export type JobHandler = (job: Job, context: JobContext) => Promise<Record<string, unknown> | void>;

/** The handlers a worker runs, by job kind (composed in server/boot.ts, so app/lib imports no feature). */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
