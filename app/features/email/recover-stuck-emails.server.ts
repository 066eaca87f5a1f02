import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { MAX_SEND_ATTEMPTS } from "./retry-policy";

/**
 * Messages still 'sending' after their lease ran out belong to a worker that crashed or was
 * killed mid-send: make them due again (or failed, if they have used every attempt).
 * Returns how many were recovered.
 */
export async function recoverStuckEmails(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  const recovered = await db
    .update(emailOutbox)
    .set({
      status: sql`case when ${emailOutbox.attempts} >= ${MAX_SEND_ATTEMPTS} then 'failed' else 'pending' end`,
      lastError: "Interrupted while sending (the worker stopped before recording the result)",
      nextAttemptAt: now,
    })
    .where(and(eq(emailOutbox.status, "sending"), lte(emailOutbox.nextAttemptAt, now)))
    .returning({ id: emailOutbox.id });
  return recovered.length;
}
