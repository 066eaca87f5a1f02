import { subscriptionCopy } from "~/content/subscriptions";
import type { SubscriptionPlan } from "~/domain/subscription-schedule";

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
const monthFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });

/** Period boundaries are UTC midnights: shown as that calendar day ("December 1, 2025"). */
export function formatDay(instant: Date): string {
  return dayFormat.format(instant);
}

export function formatMonth(instant: Date): string {
  return monthFormat.format(instant);
}

/** The plan as the spec words it: "First payment covers December 2025, recurring from January 1, 2026, 3-month minimum". */
export function scheduleSentence(plan: SubscriptionPlan): string {
  return subscriptionCopy.schedule({
    firstPeriodMonth: formatMonth(plan.firstPeriod.start),
    firstPeriodCoversMonth: plan.firstPeriod.start.getUTCDate() === 1,
    firstPeriodStart: formatDay(plan.firstPeriod.start),
    recurringFrom: formatDay(plan.recurringFrom),
    minimumTermMonths: plan.minimumTermMonths,
  });
}
