import type { ReactNode } from "react";
import { pricingCopy } from "~/content/pricing";

/**
 * Takes the place of a sold-out tier's action: a line inviting the visitor onto the waitlist, above
 * the waitlist form the page passes in (the form belongs to the waitlist feature).
 */
export function SoldOutWaitlist({ children }: { children: ReactNode }) {
  return (
    <div data-sold-out-waitlist className="rounded-xl border border-white/10 bg-stage-950/60 p-4">
      <p className="mb-3 text-sm text-neutral-200">{pricingCopy.soldOut.waitlist}</p>
      {children}
    </div>
  );
}
