import { describe, expect, it } from "vitest";
import { addMonths, cancelTakesEffectAt, nextCharge, nextRetryAt, periodAfter, planSubscription, renewalStep } from "./subscription-schedule";

const d = (iso: string) => new Date(iso);
const MENTORSHIP = { startsOn: "2025-12-01", minimumTermMonths: 3 };

describe("the mentorship schedule: 'First payment covers December 2025, recurring from January 1, 2026, 3-month minimum'", () => {
  const plan = planSubscription(MENTORSHIP, d("2025-11-20T15:30:00Z"));

  it("first payment covers December 2025", () => {
    expect(plan.firstPeriod).toEqual({ start: d("2025-12-01T00:00:00Z"), end: d("2026-01-01T00:00:00Z") });
    expect(plan.startsAt).toEqual(d("2025-12-01T00:00:00Z"));
  });

  it("recurring from January 1, 2026, then monthly", () => {
    expect(plan.recurringFrom).toEqual(d("2026-01-01T00:00:00Z"));
    expect(periodAfter(plan.startsAt, plan.recurringFrom)).toEqual({ start: d("2026-01-01T00:00:00Z"), end: d("2026-02-01T00:00:00Z") });
  });

  it("3-month minimum: a cancel in December takes effect on March 1, 2026 (Dec, Jan, Feb paid)", () => {
    expect(plan.minimumTermEndsAt).toEqual(d("2026-03-01T00:00:00Z"));
    expect(cancelTakesEffectAt({ currentPeriodEnd: plan.firstPeriod.end, minimumTermEndsAt: plan.minimumTermEndsAt })).toEqual(d("2026-03-01T00:00:00Z"));
  });

  it("after the minimum, a cancel takes effect at the end of the paid period", () => {
    expect(cancelTakesEffectAt({ currentPeriodEnd: d("2026-05-01T00:00:00Z"), minimumTermEndsAt: plan.minimumTermEndsAt })).toEqual(d("2026-05-01T00:00:00Z"));
  });

  it("once the start has passed, a new subscription starts on purchase", () => {
    const late = planSubscription(MENTORSHIP, d("2026-02-15T10:00:00Z"));
    expect(late.startsAt).toEqual(d("2026-02-15T00:00:00Z"));
    expect(late.firstPeriod.end).toEqual(d("2026-03-15T00:00:00Z"));
    expect(late.minimumTermEndsAt).toEqual(d("2026-05-15T00:00:00Z"));
  });

  it("unlimited (no start, no minimum) starts on purchase and can end after its first month", () => {
    const unlimited = planSubscription({ startsOn: null, minimumTermMonths: 0 }, d("2025-11-26T12:00:00Z"));
    expect(unlimited.startsAt).toEqual(d("2025-11-26T00:00:00Z"));
    expect(cancelTakesEffectAt({ currentPeriodEnd: unlimited.firstPeriod.end, minimumTermEndsAt: unlimited.minimumTermEndsAt })).toEqual(d("2025-12-26T00:00:00Z"));
  });
});

describe("months", () => {
  it("clamps to the month's last day without drifting", () => {
    const start = d("2026-01-31T00:00:00Z");
    expect(addMonths(start, 1)).toEqual(d("2026-02-28T00:00:00Z"));
    expect(addMonths(start, 2)).toEqual(d("2026-03-31T00:00:00Z"));
    expect(periodAfter(start, d("2026-02-28T00:00:00Z"))).toEqual({ start: d("2026-02-28T00:00:00Z"), end: d("2026-03-31T00:00:00Z") });
  });
});

describe("renewals", () => {
  const base = { status: "active" as const, startsAt: d("2025-12-01T00:00:00Z"), currentPeriodEnd: d("2026-01-01T00:00:00Z"), endsAt: null, nextAttemptAt: null };

  it("charges January on January 1, not before", () => {
    expect(renewalStep(base, d("2025-12-31T23:59:59Z"))).toEqual({ kind: "none" });
    expect(renewalStep(base, d("2026-01-01T00:00:00Z"))).toEqual({ kind: "charge", period: { start: d("2026-01-01T00:00:00Z"), end: d("2026-02-01T00:00:00Z") } });
    expect(nextCharge(base)).toEqual(d("2026-01-01T00:00:00Z"));
  });

  it("ends instead of charging once the cancel's date is reached", () => {
    const cancelled = { ...base, currentPeriodEnd: d("2026-03-01T00:00:00Z"), endsAt: d("2026-03-01T00:00:00Z") };
    expect(renewalStep(cancelled, d("2026-03-01T00:00:00Z"))).toEqual({ kind: "end" });
    expect(nextCharge(cancelled)).toBeNull();
  });

  it("retries a failed renewal 1, 3 and 5 days after it was due, then gives up", () => {
    const due = d("2026-01-01T00:00:00Z");
    expect(nextRetryAt(due, 1)).toEqual(d("2026-01-02T00:00:00Z"));
    expect(nextRetryAt(due, 2)).toEqual(d("2026-01-04T00:00:00Z"));
    expect(nextRetryAt(due, 3)).toEqual(d("2026-01-06T00:00:00Z"));
    expect(nextRetryAt(due, 4)).toBeNull();
    const pastDue = { ...base, status: "past_due" as const, nextAttemptAt: d("2026-01-02T00:00:00Z") };
    expect(renewalStep(pastDue, d("2026-01-01T12:00:00Z"))).toEqual({ kind: "none" });
    expect(renewalStep(pastDue, d("2026-01-02T00:00:00Z")).kind).toBe("charge");
  });
});
