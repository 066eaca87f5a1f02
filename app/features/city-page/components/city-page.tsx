import { useEffect } from "react";
import { AuditionProvider } from "~/features/auditions/components/audition-provider";
import { sectionComponents } from "../section-registry";
import { scrollToTop } from "../scroll";
import type { SectionProps } from "../types";
import { CancelledBanner } from "./cancelled-banner";
import { CityHero } from "./city-hero";

/** The city event page: its sections, their order and variants come from the event's page configuration. */
export function CityPage(props: SectionProps) {
  const { event } = props;
  useEffect(() => {
    scrollToTop();
  }, [event.slug]);

  return (
    <AuditionProvider
      event={{ ...event, auditionFull: props.tiers.audition_only?.soldOut ?? false, registrationClosed: event.isCancelled ? "cancelled" : event.hasEnded ? "ended" : null }}
    >
      <article data-event={event.slug}>
        {event.isCancelled ? <CancelledBanner /> : event.hasEnded ? <CancelledBanner reason="ended" /> : null}
        <CityHero event={event} />
        {event.page.sections.map((key) => {
          const Section = sectionComponents[key];
          return Section ? <Section key={key} {...props} /> : null;
        })}
      </article>
    </AuditionProvider>
  );
}
