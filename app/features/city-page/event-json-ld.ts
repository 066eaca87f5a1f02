import { eventTitle } from "~/content/city-page";
import { site } from "~/content/site";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { anchors } from "./types";
import { AUDITION_TIER } from "~/domain/tiers";

const SCHEMA = "https://schema.org/";

/** schema.org Event for a city page, so search engines can show the date, place and prices. */
export function eventJsonLd(options: {
  event: CatalogEvent;
  tiers: Record<string, PricedTier>;
  pageUrl: string;
  siteUrl: string;
  description: string;
}): Record<string, unknown> {
  const { event, tiers, pageUrl, siteUrl, description } = options;
  const [locality, region] = event.cityName.split(",").map((s) => s.trim());
  const shown = [...event.page.pricing.tiers, ...(event.page.pricing.showAuditionOnly ? [AUDITION_TIER] : []), ...event.page.pricing.mentorshipTiers];
  const offers = shown
    .map((key) => tiers[key])
    .filter((t): t is PricedTier => t !== undefined)
    .map((t) => ({
      "@type": "Offer",
      name: t.label,
      price: (t.price.amountMinor / 100).toFixed(2),
      priceCurrency: t.price.currency,
      availability: `${SCHEMA}${event.isCancelled || event.hasEnded ? "Discontinued" : t.soldOut ? "SoldOut" : "InStock"}`,
      url: `${pageUrl}#${anchors.tier(t.key)}`,
    }));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${eventTitle(event.kind)} — ${event.cityName}`,
    description,
    url: pageUrl,
    image: [`${siteUrl}/og-image.png`],
    ...(event.startsOn ? { startDate: event.startsOn } : {}),
    ...(event.endsOn ? { endDate: event.endsOn } : event.startsOn ? { endDate: event.startsOn } : {}),
    eventStatus: `${SCHEMA}${event.isCancelled ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: event.venue?.name ?? event.cityName,
      address: {
        "@type": "PostalAddress",
        ...(event.venue?.address ? { streetAddress: event.venue.address } : {}),
        addressLocality: locality,
        ...(region ? { addressRegion: region } : {}),
      },
    },
    offers,
    organizer: { "@type": "Organization", name: site.name, url: siteUrl },
  };
}
