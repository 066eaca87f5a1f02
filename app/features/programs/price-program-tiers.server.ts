import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";
import { priceOf, type EventPricing } from "~/domain/pricing";
import type { SeatAvailability } from "~/domain/seats";
import type { PricedTier } from "~/features/catalog/types";

/**
 * The catalog tiers with the given keys, in that order, each priced by the pricing rules for `pricing`
 * (an event's own price, else base price × multiplier). Keys missing from the catalog are left out.
 */
export async function priceProgramTiers(options: {
  db: Db;
  keys: readonly string[];
  pricing: EventPricing;
  /** Card titles that differ from the tier's label (an event's page config labels). */
  labels?: Readonly<Record<string, string>>;
  /** Seat availability of limited tiers; tiers missing from it are not limited. */
  availability?: Readonly<Record<string, SeatAvailability>>;
}): Promise<PricedTier[]> {
  const { db, keys, pricing, labels = {}, availability = {} } = options;
  if (keys.length === 0) return [];
  const rows = await db.select().from(tiers).where(inArray(tiers.key, [...keys]));
  const table = Object.fromEntries(rows.map((t) => [t.key, t]));
  return [...new Set(keys)].flatMap((key) => {
    const t = table[key];
    if (!t) return [];
    return [
      {
        key: t.key,
        label: labels[t.key] ?? t.label,
        family: t.family,
        billing: t.billing,
        isVirtual: t.isVirtual,
        description: t.description,
        note: t.note,
        price: priceOf(t.key, pricing, table),
        soldOut: availability[t.key]?.soldOut ?? false,
      },
    ];
  });
}
