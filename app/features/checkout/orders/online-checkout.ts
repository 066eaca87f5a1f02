import { splitOrderParts } from "~/domain/order-parts";

/**
 * Whether a cart at checkout holds online items only (issue 37, 2): its event is an online program
 * (kind virtual) or every line's tier is online. Asked of the catalog's data in the quote, never a
 * slug; the checkout then speaks of the order and its sessions, not tickets, seats, a day or an age group.
 */
export function isOnlineCheckout(quote: { isOnline: boolean; lines: ReadonlyArray<{ isVirtual: boolean }> }): boolean {
  if (quote.lines.length === 0) return false;
  return !splitOrderParts(
    quote.lines.map((l) => ({ isOnline: l.isVirtual })),
    quote.isOnline,
  ).hasInPerson;
}
