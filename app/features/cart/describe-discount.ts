import type { DiscountCodeRule } from "~/domain/discounts";
import { formatMoney } from "~/domain/money";
import type { AppliedDiscount } from "./types";

/** A code as the cart shows it once applied, with what it takes off (minor units). */
export function describeDiscount(rule: DiscountCodeRule, amountMinor: number): AppliedDiscount {
  const fallback =
    rule.discountType === "percentage" ? `${rule.value}% off` : `${formatMoney({ amountMinor: rule.value, currency: rule.currency ?? "USD" })} off`;
  return {
    code: rule.code,
    discountType: rule.discountType,
    discountValue: rule.value,
    customerTag: rule.customerTag,
    eligibleTiers: [...rule.eligibleTiers],
    cityRestriction: rule.cityRestriction,
    description: rule.description || fallback,
    discountAmount: amountMinor,
  };
}
