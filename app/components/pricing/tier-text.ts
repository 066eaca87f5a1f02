import { formatMoney } from "~/domain/money";
import type { PricedTier } from "~/domain/priced-tier";

/** The anchor id of a tier's card (`tier-{key}`): the hero, the cart and the schedule scroll to it. */
export function tierAnchor(tierKey: string): string {
  return `tier-${tierKey}`;
}

/** The tier's price as shown on its card: '$168', '£133', 'C$227'; a free tier shows `freeLabel`. */
export function displayPrice(tier: PricedTier, freeLabel: string): string {
  return tier.price.amountMinor === 0 ? freeLabel : formatMoney(tier.price);
}

/** The tier's note with '{price}' replaced by its formatted price; null when the tier has no note. */
export function tierNote(tier: PricedTier): string | null {
  if (!tier.note) return null;
  return tier.note.replaceAll("{price}", formatMoney(tier.price));
}

/**
 * A card's callout with its amounts filled from the tier's offer: {price}, {compareAt} and {saving}
 * (compareAt − price). A placeholder the offer cannot fill leaves the callout out rather than show a gap.
 */
export function tierCallout(template: string | undefined, tier: PricedTier): string | null {
  if (!template) return null;
  const compareAt = tier.sale?.compareAt ?? null;
  const values: Record<string, string | null> = {
    price: formatMoney(tier.price),
    compareAt: compareAt ? formatMoney(compareAt) : null,
    saving: compareAt ? formatMoney({ amountMinor: compareAt.amountMinor - tier.price.amountMinor, currency: tier.price.currency }) : null,
  };
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) missing = true;
    return value ?? whole;
  });
  return missing ? null : text;
}
