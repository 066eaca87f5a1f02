import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventPrices, events, eventTierSeats, opportunities, tiers, venues } from "~/db/schema";
import { toMinor } from "~/domain/money";
import { catalogSeedSchema, type CatalogSeed } from "./seed-types";

export interface SeedCatalogResult {
  seeded: boolean;
  events: number;
}

/** Arbitrary constant: serialises concurrent seeders on one database. */
const SEED_LOCK = 7_301_944;

/**
 * Fill an empty catalog from the seed. A catalog that has any event is left exactly as it is,
 * so the team's changes are never overwritten.
 */
export async function seedCatalog(options: { db: Db; catalog: CatalogSeed }): Promise<SeedCatalogResult> {
  const catalog = catalogSeedSchema.parse(options.catalog);
  return options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(events);
    if ((existing?.n ?? 0) > 0) return { seeded: false, events: existing?.n ?? 0 };

    await tx
      .insert(tiers)
      .values(
        catalog.tiers.map((t, i) => ({
          key: t.key,
          label: t.label,
          basePriceMinor: toMinor(t.basePrice),
          billing: t.billing,
          isVirtual: t.isVirtual,
          description: t.description ?? null,
          note: t.note ?? null,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    const venueIds = new Map<string, number>();
    for (const v of catalog.venues) {
      const [row] = await tx
        .insert(venues)
        .values({ key: v.key, name: v.name, address: v.address ?? null, notes: v.notes ?? null })
        .onConflictDoUpdate({ target: venues.key, set: { key: v.key } })
        .returning({ id: venues.id });
      if (row) venueIds.set(v.key, row.id);
    }

    for (const e of catalog.events) {
      const [row] = await tx
        .insert(events)
        .values({
          slug: e.slug,
          kind: e.kind,
          cityName: e.cityName,
          dateText: e.dateText,
          startsOn: e.startsOn,
          endsOn: e.endsOn,
          timeZone: e.timeZone,
          venueId: e.venue ? (venueIds.get(e.venue) ?? null) : null,
          currency: e.currency,
          priceMultiplierBp: Math.round(e.priceMultiplier * 10000),
          capacity: e.capacity,
          hasPage: e.hasPage,
          listedOnTour: e.listedOnTour,
          isCancelled: e.isCancelled,
          isMasterclass: e.isMasterclass,
          page: e.page,
        })
        .returning({ id: events.id });
      if (!row) throw new Error(`Could not insert event ${e.slug}`);
      const prices = Object.entries(e.prices);
      if (prices.length > 0) {
        await tx.insert(eventPrices).values(
          prices.map(([tierKey, amount]) => ({
            eventId: row.id,
            tierKey,
            amountMinor: toMinor(amount),
            currency: e.currency,
          })),
        );
      }
      const seats = Object.entries(e.seats);
      if (seats.length > 0) {
        await tx
          .insert(eventTierSeats)
          .values(seats.map(([tierKey, s]) => ({ eventId: row.id, tierKey, capacity: s.capacity, soldOut: s.soldOut })));
      }
    }
    if (catalog.opportunities.length > 0)
      await tx.insert(opportunities).values(catalog.opportunities).onConflictDoNothing();
    return { seeded: true, events: catalog.events.length };
  });
}
