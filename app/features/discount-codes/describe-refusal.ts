import { discountCodesCopy } from "~/content/discount-codes";
import type { DiscountCodeRefusal } from "./types";

const words = discountCodesCopy.refusals;

/** A refusal in the team's words, with the form field it is about (null: the form as a whole). */
export function describeRefusal(refusal: DiscountCodeRefusal): { field: string | null; message: string } {
  switch (refusal.reason) {
    case "not_found":
      return { field: null, message: words.not_found };
    case "code_taken":
      return { field: "code", message: words.code_taken(refusal.code) };
    case "code_in_use":
      return { field: "code", message: words.code_in_use(refusal.code) };
    case "event_not_found":
      return { field: "eventId", message: words.event_not_found };
    case "fixed_needs_event":
      return { field: "eventId", message: words.fixed_needs_event };
    case "tiers_not_sold":
      return { field: "eligibleTiers", message: words.tiers_not_sold(refusal.tiers) };
    case "bad_time":
      return { field: refusal.field, message: words.bad_time };
    case "window_order":
      return { field: "endsAt", message: words.window_order };
    case "max_below_uses":
      return { field: "maxUses", message: words.max_below_uses(refusal.uses) };
    case "early_bird_needs_event":
      return { field: "eventId", message: words.early_bird_needs_event };
    case "early_bird_needs_percentage":
      return { field: "discountType", message: words.early_bird_needs_percentage };
    case "early_bird_needs_end":
      return { field: "endsAt", message: words.early_bird_needs_end };
    case "early_bird_taken":
      return { field: "isEarlyBird", message: words.early_bird_taken(refusal.code) };
    case "used":
      return { field: null, message: words.used(refusal.uses, refusal.orders) };
    case "prefix_taken":
      return { field: "prefix", message: words.prefix_taken(refusal.prefix) };
    default:
      return refusal satisfies never;
  }
}
