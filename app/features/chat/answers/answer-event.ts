import { orderEmails } from "~/content/order-emails";
import { cityPageCopy } from "~/content/city-page";
import { pricingCopy } from "~/content/pricing";
import { ADULT_AGE } from "~/domain/age-groups";
import { compareByDateTbdLast } from "~/domain/dates";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName, eventStatus, formatEventDate, offerPriceLine } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText, splitSentences } from "../text";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { topDoc } from "./answer-from-content";
import { auditionSentence } from "./auditions";
import { faqOnly } from "./content-filters";
import { dateSentence, scheduleSentence } from "./dates";
import { slotAtTime, slotSentence, ARRIVING } from "./schedule-slot";
import { includesSentence } from "./offer-includes";
import { earlyBirdSentence, mainOffers, namedOffers, priceSentence, seatsSentence } from "./prices";
import { groupFor, lastSentence, mentionedAge, SUPPOSED_CANCEL } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";
import { MAX_EVENTS, MAX_LINKS } from "./reply-builder";
import { venueSentence } from "./venue";

/** Questions about named events: each intent asked adds its sentence about each event. */

/** Arriving, in visitors' words (the schedule's check-in). */
const ARRIVING_ASKED = new RegExp(ARRIVING.source);

export function answerEvents(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const events = u.events.filter((e) => e.kind !== "virtual");
  if (events.length === 0) return;
  if (u.eventsVia === "region" && events.length > 1) return answerRegion(events, u, k, now, r);
  const shown = events.slice(0, MAX_EVENTS);
  for (const e of shown) answerEvent(e, u, k, now, r);
}

export function answerRegion(events: KnownEvent[], u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const upcoming = events.filter((e) => eventStatus(e, now) === "upcoming").sort(compareByDateTbdLast);
  const cancelled = events.filter((e) => eventStatus(e, now) === "cancelled");
  if (upcoming.length === 0 && cancelled.length === 0) {
    r.add(chatCopy.tourNone);
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  const wantsPrices = u.intents.has("price");
  const lines = upcoming.slice(0, 6).map((e) => {
    const base = `${eventName(e, k.knowledge.events)} on ${formatEventDate(e)}`;
    if (!wantsPrices) return base;
    const prices = mainOffers(e).map((o) => offerPriceLine(o, now));
    return prices.length > 0 ? `${base} (${joinList(prices)})` : base;
  });
  if (lines.length > 0) r.add(chatCopy.regionDates(lines.join("; ")));
  if (cancelled.length > 0) r.add(chatCopy.cancelledList(cancelled.map((e) => `${e.cityName} (${formatEventDate(e)})`).join(", ")));
  for (const e of upcoming.slice(0, MAX_LINKS)) r.link(eventLink(e, k.knowledge.programEventSlug, wantsPrices ? "pricing" : undefined));
  if (upcoming.length === 0) r.link({ label: "Upcoming cities", href: "/" });
}

export function answerEvent(e: KnownEvent, u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const name = eventName(e, k.knowledge.events);
  const date = formatEventDate(e);
  const status = eventStatus(e, now);
  const intents = u.intents;
  const programSlug = k.knowledge.programEventSlug;

  if (status === "cancelled") {
    r.add(chatCopy.cancelled(name, date, lastSentence(pricingCopy.cancelled.text)));
    r.link({ label: cityPageCopy.cancelled.seeOtherCities, href: "/" });
    // 'Do I have to contact someone to get refunded?': how the refund reaches the buyer, in the FAQ's words.
    const text = normalizeText(u.question);
    if (intents.has("refund") || intents.has("contact") || /\bmoney\b/.test(text)) {
      const doc = topDoc(k, "what happens if an event is cancelled", faqOnly);
      if (doc) {
        r.add(splitSentences(doc.text).slice(0, 2).join(" "));
        r.cite(doc);
      }
      if (doc && MUST_ASK.test(text)) {
        r.parts.unshift(chatCopy.form.no);
        r.decided = true;
      }
    }
    return;
  }
  if (status === "ended") {
    r.add(chatCopy.ended(name, date));
    const next = k.knowledge.events
      .filter((x) => x.id !== e.id && x.cityName === e.cityName && eventStatus(x, now) === "upcoming")
      .sort(compareByDateTbdLast)[0];
    if (next) {
      r.add(chatCopy.nextInCity(eventName(next, k.knowledge.events), formatEventDate(next)));
      r.link(eventLink(next, programSlug));
    }
    r.link({ label: cityPageCopy.ended.seeOtherCities, href: "/" });
    return;
  }

  const eventIntents = (["date", "venue", "schedule", "price", "seats", "included", "age", "audition", "discount", "cancel", "buy"] as const).filter((i) =>
    intents.has(i),
  );
  const overview = eventIntents.length === 0 && !intents.has("mentorship");
  // 'Which tickets can I buy for the Boise masterclass?': every ticket, though 'masterclass' is also one's name.
  const everyTicket = WHICH_TICKETS.test(normalizeText(u.question));
  const named = everyTicket ? { offers: [], missing: [] } : namedOffers(e, u, k);

  // 'When is the VIP session?': the slot's own time, which answers the date and the schedule both.
  // 'What's on in studio 2 at 1:15?': the slot at the time named.
  const atTime = slotAtTime(name, e, u.question);
  const slot = atTime ?? (intents.has("date") || intents.has("schedule") || overview ? slotSentence(name, e, u.question, e.offers.filter((o) => u.tierKeys.includes(o.tierKey)).map((o) => o.tierLabel)) : null);
  if (slot) {
    r.add(slot);
    // 'What time should we get there?': the check-in, and the site's own word on arriving early.
    if (ARRIVING_ASKED.test(normalizeText(u.question)) && /check-in/i.test(slot)) r.add(orderEmails.confirmation.arriveEarly);
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (!slot && (intents.has("date") || overview || (intents.has("tour") && eventIntents.length === 0))) r.add(dateSentence(name, e, date));
  if (intents.has("cancel") && !SUPPOSED_CANCEL.test(normalizeText(u.question))) r.add(chatCopy.notCancelled(name, date));
  if (intents.has("venue")) {
    r.add(venueSentence(name, e));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (intents.has("schedule") && !slot) {
    r.add(scheduleSentence(name, e, u.question));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (intents.has("price") || intents.has("buy") || overview || (intents.has("mentorship") && named.offers.length > 0)) {
    r.add(priceSentence(name, e, named, now, u.carriedFrom ? `${u.question} || ${u.carriedFrom}` : u.question));
    if (e.pricingNote && (overview || intents.has("price"))) r.add(e.pricingNote);
    r.link(eventLink(e, programSlug, "pricing"));
  }
  if (intents.has("buy") && e.hasPage) r.add(chatCopy.buyAt(name));
  if (intents.has("seats")) {
    r.add(seatsSentence(name, e, named.offers.length > 0 ? named.offers : [...mainOffers(e), ...e.offers.filter((o) => o.place === "audition")]));
    r.link(eventLink(e, programSlug, "pricing"));
  }
  // 'Which class is the One Class Only for?': the slots the schedule opens to that ticket, by their own remark.
  if (named.offers.length === 1 && WHICH_CLASS.test(normalizeText(u.question))) {
    const label = named.offers[0]!.label;
    const open = e.schedule.flatMap((g) => g.slots.filter((s) => s.detail && normalizeText(s.detail).includes(normalizeText(label))).map((s) => `${s.activity} at ${s.time} (${g.title})`));
    if (open.length > 0) {
      r.add(chatCopy.openTo(label, name, joinList(open)));
      r.link(eventLink(e, programSlug, "schedule"));
    }
  }
  // 'Just a Class? what is it and how much': a ticket named and what it is, asked beside its price.
  if (intents.has("included") || (named.offers.length === 1 && WHAT_IS_IT.test(normalizeText(u.question)))) {
    const offers = named.offers.length > 0 ? named.offers : mainOffers(e);
    for (const o of offers.slice(0, 3)) r.add(includesSentence(o, now));
    r.link(eventLink(e, programSlug, "pricing"));
  }
  if (intents.has("age")) {
    const age = mentionedAge(u.question);
    r.add(age === null ? chatCopy.ageAt(name, e.ageGroups.juniors, e.ageGroups.seniors) : chatCopy.ageGroupOf(age, groupFor(age, e.ageGroups), name));
    r.add(chatCopy.guardian(ADULT_AGE));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (intents.has("audition") && !intents.has("price") && !intents.has("submit_talent")) {
    r.add(auditionSentence(name, e));
    r.link(eventLink(e, programSlug, "pricing"));
  }
  // The price lines already carry the early-bird prices.
  if (intents.has("discount") && !(intents.has("price") && earlyBirdSentence(name, e, now))) {
    r.add(earlyBirdSentence(name, e, now) ?? chatCopy.noEarlyBird(name));
    r.link(eventLink(e, programSlug, "pricing"));
  }
  if (overview) {
    r.overview.push(dateSentence(name, e, date), priceSentence(name, e, named, now, u.question), e.pricingNote ?? "");
    r.link(eventLink(e, programSlug, "pricing"));
  }
  else r.link(eventLink(e, programSlug));
}

/** Whether the buyer must do something for the refund ('do I have to contact someone', 'do we need to ask'). */
const MUST_ASK = /\b(do|does|will) (i|we|you|they) (have to|need to|must|got to) (contact|ask|email|call|request|apply|claim|fill|write|tell|message)\b|\b(should|must) (i|we) (contact|ask|email|call|request|apply|claim|write)\b/;

/** Asks for every ticket a stop sells ('which tickets can I buy', 'what are the options'). */
const WHICH_TICKETS = /\b(which|what) (tickets|options|tiers|packages)\b|\b(all|every) (the )?(tickets|options|tiers|packages)\b|\b(the|its|their) (\w+ )?tickets (cost|are|run|go for)\b|\bwhat (do|does) (the )?(\w+ )?tickets cost\b/;
/** Asks what a ticket named is ('what is it', 'what's that'). */
const WHAT_IS_IT = /\bwhat (is|s) (it|that|this)\b(?! (for|about|like))|\bwhats (it|that|this)\b/;
/** Asks which class or session a ticket is for ('which class is it for', 'what class do they get'). */
const WHICH_CLASS = /\b(which|what) (class|classes|session|sessions)\b/;
