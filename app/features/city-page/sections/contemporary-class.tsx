import { Check, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { InstructorBioDialog } from "~/components/instructor-bio-dialog";
import { SectionShell } from "~/components/section-shell";
import { cn } from "~/lib/cn";
import type { SectionProps } from "../types";

/** How long after mounting the location strip appears. */
export const LOCATION_STRIP_DELAY_MS = 100;

/** A guest class with its instructor, for the stops whose page configuration has one. */
export function ContemporaryClassSection({ event }: SectionProps) {
  const content = event.page.contemporaryClass;
  if (!content) return null;
  return (
    <SectionShell id="contemporary-class" eyebrow={content.eyebrow} title={content.heading} intro={<p>{content.intro}</p>}>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <article className="flex flex-col gap-5 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:flex-row sm:items-start">
          <img
            src={content.instructor.portraitSrc}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-32 shrink-0 rounded-2xl object-cover ring-1 ring-white/10"
          />
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-[0.15em] text-spot-300">Guest instructor</p>
            <h3 className="mt-1 font-display text-2xl font-bold">{content.instructor.name}</h3>
            <p className="text-neutral-300">{content.instructor.role}</p>
            <p className="mt-3 text-neutral-200">{content.instructor.summary}</p>
            <InstructorBioDialog instructor={content.instructor} label={`Learn more about ${content.instructor.name}`} className="mt-5" />
          </div>
        </article>
        <div>
          <h3 className="font-display text-2xl font-bold">What you'll work on</h3>
          <ul className="mt-4 space-y-3">
            {content.focus.map((item) => (
              <li key={item} className="flex gap-3 text-neutral-200">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-spot-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <LocationStrip label={content.locationLabel} city={event.cityName} />
    </SectionShell>
  );
}

/**
 * The event's city in a strip that fades in shortly after mounting. It is in the server HTML
 * (so the text is there without JavaScript) and shown at once when motion is reduced.
 */
function LocationStrip({ label, city }: { label: string; city: string }) {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), LOCATION_STRIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div
      data-testid="location-strip"
      data-revealed={revealed}
      className={cn(
        "mt-12 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-2xl border border-spot-400/30 bg-linear-to-r from-spot-400/10 via-rose-cue/10 to-spot-400/10 px-6 py-5 text-center transition duration-500 ease-out motion-reduce:transition-none",
        revealed ? "translate-y-0 opacity-100" : "translate-y-3 opacity-0 motion-reduce:translate-y-0 motion-reduce:opacity-100",
      )}
    >
      <MapPin aria-hidden className="size-6 text-spot-400" />
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{label}</p>
      <p className="font-display text-2xl font-black tracking-tight sm:text-3xl">{city}</p>
    </div>
  );
}
