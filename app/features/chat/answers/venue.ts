import { scheduleCopy } from "~/content/schedule";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/** Where an event is. */

export function venueSentence(name: string, e: KnownEvent): string {
  if (e.venue) return `${chatCopy.venue(name, e.venue.name, e.venue.address)}${e.venue.notes ? ` ${e.venue.notes}` : ""}`;
  if (e.venueLine) return chatCopy.venueLine(name, e.venueLine);
  return chatCopy.venueUnknown(name, scheduleCopy.venueComingSoon);
}

const SAME_VENUE = /\bsame (studio|venue|place|location|address|building|spot)\b/;

/** 'Is the Boston intensive at the same studio as Hartford?': the two stops' own venues, compared. */
export function answerSameVenue(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (u.events.length !== 2 || !SAME_VENUE.test(normalizeText(u.question))) return false;
  const [a, b] = u.events as [KnownEvent, KnownEvent];
  if (!a.venue || !b.venue) return false;
  const same = a.venue.name === b.venue.name && a.venue.address === b.venue.address;
  r.source = "catalog";
  r.add(same ? chatCopy.form.yes : chatCopy.form.no);
  r.add(venueSentence(eventName(a, k.knowledge.events), a));
  r.add(venueSentence(eventName(b, k.knowledge.events), b));
  r.link(eventLink(a, k.knowledge.programEventSlug, "schedule"));
  r.link(eventLink(b, k.knowledge.programEventSlug, "schedule"));
  r.decided = true;
  return true;
}
