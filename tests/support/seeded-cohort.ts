import { catalog } from "../../seed/catalog";
import { describeMentorshipCohort, pickCohortTerms, type MentorshipCohort } from "~/domain/mentorship-cohort";
import { catalogSeedSchema } from "~/features/catalog/seed-types";

/** The seeded mentorship cohort in words, as a page rendered at `now` (default: before it starts) words it. */
export function seededCohort(now = new Date("2025-09-01T19:00:00Z")): MentorshipCohort {
  const { tiers } = catalogSeedSchema.parse(catalog);
  const rows = tiers.map((t) => ({ key: t.key, billing: t.billing, subscriptionStartsOn: t.subscriptionStartsOn ?? null, minimumTermMonths: t.minimumTermMonths }));
  return describeMentorshipCohort(pickCohortTerms(rows, ["mentorship_building", "mentorship_growth", "mentorship_elite"]), now);
}
