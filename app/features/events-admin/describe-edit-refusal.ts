import { eventsAdminCopy } from "~/content/events-admin";
import type { EventEditRefusal } from "./types";

const copy = eventsAdminCopy.refusals;

/** A refusal's words, and the field it belongs to when it belongs to one. */
export function describeEditRefusal(refusal: EventEditRefusal): { field: string | null; message: string } {
  switch (refusal.reason) {
    case "not_found":
      return { field: null, message: copy.not_found };
    case "stale":
      return { field: null, message: copy.stale };
    case "slug_taken":
      return { field: "slug", message: copy.slug_taken(refusal.slug) };
    case "venue_not_found":
      return { field: "venue", message: copy.venue_not_found };
    case "offer_not_found":
      return { field: null, message: copy.offer_not_found };
    case "pool_not_found":
      return { field: "poolId", message: copy.pool_not_found };
    case "pool_key_taken":
      return { field: "key", message: copy.pool_key_taken(refusal.key) };
    case "below_taken":
      return { field: "capacity", message: copy.below_taken(refusal.taken) };
    case "rule":
      return { field: refusal.field, message: refusal.why === "self" ? copy.rule_self : copy.rule_not_sold(refusal.tierKey) };
    case "bad_time":
      return { field: refusal.field, message: copy.bad_time };
    case "dates_need_notice":
      return { field: "startsOn", message: copy.dates_need_notice(refusal.paidOrders) };
    default:
      return refusal satisfies never;
  }
}
