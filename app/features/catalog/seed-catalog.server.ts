import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events, offers, opportunities, seatPools, tiers, venues } from "~/db/schema";
import { toMinor } from "~/domain/money";
import { seedOffers } from "./seed-offers";
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
          family: t.family,
          basePriceMinor: toMinor(t.basePrice),
          billing: t.billing,
          subscriptionStartsOn: t.subscriptionStartsOn ?? null,
          minimumTermMonths: t.minimumTermMonths,
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

    const eventIds = new Map<string, number>();
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
          hasPage: e.hasPage,
          listedOnTour: e.listedOnTour,
          isCancelled: e.isCancelled,
          isMasterclass: e.isMasterclass,
          page: e.page,
        })
        .returning({ id: events.id });
      if (!row) throw new Error(`Could not insert event ${e.slug}`);
      const poolIds = new Map<string, number>();
      const pools: Array<[string, number | null]> = [
        ...Object.entries(e.pools),
        ...Object.entries(e.seats).flatMap(([tierKey, seats]): Array<[string, number | null]> => (seats.capacity === null ? [] : [[tierKey, seats.capacity]])),
      ];
      for (const [key, capacity] of pools) {
        const [pool] = await tx.insert(seatPools).values({ eventId: row.id, key, capacity }).returning({ id: seatPools.id });
        if (pool) poolIds.set(key, pool.id);
      }
      await tx.insert(offers).values(
        seedOffers(catalog, e).map((o, i) => ({
          eventId: row.id,
          tierKey: o.tierKey,
          priceMinor: o.price.amountMinor,
          currency: e.currency,
          compareAtMinor: o.compareAt?.amountMinor ?? null,
          inCart: o.inCart,
          salesStartAt: o.salesStartAt,
          salesEndAt: o.salesEndAt,
          maxPerOrder: o.maxPerOrder,
          poolId: o.poolKey ? (poolIds.get(o.poolKey) ?? null) : null,
          soldOut: o.soldOut,
          requiresOneOf: [...o.rule.requiresOneOf],
          excludes: [...o.rule.excludes],
          suggestsBeforeCheckout: o.rule.suggestsBeforeCheckout,
          upgradeToTier: o.rule.upgrade?.tierKey ?? null,
          upgradePriceMinor: o.rule.upgrade?.priceMinor ?? null,
          sortOrder: i,
        })),
      );
      eventIds.set(e.slug, row.id);
    }
    if (catalog.discountCodes.length > 0)
      await tx.insert(discountCodes).values(
        catalog.discountCodes.map((d) => ({
          code: d.code,
          discountType: d.percentOff !== undefined ? ("percentage" as const) : ("fixed" as const),
          percentOff: d.percentOff ?? null,
          amountMinor: d.amount === undefined ? null : toMinor(d.amount),
          currency: d.currency ?? null,
          eligibleTiers: d.eligibleTiers,
          eventId: d.city ? (eventIds.get(d.city) ?? null) : null,
          customerTag: d.customerTag ?? null,
          description: d.description,
          startsAt: d.startsAt ? new Date(d.startsAt) : null,
          endsAt: d.endsAt ? new Date(d.endsAt) : null,
          maxUses: d.maxUses ?? null,
          isActive: d.isActive,
          isEarlyBird: d.isEarlyBird,
        })),
      );
    if (catalog.opportunities.length > 0)
      await tx.insert(opportunities).values(catalog.opportunities).onConflictDoNothing();
    return { seeded: true, events: catalog.events.length };
  });
}

