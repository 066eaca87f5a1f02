import { addMonths, planSubscription, type SubscriptionTerms } from "./subscription-schedule";

/** A tier's subscription columns, as the pages that describe a cohort read them. */
export interface CohortTier {
  key: string;
  billing: "one_time" | "monthly";
  subscriptionStartsOn: string | null;
  minimumTermMonths: number;
}

/**
 * The terms a page describes: the first of `keys` that is a monthly tier with a cohort start, else the
 * first monthly one of them, else none (a page then says a subscription starts on purchase).
 */
export function pickCohortTerms(tiers: readonly CohortTier[], keys: readonly string[]): SubscriptionTerms | null {
  const byKey = new Map(tiers.map((t) => [t.key, t]));
  const monthly = keys.flatMap((key) => {
    const t = byKey.get(key);
    return t && t.billing === "monthly" ? [t] : [];
  });
  const tier = monthly.find((t) => t.subscriptionStartsOn !== null) ?? monthly[0];
  return tier ? { startsOn: tier.subscriptionStartsOn, minimumTermMonths: tier.minimumTermMonths } : null;
}

/**
 * A cohort's dates in words, for the copy that describes it (city page terms, program page, FAQ,
 * terms, the assistant). Plain strings, so a loader can hand them to the page.
 */
export interface MentorshipCohort {
  /** The cohort's start has passed (or there is none): a subscription starts on its purchase day. */
  startsOnPurchase: boolean;
  /** 'December 1, 2025' (empty when it starts on purchase). */
  start: string;
  /** What the first payment covers: 'December 2025', or 'the month from December 15, 2025'. */
  firstPeriod: string;
  /** The first renewal: 'January 1, 2026'. */
  recurringFrom: string;
  /** The renewals' day of the month: 'first', '15th'. */
  billingDay: string;
  minimumTermMonths: number;
  /** The minimum term's months: 'December, January and February'. */
  minimumMonths: string;
  /** The same with their years: 'December 2025, January 2026 and February 2026'. */
  minimumMonthsWithYears: string;
  /** The minimum term's last month: 'February 2026'. */
  minimumLastMonth: string;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
const monthYearFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const monthFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long" });

/** The cohort `terms` describe, as a page rendered at `now` words it (the schedule a purchase now would get). */
export function describeMentorshipCohort(terms: SubscriptionTerms | null, now: Date): MentorshipCohort {
  const plan = planSubscription(terms ?? { startsOn: null, minimumTermMonths: 0 }, now);
  const startsOnPurchase = plan.startsAt.getTime() <= now.getTime();
  const start = plan.startsAt;
  const months = Array.from({ length: plan.minimumTermMonths }, (_, i) => addMonths(start, i));
  const last = months[months.length - 1];
  return {
    startsOnPurchase,
    start: startsOnPurchase ? "" : dayFormat.format(start),
    firstPeriod: start.getUTCDate() === 1 ? monthYearFormat.format(start) : `the month from ${dayFormat.format(start)}`,
    recurringFrom: dayFormat.format(plan.recurringFrom),
    billingDay: ordinalDay(start.getUTCDate()),
    minimumTermMonths: plan.minimumTermMonths,
    minimumMonths: joinAnd(months.map((m) => monthFormat.format(m))),
    minimumMonthsWithYears: joinAnd(months.map((m) => monthYearFormat.format(m))),
    minimumLastMonth: last ? monthYearFormat.format(last) : "",
  };
}

function ordinalDay(day: number): string {
  if (day === 1) return "first";
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
  return `${day}${suffix}`;
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
