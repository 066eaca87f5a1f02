import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobs } from "~/db/schema";

export interface EnqueueJobInput {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may start; defaults to now. */
  runAt?: Date;
  /** One job per key: enqueueing again with the same key returns the job already there. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** An admin's email, or nothing for the system (the schedule). */
  createdBy?: string;
}

export interface EnqueueJobResult {
  id: number;
  /** False when a job with the same dedupeKey was already there. */
  created: boolean;
}

/**
 * Put a job in the queue. Pass the caller's transaction as `db` so the job commits with the change
 * it is about; kick the worker after commit for an immediate start.
 */
export async function enqueueJob(db: Db, input: EnqueueJobInput): Promise<EnqueueJobResult> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      dedupeKey: input.dedupeKey ?? null,
      maxAttempts: input.maxAttempts ?? 5,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  if (!input.dedupeKey) throw new Error("jobs insert returned no row");
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, input.dedupeKey));
  if (!existing) throw new Error("jobs insert returned no row");
  return { id: existing.id, created: false };
}
