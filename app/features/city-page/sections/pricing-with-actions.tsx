import { Button } from "~/components/ui/button";
import type { PricedTier } from "~/features/catalog/types";
import type { SectionProps } from "../types";
import { PricingSection } from "./pricing";
import { AUDITION_TIER } from "~/domain/tiers";

/** The free Audition Only card opens the registration dialog; paid tiers get their cart action with the cart. */
function tierAction(tier: PricedTier) {
  if (tier.key !== AUDITION_TIER) return null;
  return (
    <Button type="button" className="w-full" data-action="open-audition">
      Register for the Free Audition
    </Button>
  );
}

export function PricingWithActionsSection(props: SectionProps) {
  return <PricingSection {...props} renderTierAction={tierAction} />;
}
