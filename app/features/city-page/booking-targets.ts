import { heroCtaTargets } from "~/domain/tiers";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { anchors } from "./types";

/** Where the hero's 'Save My Spot' and the bookings section's button go, by the shown tiers' families. */
export function bookingTargets(event: CatalogEvent, tiers: Readonly<Record<string, PricedTier>>): string[] {
  const shown = event.page.pricing.tiers.flatMap((key) => {
    const tier = tiers[key];
    return tier ? [tier] : [];
  });
  return heroCtaTargets(shown, anchors.tier, anchors.pricing);
}
