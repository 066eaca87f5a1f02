import { isReservedSlug } from "./reserved-slugs";

/**
 * The rules the events editor checks before it writes: pure, so the form's schema, the operations
 * and their tests share them.
 */

/** An event's path segment: lower-case letters and digits in words joined by single hyphens. */
export const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EVENT_SLUG_MAX_LENGTH = 60;

export type SlugProblem = "format" | "reserved";

/** Why a slug cannot be an event's path, or null when it can (another event holding it is the database's to say). */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0 || slug.length > EVENT_SLUG_MAX_LENGTH || !EVENT_SLUG.test(slug)) return "format";
  if (isReservedSlug(slug)) return "reserved";
  return null;
}

const MAJOR = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** An amount typed in whole units of a currency ("168", "168.5", "168.50") in minor units; null when it is not one. */
export function majorToMinor(text: string): number | null {
  const m = MAJOR.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Minor units as the editor shows them in its fields: "168" or "168.50". */
export function minorToMajor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const rest = Math.abs(minor % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** A pool's new capacity against the seats already taken in it (null capacity is unlimited). */
export function capacityProblem(capacity: number | null, taken: number): { reason: "below_taken"; taken: number } | null {
  if (capacity !== null && capacity < taken) return { reason: "below_taken", taken };
  return null;
}

export interface RuleEdit {
  tierKey: string;
  requiresOneOf: readonly string[];
  excludes: readonly string[];
  suggestsBeforeCheckout: string | null;
  upgradeToTier: string | null;
}

export type RuleProblem = { field: "requiresOneOf" | "excludes" | "suggestsBeforeCheckout" | "upgradeToTier"; tierKey: string; why: "self" | "not_sold" };

/**
 * Rules between tiers may only name other tiers the same event sells: a rule naming a tier it does
 * not sell could never be met (requires) or would point the buyer at nothing (suggest, upgrade).
 */
export function ruleProblem(rule: RuleEdit, soldTiers: ReadonlySet<string>): RuleProblem | null {
  const named: Array<[RuleProblem["field"], readonly string[]]> = [
    ["requiresOneOf", rule.requiresOneOf],
    ["excludes", rule.excludes],
    ["suggestsBeforeCheckout", rule.suggestsBeforeCheckout ? [rule.suggestsBeforeCheckout] : []],
    ["upgradeToTier", rule.upgradeToTier ? [rule.upgradeToTier] : []],
  ];
  for (const [field, keys] of named)
    for (const key of keys) {
      if (key === rule.tierKey) return { field, tierKey: key, why: "self" };
      if (!soldTiers.has(key)) return { field, tierKey: key, why: "not_sold" };
    }
  return null;
}
