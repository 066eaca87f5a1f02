import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { site } from "~/content/site";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import type { TourCard } from "../types";

export function TourPage({ cities }: { cities: TourCard[] }) {
  return (
    <>
      <section className="relative overflow-hidden border-b border-white/10">
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(248,201,72,0.18),transparent_60%)]" />
        <div className="relative mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{site.programName} Tour</p>
          <h1 className="mt-3 font-display text-4xl font-black tracking-tight sm:text-6xl">{site.tourTitle}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-neutral-300">{site.tourIntro}</p>
        </div>
      </section>
      <section aria-labelledby="tour-dates" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="tour-dates" className="sr-only">
          Upcoming tour dates
        </h2>
        {cities.length === 0 ? (
          <EmptyTour />
        ) : (
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="city-grid">
            {cities.map((city) => (
              <li key={city.slug}>
                <CityCard city={city} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CityCard({ city }: { city: TourCard }) {
  return (
    <Link
      to={`/${city.slug}`}
      prefetch="intent"
      className="group flex h-full flex-col justify-between rounded-2xl border border-white/10 bg-stage-900 p-6 transition hover:border-spot-400/60 hover:bg-stage-800"
      data-testid="city-card"
    >
      <div>
        <h3 className="flex items-center gap-2 text-xl font-bold">
          <MapPin aria-hidden className="size-5 text-spot-400" />
          {city.cityName}
        </h3>
        <p className="mt-2 flex items-center gap-2 text-neutral-300">
          <CalendarDays aria-hidden className="size-4" />
          {city.dateText}
        </p>
      </div>
      <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-spot-300">
        See details and tickets
        <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
      </span>
    </Link>
  );
}

function EmptyTour() {
  return (
    <div id="waitlist" className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-stage-900 p-8 text-center">
      <h3 className="text-2xl font-bold">{site.emptyTourTitle}</h3>
      <p className="mt-3 text-neutral-300">{site.emptyTourText}</p>
      <div className="mt-6 text-left">
        <WaitlistForm idPrefix="tour-waitlist" />
      </div>
    </div>
  );
}
