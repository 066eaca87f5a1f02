import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import { pageConfigSchema } from "~/features/catalog/page-config";
import { getEventPrices } from "~/features/catalog/get-event-prices.server";
import { getTierAvailability } from "~/features/catalog/get-tier-availability.server";
import { priceProgramTiers } from "./price-program-tiers.server";
import type { ActingForDancersPageData } from "./types";

/**
 * The Acting for Dancers program page: its catalog event (which has no city page of its own) and the
 * tiers its page configuration lists, priced for that event (its own prices, else base × its multiplier,
 * in its currency). Null when the catalog has no such event.
 */
export async function getActingForDancersPage(options: { db: Db; slug: string }): Promise<ActingForDancersPageData | null> {
  const { db, slug } = options;
  const [e] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  if (!e) return null;
  if (!isCurrencyCode(e.currency)) throw new Error(`Event ${slug} has unknown currency ${e.currency}`);
  const page = pageConfigSchema.parse(e.page);

  const [prices, availability] = await Promise.all([
    getEventPrices({ db, eventId: e.id, slug }),
    getTierAvailability({ db, eventId: e.id }),
  ]);

  const tiers = await priceProgramTiers({
    db,
    keys: page.pricing.tiers,
    pricing: { currency: e.currency, priceMultiplierBp: e.priceMultiplierBp, prices },
    labels: page.pricing.labels,
    availability,
  });
  return {
    event: { slug: e.slug, cityName: e.cityName, dateText: e.dateText, currency: e.currency },
    tiers,
  };
}
