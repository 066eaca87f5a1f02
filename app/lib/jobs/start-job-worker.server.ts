import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { claimNextJob } from "./claim-next-job.server";
import { enqueueJob } from "./enqueue-job.server";
import { completeJob, errorMessage, extendJobLease, failJob, releaseJob, reportJobProgress } from "./job-lease.server";
import type { Job, JobHandlers } from "./types";

export interface JobWorker {
  /** This worker's lease owner id (host, process and a random part). */
  readonly owner: string;
  /** Look for due jobs now instead of at the next poll, e.g. right after a request enqueued one. Never throws. */
  kick(): void;
  /** Stop taking jobs, abort the running handler and wait for it; call before closing the database. */
  stop(): Promise<void>;
}

/** A job enqueued once per time slot by whichever worker gets there first (the slot is its dedupeKey). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
  payload?: Record<string, unknown>;
  /** Asked once per slot: false skips the slot (the team switched it off). */
  enabled?: () => Promise<boolean>;
}

export interface StartJobWorkerOptions {
  db: Db;
  handlers: JobHandlers;
  logger: Logger;
  recurring?: readonly RecurringJob[];
  /** How often to look for due jobs when not kicked. */
  pollMs?: number;
  /** How long a claim lasts without a heartbeat; the heartbeat renews it every third of that. */
  leaseMs?: number;
  /** Real time unless a test passes its own: APP_NOW previews must not hold back or rush real work. */
  now?: () => Date;
  owner?: string;
  /** The wait before a failed job's next attempt (defaults to jobRetryDelayMs). */
  retryDelayMs?: (failedAttempts: number) => number;
  /**
   * Whether the process is busy with requests (answeringRequests in production). While it is, the
   * worker waits before each job, up to `maxYieldMs`, so a sale's burst of buyers gets the event loop
   * first; it never waits longer, so background work still moves under constant load.
   */
  busy?: () => boolean;
  maxYieldMs?: number;
}

/** How often a yielding worker looks whether the requests have passed. */
const YIELD_POLL_MS = 10;

/**
 * Run due jobs one at a time, by kind, until stopped: claim with a lease, renew the lease while the
 * handler runs, record success, or retry with backoff and finally fail. Several workers (in one or
 * several processes) share the table safely; a job whose worker died is taken again when its lease
 * runs out.
 */
export function startJobWorker(options: StartJobWorkerOptions): JobWorker {
  const { db, handlers, logger, recurring = [], pollMs = 1000, leaseMs = 30_000, busy, maxYieldMs = 250 } = options;
  const now = options.now ?? (() => new Date());
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const kinds = Object.keys(handlers);
  const lastSlot = new Map<string, number>();

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let kicked = false;
  let stopped = false;
  const stopping = new AbortController();

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(runPass, delayMs);
    // The worker alone must never keep the process alive.
    timer.unref();
  };

  const enqueueRecurring = async () => {
    for (const r of recurring) {
      const slot = Math.floor(now().getTime() / r.everyMs);
      if (lastSlot.get(r.kind) === slot) continue;
      lastSlot.set(r.kind, slot);
      if (r.enabled && !(await r.enabled())) continue;
      const runAt = new Date(slot * r.everyMs);
      await enqueueJob(db, { kind: r.kind, payload: r.payload ?? {}, runAt, dedupeKey: `${r.kind}:${runAt.toISOString()}`, maxAttempts: 3 });
    }
  };

  const runOne = async (job: Job): Promise<void> => {
    const handler = handlers[job.kind];
    if (!handler) return;
    if (job.attempts > job.maxAttempts) {
      // Taken again after its lease ran out, with no attempt left: a job that kills its worker every time.
      await db
        .update(jobs)
        .set({ status: "failed", lastError: job.lastError ?? "its worker stopped before finishing, too many times", leaseOwner: null, leaseUntil: null, updatedAt: now(), finishedAt: now() })
        .where(and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner)));
      logger.error({ job: job.id, kind: job.kind }, "job failed: attempts used up by lost leases");
      return;
    }
    const lost = new AbortController();
    const onStop = () => lost.abort();
    stopping.signal.addEventListener("abort", onStop);
    const heartbeat = setInterval(() => {
      extendJobLease({ db, jobId: job.id, owner, now: now(), leaseMs })
        .then((kept) => {
          if (!kept) {
            logger.warn({ job: job.id, kind: job.kind }, "job lease lost: another worker may have taken it");
            lost.abort();
          }
        })
        .catch((err: unknown) => logger.warn({ err, job: job.id }, "could not renew a job's lease"));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      const result = await handler(job, {
        signal: lost.signal,
        now,
        reportProgress: (progress) => reportJobProgress({ db, jobId: job.id, owner, now: now(), progress }),
      });
      clearInterval(heartbeat);
      const done = await completeJob({ db, job, owner, now: now(), result: result ?? {} });
      if (done) logger.info({ job: job.id, kind: job.kind, attempt: job.attempts }, "job succeeded");
    } catch (error) {
      clearInterval(heartbeat);
      if (stopping.signal.aborted) {
        if (await releaseJob({ db, job, owner, now: now() })) logger.info({ job: job.id, kind: job.kind }, "job given back: the worker is stopping");
        return;
      }
      const outcome = await failJob({ db, job, owner, now: now(), error, retryDelayMs: options.retryDelayMs });
      if (outcome) logger[outcome === "failed" ? "error" : "warn"]({ job: job.id, kind: job.kind, attempt: job.attempts, error: errorMessage(error) }, outcome === "failed" ? "job failed" : "job failed; will retry");
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener("abort", onStop);
    }
  };

  const yieldToRequests = async () => {
    if (!busy) return;
    const until = Date.now() + maxYieldMs;
    while (!stopped && busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  };

  const pass = async () => {
    await enqueueRecurring();
    while (!stopped) {
      await yieldToRequests();
      if (stopped) return;
      const job = await claimNextJob({ db, kinds, owner, now: now(), leaseMs });
      if (!job) return;
      await runOne(job);
    }
  };

  const runPass = () => {
    if (stopped) return;
    if (inFlight) {
      kicked = true;
      return;
    }
    kicked = false;
    inFlight = pass()
      .catch((err: unknown) => logger.error({ err }, "job worker pass failed"))
      .then(() => {
        inFlight = undefined;
        schedule(kicked ? 0 : pollMs);
      });
  };

  schedule(0);
  return {
    owner,
    kick: () => {
      if (inFlight) kicked = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await inFlight;
    },
  };
}
