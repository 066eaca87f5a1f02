import { formatMoney } from "~/domain/money";
import type { PricedTier } from "~/features/catalog/types";

/** The tier's price as shown on its card: '$168', '£133', 'C$227'; a free tier shows `freeLabel`. */
export function displayPrice(tier: PricedTier, freeLabel: string): string {
  return tier.price.amountMinor === 0 ? freeLabel : formatMoney(tier.price);
}

/** The tier's note with '{price}' replaced by its formatted price; null when the tier has no note. */
export function tierNote(tier: PricedTier): string | null {
  if (!tier.note) return null;
  return tier.note.replaceAll("{price}", formatMoney(tier.price));
}
