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
  currency: CurrencyCode;
  lines: QuoteLine[];
  discounts: AppliedDiscount[];
  /** Codes that were sent but do not apply, each with the reason. */
  rejectedCodes: Array<{ code: string; message: string }>;
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  itemCount: number;
}

export type QuoteAnswer = { ok: true; quote: CartQuote } | { ok: false; message: string; errors?: Record<string, string> };

export type ValidateCodeAnswer =
  | { ok: true; valid: true; message: string; discount: AppliedDiscount; discount_percentage: number | null }
  | { ok: true; valid: false; message: string }
  | { ok: false; message: string; errors?: Record<string, string> };
