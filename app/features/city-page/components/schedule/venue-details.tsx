import { MapPin, Navigation } from "lucide-react";
import { scheduleCopy } from "~/content/schedule";
import type { CatalogEvent } from "~/features/catalog/types";
import { mapSearchUrl } from "./schedule-text";

/** The studio, its address and a map link; a city-wide map search while the venue is unknown. */
export function VenueDetails({ event }: { event: Pick<CatalogEvent, "venue" | "cityName"> }) {
  const { venue } = event;
  const place = venue?.address ?? event.cityName;
  return (
    <div data-venue className="mx-auto mt-6 flex max-w-2xl flex-col items-center gap-2 text-base">
      <p className="flex items-start gap-2 text-neutral-100">
        <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-spot-400" />
        {venue ? (
          <span>
            <span data-venue-name className="font-semibold">
              {venue.name}
            </span>
            {venue.address && <span className="block text-neutral-300 sm:ml-2 sm:inline">{venue.address}</span>}
          </span>
        ) : (
          <span data-venue-pending className="font-semibold">
            {scheduleCopy.venueComingSoon}
          </span>
        )}
      </p>
      <a
        href={mapSearchUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        data-map-link
        aria-label={scheduleCopy.mapLinkLabel.replace("{place}", place)}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400"
      >
        <Navigation aria-hidden className="size-4" />
        {scheduleCopy.mapLink}
      </a>
      {venue?.notes && (
        <p data-venue-notes className="rounded-xl border border-spot-400/30 bg-spot-400/10 px-4 py-2 text-sm text-spot-300">
          <strong className="font-semibold">{scheduleCopy.venueNotesLabel}:</strong> {venue.notes}
        </p>
      )}
    </div>
  );
}
