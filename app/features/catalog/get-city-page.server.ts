import type { Db } from "~/db/client.server";
import { findEarlyBird } from "./find-early-bird.server";
import { loadEventOffers } from "./load-event-offers.server";
import { loadEvent } from "./load-event.server";
import { pricedTiers } from "./priced-tiers";
import type { CatalogEvent, PricedTier } from "./types";

export interface CityPage {
  event: CatalogEvent;
  /** Every tier the event sells, priced for it, keyed by tier key. */
  tiers: Record<string, PricedTier>;
}

/** The event behind /{slug} with the tiers its page shows, or null when there is no such page. */
export async function getCityPage(options: { db: Db; slug: string; now: Date }): Promise<CityPage | null> {
  const { db, slug, now } = options;
  const event = await loadEvent({ db, slug, now, withPage: true });
  if (!event) return null;
  const page = event.page;
  const [offers, earlyBird] = await Promise.all([
    loadEventOffers({ db, eventId: event.id, now }),
    page.earlyBird ? findEarlyBird({ db, eventId: event.id, code: page.earlyBird.code }) : null,
  ]);
  event.earlyBird = earlyBird;
  return { event, tiers: pricedTiers(offers, now, page.pricing.labels) };
}
