import type { Db } from "~/db/client.server";
import { loadMentorshipCohort } from "./load-mentorship-cohort.server";
import { priceProgramTiers } from "./price-program-tiers.server";
import { BASE_CURRENCY, MENTORSHIP_TIER_KEYS } from "./program-tiers";
import type { MentorshipBetaPageData } from "./types";

/**
 * The Elite Mentorship beta page: the mentorship tiers at their base prices from the tiers table
 * (no event, so no multiplier and no city override), through the same pricing rules as every page.
 */
export async function getMentorshipBetaPage(options: { db: Db; now: Date }): Promise<MentorshipBetaPageData> {
  const [tiers, cohort] = await Promise.all([
    priceProgramTiers({
      db: options.db,
      keys: MENTORSHIP_TIER_KEYS,
      pricing: { currency: BASE_CURRENCY, priceMultiplierBp: 10000, prices: {} },
    }),
    loadMentorshipCohort({ db: options.db, now: options.now }),
  ]);
  return { currency: BASE_CURRENCY, tiers, cohort };
}
