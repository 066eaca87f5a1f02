import { createHash } from "node:crypto";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { smsOutbox } from "~/db/schema";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { SEND_SMS_JOB, SEND_SMS_MAX_ATTEMPTS } from "./sms-job";

export interface EnqueueSmsOptions {
  db: Db;
  /** E.164. */
  to: string;
  body: string;
  template: string;
  /**
   * What the text is about, unique to it (`sign-in:+18605550123:482913`): one text per cause, so
   * a retried request or job never sends a code twice. Stored hashed.
   */
  cause: string;
  now: Date;
  /** Texts one number may be sent, and the site may send, in the 24 hours before `now`. */
  limits: { perNumberPerDay: number; perDay: number };
}

/** Queued now (with its job), or already queued for the same cause (nothing added); or refused by a day's limit. */
export type EnqueueSmsResult = { ok: true; id: number; jobId: number | null; alreadyQueued: boolean } | { ok: false; reason: "over_number_limit" | "over_daily_limit" };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Put a text in the SMS outbox and its send job in the job runner, in one transaction: the
 * caller kicks the runner after. Within the day's cost limits only (per number, then site-wide);
 * a cause already queued adds nothing. Nothing is sent here.
 */
export async function enqueueSms(options: EnqueueSmsOptions): Promise<EnqueueSmsResult> {
  const { db, to, now, limits } = options;
  const dedupeKey = `sms:${createHash("sha256").update(options.cause).digest("hex")}`;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.dedupeKey, dedupeKey));
    if (existing) return { ok: true, id: existing.id, jobId: null, alreadyQueued: true } as const;
    const since = new Date(now.getTime() - DAY_MS);
    const [toNumber] = await tx
      .select({ n: count() })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toNumber, to), gt(smsOutbox.createdAt, since)));
    if ((toNumber?.n ?? 0) >= limits.perNumberPerDay) return { ok: false, reason: "over_number_limit" } as const;
    const [all] = await tx.select({ n: count() }).from(smsOutbox).where(gt(smsOutbox.createdAt, since));
    if ((all?.n ?? 0) >= limits.perDay) return { ok: false, reason: "over_daily_limit" } as const;
    const [row] = await tx
      .insert(smsOutbox)
      .values({ toNumber: to, body: options.body, template: options.template, createdAt: now, dedupeKey })
      .onConflictDoNothing({ target: smsOutbox.dedupeKey })
      .returning({ id: smsOutbox.id });
    if (!row) {
      const [raced] = await tx.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.dedupeKey, dedupeKey));
      return { ok: true, id: raced!.id, jobId: null, alreadyQueued: true } as const;
    }
    const job = await enqueueJob(tx, { kind: SEND_SMS_JOB, payload: { smsId: row.id }, dedupeKey: `${SEND_SMS_JOB}:${row.id}`, maxAttempts: SEND_SMS_MAX_ATTEMPTS });
    return { ok: true, id: row.id, jobId: job.id, alreadyQueued: false } as const;
  });
}
