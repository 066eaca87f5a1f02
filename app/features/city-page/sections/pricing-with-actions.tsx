import { Button } from "~/components/ui/button";
import { pricingCopy } from "~/content/pricing";
import { AUDITION_TIER } from "~/domain/tiers";
import { CartSummary } from "~/features/cart/components/cart-summary";
import { TierCartAction } from "~/features/cart/components/tier-cart-action";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { SubscribeLink } from "~/features/subscriptions/components/subscribe-link";
import type { SectionProps } from "../types";
import { PricingSection } from "./pricing";

/** The free Audition Only card opens the registration dialog; a monthly tier leads to its subscription checkout; every other paid tier sells through the cart. */
function tierAction(tier: PricedTier, event: CatalogEvent) {
  if (tier.billing === "monthly" && !event.isCancelled && tier.sale) return <SubscribeLink tierKey={tier.key} label={tier.label} eventSlug={event.slug} />;
  if (tier.key !== AUDITION_TIER) return <TierCartAction tier={tier} />;
  return (
    <Button type="button" className="w-full" data-action="open-audition">
      {pricingCopy.audition.button}
    </Button>
  );
}

export function PricingWithActionsSection(props: SectionProps) {
  return <PricingSection {...props} renderTierAction={(tier) => tierAction(tier, props.event)} summary={<CartSummary />} />;
}
