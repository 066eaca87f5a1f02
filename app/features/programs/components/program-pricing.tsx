import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { TierGrid, TierGridItem } from "~/components/pricing/tier-grid";
import { InlineText } from "~/components/rich-text";
import { currencyNames } from "~/content/programs";
import type { CurrencyCode } from "~/domain/money";

/**
 * The frame around a program's tier cards: a line naming the currency, the cards (up to `maxColumns`
 * side by side) and how to book until online checkout opens. The cards come from the page.
 */
export function ProgramPricing({
  currency,
  currencyNote,
  booking,
  listLabel,
  maxColumns,
  count,
  children,
}: {
  currency: CurrencyCode;
  /** '{currency}' becomes the currency's name. */
  currencyNote: string;
  booking: string;
  listLabel: string;
  maxColumns: 3 | 4;
  count: number;
  children: ReactNode;
}) {
  return (
    <div className="space-y-8">
      <p data-currency-note className="text-center text-sm text-neutral-300">
        {currencyNote.replace("{currency}", currencyNames[currency])}
      </p>
      {count > 0 && (
        <TierGrid columns={Math.max(1, Math.min(count, maxColumns))} label={listLabel}>
          {children}
        </TierGrid>
      )}
      <p
        data-booking-note
        className="mx-auto flex max-w-3xl items-start gap-3 rounded-xl border border-spot-400/30 bg-spot-400/10 p-4 text-left text-neutral-200"
      >
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-spot-400" />
        <span>
          <InlineText text={booking} />
        </span>
      </p>
    </div>
  );
}

export { TierGridItem as ProgramPricingItem };
