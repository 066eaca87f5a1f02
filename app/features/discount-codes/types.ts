import type { CurrencyCode } from "~/domain/money";

/** Why the team's change to a code was refused; the route words each one (app/content/discount-codes.ts). */
export type DiscountCodeRefusal =
  | { reason: "not_found" }
  | { reason: "code_taken"; code: string }
  | { reason: "code_in_use"; code: string }
  | { reason: "event_not_found" }
  | { reason: "fixed_needs_event" }
  | { reason: "tiers_not_sold"; tiers: string[] }
  | { reason: "bad_time"; field: "startsAt" | "endsAt" }
  | { reason: "window_order" }
  | { reason: "max_below_uses"; uses: number }
  | { reason: "early_bird_needs_event" }
  | { reason: "early_bird_needs_percentage" }
  | { reason: "early_bird_needs_end" }
  | { reason: "early_bird_taken"; code: string }
  | { reason: "used"; uses: number; orders: number }
  | { reason: "prefix_taken"; prefix: string };

export type DiscountCodeRefusalReason = DiscountCodeRefusal["reason"];

/** A code as the team's list shows it. */
export interface DiscountCodeRow {
  id: number;
  code: string;
  discountType: "percentage" | "fixed";
  percentOff: number | null;
  amountMinor: number | null;
  currency: CurrencyCode | null;
  event: { id: number; slug: string; cityName: string; dateText: string; timeZone: string } | null;
  eligibleTiers: string[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usesCount: number;
  description: string;
  customerTag: string | null;
  isActive: boolean;
  isEarlyBird: boolean;
  createdAt: Date;
  /** Paid orders that used it, per currency: how many, the discount it gave and what they paid. */
  sales: Array<{ currency: CurrencyCode; orders: number; discountMinor: number; revenueMinor: number }>;
}

/** A code's fields as the audit log keeps them (before and after a change). */
export type DiscountCodeSnapshot = Record<string, string | number | boolean | string[] | null>;
