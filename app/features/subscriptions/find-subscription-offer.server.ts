import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import type { SubscriptionTerms } from "~/domain/subscription-schedule";
import { loadEvent, loadEventOffers } from "~/features/catalog/catalog.server";
import { offerSaleRefusal } from "~/features/offer-access/offer-sale-refusal";

/** A monthly offer as sold: its price from the database, never from the browser. */
export interface SubscriptionOffer {
  tierKey: string;
  label: string;
  currency: CurrencyCode;
  priceMinor: number;
  terms: SubscriptionTerms;
  /** Null on the virtual beta page (the tier's base price). */
  event: { id: number; slug: string; cityName: string } | null;
}

export type FindSubscriptionOfferResult =
  | { ok: true; offer: SubscriptionOffer }
  | { ok: false; reason: "unknown_tier" | "not_monthly" | "event_not_found" | "event_closed" | "not_sold_here" | "not_on_sale" };

/**
 * The monthly tier a buyer subscribes to: an event's offer at that event's price (a city page's
 * mentorship card), or without an event a virtual monthly tier at its base price (the beta page).
 */
export async function findSubscriptionOffer(options: { db: Db; tierKey: string; eventSlug?: string | null; now: Date }): Promise<FindSubscriptionOfferResult> {
  const { db, tierKey, eventSlug, now } = options;
  const [tier] = await db.select().from(tiers).where(eq(tiers.key, tierKey));
  if (!tier) return { ok: false, reason: "unknown_tier" };
  if (tier.billing !== "monthly") return { ok: false, reason: "not_monthly" };
  const terms = { startsOn: tier.subscriptionStartsOn, minimumTermMonths: tier.minimumTermMonths };
  if (!eventSlug) {
    if (!tier.isVirtual) return { ok: false, reason: "not_sold_here" };
    return { ok: true, offer: { tierKey, label: tier.label, currency: "USD", priceMinor: tier.basePriceMinor, terms, event: null } };
  }
  const event = await loadEvent({ db, slug: eventSlug, now, withPage: false });
  if (!event) return { ok: false, reason: "event_not_found" };
  if (event.isCancelled) return { ok: false, reason: "event_closed" };
  const offer = (await loadEventOffers({ db, eventId: event.id, now })).find((o) => o.tierKey === tierKey);
  if (!offer) return { ok: false, reason: "not_sold_here" };
  const refused = offerSaleRefusal(event, offer, now);
  if (refused) return { ok: false, reason: refused };
  return {
    ok: true,
    offer: {
      tierKey,
      label: offer.label,
      currency: offer.price.currency,
      priceMinor: offer.price.amountMinor,
      terms,
      event: { id: event.id, slug: event.slug, cityName: event.cityName },
    },
  };
}
