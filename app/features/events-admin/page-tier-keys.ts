import type { PageConfig } from "~/domain/page-config";

/** A tier key the page configuration names, at its field's path ('pricing.tiers.2', 'pricing.features.vip'). */
export interface NamedTierKey {
  path: string;
  tierKey: string;
}

/** The maps of the pricing section keyed by tier key. */
const BY_TIER_KEY = ["badges", "labels", "callouts", "messages", "features"] as const;

/** Every tier key the page names: its cards, its mentorship programs and the maps keyed by tier. */
export function namedTierKeys(page: PageConfig): NamedTierKey[] {
  const { pricing } = page;
  return [
    ...pricing.tiers.map((tierKey, i) => ({ path: `pricing.tiers.${i}`, tierKey })),
    ...pricing.mentorshipTiers.map((tierKey, i) => ({ path: `pricing.mentorshipTiers.${i}`, tierKey })),
    ...BY_TIER_KEY.flatMap((field) => Object.keys(pricing[field]).map((tierKey) => ({ path: `pricing.${field}.${tierKey}`, tierKey }))),
  ];
}

/** The named tier keys the event does not sell (it has no offer for them). */
export function unsoldTierKeys(page: PageConfig, sold: ReadonlySet<string>): NamedTierKey[] {
  return namedTierKeys(page).filter((named) => !sold.has(named.tierKey));
}
