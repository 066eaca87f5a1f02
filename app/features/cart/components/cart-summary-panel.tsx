import { ShoppingBag } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cartCopy } from "~/content/cart";
import { pricingCopy } from "~/content/pricing";
import { formatMoney } from "~/domain/money";
import { OfferAccessForm } from "~/features/offer-access/components/offer-access-form";
import { useCart } from "./cart-provider";
import { CART_SUMMARY_ID } from "./cart-summary-id";
import { PromoCodeField } from "./promo-code-field";

/**
 * The cart summary panel (spec section 2): students, the event, the items, the promo code field,
 * subtotal, discount and total as the server quoted them, in the event's currency, and Proceed.
 * Loaded with the cart's first item (see CartSummary).
 */
export function CartSummaryPanel() {
  const cart = useCart();
  const copy = cartCopy.summary;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: cart.currency });
  const { quote } = cart;
  const venue = cart.event.venue;
  const lines =
    quote?.lines ??
    [...new Set(cart.cart.map((i) => i.tier))].map((key) => {
      const quantity = cart.count(key);
      const unit = cart.tiers[key]?.price.amountMinor ?? 0;
      return { tierKey: key, label: cart.tiers[key]?.label ?? key, quantity, unitPriceMinor: unit, totalMinor: unit * quantity, discountMinor: 0, billing: cart.tiers[key]?.billing, seatsLeft: cart.tiers[key]?.seatsLeft ?? null };
    });

  return (
    <section
      id={CART_SUMMARY_ID}
      aria-labelledby={`${CART_SUMMARY_ID}-title`}
      data-cart-summary
      className="mx-auto mt-10 max-w-xl rounded-2xl border border-spot-400/40 bg-stage-900 p-5 text-left sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${CART_SUMMARY_ID}-title`} className="flex items-center gap-2 text-xl font-bold">
          <ShoppingBag aria-hidden className="size-5 text-spot-400" />
          {copy.title}
        </h3>
        <p data-student-count className="text-sm text-neutral-300">
          {copy.students(cart.studentCount)}
        </p>
      </div>
      <p data-cart-event className="mt-2 text-sm text-neutral-300">
        <span className="sr-only">{copy.event}: </span>
        {cart.event.cityName} · {cart.event.dateText}
        {venue ? ` · ${venue.name}` : ""}
      </p>

      <h4 className="sr-only">{copy.items}</h4>
      <ul data-cart-lines className="mt-4 divide-y divide-white/10 border-y border-white/10">
        {lines.map((line) => (
          <li key={line.tierKey} data-cart-line={line.tierKey} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {line.label} <span className="font-normal text-neutral-300">× {line.quantity}</span>
              </p>
              <p className="text-sm text-neutral-400">
                {copy.each(money(line.unitPriceMinor))}
                {line.billing === "monthly" ? ` ${copy.perMonth}` : ""}
              </p>
              <SeatsLeft count={line.seatsLeft} />
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span data-line-total className="font-semibold tabular-nums">
                {money(line.totalMinor)}
              </span>
              {line.discountMinor > 0 && <span className="text-sm text-spot-300 tabular-nums">−{money(line.discountMinor)}</span>}
              <button
                type="button"
                className="mt-1 text-xs text-neutral-400 underline underline-offset-2 hover:text-white"
                onClick={() => cart.setQuantity(line.tierKey, 0)}
              >
                {copy.remove(line.label)}
              </button>
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-4">
        <PromoCodeField />
      </div>

      <dl aria-live="polite" aria-busy={cart.quoting} className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-neutral-300">{copy.subtotal}</dt>
          <dd data-subtotal className="tabular-nums">{quote ? money(quote.subtotalMinor) : "…"}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-neutral-300">{copy.discount}</dt>
          <dd data-discount className="tabular-nums text-spot-300">{quote ? (quote.discountMinor > 0 ? `−${money(quote.discountMinor)}` : money(0)) : "…"}</dd>
        </div>
        {quote?.credit && quote.credit.amountMinor > 0 && (
          <div className="flex justify-between">
            <dt className="text-neutral-300">{copy.credit(quote.credit.code)}</dt>
            <dd data-credit className="tabular-nums text-spot-300">−{money(quote.credit.amountMinor)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-white/10 pt-2 text-lg font-bold">
          <dt>{copy.total}</dt>
          <dd data-total className="tabular-nums">{quote ? money(quote.totalMinor) : "…"}</dd>
        </div>
      </dl>
      {cart.quoting && <p className="mt-2 text-xs text-neutral-400">{copy.updating}</p>}
      {cart.quoteError && (
        <p role="alert" data-quote-error className="mt-2 text-sm font-medium text-rose-300">
          {cart.quoteError}
        </p>
      )}
      {cart.quoteAccessFor && <OfferAccessForm eventSlug={cart.event.slug} tier={cart.quoteAccessFor} />}

      <div className="mt-5 flex flex-col gap-2">
        <Button type="button" size="lg" data-summary-proceed onClick={cart.proceed} disabled={!!cart.quoteError}>
          {cartCopy.proceed}
        </Button>
        <Button type="button" variant="ghost" onClick={cart.clear}>
          {copy.clear}
        </Button>
      </div>
    </section>
  );
}

/** "N seats left" under a line once few remain in its pool (app/domain/seats.ts). */
function SeatsLeft({ count }: { count: number | null | undefined }) {
  if (count == null) return null;
  return (
    <p data-seats-left={count} className="text-sm font-semibold text-spot-300">
      {pricingCopy.seatsLeft(count)}
    </p>
  );
}
