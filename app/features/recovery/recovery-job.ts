import { z } from "zod";

/** The job kinds of this feature, as the job runner knows them. */
export const RECOVERY_SEND_JOB = "recovery-send";
export const RECOVERY_SCHEDULE_JOB = "recovery-schedule";

export const RECOVERY_TRIGGERS = ["manual", "first_reminder", "second_reminder"] as const;
export type RecoveryTrigger = (typeof RECOVERY_TRIGGERS)[number];

export const RECOVERY_SKIP_REASONS = ["sent_recently", "unsubscribed", "paid_since", "not_abandoned", "event_over"] as const;
export type RecoverySkipReason = (typeof RECOVERY_SKIP_REASONS)[number];

/** The most carts one send job carries; a larger selection is split into several jobs. */
export const RECOVERY_SEND_MAX_DRAFTS = 10_000;

/** A send job's payload: the drafts (chosen, or resolved from the filter on the server when enqueued) and why. */
export const recoverySendPayloadSchema = z.object({
  draftIds: z.array(z.number().int().positive()).min(1).max(RECOVERY_SEND_MAX_DRAFTS),
  trigger: z.enum(RECOVERY_TRIGGERS),
});
export type RecoverySendPayload = z.infer<typeof recoverySendPayloadSchema>;

/** The carts in job-sized parts, in order (each at most RECOVERY_SEND_MAX_DRAFTS). */
export function splitIntoSendJobs(draftIds: readonly number[], size = RECOVERY_SEND_MAX_DRAFTS): number[][] {
  const parts: number[][] = [];
  for (let i = 0; i < draftIds.length; i += size) parts.push(draftIds.slice(i, i + size));
  return parts;
}

/** What a send job reports while it runs and leaves as its result: a page polls it. */
export interface RecoverySendProgress {
  total: number;
  sent: number;
  skipped: number;
  failed: number;
}

export function readRecoveryProgress(progress: Record<string, unknown> | null | undefined, total: number): RecoverySendProgress {
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  return { total: n(progress?.total) || total, sent: n(progress?.sent), skipped: n(progress?.skipped), failed: n(progress?.failed) };
}

/** Between the first and the second automatic reminder; and how far back a first reminder reaches. */
export const SECOND_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;
export const FIRST_REMINDER_AFTER_MS = 60 * 60 * 1000;
export const FIRST_REMINDER_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** A buyer gets no second recovery email for an event within this time of one sent (its second reminder aside). */
export const SENT_RECENTLY_MS = 7 * 24 * 60 * 60 * 1000;
/** How often the schedule looks for drafts to remind. */
export const RECOVERY_SCHEDULE_EVERY_MS = 10 * 60 * 1000;

/** A recovery send as the page shows it (its progress bar polls this). */
export interface RecoveryJobView {
  id: number;
  status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
  trigger: string;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
  progress: RecoverySendProgress;
  lastError: string | null;
  /** The carts skipped or failed so far, with why. */
  skips: Array<{ draftId: number; buyerEmail: string; cityName: string; status: "skipped" | "failed"; reason: string | null }>;
}
