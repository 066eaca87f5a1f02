import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { Job } from "./types";

/**
 * Take one job for this worker, or null when none is due: a queued job whose time has come, or a
 * running one whose lease ran out (its worker died or hung). Taking it sets this worker's lease and
 * counts an attempt, in one statement: `FOR UPDATE SKIP LOCKED` lets workers in other processes
 * take other jobs instead of waiting, and the repeated condition makes a race lose cleanly.
 */
export async function claimNextJob(options: { db: Db; kinds: readonly string[]; owner: string; now: Date; leaseMs: number }): Promise<Job | null> {
  const { db, kinds, owner, now, leaseMs } = options;
  if (kinds.length === 0) return null;
  const claimable = and(
    inArray(jobs.kind, [...kinds]),
    or(and(eq(jobs.status, "queued"), lte(jobs.runAt, now)), and(eq(jobs.status, "running"), lt(jobs.leaseUntil, now))),
  );
  const next = db.select({ id: jobs.id }).from(jobs).where(claimable).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(1).for("update", { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: "running",
      // Counted at claim time, so a job that kills its worker every time still runs out of attempts.
      attempts: sql`${jobs.attempts} + 1`,
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    // A scalar subquery with LIMIT 1 runs once (an InitPlan), so one statement takes one job.
    .where(and(sql`${jobs.id} = (${next})`, claimable))
    .returning();
  return job ?? null;
}
