import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { CancelledBanner } from "./cancelled-banner";
import { CityHero } from "./city-hero";

export interface CityPageProps {
  event: CatalogEvent;
  tiers: Record<string, PricedTier>;
}

/** The city event page: its sections and their variants come from the event's page configuration. */
export function CityPage({ event }: CityPageProps) {
  return (
    <article data-event={event.slug}>
      {event.isCancelled && <CancelledBanner />}
      <CityHero event={event} />
    </article>
  );
}
