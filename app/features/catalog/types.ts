import type { CalendarDate } from "~/domain/dates";
import type { CurrencyCode, Money } from "~/domain/money";
import type { OfferRule } from "~/domain/tier-rules";
import type { PageConfig } from "~/domain/page-config";
import type { TierFamily } from "~/domain/tiers";

/** What a tier card shows: the type lives in app/domain so the shared tier card (app/components) can name it. */
export type { PricedTier, TierSale } from "~/domain/priced-tier";

export interface Venue {
  name: string;
  address: string | null;
  notes: string | null;
}

export interface CatalogEvent {
  id: number;
  slug: string;
  kind: "intensive" | "masterclass" | "virtual";
  cityName: string;
  dateText: string;
  startsOn: CalendarDate | null;
  endsOn: CalendarDate | null;
  timeZone: string;
  currency: CurrencyCode;
  isCancelled: boolean;
  /** Its last day has passed in its own time zone: tickets and registration are closed. */
  hasEnded: boolean;
  isMasterclass: boolean;
  venue: Venue | null;
  page: PageConfig;
  /** The early-bird discount the page's banner shows (from the event's discount codes), if any. */
  earlyBird?: EarlyBirdPromotion | null;
}

export interface EarlyBirdPromotion {
  code: string;
  percentOff: number;
  /** Tiers the code applies to. */
  tiers: string[];
  /** When the code stops working (ISO 8601). */
  endsAt: string;
}

/** One thing an event sells, as `loadEventOffers` reads it: price, limits, rules and seats left. */
export interface EventOffer {
  tierKey: string;
  label: string;
  family: TierFamily;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
  description: string | null;
  note: string | null;
  price: Money;
  compareAt: Money | null;
  inCart: boolean;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  maxPerOrder: number;
  poolId: number | null;
  soldOut: boolean;
  remaining: number | null;
  rule: OfferRule;
}

export interface TourCard {
  slug: string;
  cityName: string;
  dateText: string;
  startsOn: CalendarDate | null;
}
