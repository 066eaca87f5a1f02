import { Clapperboard } from "lucide-react";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { bookingsCopy } from "~/content/city-sections";
import { shownItems } from "~/domain/page-testimonials";
import { scrollToFirst } from "~/lib/scroll";
import { bookingTargets } from "../booking-targets";
import { anchors, type SectionProps } from "../types";

/**
 * Recent bookings by past attendees, the no-guarantee disclaimer and the way to the pricing section.
 * The bookings are the event's own (its page configuration): none set, or still marked sample, and the section is not drawn.
 */
export function ProofOfBookingsSection({ event, tiers }: SectionProps) {
  const bookings = shownItems(event.page.recentBookings);
  // 'Book your spot' goes straight to the first bookable card, as the hero's call to action does.
  const bookTargets = bookingTargets(event, tiers);
  if (bookings.length === 0) return null;
  return (
    <SectionShell id="bookings" eyebrow={bookingsCopy.eyebrow} title={bookingsCopy.title} intro={bookingsCopy.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bookings.map((b, i) => (
          <li key={i} className="flex gap-4 rounded-2xl border border-white/10 bg-stage-900 p-5">
            <Clapperboard aria-hidden className="mt-0.5 size-6 shrink-0 text-spot-400" />
            <div>
              <h3 className="font-bold text-white">{b.job}</h3>
              <p className="mt-1 text-sm text-neutral-300">{b.who}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-neutral-300" data-testid="bookings-disclaimer">
        {bookingsCopy.disclaimer}
      </p>
      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <a
            href={`#${anchors.pricing}`}
            data-cta="reserve-your-spot"
            onClick={(e) => {
              if (scrollToFirst([anchors.pricing])) e.preventDefault();
            }}
          >
            {bookingsCopy.reserve}
          </a>
        </Button>
        <a
          href={`#${bookTargets[0]}`}
          data-cta="book-your-spot"
          onClick={(e) => {
            if (scrollToFirst(bookTargets)) e.preventDefault();
          }}
          className="rounded font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400"
        >
          {bookingsCopy.book}
        </a>
      </div>
    </SectionShell>
  );
}
