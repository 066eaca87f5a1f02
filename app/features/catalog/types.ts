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
}

export interface TourCard {
  slug: string;
  cityName: string;
  dateText: string;
  startsOn: CalendarDate | null;
}
