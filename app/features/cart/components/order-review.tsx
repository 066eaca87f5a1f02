import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cartCopy } from "~/content/cart";
import { site } from "~/content/site";
import { cartLines } from "~/domain/cart";
import { formatMoney } from "~/domain/money";
import { readStoredCart } from "../cart-storage";
import type { CartQuote, QuoteAnswer } from "../types";

type ReviewState = { kind: "loading" } | { kind: "empty" } | { kind: "failed"; citySlug: string | null; message: string } | { kind: "ready"; quote: CartQuote };

/** /beta-payment's order review: the cart kept in this tab, priced again by the server. */
export function OrderReview() {
  const [state, setState] = useState<ReviewState>({ kind: "loading" });
  const copy = cartCopy.review;

  // The cart lives in this tab's session storage, readable only after hydration.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    let stored: ReturnType<typeof readStoredCart>;
    try {
      stored = readStoredCart(window.sessionStorage);
    } catch {
      return setState({ kind: "empty" });
    }
    const items = cartLines(stored.cart);
    if (items.length === 0 || !stored.citySlug) return setState({ kind: "empty" });
    const controller = new AbortController();
    fetch("/api/cart/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ eventSlug: stored.citySlug, items, codes: stored.codes }),
      signal: controller.signal,
    })
      .then((res) => res.json() as Promise<QuoteAnswer>)
      .then((answer) =>
        setState(answer.ok ? { kind: "ready", quote: answer.quote } : { kind: "failed", citySlug: stored.citySlug, message: answer.message || copy.failed }),
      )
      .catch(() => !controller.signal.aborted && setState({ kind: "failed", citySlug: stored.citySlug, message: copy.failed }));
    return () => controller.abort();
  }, [copy.failed]);
  /* eslint-enable react-hooks/set-state-in-effect */

  if (state.kind === "loading") return <p aria-live="polite" className="text-neutral-300">{copy.loading}</p>;
  if (state.kind === "empty")
    return (
      <div data-review-empty>
        <p className="text-neutral-200">{copy.empty}</p>
        <Button asChild className="mt-6">
          <Link to="/">{copy.browse}</Link>
        </Button>
      </div>
    );
  if (state.kind === "failed")
    return (
      <div>
        <p role="alert" className="font-medium text-rose-300">{state.message}</p>
        <Button asChild className="mt-6">
          <Link to={state.citySlug ? `/${state.citySlug}` : "/"}>{copy.back}</Link>
        </Button>
      </div>
    );

  const { quote } = state;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency });
  const summary = [
    `${quote.cityName}, ${quote.dateText}`,
    ...quote.lines.map((l) => `${l.label} × ${l.quantity}: ${money(l.totalMinor)}`),
    ...quote.discounts.map((d) => `${d.code}: −${money(d.discountAmount)}`),
    `Total: ${money(quote.totalMinor)}`,
  ].join("\n");
  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(`Reservation: ${quote.cityName}`)}&body=${encodeURIComponent(summary)}`;
  return (
    <div data-order-review>
      <p data-review-event className="text-lg font-semibold">
        {quote.cityName} · {quote.dateText}
      </p>
      <ul className="mt-4 divide-y divide-white/10 border-y border-white/10">
        {quote.lines.map((line) => (
          <li key={line.tierKey} data-review-line={line.tierKey} className="flex justify-between gap-3 py-3">
            <span>
              {line.label} × {line.quantity}
            </span>
            <span className="tabular-nums">{money(line.subtotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1">
        {quote.discounts.map((d) => (
          <div key={d.code} className="flex justify-between text-spot-300">
            <dt>{d.code}</dt>
            <dd className="tabular-nums">−{money(d.discountAmount)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-white/10 pt-2 text-xl font-bold">
          <dt>{cartCopy.summary.total}</dt>
          <dd data-review-total className="tabular-nums">{money(quote.totalMinor)}</dd>
        </div>
      </dl>
      <p data-payment-soon className="mt-8 rounded-xl border border-spot-400/30 bg-spot-400/10 p-4 text-spot-200">
        {copy.paymentSoon}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href={mailto}>{copy.emailUs}</a>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/${quote.eventSlug}`}>{copy.back}</Link>
        </Button>
      </div>
    </div>
  );
}
