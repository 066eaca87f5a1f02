import type { events, offers, seatPools, venues } from "~/db/schema";

/**
 * What the audit log keeps of an event, an offer and a pool before and after a change: the fields
 * the editor writes, with instants as ISO strings so the two sides compare as text.
 */
export function snapshotEvent(e: typeof events.$inferSelect) {
  return {
    cityName: e.cityName,
    slug: e.slug,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    venueId: e.venueId,
    currency: e.currency,
    listedOnTour: e.listedOnTour,
    hasPage: e.hasPage,
  };
}

export function snapshotVenue(v: typeof venues.$inferSelect) {
  return { id: v.id, key: v.key, name: v.name, address: v.address, notes: v.notes };
}

export function snapshotOffer(o: typeof offers.$inferSelect) {
  return {
    tierKey: o.tierKey,
    priceMinor: o.priceMinor,
    compareAtMinor: o.compareAtMinor,
    currency: o.currency,
    salesStartAt: o.salesStartAt?.toISOString() ?? null,
    salesEndAt: o.salesEndAt?.toISOString() ?? null,
    maxPerOrder: o.maxPerOrder,
    poolId: o.poolId,
    inCart: o.inCart,
    soldOut: o.soldOut,
    requiresOneOf: [...o.requiresOneOf],
    excludes: [...o.excludes],
    suggestsBeforeCheckout: o.suggestsBeforeCheckout,
    upgradeToTier: o.upgradeToTier,
    upgradePriceMinor: o.upgradePriceMinor,
  };
}

export function snapshotPool(p: typeof seatPools.$inferSelect) {
  return { id: p.id, key: p.key, capacity: p.capacity };
}

export const sameSnapshot = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
