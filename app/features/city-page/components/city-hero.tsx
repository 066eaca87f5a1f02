import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cityPageCopy, eventTitle } from "~/content/city-page";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { cn } from "~/lib/cn";
import { scrollToFirst } from "~/lib/scroll";
import { bookingTargets } from "../booking-targets";

export function CityHero({ event, tiers }: { event: CatalogEvent; tiers: Readonly<Record<string, PricedTier>> }) {
  const { hero } = event.page;
  const inline = hero.layout === "inline";
  const copy = cityPageCopy;
  return (
    <section
      aria-labelledby="event-title"
      className="relative isolate overflow-hidden border-b border-white/10"
      data-hero-layout={hero.layout}
    >
      <StageLights />
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24",
          inline ? "text-left" : "flex flex-col items-center text-center",
        )}
      >
        <div className={cn("flex flex-wrap items-center gap-3", inline ? "" : "justify-center")}>
          <DateCityPill event={event} />
        </div>
        <h1 id="event-title" className="mt-6 max-w-4xl font-display text-4xl font-black leading-tight tracking-tight sm:text-6xl">
          {eventTitle(event.kind)}
          {event.isCancelled && <span className="ml-3 text-rose-cue">{copy.cancelled.marker}</span>}
        </h1>
        {hero.venueLine && <p className="mt-4 text-neutral-200">{hero.venueLine}</p>}
        {hero.showVenue && event.venue && (
          <p className="mt-4 text-neutral-200">
            <span className="font-semibold">{event.venue.name}</span>
            {event.venue.address && <span className="block text-neutral-300">{event.venue.address}</span>}
          </p>
        )}
        {event.isCancelled ? (
          <div className="mt-8 max-w-2xl">
            <p className="text-2xl font-bold">{copy.cancelled.heading}</p>
            <p className="mt-3 text-lg text-neutral-300">{copy.cancelled.apology}</p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/">{copy.cancelled.viewOtherCities}</Link>
            </Button>
          </div>
        ) : event.hasEnded ? (
          <div className="mt-8 max-w-2xl" data-hero-ended>
            <p className="text-2xl font-bold">{copy.ended.heading}</p>
            <p className="mt-3 text-lg text-neutral-300">{copy.ended.thanks}</p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/">{copy.ended.viewUpcoming}</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="mt-5 text-xl font-semibold text-spot-300 sm:text-2xl">{copy.tagline}</p>
            <p className="mt-3 max-w-2xl text-neutral-300">{copy.auditionLine}</p>
            <p className="mt-3 max-w-2xl text-lg font-medium">{hero.subtitle ?? copy.defaultSubtitle}</p>
            <SaveMySpot event={event} tiers={tiers} />
          </>
        )}
      </div>
    </section>
  );
}

function DateCityPill({ event }: { event: CatalogEvent }) {
  return (
    <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4 text-spot-400" />
        {event.dateText}
      </span>
      <span aria-hidden className="text-white/30">
        |
      </span>
      <span className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden className="size-4 text-spot-400" />
        {event.cityName}
      </span>
    </p>
  );
}

/** Drawn stage lighting: no image request, no layout shift. */
function StageLights() {
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_20%_0%,rgba(248,201,72,0.22),transparent_70%)]" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_70%_at_85%_10%,rgba(255,93,143,0.18),transparent_70%)]" />
      <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-stage-950 to-transparent" />
    </div>
  );
}

/** Scrolls to the core tier, else the pro tier, else the pricing section; a plain link without JavaScript. */
function SaveMySpot({ event, tiers }: { event: CatalogEvent; tiers: Readonly<Record<string, PricedTier>> }) {
  const targets = bookingTargets(event, tiers);
  return (
    <Button asChild size="lg" className="mt-8">
      <a
        href={`#${targets[0]}`}
        data-cta="save-my-spot"
        onClick={(e) => {
          if (scrollToFirst(targets)) e.preventDefault();
        }}
      >
        {cityPageCopy.cta}
      </a>
    </Button>
  );
}
