import type { Db } from "~/db/client.server";
import { loadEvent, loadEventOffers } from "~/features/catalog/catalog.server";
import { pricedTiers } from "~/features/catalog/priced-tiers";
import type { ActingForDancersPageData } from "./types";

/**
 * The Acting for Dancers program page: its catalog event (which has no city page of its own) and the
 * tiers its page configuration lists, as that event's offers price them. Null when the catalog has no such event.
 */
export async function getActingForDancersPage(options: { db: Db; slug: string; now: Date }): Promise<ActingForDancersPageData | null> {
  const { db, slug, now } = options;
  const event = await loadEvent({ db, slug, now });
  if (!event) return null;
  const priced = pricedTiers(await loadEventOffers({ db, eventId: event.id, now }), now, event.page.pricing.labels);
  const { cityName, dateText, currency, isCancelled, hasEnded, venue } = event;
  return {
    event: { slug: event.slug, cityName, dateText, currency },
    tiers: event.page.pricing.tiers.flatMap((key) => (priced[key] ? [priced[key]] : [])),
    cartEvent: { slug: event.slug, cityName, dateText, currency, isCancelled, hasEnded, venue, messages: event.page.pricing.messages, program: "actingForDancers" },
  };
}
