import { site } from "~/content/site";
import { chatCopy } from "../chat-copy";
import { ATTRIBUTE_TOPICS, mentionsAttribute } from "../detect-intents";
import { eventLink, eventName, eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { keyTerms, stem } from "../search-content";
import { joinList, normalizeText, splitSentences, tokenize } from "../text";
import type { ChatLink } from "../types";
import type { Understanding } from "../understand-question";
import { answerEvent } from "./answer-event";
import { CONTENT_CANDIDATES, MIN_CONTENT_SCORE } from "./answer-from-content";
import type { ReplyBuilder } from "./reply-builder";
import { venueSentence } from "./venue";

/** What the catalog keeps no field for (parking, hotels, food...). */

/** A schedule slot that is a meal or a break ('Lunch break'). */
export const BREAK_SLOT = /\b(lunch|dinner|meal|snacks?|food)\b|\bbreak\b/i;

/** A price asked of what the question just named ('and how much is it'). */
const PRICE_OF_IT = /\b(how much|what) (is|does) (it|that|this)( cost)?\b|\b(is|does) (it|that|this) (cost|free|paid)\b/;

/** Words of the tickets' own prices ('how much are tickets'). */
const TICKET_WORDS = /\b(tickets?|tix|pass|passes|intensive|class|classes|core|pro|audition|upgrade)\b/;

/** A place to get food at or near the studio, which no page speaks of (the breaks and what to bring do). */
const FOOD_FACILITY = /\b(vending|restaurants?|cafes?|cafeteria|canteen|microwaves?|fridge|refrigerator|kitchen|concessions?|food trucks?|coffee shop|snack bar|deli|grocery)\b/;

/**
 * Parking, hotels, food, wifi, recording: what a venue's note, a schedule or the site's copy says about
 * it; else that we don't have it, with the venue (what we do have) and the team's address.
 */
export function answerAttribute(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const attribute = u.attribute;
  if (!attribute) return;
  const topic = ATTRIBUTE_TOPICS[attribute];
  const programSlug = k.knowledge.programEventSlug;
  const events = u.events.filter((e) => e.kind !== "virtual").slice(0, 2);
  const open = events.filter((e) => eventStatus(e, now) === "upcoming");
  // A cancelled or past event: that is the answer.
  for (const e of events) if (!open.includes(e)) answerEvent(e, u, k, now, r);
  const started = r.parts.length;
  let known = false;
  for (const e of open) {
    const name = eventName(e, k.knowledge.events);
    if (e.venue?.notes && mentionsAttribute(attribute, e.venue.notes)) {
      r.add(venueSentence(name, e));
      r.link(eventLink(e, programSlug, "schedule"));
      known = true;
    }
    if (attribute === "food" && !FOOD_FACILITY.test(normalizeText(u.question))) {
      const multi = e.schedule.length > 1;
      const breaks = [...new Set(e.schedule.flatMap((g) => g.slots.filter((s) => BREAK_SLOT.test(s.activity)).map((s) => `${s.activity} at ${s.time}${multi ? ` (${g.title})` : ""}`)))];
      if (breaks.length > 0) {
        r.add(chatCopy.breaksAt(name, joinList(breaks)));
        r.link(eventLink(e, programSlug, "schedule"));
        known = true;
      } else if (e.schedule.length > 0 && open.length === 1 && BREAK_ASKED.test(normalizeText(u.question))) {
        // 'Is there a lunch break in Boston?': a schedule without one says No.
        r.add(`${chatCopy.form.no} ${chatCopy.noBreaks(name)}`);
        r.link(eventLink(e, programSlug, "schedule"));
        known = true;
      }
    }
  }
  // The FAQ's packing list answers food; on visitors filming, what it says about our filming is only what we do know.
  // 'Does the studio have a vending machine?': the breaks and the packing list don't say; we don't know it.
  const passage = attribute === "food" && FOOD_FACILITY.test(normalizeText(u.question)) ? null : attributePassage(u.question, attribute, k);
  if (passage && attribute !== "recording") {
    if (started === 0 && r.parts.length === 0) r.source = "content";
    r.add(passage.text);
    r.link(passage.link);
    known = true;
  }
  if (known || (events.length > 0 && open.length === 0)) return;
  // 'Is there parking at the Boston studio and how much is it?': 'it' is the parking, not a ticket; no ticket's price answers it.
  const text = normalizeText(u.question);
  if (u.tierKeys.length === 0 && (PRICE_OF_IT.test(text) || (/\bhow much\b|\bcosts?\b/.test(text) && !TICKET_WORDS.test(text)))) {
    for (let i = started - 1; i >= 0; i--) if (/[$£€]\s?\d/.test(r.parts[i] ?? "")) r.parts.splice(i, 1);
  }
  const venueMatters = attribute !== "recording";
  for (const e of venueMatters ? open : []) {
    const name = eventName(e, k.knowledge.events);
    const venue = e.venue ? `${e.venue.name}${e.venue.address ? `, ${e.venue.address}` : ""}` : e.venueLine;
    r.add(chatCopy.attributeUnknown(topic, name, venue));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (open.length === 0 || !venueMatters) {
    if (started === 0) r.source = "unknown";
    r.add(chatCopy.attributeUnknownGeneral(topic, venueMatters));
  }
  if (passage) {
    r.add(passage.text);
    r.link(passage.link);
  }
  r.add(chatCopy.attributeTeam(site.contactEmail));
  r.link({ label: "FAQ", href: "/faq" });
}

/** What the site's copy says about an attribute: the sentences of the best passage that speak of it. */
export function attributePassage(question: string, attribute: NonNullable<Understanding["attribute"]>, k: PreparedKnowledge): { text: string; link: ChatLink } | null {
  const hits = k.search.search(question, { limit: 2 * CONTENT_CANDIDATES }).filter((h) => h.score >= MIN_CONTENT_SCORE / 2);
  const speaks = (text: string, core: boolean) => mentionsAttribute(attribute, text, core);
  const hit = hits.find((h) => speaks(`${h.doc.title} ${h.doc.text}`, true)) ?? hits.find((h) => speaks(`${h.doc.title} ${h.doc.text}`, false));
  if (!hit) return null;
  const doc = hit.doc;
  // The sentences with the question's own words ('water'), else those about the attribute's core ('lunch').
  const asked = new Set(keyTerms(question).map(stem));
  const sentences = splitSentences(doc.text);
  const own = sentences.filter((s) => speaks(s, false) && tokenize(s).some((w) => asked.has(stem(w))));
  const core = sentences.filter((s) => speaks(s, true));
  const said = sentences
    .filter((s) => own.includes(s) || core.includes(s) || (own.length === 0 && core.length === 0 && speaks(s, false)))
    .slice(0, 2)
    .join(" ");
  if (!said) return null;
  return { text: doc.id.startsWith("faq:") && doc.title.endsWith("?") ? chatCopy.faqSays(doc.title, said) : said, link: doc.link };
}

const BREAK_ASKED = /\b(lunch break|lunch breaks|breaks?|a break for lunch|stop for lunch)\b/;
