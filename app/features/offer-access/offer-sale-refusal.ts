import { isOnSale } from "~/features/catalog/priced-tiers";
import type { CatalogEvent, EventOffer } from "~/features/catalog/types";

/** Why an event's offer is not for sale now, in a checkout other than the cart's (a subscription). */
export type OfferSaleRefusal = "event_closed" | "not_sold_here" | "not_on_sale";

/**
 * The cart's checks of one offer, for a checkout of its own: the event neither cancelled nor over,
 * the offer sold by checkout (`inCart`: not a seat a form takes), inside its sales window, not marked
 * sold out, a seat left in its pool, and a price.
 */
export function offerSaleRefusal(event: Pick<CatalogEvent, "isCancelled" | "hasEnded">, offer: EventOffer, now: Date): OfferSaleRefusal | null {
  if (event.isCancelled || event.hasEnded) return "event_closed";
  if (!offer.inCart) return "not_sold_here";
  if (!isOnSale(offer, now) || offer.soldOut || (offer.remaining !== null && offer.remaining < 1) || offer.price.amountMinor <= 0) return "not_on_sale";
  return null;
}
