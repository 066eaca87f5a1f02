import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { SENDING_LEASE_MS } from "./retry-policy";
import type { OutboxEmail } from "./types";

/**
 * Atomically take up to `limit` due messages for this worker: they become 'sending', count
 * one more attempt, and their nextAttemptAt becomes the end of the sending lease. SKIP LOCKED
 * lets concurrent workers take disjoint rows instead of waiting for each other.
 */
export async function claimDueEmails(options: { db: Db; now: Date; limit: number }): Promise<OutboxEmail[]> {
  const { db, now, limit } = options;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      // Counted at claim time, so a message that crashes the worker every time still runs out of attempts.
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS),
    })
    // Not `id in (subquery)`: the planner may re-run that subquery per row (nested-loop semi
    // join) and so claim more than `limit` rows. any(array(...)) runs it exactly once.
    .where(and(sql`${emailOutbox.id} = any(array(${due}))`, eq(emailOutbox.status, "pending")))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}
