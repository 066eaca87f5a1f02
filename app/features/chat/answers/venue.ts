import { scheduleCopy } from "~/content/schedule";
import { chatCopy } from "../chat-copy";
import type { KnownEvent } from "../types";

/** Where an event is. */

export function venueSentence(name: string, e: KnownEvent): string {
  if (e.venue) return `${chatCopy.venue(name, e.venue.name, e.venue.address)}${e.venue.notes ? ` ${e.venue.notes}` : ""}`;
  if (e.venueLine) return chatCopy.venueLine(name, e.venueLine);
  return chatCopy.venueUnknown(name, scheduleCopy.venueComingSoon);
}
