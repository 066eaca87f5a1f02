/** The free audition tier: a seat, not a ticket, and the one the audition registration fills. */
export const AUDITION_TIER = "audition_only";

/**
 * What kind of ticket a tier is. It is catalog data, stored on the tier (`tiers.family`, the seed's
 * `family`), so a new tier key never has to follow a naming pattern to be treated as its kind.
 * core: a Core Experience day; pro: the Pro Track and its upgrades; weekend: a weekend pass or its
 * balance; class: a single class; audition: the free audition; mentorship: mentorship programs and
 * one-on-one sessions; acting: the Acting for Dancers program; other: none of these.
 */
export const TIER_FAMILIES = ["core", "pro", "weekend", "class", "audition", "mentorship", "acting", "other"] as const;
export type TierFamily = (typeof TIER_FAMILIES)[number];

/** Where 'Save My Spot' goes: the first core tier shown, else the first pro tier, else the pricing section. */
export function heroCtaTargets(
  shownTiers: ReadonlyArray<{ key: string; family: TierFamily }>,
  tierAnchor: (key: string) => string,
  pricingAnchor: string,
): string[] {
  const core = shownTiers.find((t) => t.family === "core");
  const pro = shownTiers.find((t) => t.family === "pro");
  return [...(core ? [tierAnchor(core.key)] : []), ...(pro ? [tierAnchor(pro.key)] : []), pricingAnchor];
}
