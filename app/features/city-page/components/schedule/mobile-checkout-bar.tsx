import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cartCopy } from "~/content/cart";
import { scheduleCopy } from "~/content/schedule";
import { useCart } from "~/features/cart/components/cart-provider";
import { anchors } from "../../types";

/**
 * A bar fixed to the bottom of the screen on phones only (below 768 px). With an empty cart it
 * leads to the tier cards; with items in the cart it proceeds to checkout.
 */
export function MobileCheckoutBar() {
  const copy = scheduleCopy.mobileBar;
  const cart = useCart();
  const inCart = cart.itemCount;
  return (
    <div
      data-mobile-checkout-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-stage-900/95 px-4 py-3 shadow-2xl backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-neutral-200">{inCart > 0 ? cartCopy.mobileBar.inCart(inCart) : copy.text}</p>
        {inCart > 0 ? (
          <Button type="button" className="shrink-0" onClick={cart.proceed} data-mobile-checkout>
            {cartCopy.mobileBar.checkout}
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        ) : (
          <Button asChild className="shrink-0">
            <a href={`#${anchors.pricing}`}>
              {copy.link}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
