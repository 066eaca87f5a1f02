/** The free audition tier: a seat, not a ticket, and the one the audition registration fills. */
export const AUDITION_TIER = "audition_only";

/** Tier families, judged from the tier key (keys are catalog data: core, boston_core, core_day1...). */
export function isCoreTier(key: string): boolean {
  return /(^|_)core(_|$)/.test(key);
}

export function isProTier(key: string): boolean {
  return /(^|_)pro(_track)?$/.test(key) || /(^|_)protrack_vip$/.test(key);
}

/** Where 'Save My Spot' goes: the core tier, else the pro tier, else the pricing section. */
export function heroCtaTargets(shownTiers: readonly string[], tierAnchor: (key: string) => string, pricingAnchor: string): string[] {
  const core = shownTiers.find(isCoreTier);
  const pro = shownTiers.find(isProTier);
  return [...(core ? [tierAnchor(core)] : []), ...(pro ? [tierAnchor(pro)] : []), pricingAnchor];
}
