import type { CreditRefusal } from "~/domain/credits";
import type { CodeRefusal } from "~/domain/discounts";
import type { CurrencyCode } from "~/domain/money";

/** A discount on a quote, as the spec's Applied discount describes it; amounts in minor units. */
export interface AppliedDiscount {
  code: string;
  discountType: "percentage" | "fixed";
  /** Whole percent, or minor units of the event's currency. */
  discountValue: number;
  customerTag: string | null;
  eligibleTiers: string[];
  /** The event slug the code is limited to, or null. */
  cityRestriction: string | null;
  description: string;
  /** What it takes off this cart. */
  discountAmount: number;
}

export interface QuoteLine {
  tierKey: string;
  label: string;
  isVirtual: boolean;
  /** Bought with another ticket (a VIP upgrade): not a seat for another student. */
  isAddOn: boolean;
  billing: "one_time" | "monthly";
  /** Seats left in the line's pool when few remain (app/domain/seats.ts), else null. */
  seatsLeft: number | null;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/** The server's price of a cart: every amount from the catalog, in the event's currency. */
export interface CartQuote {
  eventSlug: string;
  cityName: string;
  dateText: string;
  /** The event is an online program (its kind is virtual): every line of it is online, whatever its tier says. */
  isOnline: boolean;
  currency: CurrencyCode;
  lines: QuoteLine[];
  discounts: AppliedDiscount[];
  /** Codes that were sent but do not apply, each with the reason. */
  rejectedCodes: Array<{ code: string; message: string }>;
  subtotalMinor: number;
  discountMinor: number;
  /** A credit typed in the promo field: what it takes off after the discounts, and what stays on it. */
  credit: QuoteCredit | null;
  creditMinor: number;
  /** What is left to pay: subtotal less discounts less credit. */
  totalMinor: number;
  itemCount: number;
}

export interface QuoteCredit {
  code: string;
  amountMinor: number;
  /** What the credit still has free after this cart. */
  leftMinor: number;
}

/** Why a code sent with a cart does not apply: the code's own rules, or not on file, or sent twice. */
export type CodeRejection = CodeRefusal | CreditRefusal | "not_found" | "already_applied";

/** A quote as the server prices it: refused codes carry their reason, and the route words them (`CartQuote`). */
export type PricedQuote = Omit<CartQuote, "rejectedCodes"> & { rejectedCodes: Array<{ code: string; reason: CodeRejection }> };

/**
 * Why a cart cannot be priced, with what its words need. `line` is the item's index in the request;
 * tiers are named by their labels.
 */
export type QuoteRefusal =
  | { reason: "event_not_found" }
  | { reason: "event_cancelled" }
  | { reason: "sales_ended" }
  | { reason: "waitlist_offer_gone" }
  | { reason: "waitlist_tier_missing"; tier: string }
  | { reason: "unknown_tier"; line: number; tierKey: string }
  | { reason: "not_sold_here"; line: number; tierKey: string; cityName: string }
  | { reason: "listed_twice"; line: number; tier: string }
  | { reason: "not_in_cart"; line: number; tier: string }
  | { reason: "not_on_sale"; line: number; tier: string }
  | { reason: "sold_out"; line: number; tier: string }
  | { reason: "over_max"; line: number; tier: string; max: number }
  | { reason: "seats_short"; tiers: string[]; left: number }
  | { reason: "rule"; rule: "requires"; tier: string; oneOf: string[] }
  | { reason: "rule"; rule: "excludes"; tier: string; clash: string }
  /** More add-ons than the tickets they go with (a VIP upgrade per Full Weekend Pass or Balance Payment). */
  | { reason: "rule"; rule: "one_per"; tier: string; oneOf: string[]; max: number }
  /**
   * A tier sold only to the team's list (features/offer-access): no address proved in this browser
   * (`access: "access_required"`), the proved address (`email`) not on the list, or, placing an
   * order, a buyer's email other than the proved one.
   */
  | { reason: "restricted"; line: number; tier: string; access: "access_required" | "not_on_list" | "other_email"; email: string | null };

export type QuoteRefusalReason = QuoteRefusal["reason"];

export type QuoteAnswer =
  | { ok: true; quote: CartQuote }
  /** `accessFor`: the tier sold only to a list, whose access link the cart offers to email. */
  | { ok: false; message: string; errors?: Record<string, string>; accessFor?: string };

export type ValidateCodeAnswer =
  | { ok: true; valid: true; message: string; discount: AppliedDiscount; discount_percentage: number | null }
  | { ok: true; valid: false; message: string }
  | { ok: false; message: string; errors?: Record<string, string> };
