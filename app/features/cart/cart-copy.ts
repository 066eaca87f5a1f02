import type { CodeRefusal } from "~/domain/discounts";
import { offerAccessRefusalWords } from "~/content/offer-access-link";
import { discountMessages } from "./discount-messages";
import type { CartQuote, CodeRejection, PricedQuote, QuoteRefusal } from "./types";

const seats = (n: number) => `${n} ${n === 1 ? "seat is" : "seats are"}`;

/** The cart API's words beyond the discount texts; checkout says the same about a cart it cannot sell. */
export const cartCopy = {
  eventNotFound: "We couldn't find that event.",
  invalidCart: "Invalid cart",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
  waitlistOfferGone: "This waitlist offer has expired or was already used. Join the waitlist again and we'll email you if another seat opens up.",
  /** Fewer seats left than asked for; none left means they went while the buyer was checking out. */
  seatsShort: (tiers: readonly string[], left: number) =>
    left === 0
      ? `${tiers.join(" and ")} just sold out. Join the waitlist and we'll email you if a seat opens up.`
      : `Only ${seats(left)} left for ${tiers.join(" and ")}.`,
} as const;

/** Why a discount code may not be used, by its own rules (app/domain/discounts.ts checkCode's reasons). */
export const codeRefusalCopy: Record<CodeRefusal, string> = {
  inactive: "This code is no longer active.",
  not_started: "This code isn't active yet.",
  expired: "This code has expired.",
  exhausted: "This code has reached its usage limit.",
  wrong_city: "This code isn't valid for this city.",
  not_eligible: "This code doesn't apply to the tickets in your cart.",
  wrong_currency: "This code can't be used with this event's currency.",
};

/** A credit typed in the promo field (spec section 9's non-expiring credit for any city or date). */
export const creditCopy = {
  credit_wrong_currency: "This credit is in another currency: it can only be used for an event priced in its own currency.",
  credit_exhausted: "This credit has been used up (or what is left of it is held by a checkout in progress).",
  credit_one_per_order: "Only one credit can be used on an order.",
  /** The promo field's toast and the checkout's line. */
  applied: (amount: string, left: string) => `Credit: ${amount} off, ${left} left on it`,
  line: (code: string) => `Credit ${code}`,
} as const;

/** Why a cart cannot be priced, in the words the buyer sees. */
export function quoteRefusalMessage(refusal: QuoteRefusal): string {
  switch (refusal.reason) {
    case "event_not_found":
      return cartCopy.eventNotFound;
    case "event_cancelled":
      return "This event has been cancelled. Please choose another city.";
    case "sales_ended":
      return "Ticket sales for this event have ended.";
    case "waitlist_offer_gone":
      return cartCopy.waitlistOfferGone;
    case "waitlist_tier_missing":
      return `Your waitlist seat is for ${refusal.tier}: keep it in your cart to use it.`;
    case "unknown_tier":
      return `Unknown ticket tier: ${refusal.tierKey}.`;
    case "not_sold_here":
      return `${refusal.tierKey} isn't sold for ${refusal.cityName}.`;
    case "listed_twice":
      return `${refusal.tier} is listed twice.`;
    case "not_in_cart":
      return `${refusal.tier} isn't sold through the cart.`;
    case "not_on_sale":
      return `${refusal.tier} is not on sale right now.`;
    case "sold_out":
      return `${refusal.tier} is sold out.`;
    case "over_max":
      return `You can buy at most ${refusal.max} × ${refusal.tier} in one order.`;
    case "seats_short":
      return cartCopy.seatsShort(refusal.tiers, refusal.left);
    case "rule":
      if (refusal.rule === "requires") return `${refusal.tier} can only be bought with ${refusal.oneOf.join(" or ")}.`;
      if (refusal.rule === "one_per") return `One ${refusal.tier} per ${refusal.oneOf.join(" or ")}: this cart can have ${refusal.max}.`;
      return `${refusal.tier} and ${refusal.clash} can't be bought together.`;
    case "restricted":
      return offerAccessRefusalWords(refusal.tier, refusal.access, refusal.email);
    default:
      return refusal satisfies never;
  }
}

/** Why a code does not apply to this cart (spec section 8's texts, then the code's own rules). */
export function codeRejectionMessage(reason: CodeRejection): string {
  switch (reason) {
    case "not_found":
      return discountMessages.notFound;
    case "already_applied":
      return discountMessages.alreadyApplied;
    case "credit_wrong_currency":
    case "credit_exhausted":
    case "credit_one_per_order":
      return creditCopy[reason];
    default:
      return codeRefusalCopy[reason];
  }
}

/** The quote as the browser reads it: each refused code with its words. */
export function wordedQuote(quote: PricedQuote): CartQuote {
  return { ...quote, rejectedCodes: quote.rejectedCodes.map(({ code, reason }) => ({ code, message: codeRejectionMessage(reason) })) };
}
