import { Button } from "~/components/ui/button";
import { pricingCopy } from "~/content/pricing";
import { AUDITION_TIER } from "~/domain/tiers";
import { CartSummary } from "~/features/cart/components/cart-summary";
import { TierCartAction } from "~/features/cart/components/tier-cart-action";
import type { PricedTier } from "~/features/catalog/types";
import type { SectionProps } from "../types";
import { PricingSection } from "./pricing";

/** The free Audition Only card opens the registration dialog; every paid tier sells through the cart. */
function tierAction(tier: PricedTier) {
  if (tier.key !== AUDITION_TIER) return <TierCartAction tier={tier} />;
  return (
    <Button type="button" className="w-full" data-action="open-audition">
      {pricingCopy.audition.button}
    </Button>
  );
}

export function PricingWithActionsSection(props: SectionProps) {
  return <PricingSection {...props} renderTierAction={tierAction} summary={<CartSummary />} />;
}
