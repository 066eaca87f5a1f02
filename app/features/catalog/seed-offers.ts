import { toMinor, type Money } from "~/domain/money";
import { priceOf } from "~/domain/pricing";
import { AUDITION_TIER } from "~/domain/tiers";
import { sellsTiers, type ParsedCatalogSeed } from "./seed-types";
import type { EventOffer } from "./types";

type SeedEvent = ParsedCatalogSeed["events"][number];

/** One offer of a seeded event as the seed writes it: its pool by key, amounts in minor units. */
export interface SeedOffer extends Omit<EventOffer, "poolId" | "soldOut" | "remaining"> {
  poolKey: string | null;
  soldOut: boolean;
}

/**
 * What a seeded event sells, priced as the catalog file says: the event's own price, else the tier's
 * base price × the event's multiplier, rounded to whole units. Pure, so tests can build pages from the seed.
 */
export function seedOffers(seed: ParsedCatalogSeed, e: SeedEvent): SeedOffer[] {
  const tierTable = Object.fromEntries(seed.tiers.map((t) => [t.key, t]));
  const basePrices = Object.fromEntries(seed.tiers.map((t) => [t.key, { key: t.key, basePriceMinor: toMinor(t.basePrice) }]));
  const prices: Record<string, Money> = Object.fromEntries(
    Object.entries(e.prices).map(([k, v]) => [k, { amountMinor: toMinor(v), currency: e.currency }]),
  );
  const pricing = { currency: e.currency, priceMultiplierBp: Math.round(e.priceMultiplier * 10000), prices };
  return sellsTiers(e).flatMap((tierKey) => {
    const t = tierTable[tierKey];
    if (!t) return [];
    const o = e.offers[tierKey];
    const seats = e.seats[tierKey];
    const money = (units: number | undefined): Money | null => (units === undefined ? null : { amountMinor: toMinor(units), currency: e.currency });
    return [
      {
        tierKey,
        label: t.label,
        family: t.family,
        billing: t.billing,
        isVirtual: t.isVirtual,
        description: t.description ?? null,
        note: t.note ?? null,
        price: priceOf(tierKey, pricing, basePrices),
        compareAt: money(o?.compareAt),
        inCart: tierKey !== AUDITION_TIER,
        salesStartAt: o?.salesStartAt ? new Date(o.salesStartAt) : null,
        salesEndAt: o?.salesEndAt ? new Date(o.salesEndAt) : null,
        maxPerOrder: o?.maxPerOrder ?? 10,
        poolKey: o?.pool ?? (seats?.capacity ? tierKey : null),
        soldOut: seats?.soldOut ?? false,
        rule: {
          tierKey,
          requiresOneOf: o?.requiresOneOf ?? [],
          excludes: o?.excludes ?? [],
          suggestsBeforeCheckout: o?.suggestsBeforeCheckout ?? null,
          upgrade: o?.upgrade ? { tierKey: o.upgrade.to, priceMinor: toMinor(o.upgrade.price) } : null,
        },
      },
    ];
  });
}

/** The offers of a seeded event as `loadEventOffers` would read them from a fresh database (every seat free). */
export function seededEventOffers(seed: ParsedCatalogSeed, e: SeedEvent): EventOffer[] {
  return seedOffers(seed, e).map(({ poolKey, ...o }) => ({
    ...o,
    poolId: poolKey ? 1 : null,
    remaining: poolKey ? (e.pools[poolKey] ?? e.seats[poolKey]?.capacity ?? null) : null,
  }));
}
