import type { CalendarDate } from "~/domain/dates";
import type { CurrencyCode, Money } from "~/domain/money";
import type { PageConfig } from "./page-config";

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
  capacity: number | null;
  isCancelled: boolean;
  /** Its last day has passed in its own time zone: tickets and registration are closed. */
  hasEnded: boolean;
  isMasterclass: boolean;
  venue: Venue | null;
  page: PageConfig;
}

export interface PricedTier {
  key: string;
  label: string;
  billing: "one_time" | "monthly";
  isVirtual: boolean;
  description: string | null;
  note: string | null;
  price: Money;
  /** Every seat is taken or the team closed the tier: the page offers its waitlist instead. */
  soldOut: boolean;
}

export interface TourCard {
  slug: string;
  cityName: string;
  dateText: string;
  startsOn: CalendarDate | null;
}
