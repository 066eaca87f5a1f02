import { useEffect, useMemo } from "react";
import { AuditionProvider } from "~/features/auditions/components/audition-provider";
import { CartProvider, type CartEvent } from "~/features/cart/components/cart-provider";
import { UpgradeOfferDialog } from "~/features/cart/components/upgrade-offer-dialog";
import { scrollToFirst, scrollToTop } from "~/lib/scroll";
import { sectionComponents } from "../section-registry";
import { anchors, type SectionProps } from "../types";
import { CancelledBanner } from "./cancelled-banner";
import { CityHero } from "./city-hero";

const scrollToTier = (tierKey: string) => void scrollToFirst([anchors.tier(tierKey)]);

/** The city event page: its sections, their order and variants come from the event's page configuration. */
export function CityPage(props: SectionProps) {
  const { event } = props;
  useEffect(() => {
    scrollToTop();
  }, [event.slug]);
  const cartEvent: CartEvent = useMemo(
    () => ({
      slug: event.slug,
      cityName: event.cityName,
      dateText: event.dateText,
      currency: event.currency,
      isCancelled: event.isCancelled,
      hasEnded: event.hasEnded,
      venue: event.venue,
      messages: event.page.pricing.messages,
    }),
    [event],
  );

  return (
    <CartProvider event={cartEvent} tiers={props.tiers} onSuggestTier={scrollToTier}>
      <AuditionProvider
        event={{ ...event, auditionFull: props.tiers.audition_only?.soldOut ?? false, registrationClosed: event.isCancelled ? "cancelled" : event.hasEnded ? "ended" : null }}
      >
        <article data-event={event.slug}>
          {event.isCancelled ? <CancelledBanner /> : event.hasEnded ? <CancelledBanner reason="ended" /> : null}
          <CityHero event={event} tiers={props.tiers} />
          {event.page.sections.map((key) => {
            const Section = sectionComponents[key];
            return Section ? <Section key={key} {...props} /> : null;
          })}
        </article>
        <UpgradeOfferDialog />
      </AuditionProvider>
    </CartProvider>
  );
}
