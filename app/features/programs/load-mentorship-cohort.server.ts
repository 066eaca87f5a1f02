import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";
import { describeMentorshipCohort, pickCohortTerms, type MentorshipCohort } from "~/domain/mentorship-cohort";
import { MENTORSHIP_TIER_KEYS } from "./program-tiers";

/**
 * The mentorship cohort in words, from its tiers' data (start date, minimum term): the first of
 * `tierKeys` that is a monthly tier with a start, else its first monthly tier (a city page passes its
 * own mentorship tiers); with none of those, the levels the Elite Mentorship beta page sells (the
 * current offer).
 */
export async function loadMentorshipCohort(options: { db: Db; now: Date; tierKeys?: readonly string[] }): Promise<MentorshipCohort> {
  return (await loadMentorshipCohorts(options)).cohort;
}

/**
 * The same, plus each of `tierKeys`' monthly tiers described from its own data, for the words beside
 * that tier (its details dialog, its auto-renew notice). A page whose own monthly tiers all start on
 * purchase says so: the beta page's levels stand in only for a page with no monthly tier of its own.
 */
export async function loadMentorshipCohorts(options: {
  db: Db;
  now: Date;
  tierKeys?: readonly string[];
}): Promise<{ cohort: MentorshipCohort; tierCohorts: Record<string, MentorshipCohort> }> {
  const own = options.tierKeys ?? [];
  const keys = [...new Set([...own, ...MENTORSHIP_TIER_KEYS])];
  const rows = await options.db
    .select({ key: tiers.key, billing: tiers.billing, subscriptionStartsOn: tiers.subscriptionStartsOn, minimumTermMonths: tiers.minimumTermMonths })
    .from(tiers)
    .where(inArray(tiers.key, keys));
  const pageTerms = pickCohortTerms(rows, own) ?? pickCohortTerms(rows, MENTORSHIP_TIER_KEYS);
  const tierCohorts: Record<string, MentorshipCohort> = {};
  for (const key of own) {
    const terms = pickCohortTerms(rows, [key]);
    if (terms) tierCohorts[key] = describeMentorshipCohort(terms, options.now);
  }
  return { cohort: describeMentorshipCohort(pageTerms, options.now), tierCohorts };
}
