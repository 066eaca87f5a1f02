/** Why the events editor refused a change; the route maps each to a status and the copy to words. */
export type EventEditRefusal =
  | { reason: "not_found" }
  | { reason: "stale"; version: number }
  | { reason: "slug_taken"; slug: string }
  | { reason: "venue_not_found" }
  | { reason: "offer_not_found" }
  | { reason: "pool_not_found" }
  | { reason: "pool_key_taken"; key: string }
  | { reason: "below_taken"; taken: number }
  | { reason: "rule"; field: "requiresOneOf" | "excludes" | "suggestsBeforeCheckout" | "upgradeToTier"; tierKey: string; why: "self" | "not_sold" }
  | { reason: "bad_time"; field: "salesStartAt" | "salesEndAt" }
  | { reason: "dates_need_notice"; paidOrders: number };

export type EventEditResult<T = object> = ({ ok: true; changed: boolean } & T) | ({ ok: false } & EventEditRefusal);
