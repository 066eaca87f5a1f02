import type { CalendarDate } from "./dates";
import { startOfDayInZone } from "./zoned-day";

/** An upgrade link is good for 14 days after it was issued, and never once its event has begun. */
export const UPGRADE_LINK_DAYS = 14;

/** When a link issued at `issuedAt` stops working: 14 days later, or at the start of the event's first day if sooner. */
export function upgradeLinkExpiry(issuedAt: Date, event: { startsOn: CalendarDate | null; timeZone: string }): Date {
  const byAge = new Date(issuedAt.getTime() + UPGRADE_LINK_DAYS * 86_400_000);
  if (!event.startsOn) return byAge;
  const starts = startOfDayInZone(event.startsOn, event.timeZone);
  return starts < byAge ? starts : byAge;
}

/**
 * What moving one ticket up costs, in the event's currency: the offer's own upgrade price where the
 * team set one, else the higher tier's price less what this one ticket of the line was paid
 * (its share of the line's total after discounts), never below zero.
 */
export function upgradeDifference(input: { lineTotalMinor: number; quantity: number; toPriceMinor: number; upgradePriceMinor: number | null }): number {
  if (input.upgradePriceMinor !== null) return input.upgradePriceMinor;
  const paidForOne = Math.round(input.lineTotalMinor / Math.max(1, input.quantity));
  return Math.max(0, input.toPriceMinor - paidForOne);
}

/** One ticket split off a line of several: its share of the line's money, the rest left on the line (sums kept exact). */
export function splitOneTicket(line: { quantity: number; subtotalMinor: number; discountMinor: number }): {
  one: { subtotalMinor: number; discountMinor: number; totalMinor: number };
  rest: { quantity: number; subtotalMinor: number; discountMinor: number; totalMinor: number };
} {
  const q = Math.max(1, line.quantity);
  const subtotal = Math.round(line.subtotalMinor / q);
  const discount = Math.round(line.discountMinor / q);
  const one = { subtotalMinor: subtotal, discountMinor: discount, totalMinor: subtotal - discount };
  const restSubtotal = line.subtotalMinor - subtotal;
  const restDiscount = line.discountMinor - discount;
  return { one, rest: { quantity: q - 1, subtotalMinor: restSubtotal, discountMinor: restDiscount, totalMinor: restSubtotal - restDiscount } };
}

/**
 * What the cart's upgrade dialog charges for swapping a ticket in the cart for the higher tier: the
 * higher tier's price less this one's, never below zero. The chat assistant quotes the same figure, so
 * it never disagrees with the dialog and the checkout (issue 40).
 */
export function cartUpgradeDifference(fromPriceMinor: number, toPriceMinor: number): number {
  return Math.max(0, toPriceMinor - fromPriceMinor);
}
