import { z } from "zod";

/** The job kinds of this feature, as the job runner knows them. */
export const EVENT_CANCELLATION_JOB = "event-cancellation";
export const DATE_CHANGE_EMAILS_JOB = "date-change-emails";
/** Recurring: unanswered tickets past their 48 hours become credits (decision 0042). */
export const DATE_CHANGE_DEADLINES_JOB = "date-change-deadlines";
/** How often the deadlines job looks: a ticket becomes a credit within this long after its deadline. */
export const DATE_CHANGE_DEADLINES_EVERY_MS = 10 * 60_000;

export const cancellationPayloadSchema = z.object({ cancellationId: z.number().int().positive() });
export const dateChangePayloadSchema = z.object({ dateChangeId: z.number().int().positive() });

/** A failed refund is asked for again this many times (each a new request to the provider) before the order is flagged. */
export const REFUND_TRIES = 3;
/**
 * A checkout already at the provider when the event was cancelled can still be paid until its session
 * ends (a Stripe Checkout Session lasts at most 24 hours): the job runs once more after that and
 * refunds any order paid since.
 */
export const LATE_PAYMENT_SWEEP_MS = 25 * 60 * 60 * 1000;
/** Job attempts: enough for every order's tries with the runner's backoff in between, and a crash or two. */
export const CANCELLATION_JOB_ATTEMPTS = 8;

/** Where each order's refund stands (`event_cancellation_refunds.status`). */
export const REFUND_STATUSES = ["pending", "refunded", "awaiting_provider", "attention", "skipped"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the cancellation job reports while it runs and leaves as its result: the page polls it. */
export interface CancellationProgress {
  emails: { total: number; queued: number };
  refunds: Record<RefundStatus, number> & { total: number };
}

export function emptyCancellationProgress(): CancellationProgress {
  return { emails: { total: 0, queued: 0 }, refunds: { total: 0, pending: 0, refunded: 0, awaiting_provider: 0, attention: 0, skipped: 0 } };
}

export interface DateChangeEmailProgress {
  total: number;
  queued: number;
}
