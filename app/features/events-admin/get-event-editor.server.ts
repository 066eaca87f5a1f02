import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, seatPools, tiers, venues } from "~/db/schema";
import { minorToMajor } from "~/domain/event-edits";
import { AUDITION_TIER } from "~/domain/tiers";
import { zonedFromInstant } from "~/domain/zoned-time";
import type { EventEditor } from "./editor-types";

/** One event as its editor shows it: the form values (amounts in major units, windows in the event's zone), venues, offers and pools with seats taken now. */
export async function getEventEditor(options: { db: Db; eventId: number; now: Date }): Promise<EventEditor | null> {
  const { db, eventId, now } = options;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return null;
  const [venueRows, offerRows, poolRows, takenResult] = await Promise.all([
    db.select({ id: venues.id, name: venues.name, address: venues.address }).from(venues).orderBy(asc(venues.name)),
    db
      .select({ offer: offers, label: tiers.label })
      .from(offers)
      .innerJoin(tiers, eq(tiers.key, offers.tierKey))
      .where(eq(offers.eventId, eventId))
      .orderBy(asc(offers.sortOrder), asc(offers.id)),
    db.select().from(seatPools).where(eq(seatPools.eventId, eventId)).orderBy(asc(seatPools.id)),
    db.execute(sql`select pool_id, taken from pool_seats_taken(${eventId}::integer, ${now.toISOString()}::timestamptz, ${AUDITION_TIER}::text, null::integer, null::integer)`),
  ]);
  const taken = new Map((takenResult as unknown as { rows: Array<{ pool_id: number; taken: number | string }> }).rows.map((r) => [Number(r.pool_id), Number(r.taken)]));
  const zoned = (at: Date | null) => (at ? zonedFromInstant(at, event.timeZone) : "");
  return {
    id: event.id,
    version: event.version,
    slug: event.slug,
    cityName: event.cityName,
    currency: event.currency,
    timeZone: event.timeZone,
    isCancelled: event.isCancelled,
    values: {
      cityName: event.cityName,
      slug: event.slug,
      dateText: event.dateText,
      startsOn: event.startsOn ?? "",
      endsOn: event.endsOn ?? "",
      timeZone: event.timeZone,
      venue: event.venueId === null ? "" : String(event.venueId),
      listedOnTour: event.listedOnTour,
      hasPage: event.hasPage,
    },
    venues: venueRows,
    offers: offerRows.map(({ offer: o, label }) => ({
      id: o.id,
      tierKey: o.tierKey,
      label,
      values: {
        price: minorToMajor(o.priceMinor),
        compareAt: o.compareAtMinor === null ? "" : minorToMajor(o.compareAtMinor),
        salesStartAt: zoned(o.salesStartAt),
        salesEndAt: zoned(o.salesEndAt),
        maxPerOrder: String(o.maxPerOrder),
        poolId: o.poolId === null ? "" : String(o.poolId),
        inCart: o.inCart,
        soldOut: o.soldOut,
        requiresOneOf: o.requiresOneOf,
        excludes: o.excludes,
        suggestsBeforeCheckout: o.suggestsBeforeCheckout ?? "",
        upgradeToTier: o.upgradeToTier ?? "",
        upgradePrice: o.upgradePriceMinor === null ? "" : minorToMajor(o.upgradePriceMinor),
      },
    })),
    pools: poolRows.map((p) => ({
      id: p.id,
      key: p.key,
      capacity: p.capacity,
      taken: taken.get(p.id) ?? 0,
      tiers: offerRows.filter((r) => r.offer.poolId === p.id).map((r) => r.label),
    })),
  };
}
