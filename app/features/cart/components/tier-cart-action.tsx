import { Minus, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cartCopy } from "~/content/cart";
import type { PricedTier } from "~/features/catalog/types";
import { useCart } from "./cart-provider";
import { preloadCartSummary } from "./cart-summary";

/**
 * A tier card's footer: Add to Cart, then − / quantity / + and Proceed to Checkout; back to Add to
 * Cart at zero. A cancelled event shows Event Cancelled. A tier whose rules are not met yet looks
 * disabled but still answers a click, with the toast that says what it needs.
 */
export function TierCartAction({ tier }: { tier: PricedTier }) {
  const cart = useCart();
  if (cart.event.isCancelled)
    return (
      <Button type="button" className="w-full" disabled data-event-cancelled>
        {cartCopy.eventCancelled}
      </Button>
    );
  if (!tier.sale) return null;
  if (!cart.sellable(tier))
    return (
      <p data-not-on-sale className="rounded-lg border border-white/10 py-2.5 text-center text-sm font-semibold text-neutral-300">
        {cartCopy.notOnSale}
      </p>
    );

  const count = cart.count(tier.key);
  if (count === 0) {
    const blocked = cart.isBlocked(tier.key);
    return (
      <Button
        type="button"
        className="w-full"
        data-add-to-cart={tier.key}
        disabled={!cart.ready}
        aria-disabled={blocked || undefined}
        variant={blocked ? "outline" : undefined}
        onClick={() => cart.add(tier.key)}
        onPointerEnter={preloadCartSummary}
        onFocus={preloadCartSummary}
      >
        {cartCopy.addToCart}
      </Button>
    );
  }

  const max = tier.sale.maxPerOrder;
  return (
    <div className="flex flex-col gap-3" data-in-cart={tier.key}>
      <div role="group" aria-label={cartCopy.quantityGroup(tier.label)} className="flex items-center justify-between gap-3 rounded-lg border border-white/15 p-1">
        <Button type="button" variant="ghost" size="none" className="h-11 px-3 text-sm" aria-label={cartCopy.decrease(tier.label)} onClick={() => cart.setQuantity(tier.key, count - 1)}>
          <Minus aria-hidden className="size-4" />
        </Button>
        <output data-quantity aria-live="polite" className="text-lg font-bold tabular-nums">
          <span className="sr-only">{cartCopy.quantity(count)}</span>
          <span aria-hidden>{count}</span>
        </output>
        <Button
          type="button"
          variant="ghost"
          size="none"
          className="h-11 px-3 text-sm"
          aria-label={cartCopy.increase(tier.label)}
          disabled={count >= max}
          title={count >= max ? cartCopy.maxReached(max) : undefined}
          onClick={() => cart.setQuantity(tier.key, count + 1)}
        >
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
      <Button type="button" className="w-full" data-proceed onClick={cart.proceed}>
        {cartCopy.proceed}
      </Button>
    </div>
  );
}
