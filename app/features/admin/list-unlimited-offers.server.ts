import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, tiers } from "~/db/schema";
import { compareByDateTbdLast, isUpcoming } from "~/domain/dates";

/** An event on sale that still sells seats without a limit: the tiers that draw on no seat pool. */
export interface UnlimitedOfferEvent {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  /** Labels of its in-person tickets on sale with no seat pool. */
  tiers: string[];
}

/**
 * Every event on sale (not cancelled, not over) with an in-person ticket on sale that draws on no seat
 * pool, so nothing stops it from selling more seats than the room has. Not seats, so not listed: online
 * (virtual) tiers, add-ons that need another ticket first (`requires_one_of`), the free audition (not
 * sold through the cart), tiers the team closed and tiers outside their sales window.
 */
export async function listUnlimitedOffers(options: { db: Db; now: Date }): Promise<UnlimitedOfferEvent[]> {
  const { db, now } = options;
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      cityName: events.cityName,
      dateText: events.dateText,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      timeZone: events.timeZone,
      tier: tiers.label,
      salesStartAt: offers.salesStartAt,
      salesEndAt: offers.salesEndAt,
    })
    .from(offers)
    .innerJoin(events, eq(events.id, offers.eventId))
    .innerJoin(tiers, eq(tiers.key, offers.tierKey))
    .where(
      and(
        eq(events.isCancelled, false),
        isNull(offers.poolId),
        eq(offers.inCart, true),
        eq(offers.soldOut, false),
        eq(tiers.isVirtual, false),
        sql`cardinality(${offers.requiresOneOf}) = 0`,
      ),
    )
    .orderBy(asc(events.id), asc(offers.sortOrder));
  const t = now.getTime();
  const byEvent = new Map<number, UnlimitedOfferEvent & { startsOn: string | null; endsOn: string | null; timeZone: string }>();
  for (const r of rows) {
    if (!isUpcoming(r, now)) continue;
    if ((r.salesStartAt && r.salesStartAt.getTime() > t) || (r.salesEndAt && r.salesEndAt.getTime() <= t)) continue;
    const event = byEvent.get(r.id) ?? { id: r.id, slug: r.slug, cityName: r.cityName, dateText: r.dateText, startsOn: r.startsOn, endsOn: r.endsOn, timeZone: r.timeZone, tiers: [] };
    if (!event.tiers.includes(r.tier)) event.tiers.push(r.tier);
    byEvent.set(r.id, event);
  }
  return [...byEvent.values()].sort(compareByDateTbdLast).map(({ id, slug, cityName, dateText, tiers: labels }) => ({ id, slug, cityName, dateText, tiers: labels }));
}
