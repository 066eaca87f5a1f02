import { chatCopy } from "../chat-copy";
import { offerPrice, priceText } from "../event-facts";
import { joinList } from "../text";
import type { KnownOffer } from "../types";
import { lowerFirst } from "./read-question";

/** What one offer includes, with its price: asked of an event (answer-event) or of a program (programs). */
export function includesSentence(o: KnownOffer, now: Date): string {
  if (o.features.length === 0) return chatCopy.includesNothingListed(o.label, offerPrice(o, now));
  return chatCopy.includes(`The ${o.label} (${priceText(o.price, o.billing)})`, joinList(o.features.map(lowerFirst)));
}
