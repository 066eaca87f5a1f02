import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, tiers, waitlistOffers } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import { WAITLIST_OFFER_TOKEN_PATTERN } from "./find-open-waitlist-offer.server";

export interface WaitlistOfferView {
  status: "open" | "claimed" | "lapsed";
  eventSlug: string;
  cityName: string;
  dateText: string;
  currency: CurrencyCode;
  tierKey: string;
  tierLabel: string;
  priceMinor: number;
  expiresAt: string;
  /** The event's zone: the hold's end is shown in it, the same on the server and in the browser. */
  timeZone: string;
}

/** A waitlist offer by its emailed token, for its claim page. No personal data. */
export async function getWaitlistOffer(options: { db: Db; token: string; now: Date }): Promise<WaitlistOfferView | null> {
  if (!WAITLIST_OFFER_TOKEN_PATTERN.test(options.token)) return null;
  const [row] = await options.db
    .select({ offer: waitlistOffers, event: events, label: tiers.label, priceMinor: offers.priceMinor })
    .from(waitlistOffers)
    .innerJoin(events, eq(events.id, waitlistOffers.eventId))
    .innerJoin(offers, and(eq(offers.eventId, waitlistOffers.eventId), eq(offers.tierKey, waitlistOffers.tierKey)))
    .innerJoin(tiers, eq(tiers.key, waitlistOffers.tierKey))
    .where(eq(waitlistOffers.token, options.token));
  if (!row) return null;
  const lapsed = row.offer.status === "open" && row.offer.expiresAt <= options.now;
  return {
    status: lapsed ? "lapsed" : row.offer.status,
    eventSlug: row.event.slug,
    cityName: row.event.cityName,
    dateText: row.event.dateText,
    currency: row.event.currency,
    tierKey: row.offer.tierKey,
    tierLabel: row.label,
    priceMinor: row.priceMinor,
    expiresAt: row.offer.expiresAt.toISOString(),
    timeZone: row.event.timeZone,
  };
}
