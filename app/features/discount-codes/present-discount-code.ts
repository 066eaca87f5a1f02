import { discountCodesCopy } from "~/content/discount-codes";
import { formatMoney } from "~/domain/money";
import type { DiscountCodeRow } from "./types";
import { zonedFromInstant } from "./zoned-time";

const copy = discountCodesCopy.list;

/** A code's row as the list and its CSV show it: amounts formatted, the window in the event's time zone. */
export function presentDiscountCode(row: DiscountCodeRow, teamTimeZone: string) {
  const zone = row.event?.timeZone ?? teamTimeZone;
  const at = (d: Date | null) => (d ? zonedFromInstant(d, zone).replace("T", " ") : null);
  return {
    id: row.id,
    code: row.code,
    kind: row.discountType,
    value:
      row.discountType === "percentage" ? `${row.percentOff}%` : formatMoney({ amountMinor: row.amountMinor ?? 0, currency: row.currency ?? "USD" }),
    event: row.event ? `${row.event.cityName} · ${row.event.dateText}` : null,
    eventSlug: row.event?.slug ?? null,
    tiers: row.eligibleTiers,
    startsAt: at(row.startsAt),
    endsAt: at(row.endsAt),
    timeZone: zone,
    uses: copy.uses(row.usesCount, row.maxUses),
    usesCount: row.usesCount,
    maxUses: row.maxUses,
    description: row.description,
    customerTag: row.customerTag,
    isActive: row.isActive,
    isEarlyBird: row.isEarlyBird,
    sales: row.sales.map((s) => ({
      currency: s.currency,
      orders: s.orders,
      discountMinor: s.discountMinor,
      revenueMinor: s.revenueMinor,
      text: copy.sales(s.orders, formatMoney({ amountMinor: s.discountMinor, currency: s.currency }), formatMoney({ amountMinor: s.revenueMinor, currency: s.currency })),
    })),
  };
}
