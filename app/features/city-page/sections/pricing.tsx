import { CalendarX2, GraduationCap, Info, RefreshCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MentorshipDetailsDialog } from "~/components/pricing/mentorship-details-dialog";
import { SoldOutWaitlist } from "~/components/pricing/sold-out-waitlist";
import { TierCard } from "~/components/pricing/tier-card";
import { TierGrid, TierGridItem } from "~/components/pricing/tier-grid";
import { tierCallout } from "~/components/pricing/tier-text";
import { SectionShell } from "~/components/section-shell";
import { Button } from "~/components/ui/button";
import { mentorshipDetails, pricingCopy } from "~/content/pricing";
import { AUDITION_TIER } from "~/domain/tiers";
import type { PricedTier } from "~/features/catalog/types";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import { PrivateMentorshipDialog } from "../components/pricing/private-mentorship-dialog";
import { UpgradeDialog } from "../components/pricing/upgrade-dialog";
import { anchors, type SectionProps } from "../types";

export interface PricingSectionProps extends SectionProps {
  /** The footer of each card (the cart's Add to Cart controls). Without it the cards are display only. */
  renderTierAction?: (tier: PricedTier) => ReactNode;
  /** Shown under the in-person cards (the cart summary panel). */
  summary?: ReactNode;
}


/**
 * 'Choose Your Experience': the event's tier cards, laid out as its page configuration says.
 * Every price comes from `tiers` (priced on the server for this event); nothing is computed here.
 */
export function PricingSection({ event, tiers, cohort, tierCohorts, renderTierAction, summary }: PricingSectionProps) {
  const config = event.page.pricing;
  const pick = (keys: readonly string[]) => keys.flatMap((key) => (tiers[key] ? [tiers[key]] : []));
  const inPerson = pick(config.tiers);
  const audition = config.showAuditionOnly ? pick([AUDITION_TIER]) : [];
  const mentorship = pick(config.mentorshipTiers);
  /** The shown tier whose offer upgrades to `to`: its card carries the upgrade dialog. */
  const inPersonTitle = config.title ?? pricingCopy.groupTitles[config.layout];
  const upgradeInto = (to: PricedTier) => inPerson.find((t) => t.sale?.rule.upgrade?.tierKey === to.key);
  const card = (tier: PricedTier, headingLevel: 3 | 4, children?: ReactNode) => (
    <TierCard
      tier={tier}
      title={config.labels[tier.key] ?? tier.label}
      badge={config.badges[tier.key]}
      callout={tierCallout(config.callouts[tier.key], tier) ?? undefined}
      features={config.features[tier.key]}
      headingLevel={headingLevel}
      action={
        event.hasEnded ? (
          <SalesEnded />
        ) : tier.soldOut ? (
          <SoldOutWaitlist>
            <WaitlistForm eventSlug={event.slug} tierKey={tier.key} idPrefix={`waitlist-${tier.key}`} stacked />
          </SoldOutWaitlist>
        ) : (
          renderTierAction?.(tier)
        )
      }
    >
      {children}
    </TierCard>
  );

  return (
    <SectionShell
      id={anchors.pricing}
      title={pricingCopy.heading}
      intro={event.isCancelled || event.hasEnded ? undefined : pricingCopy.intro}
      className="bg-stage-950"
    >
      <div data-pricing-layout={config.layout} className="space-y-14">
        {event.isCancelled ? (
          <ClosedPanel reason="cancelled" />
        ) : (
          <>
            {/* A past event keeps its tiers on show as a record, with nothing to buy. */}
            {event.hasEnded && <ClosedPanel reason="ended" />}
            <PricingGroup id="pricing-in-person" title={inPersonTitle}>
              {config.note && (
                <p data-pricing-note className="mx-auto mb-8 flex max-w-3xl items-start gap-3 rounded-xl border border-spot-400/30 bg-spot-400/10 p-4 text-left text-spot-300">
                  <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
                  <span>{config.note}</span>
                </p>
              )}
              <TierGrid columns={config.columns} label={inPersonTitle}>
                {inPerson.map((tier) => {
                  const from = upgradeInto(tier);
                  const upgrade = from?.sale?.rule.upgrade;
                  return (
                    <TierGridItem key={tier.key}>
                      {card(
                        tier,
                        4,
                        from && upgrade && !event.hasEnded && (
                          <UpgradeDialog
                            from={from}
                            to={tier}
                            price={{ amountMinor: upgrade.priceMinor, currency: event.currency }}
                            cityName={event.cityName}
                            features={config.features[tier.key] ?? []}
                          />
                        ),
                      )}
                    </TierGridItem>
                  );
                })}
              </TierGrid>
              {config.scholarshipBox && <ScholarshipBox />}
              {!event.hasEnded && summary}
            </PricingGroup>

            {audition.length > 0 && (
              <PricingGroup id="pricing-audition" title={pricingCopy.audition.title} intro={pricingCopy.audition.intro}>
                <TierGrid columns={1}>
                  {audition.map((tier) => (
                    <TierGridItem key={tier.key}>{card(tier, 4)}</TierGridItem>
                  ))}
                </TierGrid>
              </PricingGroup>
            )}

            {mentorship.length > 0 && (
              <PricingGroup id="pricing-mentorship" title={pricingCopy.mentorship.title} intro={pricingCopy.mentorship.intro}>
                <ul data-mentorship-terms className="mx-auto mb-8 max-w-3xl space-y-1 text-center text-sm text-neutral-300">
                  {pricingCopy.mentorship.terms(cohort).map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ul>
                <TierGrid columns={Math.min(mentorship.length, 3)} label={pricingCopy.mentorship.title}>
                  {mentorship.map((tier) => (
                    <TierGridItem key={tier.key}>
                      {card(
                        tier,
                        4,
                        <>
                          {mentorshipDetails[tier.key]?.autoRenews && (
                            <p data-auto-renew className="mt-4 flex items-start gap-2 text-sm text-neutral-300">
                              <RefreshCcw aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
                              <span>{pricingCopy.mentorship.eliteAutoRenew(tierCohorts?.[tier.key] ?? cohort)}</span>
                            </p>
                          )}
                          <MentorshipDetailsDialog tier={tier} cohort={tierCohorts?.[tier.key] ?? cohort} />
                        </>,
                      )}
                    </TierGridItem>
                  ))}
                </TierGrid>
                {config.privateMentorshipInfo && <PrivateMentorshipDialog />}
              </PricingGroup>
            )}
          </>
        )}
        <RefundPolicy />
      </div>
    </SectionShell>
  );
}

function PricingGroup({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <div className="mb-6 text-center">
        <h3 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h3>
        {intro && <p className="mt-2 text-neutral-300">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

function ScholarshipBox() {
  const copy = pricingCopy.scholarship;
  return (
    <div
      role="group"
      aria-labelledby="scholarship-title"
      data-scholarship-box
      className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-white/10 bg-stage-800 p-6 text-center sm:flex-row sm:text-left"
    >
      <GraduationCap aria-hidden className="size-10 shrink-0 text-spot-400" />
      <div className="flex-1">
        <h4 id="scholarship-title" className="text-lg font-bold">
          {copy.title}
        </h4>
        <p className="mt-1 text-neutral-300">{copy.text}</p>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to="/scholarship">{copy.link}</Link>
      </Button>
    </div>
  );
}

/** In place of the tiers when nothing can be bought: the event was cancelled or has taken place. */
function ClosedPanel({ reason }: { reason: "cancelled" | "ended" }) {
  const copy = pricingCopy[reason];
  return (
    <div
      data-pricing-cancelled={reason === "cancelled" ? "" : undefined}
      data-pricing-ended={reason === "ended" ? "" : undefined}
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-rose-cue/40 bg-rose-950/40 p-8 text-center"
    >
      <CalendarX2 aria-hidden className="size-10 text-rose-cue" />
      <h3 className="mt-4 text-2xl font-bold">{copy.title}</h3>
      <p className="mt-3 text-neutral-300">{copy.text}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/">{copy.button}</Link>
      </Button>
    </div>
  );
}

function SalesEnded() {
  return (
    <p data-sales-ended className="rounded-lg border border-white/10 py-2.5 text-center text-sm font-semibold text-neutral-300">
      {pricingCopy.ended.salesEnded}
    </p>
  );
}

function RefundPolicy() {
  const copy = pricingCopy.refundPolicy;
  return (
    <p data-refund-policy className="mx-auto max-w-3xl text-center text-sm text-neutral-400">
      <strong className="font-semibold text-neutral-200">{copy.title}:</strong> {copy.text}
    </p>
  );
}
