import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, tiers, venues } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import { isCurrencyCode } from "~/domain/money";
import { priceOf } from "~/domain/pricing";
import { getEventPrices } from "./get-event-prices.server";
import { getTierAvailability } from "./get-tier-availability.server";
import { pageConfigSchema } from "./page-config";
import type { CatalogEvent, PricedTier } from "./types";
import { AUDITION_TIER } from "~/domain/tiers";

export interface CityPage {
  event: CatalogEvent;
  /** Every tier the page shows, priced for this event, keyed by tier key. */
  tiers: Record<string, PricedTier>;
}

/** The event behind /{slug} with the tiers its page shows, or null when there is no such page. */
export async function getCityPage(options: { db: Db; slug: string; now: Date }): Promise<CityPage | null> {
  const { db, slug, now } = options;
  const [row] = await db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.slug, slug), eq(events.hasPage, true)))
    .limit(1);
  if (!row) return null;

  const page = pageConfigSchema.parse(row.event.page);
  const e = row.event;
  if (!isCurrencyCode(e.currency)) throw new Error(`Event ${slug} has unknown currency ${e.currency}`);
  const event: CatalogEvent = {
    id: e.id,
    slug: e.slug,
    kind: e.kind,
    cityName: e.cityName,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    currency: e.currency,
    capacity: e.capacity,
    isCancelled: e.isCancelled,
    hasEnded: !isUpcoming(e, now),
    isMasterclass: e.isMasterclass,
    venue: row.venue ? { name: row.venue.name, address: row.venue.address, notes: row.venue.notes } : null,
    page,
  };

  const shown = [
    ...new Set([
      ...page.pricing.tiers,
      ...page.pricing.mentorshipTiers,
      ...(page.pricing.showAuditionOnly ? [AUDITION_TIER] : []),
    ]),
  ];
  const [tierRows, prices, availability] = await Promise.all([
    db.select().from(tiers).where(inArray(tiers.key, shown)),
    getEventPrices({ db, eventId: e.id, slug }),
    getTierAvailability({ db, eventId: e.id }),
  ]);
  const tierTable = Object.fromEntries(tierRows.map((t) => [t.key, t]));
  const pricing = { currency: event.currency, priceMultiplierBp: e.priceMultiplierBp, prices };

  const priced: Record<string, PricedTier> = {};
  for (const t of tierRows) {
    priced[t.key] = {
      key: t.key,
      label: page.pricing.labels[t.key] ?? t.label,
      billing: t.billing,
      isVirtual: t.isVirtual,
      description: t.description,
      note: t.note,
      price: priceOf(t.key, pricing, tierTable),
      soldOut: availability[t.key]?.soldOut ?? false,
    };
  }
  return { event, tiers: priced };
}
