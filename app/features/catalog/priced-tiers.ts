import { fewSeatsLeft } from "~/domain/seats";
import type { EventOffer, PricedTier } from "./types";

/** Whether an offer's sales window is open at `now` (no window: always). */
export function isOnSale(offer: Pick<EventOffer, "salesStartAt" | "salesEndAt">, now: Date): boolean {
  const t = now.getTime();
  return (!offer.salesStartAt || offer.salesStartAt.getTime() <= t) && (!offer.salesEndAt || t < offer.salesEndAt.getTime());
}

/** The tier cards' view of an event's offers, keyed by tier key; `labels` are the page's own card titles. */
export function pricedTiers(offers: readonly EventOffer[], now: Date, labels: Readonly<Record<string, string>> = {}): Record<string, PricedTier> {
  return Object.fromEntries(
    offers.map((o) => [
      o.tierKey,
      {
        key: o.tierKey,
        label: labels[o.tierKey] ?? o.label,
        family: o.family,
        billing: o.billing,
        isVirtual: o.isVirtual,
        description: o.description,
        note: o.note,
        price: o.price,
        soldOut: o.soldOut,
        seatsLeft: fewSeatsLeft(o),
        sale: { inCart: o.inCart, onSale: isOnSale(o, now), maxPerOrder: o.maxPerOrder, compareAt: o.compareAt, rule: o.rule },
      } satisfies PricedTier,
    ]),
  );
}
