import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";
import { describeMentorshipCohort, pickCohortTerms, type MentorshipCohort } from "~/domain/mentorship-cohort";
import { MENTORSHIP_TIER_KEYS } from "./program-tiers";

/**
 * The mentorship cohort in words, from its tiers' data (start date, minimum term): the first of
 * `tierKeys` that is a monthly tier with a start (a city page passes its own mentorship tiers first),
 * else the levels the Elite Mentorship beta page sells (the current offer).
 */
export async function loadMentorshipCohort(options: { db: Db; now: Date; tierKeys?: readonly string[] }): Promise<MentorshipCohort> {
  const keys = [...new Set([...(options.tierKeys ?? []), ...MENTORSHIP_TIER_KEYS])];
  const rows = await options.db
    .select({ key: tiers.key, billing: tiers.billing, subscriptionStartsOn: tiers.subscriptionStartsOn, minimumTermMonths: tiers.minimumTermMonths })
    .from(tiers)
    .where(inArray(tiers.key, keys));
  return describeMentorshipCohort(pickCohortTerms(rows, keys), options.now);
}
