import { Info } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { mentorshipDetails, pricingCopy } from "~/content/pricing";
import type { MentorshipCohort } from "~/domain/mentorship-cohort";
import type { PricedTier } from "~/domain/priced-tier";
import { displayPrice } from "./tier-text";

/** 'Program details' button and the dialog describing one mentorship program and its terms (`cohort`: from its tier's data). */
export function MentorshipDetailsDialog({ tier, cohort }: { tier: PricedTier; cohort: MentorshipCohort }) {
  const copy = pricingCopy.mentorship;
  const details = mentorshipDetails[tier.key];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="link"
          size="none"
          className="mt-4 self-start px-0 py-1 text-sm"
          aria-label={copy.detailsButtonLabel.replace("{program}", tier.label)}
          data-mentorship-details={tier.key}
        >
          <Info aria-hidden className="size-4" />
          {copy.detailsButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{tier.label}</DialogTitle>
        <DialogDescription>
          {displayPrice(tier, pricingCopy.free)} {tier.billing === "monthly" ? pricingCopy.perMonth : ""}
          {details ? ` · ${details.summary}` : ""}
        </DialogDescription>
        {details && (
          <>
            <h3 className="mt-5 font-semibold">{copy.detailsIncluded}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200">
              {details.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        )}
        <h3 className="mt-5 font-semibold">{copy.detailsTerms}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-200">
          {copy.terms(cohort).map((t) => (
            <li key={t}>{t}</li>
          ))}
          {details?.autoRenews && <li>{copy.eliteAutoRenew(cohort)}</li>}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
