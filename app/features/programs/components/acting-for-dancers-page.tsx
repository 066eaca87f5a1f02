import { ArrowRight } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { CreditsGrid } from "~/components/credits-grid";
import { PosterGrid } from "~/components/poster-grid";
import { SoldOutWaitlist } from "~/components/pricing/sold-out-waitlist";
import { TierCard } from "~/components/pricing/tier-card";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { actingCoach } from "~/content/marketing";
import { actingForDancersPage as copy } from "~/content/programs";
import { CartProvider } from "~/features/cart/components/cart-provider";
import { CartSummary } from "~/features/cart/components/cart-summary";
import { TierCartAction } from "~/features/cart/components/tier-cart-action";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import type { ActingForDancersPageData } from "../types";
import { CoachCard } from "./coach-card";
import { GuestQuote } from "./guest-quote";
import { ProgramHero } from "./program-hero";
import { ProgramPricing, ProgramPricingItem } from "./program-pricing";
import { ProgramQuestions } from "./program-questions";
import { ProgramSteps } from "./program-steps";

/** Section anchors of the page (each heading is `${id}-title`). */
export const actingForDancersSections = {
  credits: "afd-credits",
  featuredIn: "afd-featured-in",
  quote: "afd-quote",
  coach: "afd-coach",
  pricing: "afd-pricing",
  howItWorks: "afd-how-it-works",
  faq: "afd-faq",
  next: "afd-next",
} as const;

/**
 * /acting-for-dancers: the virtual program, sold through the cart like a city page's tickets (its
 * checkout carries the program's virtual context); every price comes from the loader.
 */
export function ActingForDancersPage({
  event,
  tiers,
  cartEvent,
}: ActingForDancersPageData) {
  const ids = actingForDancersSections;
  const byKey = useMemo(
    () => Object.fromEntries(tiers.map((t) => [t.key, t])),
    [tiers],
  );
  return (
    <CartProvider event={cartEvent} tiers={byKey}>
      <article data-program="afd" className="[overflow-wrap:anywhere]">
        <ProgramHero
          eyebrow={copy.hero.eyebrow}
          title={copy.hero.title}
          tagline={copy.hero.tagline}
          lead={copy.hero.lead}
          when={event.dateText}
          where={event.cityName}
          primary={{ label: copy.hero.primaryCta, targetId: ids.pricing }}
          secondary={{ label: copy.hero.secondaryCta, targetId: ids.coach }}
        />

        <SectionShell
          id={ids.credits}
          title={copy.credits.title}
          intro={copy.credits.intro}
        >
          <CreditsGrid items={copy.creditItems} />
        </SectionShell>

        <SectionShell
          id={ids.featuredIn}
          eyebrow={copy.featuredIn.eyebrow}
          title={copy.featuredIn.title}
          intro={<p>{copy.featuredIn.intro}</p>}
        >
          <PosterGrid
            posters={copy.featuredIn.posters}
            comingSoonLabel={copy.featuredIn.comingSoon}
          />
        </SectionShell>

        <SectionShell
          id={ids.quote}
          eyebrow={copy.quote.eyebrow}
          title={copy.quote.title}
        >
          <GuestQuote content={copy.quote} />
        </SectionShell>

        <SectionShell
          id={ids.coach}
          eyebrow={copy.coach.eyebrow}
          title={actingCoach.heading}
          intro={<p>{actingCoach.intro}</p>}
        >
          <CoachCard
            coach={actingCoach.coach}
            readBio={actingCoach.readBio}
            sessionsLine={copy.coach.sessionsLine}
          />
        </SectionShell>

        <SectionShell
          id={ids.pricing}
          eyebrow={copy.pricing.eyebrow}
          title={copy.pricing.title}
          intro={<p>{copy.pricing.intro}</p>}
          className="bg-stage-950"
        >
          <ProgramPricing
            currency={event.currency}
            currencyNote={copy.pricing.currencyNote}
            booking={copy.pricing.booking}
            listLabel={copy.pricing.listLabel}
            maxColumns={4}
            count={tiers.length}
          >
            {tiers.map((tier) => (
              <ProgramPricingItem key={tier.key}>
                <TierCard
                  tier={tier}
                  title={copy.pricing.cardTitles[tier.key] ?? tier.label}
                  badge={copy.pricing.badges[tier.key]}
                  features={copy.pricing.features[tier.key]}
                  headingLevel={3}
                  action={
                    tier.soldOut ? (
                      <SoldOutWaitlist>
                        <WaitlistForm
                          eventSlug={event.slug}
                          tierKey={tier.key}
                          idPrefix={`waitlist-${tier.key}`}
                          stacked
                        />
                      </SoldOutWaitlist>
                    ) : (
                      <TierCartAction tier={tier} />
                    )
                  }
                >
                  {copy.pricing.paymentNotes[tier.key] && (
                    <p
                      data-payment-note
                      className="mt-4 text-sm text-neutral-300"
                    >
                      {copy.pricing.paymentNotes[tier.key]}
                    </p>
                  )}
                </TierCard>
              </ProgramPricingItem>
            ))}
          </ProgramPricing>
          <CartSummary />
        </SectionShell>

        <SectionShell
          id={ids.howItWorks}
          title={copy.howItWorks.title}
          intro={<p>{copy.howItWorks.intro}</p>}
        >
          <ProgramSteps steps={copy.howItWorks.steps} />
        </SectionShell>

        <SectionShell id={ids.faq} title={copy.faq.title}>
          <ProgramQuestions questions={copy.faq.questions} />
        </SectionShell>

        <SectionShell
          id={ids.next}
          title={copy.next.title}
          className="border-b-0"
        >
          <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
            {copy.next.items.map((item) => (
              <li
                key={item.link.href}
                className="flex flex-col rounded-2xl border border-white/10 bg-stage-900 p-6"
              >
                <h3 className="text-xl font-bold">{item.title}</h3>
                <p className="mt-2 flex-1 text-neutral-300">{item.text}</p>
                <Button asChild variant="outline" className="mt-6 self-start">
                  <Link to={item.link.href}>
                    {item.link.label}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </SectionShell>
      </article>
    </CartProvider>
  );
}
