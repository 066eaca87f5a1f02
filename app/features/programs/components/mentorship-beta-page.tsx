import { ArrowRight, CalendarClock, RefreshCcw } from "lucide-react";
import { Link } from "react-router";
import { MentorshipDetailsDialog } from "~/components/pricing/mentorship-details-dialog";
import { TierCard } from "~/components/pricing/tier-card";
import { RichText } from "~/components/rich-text";
import { SectionShell } from "~/components/section-shell";
import { mentorshipDetails, pricingCopy, programTierFeatures } from "~/content/pricing";
import { mentorshipBetaPage as copy } from "~/content/programs";
import { SubscribeLink } from "~/features/subscriptions/components/subscribe-link";
import type { MentorshipBetaPageData } from "../types";
import { ProgramHero } from "./program-hero";
import { ProgramPricing, ProgramPricingItem } from "./program-pricing";
import { ProgramPoints, ProgramSteps } from "./program-steps";

/** Section anchors of the page (each heading is `${id}-title`). */
export const mentorshipBetaSections = {
  beta: "beta",
  whoFor: "who-its-for",
  howItWorks: "how-it-works",
  tiers: "mentorship-levels",
  about: "about",
} as const;

/**
 * /elite-mentorship-beta: what the beta is, who it's for, how the monthly mentorship works, the three
 * levels as display cards (the cart adds its controls later) and an about section.
 */
export function MentorshipBetaPage({ currency, tiers, cohort }: MentorshipBetaPageData) {
  const ids = mentorshipBetaSections;
  const terms = pricingCopy.mentorship;
  return (
    <article data-program="elite-mentorship-beta" className="[overflow-wrap:anywhere]">
      <ProgramHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        when={copy.hero.start(cohort)}
        where={copy.hero.where}
        primary={{ label: copy.hero.primaryCta, targetId: ids.tiers }}
        secondary={{ label: copy.hero.secondaryCta, targetId: ids.about }}
      />

      <SectionShell id={ids.beta} eyebrow={copy.whatItIs.eyebrow} title={copy.whatItIs.title}>
        <RichText content={copy.whatItIs.body(cohort)} className="mx-auto max-w-3xl text-lg text-neutral-200" />
        <ProgramPoints points={copy.whatItIs.points} className="mt-10" />
      </SectionShell>

      <SectionShell id={ids.whoFor} eyebrow={copy.whoFor.eyebrow} title={copy.whoFor.title} intro={<p>{copy.whoFor.intro}</p>}>
        <ProgramPoints points={copy.whoFor.groups} />
      </SectionShell>

      <SectionShell
        id={ids.howItWorks}
        eyebrow={copy.howItWorks.eyebrow}
        title={copy.howItWorks.title}
        intro={<p>{copy.howItWorks.intro}</p>}
      >
        <ProgramSteps steps={copy.howItWorks.steps} />
        <div
          role="group"
          aria-labelledby="billing-title"
          className="mx-auto mt-12 max-w-3xl rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8"
        >
          <h3 id="billing-title" className="flex items-center gap-2 text-xl font-bold">
            <CalendarClock aria-hidden className="size-5 shrink-0 text-spot-400" />
            {copy.howItWorks.timelineTitle}
          </h3>
          <ul data-mentorship-terms className="mt-4 list-disc space-y-1 pl-5 text-neutral-200 marker:text-spot-400">
            {terms.terms(cohort).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <ol className="mt-6 space-y-4 border-l border-white/15 pl-5">
            {copy.howItWorks.timeline(cohort).map((step) => (
              <li key={step.title} className="relative">
                <span aria-hidden className="absolute -left-[1.6rem] top-1.5 size-2.5 rounded-full bg-spot-400" />
                <p className="font-semibold text-spot-300">{step.title}</p>
                <p className="text-neutral-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </SectionShell>

      <SectionShell
        id={ids.tiers}
        eyebrow={copy.tiers.eyebrow}
        title={copy.tiers.title}
        intro={<p>{copy.tiers.intro}</p>}
        className="bg-stage-950"
      >
        <ProgramPricing
          currency={currency}
          currencyNote={copy.tiers.currencyNote(cohort)}
          booking={copy.tiers.booking}
          listLabel={copy.tiers.listLabel}
          maxColumns={3}
          count={tiers.length}
        >
          {tiers.map((tier) => (
            <ProgramPricingItem key={tier.key}>
              <TierCard tier={tier} badge={copy.tiers.badges[tier.key]} features={programTierFeatures[tier.key]} headingLevel={3}>
                {mentorshipDetails[tier.key]?.autoRenews && (
                  <p data-auto-renew className="mt-4 flex items-start gap-2 text-sm text-neutral-300">
                    <RefreshCcw aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
                    <span>{terms.eliteAutoRenew(cohort)}</span>
                  </p>
                )}
                <MentorshipDetailsDialog tier={tier} cohort={cohort} />
                <div className="mt-4">
                  <SubscribeLink tierKey={tier.key} label={tier.label} />
                </div>
              </TierCard>
            </ProgramPricingItem>
          ))}
        </ProgramPricing>
      </SectionShell>

      <SectionShell id={ids.about} eyebrow={copy.about.eyebrow} title={copy.about.title} className="border-b-0">
        <RichText content={copy.about.body} className="mx-auto max-w-3xl text-lg text-neutral-200" />
        <ul aria-label={copy.about.linksLabel} className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-3">
          {copy.about.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/20 px-5 py-2 text-sm font-semibold text-white hover:bg-white/10"
              >
                {link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </SectionShell>
    </article>
  );
}
