import type { Money } from "./money";
import type { OfferRule } from "./tier-rules";
import type { TierFamily } from "./tiers";

/** What a tier card needs to sell its tier through the cart. */
export interface TierSale {
  inCart: boolean;
  /** Inside its sales window now (the event may still be over or cancelled). */
  onSale: boolean;
  maxPerOrder: number;
  compareAt: Money | null;
  rule: OfferRule;
}

/** A tier priced for one event: what its card shows and, where it is sold, how. */
export interface PricedTier {
  key: string;
  label: string;
  family: TierFamily;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
  description: string | null;
  note: string | null;
  price: Money;
  /** Every seat is taken or the team closed the tier: the page offers its waitlist instead. */
  soldOut: boolean;
  /** Seats left when few remain (seats.ts: fewSeatsLeft); null or absent while plenty are, or with no seat count. */
  seatsLeft?: number | null;
  /** How the tier is sold; absent where a page only shows it. */
  sale?: TierSale;
}
