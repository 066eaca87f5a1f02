/**
 * The monthly subscription schedule, pure: periods run month by month from the start day (UTC
 * midnights, so the business clock set to 2026-01-01 is the January renewal), a start date on the
 * offer that has passed means "starts on purchase", and a cancel takes effect at the end of a paid
 * period, never before the minimum term ends.
 */

const DAY_MS = 86_400_000;

/** What the offer (tier) says about its subscription. */
export interface SubscriptionTerms {
  /** YYYY-MM-DD, the cohort's first period; null: starts on purchase. */
  startsOn: string | null;
  minimumTermMonths: number;
}

export interface Period {
  start: Date;
  end: Date;
}

export interface SubscriptionPlan {
  startsAt: Date;
  minimumTermEndsAt: Date;
  /** What the first payment (at purchase) covers. */
  firstPeriod: Period;
  /** The first renewal charge: the end of the first period. */
  recurringFrom: Date;
  minimumTermMonths: number;
}

/** Days after a failed renewal's due date on which it is tried again; after the last, the subscription is cancelled. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

export function utcMidnight(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

/** `anchor` plus `months`, the day clamped to the month's last (January 31 + 1 month = February 28). */
export function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()));
}

/** Period `index` (0 = the first) of a subscription that started at `startsAt`, always counted from the start so short months never drift it. */
export function periodAt(startsAt: Date, index: number): Period {
  return { start: addMonths(startsAt, index), end: addMonths(startsAt, index + 1) };
}

/** The period that begins when `previousEnd` ends. */
export function periodAfter(startsAt: Date, previousEnd: Date): Period {
  const months = (previousEnd.getUTCFullYear() - startsAt.getUTCFullYear()) * 12 + (previousEnd.getUTCMonth() - startsAt.getUTCMonth());
  // A clamped end (Feb 28 from a 31st) still counts as that month's boundary.
  const index = addMonths(startsAt, months).getTime() <= previousEnd.getTime() ? months : months - 1;
  return periodAt(startsAt, index);
}

/** The schedule of a subscription bought at `purchasedAt`: the offer's start while it is ahead, else the purchase day. */
export function planSubscription(terms: SubscriptionTerms, purchasedAt: Date): SubscriptionPlan {
  const purchaseDay = utcMidnight(purchasedAt);
  const cohortStart = terms.startsOn ? new Date(`${terms.startsOn}T00:00:00.000Z`) : null;
  const startsAt = cohortStart && cohortStart.getTime() > purchaseDay.getTime() ? cohortStart : purchaseDay;
  const firstPeriod = periodAt(startsAt, 0);
  return {
    startsAt,
    minimumTermEndsAt: addMonths(startsAt, Math.max(0, terms.minimumTermMonths)),
    firstPeriod,
    recurringFrom: firstPeriod.end,
    minimumTermMonths: Math.max(0, terms.minimumTermMonths),
  };
}

/** The plan a stored subscription was started on (its first period is the one it holds before any renewal). */
export function storedPlan(subscription: { startsAt: Date; minimumTermEndsAt: Date; currentPeriodStart: Date; currentPeriodEnd: Date }): SubscriptionPlan {
  const { startsAt, minimumTermEndsAt } = subscription;
  const minimumTermMonths = Math.max(0, (minimumTermEndsAt.getUTCFullYear() - startsAt.getUTCFullYear()) * 12 + (minimumTermEndsAt.getUTCMonth() - startsAt.getUTCMonth()));
  const firstPeriod = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
  return { startsAt, minimumTermEndsAt, firstPeriod, recurringFrom: firstPeriod.end, minimumTermMonths };
}

/** The last day a period covers (its end is the next period's first instant). */
export function lastDayOf(period: Period): Date {
  return new Date(period.end.getTime() - 24 * 60 * 60 * 1000);
}

/** When a cancel asked for now takes effect: the end of the paid period, or the end of the minimum term if later. */
export function cancelTakesEffectAt(subscription: { currentPeriodEnd: Date; minimumTermEndsAt: Date }): Date {
  const { currentPeriodEnd, minimumTermEndsAt } = subscription;
  return currentPeriodEnd.getTime() >= minimumTermEndsAt.getTime() ? currentPeriodEnd : minimumTermEndsAt;
}

export type RenewalStep =
  | { kind: "none" }
  /** Charge the next period (a first try, or a retry that is due). */
  | { kind: "charge"; period: Period }
  /** The subscription reached the end a cancel set: it ends without a charge. */
  | { kind: "end" };

export interface RenewalState {
  status: "incomplete" | "active" | "past_due" | "cancelled" | "ended";
  startsAt: Date;
  currentPeriodEnd: Date;
  endsAt: Date | null;
  nextAttemptAt: Date | null;
}

/** What the renewal job does with a subscription at `now`. */
export function renewalStep(s: RenewalState, now: Date): RenewalStep {
  if (s.status !== "active" && s.status !== "past_due") return { kind: "none" };
  if (now.getTime() < s.currentPeriodEnd.getTime()) return { kind: "none" };
  if (s.endsAt && s.endsAt.getTime() <= s.currentPeriodEnd.getTime()) return { kind: "end" };
  if (s.status === "past_due" && s.nextAttemptAt && now.getTime() < s.nextAttemptAt.getTime()) return { kind: "none" };
  return { kind: "charge", period: periodAfter(s.startsAt, s.currentPeriodEnd) };
}

/** After `failedAttempts` failures of the renewal due at `dueAt`: when to try again, or null to give up (cancel). */
export function nextRetryAt(dueAt: Date, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY_MS);
}

/** The next charge a live subscription expects: the end of its paid period (or its retry), none once a cancel ends it there. */
export function nextCharge(s: RenewalState): Date | null {
  if (s.status !== "active" && s.status !== "past_due") return null;
  if (s.endsAt && s.endsAt.getTime() <= s.currentPeriodEnd.getTime()) return null;
  return s.status === "past_due" && s.nextAttemptAt ? s.nextAttemptAt : s.currentPeriodEnd;
}
