import { pricingCopy } from "~/content/pricing";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import type { PricedTier } from "~/features/catalog/types";

/** Takes the place of a sold-out tier's action: the waitlist for that tier of this event. */
export function SoldOutWaitlist({ eventSlug, tier }: { eventSlug: string; tier: PricedTier }) {
  return (
    <div data-sold-out-waitlist className="rounded-xl border border-white/10 bg-stage-950/60 p-4">
      <p className="mb-3 text-sm text-neutral-200">{pricingCopy.soldOut.waitlist}</p>
      <WaitlistForm eventSlug={eventSlug} tierKey={tier.key} idPrefix={`waitlist-${tier.key}`} stacked />
    </div>
  );
}
