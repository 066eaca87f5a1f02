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

/**
 * @deprecated The family is data: read `family` from the tier or offer. Kept only for the chat's
 * price summary (app/features/chat/answers/prices.ts), which has no family on its offers yet.
 */
export function isCoreTier(key: string): boolean {
  return /(^|_)core(_|$)/.test(key);
}

/** @deprecated As isCoreTier: read `family` instead. */
export function isProTier(key: string): boolean {
  return /(^|_)pro(_track)?$/.test(key) || /(^|_)protrack_vip$/.test(key);
}
