import type { CurrencyCode, Money } from "./money";

/** What the pricing rules need to know about a tier. */
export interface TierPricing {
  key: string;
  basePriceMinor: number;
}

/** What the pricing rules need to know about an event. */
export interface EventPricing {
  currency: CurrencyCode;
  /**
   * Multiplier applied to a tier's base price where the event sets no price of its own,
   * in basis points (13500 = 1.35, the Canadian multiplier). Results round to whole units.
   */
  priceMultiplierBp: number;
  /** Prices this event sets itself, by tier key. */
  prices: Readonly<Record<string, Money>>;
}

export class UnknownTierError extends Error {
  constructor(readonly tierKey: string) {
    super(`Unknown tier: ${tierKey}`);
  }
}

/** Price and currency of a tier at an event. */
export function priceOf(
  tierKey: string,
  event: EventPricing,
  tiers: Readonly<Record<string, TierPricing>>,
): Money {
  const own = event.prices[tierKey];
  if (own !== undefined) return { ...own };
  const tier = tiers[tierKey];
  if (!tier) throw new UnknownTierError(tierKey);
  return {
    amountMinor: applyMultiplier(tier.basePriceMinor, event.priceMultiplierBp),
    currency: event.currency,
  };
}

/** base × multiplier, rounded half up to whole currency units. */
export function applyMultiplier(baseMinor: number, multiplierBp: number): number {
  if (multiplierBp === 10000) return baseMinor;
  const units = (baseMinor * multiplierBp) / 10000 / 100;
  return Math.round(units) * 100;
}

/** A percentage off a price, rounded to whole units (the early-bird figures: C$227 → C$182). */
export function percentOff(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * (100 - percent)) / 100 / 100) * 100;
}
