import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { scheduleCopy } from "~/content/schedule";

/** A bar fixed to the bottom of the screen on phones only (below 768 px), leading to checkout. */
export function MobileCheckoutBar() {
  const copy = scheduleCopy.mobileBar;
  return (
    <div
      data-mobile-checkout-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-stage-900/95 px-4 py-3 shadow-2xl backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-neutral-200">{copy.text}</p>
        <Button asChild className="shrink-0">
          <Link to="/beta-payment">
            {copy.link}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
