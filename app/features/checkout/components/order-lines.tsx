import { checkoutCopy } from "~/content/checkout";
import { pricingCopy } from "~/content/pricing";
import { formatMoney, type CurrencyCode } from "~/domain/money";

export interface OrderLinesProps {
  currency: CurrencyCode;
  lines: ReadonlyArray<{ tierKey: string; label: string; quantity: number; subtotalMinor: number; isVirtual?: boolean; billing?: "one_time" | "monthly"; seatsLeft?: number | null }>;
  discounts: ReadonlyArray<{ code: string; amountMinor: number }>;
  /** A credit that pays part of it (after the discounts); the total is what is left to pay. */
  credit?: { code: string; amountMinor: number } | null;
  subtotalMinor: number;
  totalMinor: number;
  /** Upgrades paid after the order (its confirmation page), each with its own payment. */
  upgrades?: ReadonlyArray<{ fromLabel: string; toLabel: string; studentName: string | null; amountMinor: number }>;
}

/** An order's lines, discounts and total in its currency: the review at checkout and the confirmation. */
export function OrderLines({ currency, lines, discounts, credit, subtotalMinor, totalMinor, upgrades = [] }: OrderLinesProps) {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency });
  return (
    <div>
      <ul className="divide-y divide-white/10 border-y border-white/10">
        {lines.map((line) => (
          <li key={line.tierKey} data-review-line={line.tierKey} className="flex justify-between gap-3 py-3">
            <span>
              {line.label} × {line.quantity}
              {line.isVirtual && line.billing === "one_time" && (
                <span data-one-time className="block text-sm text-neutral-400">
                  {checkoutCopy.review.oneTime}
                </span>
              )}
              {line.seatsLeft != null && (
                <span data-seats-left={line.seatsLeft} className="block text-sm font-semibold text-spot-300">
                  {pricingCopy.seatsLeft(line.seatsLeft)}
                </span>
              )}
            </span>
            <span className="tabular-nums">{money(line.subtotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1">
        {(discounts.length > 0 || credit) && (
          <div className="flex justify-between text-neutral-300">
            <dt>{checkoutCopy.review.subtotal}</dt>
            <dd className="tabular-nums">{money(subtotalMinor)}</dd>
          </div>
        )}
        {discounts.map((d) => (
          <div key={d.code} className="flex justify-between text-spot-300">
            <dt>{d.code}</dt>
            <dd className="tabular-nums">−{money(d.amountMinor)}</dd>
          </div>
        ))}
        {credit && credit.amountMinor > 0 && (
          <div data-review-credit className="flex justify-between text-spot-300">
            <dt>{checkoutCopy.review.credit(credit.code)}</dt>
            <dd className="tabular-nums">−{money(credit.amountMinor)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-white/10 pt-2 text-xl font-bold">
          <dt>{checkoutCopy.review.total}</dt>
          <dd data-review-total className="tabular-nums">
            {money(totalMinor)}
          </dd>
        </div>
        {upgrades.map((u, i) => (
          <div key={i} data-review-upgrade className="flex justify-between gap-3 text-neutral-200">
            <dt>{checkoutCopy.review.upgrade(u.fromLabel, u.toLabel, u.studentName)}</dt>
            <dd className="tabular-nums">{money(u.amountMinor)}</dd>
          </div>
        ))}
        {upgrades.length > 0 && (
          <div className="flex justify-between border-t border-white/10 pt-2 text-xl font-bold">
            <dt>{checkoutCopy.review.paidInAll}</dt>
            <dd data-review-paid-in-all className="tabular-nums">
              {money(totalMinor + upgrades.reduce((n, u) => n + u.amountMinor, 0))}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
