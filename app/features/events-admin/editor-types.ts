/** The events editor's data as its loader hands it to the page: form values as typed (amounts in major units, windows in the event's zone). */
export interface EditorOffer {
  id: number;
  tierKey: string;
  label: string;
  values: {
    price: string;
    compareAt: string;
    salesStartAt: string;
    salesEndAt: string;
    maxPerOrder: string;
    poolId: string;
    inCart: boolean;
    soldOut: boolean;
    requiresOneOf: string[];
    excludes: string[];
    suggestsBeforeCheckout: string;
    upgradeToTier: string;
    upgradePrice: string;
  };
}

export interface EditorPool {
  id: number;
  key: string;
  capacity: number | null;
  taken: number;
  tiers: string[];
}

export interface EventEditor {
  id: number;
  version: number;
  slug: string;
  cityName: string;
  currency: string;
  timeZone: string;
  isCancelled: boolean;
  values: {
    cityName: string;
    slug: string;
    dateText: string;
    startsOn: string;
    endsOn: string;
    timeZone: string;
    venue: string;
    listedOnTour: boolean;
    hasPage: boolean;
  };
  venues: Array<{ id: number; name: string; address: string | null }>;
  offers: EditorOffer[];
  pools: EditorPool[];
}
