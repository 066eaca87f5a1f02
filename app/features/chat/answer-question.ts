import { cityPageCopy } from "~/content/city-page";
import { pricingCopy } from "~/content/pricing";
import { programPaths } from "~/content/program-paths";
import { actingForDancersPage } from "~/content/programs";
import { scheduleCopy } from "~/content/schedule";
import { site } from "~/content/site";
import { ADULT_AGE, AGE_GROUP_LABELS, auditionAgeGroup } from "~/domain/age-groups";
import { calendarDateInZone, compareByDateTbdLast } from "~/domain/dates";
import { formatMoney, type CurrencyCode, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { AUDITION_TIER, isCoreTier, isProTier } from "~/domain/tiers";
import { chatCopy } from "./chat-copy";
import { ATTRIBUTE_TOPICS, mentionsAttribute, type Intent } from "./detect-intents";
import { splitCityName } from "./find-cities";
import { earlyBirdLine, eventLink, eventName, eventStatus, formatDeadline, formatEventDate, offerPrice, offerPriceLine, priceText } from "./event-facts";
import type { PreparedKnowledge } from "./prepare-knowledge";
import { SEARCH_STOP_WORDS, SITE_WORDS } from "./common-words";
import { keyTerms, passageCovers, stem } from "./search-content";
import { REGION_NAMES, regionDisplayName } from "./region-names";
import { joinList, normalizeText, plainText, splitSentences, tokenize } from "./text";
import type { ChatLink, ChatReply, ChatTurn, ContentDoc, KnownEvent, KnownOffer, KnownTier } from "./types";
import { EVENT_INTENTS, hasPolicyIntent, understandQuestion, type Understanding } from "./understand-question";

/** The reply, with what the assistant understood (intents only: never the message itself). */
export interface ChatAnswer extends ChatReply {
  intents: string[];
  /** How the reply was found: catalog facts, a content passage, or nothing. */
  source: "catalog" | "content" | "unknown" | "smalltalk";
}

const MAX_LINKS = 3;
const MAX_EVENTS = 4;

class ReplyBuilder {
  readonly parts: string[] = [];
  readonly links: ChatLink[] = [];
  source: ChatAnswer["source"] = "catalog";

  add(text: string | null | undefined): void {
    const t = text?.trim();
    if (t && !this.parts.includes(t)) this.parts.push(t);
  }

  /** One link per page: the first one added (the most specific anchor) wins. */
  link(link: ChatLink): void {
    const page = (href: string) => href.split("#")[0];
    if (!this.links.some((l) => page(l.href) === page(link.href))) this.links.push(link);
  }

  get empty(): boolean {
    return this.parts.length === 0;
  }
}

/**
 * The offline assistant: reads the conversation's last question, finds the events, tiers and intents
 * it is about, and answers in a sentence or two from the catalog's facts and the site's content, with
 * links to the pages that say more. It never makes up a price or a date: what the catalog lacks, it says so.
 */
export function answerQuestion(turns: readonly ChatTurn[], k: PreparedKnowledge, now: Date): ChatAnswer {
  const u = understandQuestion(turns, k);
  const r = new ReplyBuilder();
  const intents = u.intents;
  const smalltalkOnly = [...intents].every((i) => i === "greeting" || i === "thanks");

  if (u.events.length === 0 && u.tierKeys.length === 0 && smalltalkOnly && intents.size > 0 && !u.unknownPlace && !u.attribute) {
    r.source = "smalltalk";
    r.add(intents.has("thanks") ? chatCopy.thanks : chatCopy.greeting(site.name, exampleQuestion(k, now)));
  } else if (u.unknownPlace?.focused) {
    answerUnknownPlace(u, k, now, r);
  } else {
    if (!u.attribute || [...intents].some((i) => EVENT_INTENTS.has(i))) {
      if (u.events.length > 0) answerEvents(u, k, now, r);
      answerPolicies(u, k, now, r);
      if (r.empty) answerWithoutCity(u, k, now, r);
    }
    // Something we keep no field for ('is there parking'): what the site says about it, or that we don't know it.
    if (u.attribute) answerAttribute(u, k, now, r);
    if (r.empty) answerFromContent(u.question, k, r);
    if (r.empty) {
      r.source = "unknown";
      r.add(chatCopy.unknown(site.contactEmail));
      r.link({ label: "FAQ", href: "/faq" });
    }
  }
  return {
    message: plainText(r.parts.join(" ")).replace(/[<>]/g, ""),
    links: r.links.slice(0, MAX_LINKS),
    intents: [...intents].sort(),
    source: r.source,
  };
}

// ---------------------------------------------------------------------------------------------
// Events

function answerEvents(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const events = u.events.filter((e) => e.kind !== "virtual");
  if (events.length === 0) return;
  if (u.eventsVia === "region" && events.length > 1) return answerRegion(events, u, k, now, r);
  const shown = events.slice(0, MAX_EVENTS);
  for (const e of shown) answerEvent(e, u, k, now, r);
}

function answerRegion(events: KnownEvent[], u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
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

/** The tiers a page lists as its cards, or everything but the extras when it lists none that are sold. */
function mainOffers(e: KnownEvent): KnownOffer[] {
  const main = e.offers.filter((o) => o.place === "main");
  return main.length > 0 ? main : e.offers.filter((o) => o.place === "other");
}

function answerEvent(e: KnownEvent, u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const name = eventName(e, k.knowledge.events);
  const date = formatEventDate(e);
  const status = eventStatus(e, now);
  const intents = u.intents;
  const programSlug = k.knowledge.programEventSlug;

  if (status === "cancelled") {
    r.add(chatCopy.cancelled(name, date, lastSentence(pricingCopy.cancelled.text)));
    r.link({ label: cityPageCopy.cancelled.seeOtherCities, href: "/" });
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
  const named = namedOffers(e, u, k);

  if (intents.has("date") || overview || (intents.has("tour") && eventIntents.length === 0)) r.add(dateSentence(name, e, date));
  if (intents.has("cancel")) r.add(chatCopy.notCancelled(name, date));
  if (intents.has("venue")) {
    r.add(venueSentence(name, e));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (intents.has("schedule")) {
    r.add(scheduleSentence(name, e));
    r.link(eventLink(e, programSlug, "schedule"));
  }
  if (intents.has("price") || intents.has("buy") || overview || (intents.has("mentorship") && named.offers.length > 0)) {
    r.add(priceSentence(name, e, named, now));
    if (e.pricingNote && (overview || intents.has("price"))) r.add(e.pricingNote);
    r.link(eventLink(e, programSlug, "pricing"));
  }
  if (intents.has("buy") && e.hasPage) r.add(chatCopy.buyAt(name));
  if (intents.has("seats")) {
    r.add(seatsSentence(name, e, named.offers.length > 0 ? named.offers : [...mainOffers(e), ...e.offers.filter((o) => o.place === "audition")]));
    r.link(eventLink(e, programSlug, "pricing"));
  }
  if (intents.has("included")) {
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
  if (overview) r.link(eventLink(e, programSlug, "pricing"));
  else r.link(eventLink(e, programSlug));
}

function dateSentence(name: string, e: KnownEvent, date: string): string {
  if (!e.startsOn) return chatCopy.dateUndecided(name, e.dateText);
  return e.endsOn && e.endsOn !== e.startsOn ? chatCopy.dateRange(name, date) : chatCopy.date(name, date);
}

function venueSentence(name: string, e: KnownEvent): string {
  if (e.venue) return `${chatCopy.venue(name, e.venue.name, e.venue.address)}${e.venue.notes ? ` ${e.venue.notes}` : ""}`;
  if (e.venueLine) return chatCopy.venueLine(name, e.venueLine);
  return chatCopy.venueUnknown(name, scheduleCopy.venueComingSoon);
}

function scheduleSentence(name: string, e: KnownEvent): string {
  if (e.schedule.length === 0) return `${name}: ${scheduleCopy.emptySchedule}`;
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  const groups = e.schedule.map((g) => {
    const line = chatCopy.scheduleGroup(g.title, g.firstTime, g.lastTime);
    return multiDay && g.day ? `${g.day}, ${line}` : line;
  });
  return chatCopy.schedule(name, groups.join("; "));
}

interface NamedOffers {
  offers: KnownOffer[];
  /** Tiers the question names that this event does not sell. */
  missing: string[];
}

/** The event's offers the question names; a tier it does not sell is reported as missing. */
function namedOffers(e: KnownEvent, u: Understanding, k: PreparedKnowledge): NamedOffers {
  const matcher = k.eventTiers.get(e.id);
  const keys = matcher ? matcher.find(u.tierText) : [];
  let offers = keys.map((key) => e.offers.find((o) => o.tierKey === key)).filter((o): o is KnownOffer => Boolean(o));
  // 'pro' names both the Pro Track and the Pro / Growth mentorship: without a word about mentorship, the ticket.
  if (!u.intents.has("mentorship") && offers.some((o) => o.place !== "mentorship")) offers = offers.filter((o) => o.place !== "mentorship");
  if (u.intents.has("mentorship") && offers.length === 0) offers = e.offers.filter((o) => o.place === "mentorship");
  const missing =
    offers.length === 0
      ? [...u.tierKeys, ...u.unsoldTierKeys].filter((key) => !e.offers.some((o) => o.tierKey === key)).map((key) => k.tiersByKey.get(key)?.label ?? key)
      : [];
  return { offers, missing: [...new Set(missing)] };
}

function priceSentence(name: string, e: KnownEvent, named: NamedOffers, now: Date): string {
  const line = (o: KnownOffer) => {
    const bird = earlyBirdLine(e, o, now);
    return `${offerPriceLine(o, now)}${bird ? chatCopy.earlyBird(bird) : ""}`;
  };
  const upgrades = (offers: KnownOffer[]) =>
    offers
      .filter((o) => o.upgrade)
      .map((o) => {
        const to = e.offers.find((x) => x.tierKey === o.upgrade?.tierKey);
        return to && o.upgrade ? chatCopy.upgrade(o.label, to.label, formatMoney(o.upgrade.price)) : "";
      })
      .filter(Boolean);
  if (named.offers.length === 1) {
    const o = named.offers[0] as KnownOffer;
    const bird = earlyBirdLine(e, o, now);
    return [chatCopy.onePrice(o.label, name, `${offerPrice(o, now)}${bird ? chatCopy.earlyBird(bird) : ""}`), ...upgrades([o])].join(" ");
  }
  if (named.offers.length > 1) return chatCopy.pricesAt(name, joinList(named.offers.map(line)));
  const main = mainOffers(e);
  const audition = e.offers.find((o) => o.tierKey === AUDITION_TIER);
  const lines = main.map(line);
  if (audition && audition.price.amountMinor === 0) lines.push(chatCopy.auditionFree);
  else if (audition) lines.push(line(audition));
  if (named.missing.length > 0) return chatCopy.notSold(name, joinList(named.missing, "or"), joinList(lines));
  if (lines.length === 0) return chatCopy.unknown(site.contactEmail);
  return [chatCopy.pricesAt(name, joinList(lines)), ...upgrades(main)].join(" ");
}

function seatsSentence(name: string, e: KnownEvent, offers: KnownOffer[]): string {
  const lines = offers.map((o) => {
    if (o.soldOut) return chatCopy.seatsSoldOut(o.label);
    if (o.remaining !== null) return chatCopy.seatsLeft(o.label, o.remaining);
    return chatCopy.seatsOpen(o.label);
  });
  return chatCopy.seats(name, lines.join("; "));
}

function includesSentence(o: KnownOffer, now: Date): string {
  if (o.features.length === 0) return chatCopy.includesNothingListed(o.label, offerPrice(o, now));
  return chatCopy.includes(`The ${o.label} (${priceText(o.price, o.billing)})`, joinList(o.features.map(lowerFirst)));
}

function auditionSentence(name: string, e: KnownEvent): string {
  const audition = e.offers.find((o) => o.tierKey === AUDITION_TIER);
  if (!audition) return chatCopy.noAudition(name);
  if (audition.soldOut) return chatCopy.auditionFull(name);
  return chatCopy.auditionAt(name, audition.label, priceText(audition.price));
}

function earlyBirdSentence(name: string, e: KnownEvent, now: Date): string | null {
  const bird = e.earlyBird;
  if (!bird || new Date(bird.endsAt) <= now) return null;
  const offers = bird.tiers.map((key) => e.offers.find((o) => o.tierKey === key)).filter((o): o is KnownOffer => Boolean(o));
  const prices = offers.map((o) => chatCopy.earlyBirdPrice(o.label, formatMoney(o.price), formatMoney({ amountMinor: percentOff(o.price.amountMinor, bird.percentOff), currency: o.price.currency })));
  return chatCopy.earlyBirdAt(name, bird.percentOff, joinList(offers.map((o) => o.label)), bird.code, formatDeadline(bird.endsAt, e.timeZone), joinList(prices));
}

// ---------------------------------------------------------------------------------------------
// Policies and programs

function answerPolicies(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const intents = u.intents;
  const hasEvents = u.events.length > 0;
  const faqOnly = (d: ContentDoc) => d.id.startsWith("faq:");

  if (intents.has("cant_attend") && !intents.has("date_change")) {
    // "Can't make it" is either a ticket holder who can't come (refund policy) or a dancer no date suits (talent submission).
    const noDateSuits =
      intents.has("audition") || /\b(any|none) of (the |your )?(dates|events|cities)\b|\bany (date|dates|event|city)\b|\btoo far\b|\bno (event|date|city) near\b/.test(normalizeText(u.question));
    if (!noDateSuits) {
      const attend = topDoc(k, "can't attend anymore what are my options", faqOnly);
      if (attend) r.add(sentences(attend.text, 2));
      r.link({ label: "FAQ", href: "/faq" });
    }
    if (!intents.has("refund")) {
      const anyDate = topDoc(k, "can't make any of the dates still be considered", faqOnly);
      const text = anyDate ? dropYes(sentences(anyDate.text, 2)) : null;
      if (text) r.add(noDateSuits ? text : chatCopy.cantMakeAnyDate(lowerFirst(text)));
      r.link({ label: "Submit Talent", href: "/submit-talent" });
    }
  }
  const cancelledEvent = u.events.some((e) => e.isCancelled);
  if (intents.has("refund") || intents.has("date_change") || (intents.has("cancel") && !hasEvents)) {
    if (!(cancelledEvent && !intents.has("date_change")) && !(intents.has("cant_attend") && !intents.has("date_change") && r.parts.length > 0)) {
      r.add(pricingCopy.refundPolicy.text);
      r.link({ label: pricingCopy.refundPolicy.title, href: "/terms#refunds" });
      r.link({ label: "FAQ", href: "/faq" });
    }
  }
  if (intents.has("scholarship")) {
    const offer = topDoc(k, "do you offer scholarships", faqOnly);
    if (offer) r.add(sentences(offer.text, 2));
    const when = topDoc(k, "applications for a tour stop close", (d) => d.link.href.startsWith("/scholarship"));
    const closing = when ? splitSentences(when.text).find((s) => /close/i.test(s)) : undefined;
    if (closing) r.add(closing);
    r.link({ label: "Scholarships", href: "/scholarship" });
  }
  if (intents.has("submit_talent") && !intents.has("cant_attend")) {
    const video = /\b(audition video|video audition)\b/.test(normalizeText(u.question));
    const page = video ? "/audition-video" : "/submit-talent";
    const lead = topDoc(k, video ? "submit an audition video" : "submit your talent reel", (d) => d.link.href === page);
    const detail = k.search.search(u.question, { limit: 1, filter: (d) => d.link.href.startsWith(`${page}#`) && d.id.startsWith(video ? "audition-video:" : "talent:") })[0]?.doc;
    if (lead) r.add(lastSentence(lead.text));
    if (detail) r.add(quote(detail, u.question, 0));
    r.link(video ? { label: "Audition video", href: "/audition-video" } : { label: "Submit Talent", href: "/submit-talent" });
  }
  if (intents.has("mentorship") && !hasEvents) answerMentorship(u, k, r);
  if (intents.has("acting")) answerActing(u, k, r, now);
  if (intents.has("contact")) {
    const doc = topDoc(k, "how do I contact the team", faqOnly);
    r.add(doc ? sentences(doc.text, 1) : chatCopy.unknown(site.contactEmail));
    r.link({ label: "About us", href: "/about#contact" });
  }
  if (intents.has("discount") && !hasEvents) {
    const doc = topDoc(k, "how do discount codes work", faqOnly);
    if (doc) r.add(sentences(doc.text, 2));
    const birds = k.knowledge.events.filter((e) => eventStatus(e, now) === "upcoming" && e.earlyBird && new Date(e.earlyBird.endsAt) > now);
    for (const e of birds.slice(0, 2)) {
      r.add(earlyBirdSentence(e.cityName, e, now));
      r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
    }
    r.link({ label: "FAQ", href: "/faq" });
  }
}

function answerMentorship(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  const all = k.knowledge.mentorshipTierKeys;
  const named = u.tierKeys.filter((key) => all.includes(key));
  const levels = (named.length > 0 && named.length < all.length ? named : all)
    .map((key) => k.tiersByKey.get(key))
    .filter((t): t is NonNullable<typeof t> => Boolean(t))
    .map((t) => `${t.label} ${priceText(t.basePrice, t.billing)}`);
  // Billing, the beta, what a level gives: the mentorship passages answer more than the prices.
  const about = k.search.search(u.question, { limit: 1, filter: (d) => d.link.href === programPaths.eliteMentorshipBeta || /mentorship/i.test(d.title) })[0];
  const specific = about && about.terms.some((t) => !/^mentor/.test(t) && !SITE_WORDS.has(t) && t.length >= 4);
  const terms = specific ? "" : pricingCopy.mentorship.terms.filter((t) => /minimum|starting/i.test(t)).join(" ");
  if (levels.length > 0) r.add(chatCopy.mentorship(joinList(levels), terms));
  if (specific) r.add(quote(about.doc, u.question, 1));
  r.link({ label: "Elite Mentorship", href: programPaths.eliteMentorshipBeta });
}

function answerActing(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder, now: Date): void {
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  const intro = actingForDancersPage.meta.description.split(":")[0] ?? actingForDancersPage.hero.title;
  const found = program ? (k.eventTiers.get(program.id)?.find(u.question) ?? []) : [];
  // The program's name is in every option's label: naming it names no option in particular.
  const named = program && found.length < program.offers.length ? found : [];
  const offers = program ? (named.length > 0 ? program.offers.filter((o) => named.includes(o.tierKey)) : program.offers) : [];
  if (offers.length > 0) r.add(chatCopy.acting(intro, joinList(offers.map((o) => offerPriceLine(o, now)))));
  else r.add(intro);
  if (named.length > 0 && u.intents.has("included")) for (const o of offers.slice(0, 2)) r.add(includesSentence(o, now));
  // A free month, the packs and the paths, who it is for: the program's own questions answer more than the prices.
  const about = k.search.search(u.question, { limit: 1, filter: (d) => d.link.href === programPaths.actingForDancers })[0];
  if (about && about.terms.some((t) => !/^(act|dancer)/.test(t) && !SITE_WORDS.has(t) && t.length >= 4)) r.add(quote(about.doc, u.question, 0));
  r.link({ label: "Acting for Dancers", href: programPaths.actingForDancers });
}

// ---------------------------------------------------------------------------------------------
// Questions that name no city

function answerWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const intents = u.intents;
  const upcoming = k.knowledge.events.filter((e) => e.kind !== "virtual" && e.hasPage && eventStatus(e, now) === "upcoming").sort(compareByDateTbdLast);

  const otherQuestion = ["schedule", "venue", "seats", "date", "tour", "age", "audition"].some((i) => intents.has(i as Intent));
  if (intents.has("price") || (u.tierKeys.length > 0 && !intents.has("included") && !otherQuestion)) {
    answerPriceWithoutCity(u, k, now, upcoming, r);
    return;
  }
  if (intents.has("included") && u.tierKeys.length > 0 && !(intents.has("audition") && u.tierKeys.every((key) => key === AUDITION_TIER))) {
    const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
    if (program && u.tierKeys.every((key) => program.offers.some((o) => o.tierKey === key))) return answerActing(u, k, r, now);
    if (u.tierKeys.every((key) => k.knowledge.mentorshipTierKeys.includes(key))) return answerMentorship(u, k, r);
    const shown: KnownTier[] = [];
    for (const key of u.tierKeys) {
      const tier = k.tiersByKey.get(key);
      if (tier && tier.features.length > 0 && !shown.some((t) => t.label === tier.label) && shown.length < 3) shown.push(tier);
    }
    for (const tier of shown) {
      // Compared with a ticket every city sells, a ticket one city sells says where ('difference between pro track and vip').
      const sellers = shown.length > 1 ? upcoming.filter((e) => e.offers.some((o) => o.tierKey === tier.key || o.tierLabel === tier.label)) : [];
      const label = sellers.length === 1 && sellers[0] ? chatCopy.tierOnlyAt(tier.label, eventName(sellers[0], k.knowledge.events)) : tier.label;
      r.add(chatCopy.includes(`The ${label}`, joinList(tier.features.map(lowerFirst))));
    }
    if (shown.length > 0) {
      r.add(chatCopy.askCity);
      r.link({ label: "Tour dates", href: "/" });
      return;
    }
  }
  if (intents.has("date") || intents.has("tour")) {
    const month = mentionedMonth(u.question, now);
    if (month) {
      const inMonth = upcoming.filter((e) => e.startsOn?.startsWith(month.key) || e.endsOn?.startsWith(month.key));
      if (inMonth.length > 0) {
        r.add(chatCopy.monthList(month.name, inMonth.map((e) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`).join(", ")));
        for (const e of inMonth.slice(0, MAX_LINKS)) r.link(eventLink(e, k.knowledge.programEventSlug));
        return;
      }
      r.add(chatCopy.monthNone(month.name));
    }
    if (upcoming.length === 0) r.add(chatCopy.tourNone);
    else r.add(chatCopy.tourList(upcoming.length, upcoming.slice(0, 5).map((e) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`).join(", ")));
    r.link({ label: "All tour dates", href: "/" });
    return;
  }
  if (intents.has("age")) {
    const other = scheduleCopy.ageGroups.eleven_and_twelve_plus;
    const age = mentionedAge(u.question);
    if (age !== null) r.add(chatCopy.ageGroupOf(age, AGE_GROUP_LABELS[auditionAgeGroup(age)], null));
    r.add(chatCopy.ageGeneral(cityPageCopy.defaultSubtitle, AGE_GROUP_LABELS["12_and_under"], AGE_GROUP_LABELS["13_and_up"], `${other.juniors} and ${other.seniors}`));
    r.add(chatCopy.guardian(ADULT_AGE));
    r.link({ label: "FAQ", href: "/faq" });
    return;
  }
  if (intents.has("mentorship")) return answerMentorship(u, k, r);
  if (intents.has("audition")) {
    const registering = intents.has("buy") ? " register for the audition alone Audition Only option" : "";
    answerFromContent(`${u.question}${registering}`, k, r, (d) => /audition/i.test(`${d.title} ${d.text}`), u.question);
    if (!r.empty) return;
  }
  if (intents.has("buy")) {
    r.add(chatCopy.buyGeneral(pricingCopy.heading));
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  const hint = intents.has("schedule") ? "schedule day class times" : intents.has("venue") ? "where are the events held studio" : intents.has("seats") ? "seats sold out waitlist" : null;
  if (hint) {
    // The question may be about something else that takes time or a place ('how long does footage take').
    answerFromContent(u.question, k, r);
    if (!r.empty) return;
    answerFromContent(`${u.question} ${hint}`, k, r, (d) => d.id.startsWith("faq:"), u.question);
    r.add(chatCopy.askCity);
    r.link({ label: "Tour dates", href: "/" });
  }
}

function answerPriceWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, upcoming: KnownEvent[], r: ReplyBuilder): void {
  const mentorshipKeys = new Set(k.knowledge.mentorshipTierKeys);
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  if (u.tierKeys.length > 0 && u.tierKeys.every((key) => mentorshipKeys.has(key))) return answerMentorship(u, k, r);
  if (u.tierKeys.length > 0 && u.tierKeys.every((key) => key === AUDITION_TIER)) {
    const doc = topDoc(k, "is the audition included what does it cost", (d) => d.id.startsWith("faq:"));
    if (doc) r.add(sentences(doc.text, 2));
    r.link({ label: "FAQ", href: "/faq" });
    return;
  }
  if (program && u.tierKeys.length > 0 && u.tierKeys.every((key) => program.offers.some((o) => o.tierKey === key))) return answerActing(u, k, r, now);

  const selling = upcoming.filter((e) => e.slug !== k.knowledge.programEventSlug);
  if (u.tierKeys.length > 0) {
    const keys = new Set(u.tierKeys);
    const offers = selling.flatMap((e) => e.offers.filter((o) => keys.has(o.tierKey)).map((o) => ({ e, o })));
    if (offers.length > 0) {
      const labels = [...new Set(u.tierKeys.map((key) => mostCommon(offers.filter((x) => x.o.tierKey === key).map((x) => x.o.label))).filter((l): l is string => Boolean(l)))];
      const ranges = labels.map((label) => {
        const range = rangesByCurrency(offers.filter((x) => x.o.label === label));
        return chatCopy.priceRange(label, range.main, range.others);
      });
      r.add(chatCopy.priceRanges(joinList(ranges)));
      r.add(chatCopy.askCity);
      r.link({ label: "Tour dates", href: "/" });
      return;
    }
  }
  if (u.unsoldTierKeys.length > 0) {
    r.add(chatCopy.notOnSale(joinList(u.unsoldTierKeys.map((key) => k.tiersByKey.get(key)?.label ?? key), "or")));
    r.add(chatCopy.askTeam(site.contactEmail));
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  // The two tickets every page sells, each the family's usual label ('Pro Track', not the VIP upgrade).
  const families = [isCoreTier, isProTier].flatMap((is) => {
    const offers = selling.flatMap((e) => mainOffers(e).filter((o) => is(o.tierKey)).map((o) => ({ e, o })));
    const label = mostCommon(offers.map((x) => x.o.tierLabel));
    const usual = offers.filter((x) => x.o.tierLabel === label);
    return label && usual.length > 0 ? [{ label, ranges: rangesByCurrency(usual) }] : [];
  });
  if (families.length > 0) {
    const others = [...new Set(families.flatMap((f) => f.ranges.otherPlaces))];
    r.add(chatCopy.priceGeneral(joinList(families.map((f) => `the ${f.label} ${f.ranges.main}`)), chatCopy.auditionFree, others.length > 0 ? joinList(others) : null));
    r.add(chatCopy.askCity);
  } else r.add(chatCopy.tourNone);
  r.link({ label: "Tour dates", href: "/" });
}

interface PriceRanges {
  /** The range in the currency most cities use ('$328 to $498'). */
  main: string;
  /** The other currencies' ranges with their places ('£307 in London, UK'), or null. */
  others: string | null;
  otherPlaces: string[];
}

/** One range per currency: the one most cities use first, the others with the places that use them. */
function rangesByCurrency(offers: Array<{ e: KnownEvent; o: KnownOffer }>): PriceRanges {
  const byCurrency = new Map<CurrencyCode, Array<{ e: KnownEvent; o: KnownOffer }>>();
  for (const x of offers) byCurrency.set(x.o.price.currency, [...(byCurrency.get(x.o.price.currency) ?? []), x]);
  const groups = [...byCurrency].map(([currency, xs]) => {
    const amounts = xs.map((x) => x.o.price.amountMinor);
    const min: Money = { amountMinor: Math.min(...amounts), currency };
    const max: Money = { amountMinor: Math.max(...amounts), currency };
    const range = min.amountMinor === max.amountMinor ? formatMoney(min) : `${formatMoney(min)} to ${formatMoney(max)}`;
    return { range, places: [...new Set(xs.map((x) => x.e.cityName))] };
  });
  groups.sort((a, b) => b.places.length - a.places.length);
  const [main, ...rest] = groups;
  return {
    main: main?.range ?? "",
    others: rest.length > 0 ? rest.map((g) => chatCopy.rangeIn(g.range, joinList(g.places))).join("; ") : null,
    otherPlaces: rest.flatMap((g) => g.places),
  };
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

// ---------------------------------------------------------------------------------------------
// Places we don't visit

/** The state, province or country of an event ('TX' for 'Dallas, TX'). */
function regionCode(e: KnownEvent): string | null {
  return splitCityName(e.cityName).region?.toUpperCase() ?? null;
}

/** How a reply names a group of regions: 'Texas', or what they share ('Canada'). */
function regionsName(codes: readonly string[]): string {
  if (codes.length === 1) return regionDisplayName(codes[0] ?? "");
  const shared = (REGION_NAMES[codes[0] ?? ""] ?? []).filter((name) => codes.every((c) => REGION_NAMES[c]?.includes(name)));
  const name = shared[0];
  return name ? name.replace(/\b\w/g, (c) => c.toUpperCase()) : "the area";
}

/**
 * 'Do you come to Chicago?', 'the NYC event', 'Austin, TX': we have no date there. Our events in a
 * town of that name elsewhere and in its state come first; else the next dates on the tour. Never a price.
 */
function answerUnknownPlace(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const place = u.unknownPlace;
  if (!place) return;
  const programSlug = k.knowledge.programEventSlug;
  const upcoming = (e: KnownEvent) => e.kind !== "virtual" && eventStatus(e, now) === "upcoming";
  const line = (e: KnownEvent) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`;
  r.add(chatCopy.placeNone(place.name));
  if (hasPolicyIntent(u.intents)) {
    // 'Can I get a refund for the Toronto event?': the policy is the same everywhere.
    answerPolicies(u, k, now, r);
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  const same = place.sameNameEventIds
    .map((id) => k.eventsById.get(id))
    .filter((e): e is KnownEvent => Boolean(e) && upcoming(e as KnownEvent))
    .sort(compareByDateTbdLast);
  const codes = new Set(place.regionCodes);
  const nearby = k.knowledge.events.filter((e) => upcoming(e) && !same.includes(e) && codes.has(regionCode(e) ?? "")).sort(compareByDateTbdLast);
  const tour = k.knowledge.events.filter((e) => upcoming(e) && e.hasPage).sort(compareByDateTbdLast);
  if (same.length > 0) r.add(chatCopy.placeSameName(joinList(same.map(line))));
  if (nearby.length > 0) r.add(chatCopy.placeRegion(regionsName(place.regionCodes), joinList(nearby.slice(0, 5).map(line))));
  if (same.length === 0 && nearby.length === 0) r.add(tour.length > 0 ? chatCopy.placeUpcoming(joinList(tour.slice(0, 4).map(line))) : chatCopy.tourNone);
  if (tour.length > 0) r.add(chatCopy.placeTourPage(site.contactEmail));
  r.link({ label: "Tour dates", href: "/" });
  for (const e of [...same, ...nearby].slice(0, 2)) r.link(eventLink(e, programSlug));
}

// ---------------------------------------------------------------------------------------------
// What the catalog keeps no field for

/** A schedule slot that is a meal or a break ('Lunch break'). */
const BREAK_SLOT = /\b(lunch|dinner|meal|snacks?|food)\b|\bbreak\b/i;

/**
 * Parking, hotels, food, wifi, recording: what a venue's note, a schedule or the site's copy says about
 * it; else that we don't have it, with the venue (what we do have) and the team's address.
 */
function answerAttribute(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
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
    if (attribute === "food") {
      const multi = e.schedule.length > 1;
      const breaks = [...new Set(e.schedule.flatMap((g) => g.slots.filter((s) => BREAK_SLOT.test(s.activity)).map((s) => `${s.activity} at ${s.time}${multi ? ` (${g.title})` : ""}`)))];
      if (breaks.length > 0) {
        r.add(chatCopy.breaksAt(name, joinList(breaks)));
        r.link(eventLink(e, programSlug, "schedule"));
        known = true;
      }
    }
  }
  // The FAQ's packing list answers food; on visitors filming, what it says about our filming is only what we do know.
  const passage = attributePassage(u.question, attribute, k);
  if (passage && attribute !== "recording") {
    if (started === 0 && r.parts.length === 0) r.source = "content";
    r.add(passage.text);
    r.link(passage.link);
    known = true;
  }
  if (known || (events.length > 0 && open.length === 0)) return;
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
function attributePassage(question: string, attribute: NonNullable<Understanding["attribute"]>, k: PreparedKnowledge): { text: string; link: ChatLink } | null {
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

// ---------------------------------------------------------------------------------------------
// Content

/** Below this, a content passage shares too little with the question to be its answer. */
const MIN_CONTENT_SCORE = 6;

/** How many of the best passages are read for one that shares the question's key terms. */
const CONTENT_CANDIDATES = 5;

/**
 * The passage that answers the question: among the best matches, the first that scores enough, shares
 * a word that means something, and has at least half of the question's key terms ('lunch' in 'is lunch
 * included': a passage about the audition that only shares 'included' is not the answer). `asked` is
 * the visitor's own words when the query adds hints.
 */
function answerFromContent(question: string, k: PreparedKnowledge, r: ReplyBuilder, filter?: (d: ContentDoc) => boolean, asked = question): void {
  const hit = k.search.search(question, { limit: CONTENT_CANDIDATES, filter }).find((h) => {
    const strong = h.terms.filter((t) => t.length >= 4 && !SITE_WORDS.has(t));
    return h.score >= MIN_CONTENT_SCORE && strong.length > 0 && passageCovers(h.doc, asked, (w) => k.search.knows(w), k.placeWords);
  });
  if (!hit) return;
  r.source = r.empty ? "content" : r.source;
  r.add(quote(hit.doc, asked));
  r.link(hit.doc.link);
}

function topDoc(k: PreparedKnowledge, query: string, filter: (d: ContentDoc) => boolean): ContentDoc | null {
  return k.search.search(query, { limit: 1, filter })[0]?.doc ?? null;
}

/**
 * The passage's opening and the sentence that shares most words with the question (two or three
 * sentences); with `extra` 0, only the opening.
 */
function quote(doc: ContentDoc, question: string, extra: 0 | 1 = 1): string {
  const all = splitSentences(doc.text);
  if (all.length <= 1 + extra) return all.join(" ");
  const words = (text: string) => tokenize(text).filter((w) => w.length >= 4 && !SEARCH_STOP_WORDS.has(w)).map(stem);
  const wanted = new Set(words(question));
  const overlap = (s: string) => words(s).filter((w) => wanted.has(w)).length;
  const opening = (all[0] ?? "").length < 30 ? all.slice(0, 2) : all.slice(0, 1);
  const rest = all.slice(opening.length);
  if (extra === 0) return opening.join(" ");
  const best = rest.map((s, i) => ({ s, i, n: overlap(s) })).sort((a, b) => b.n - a.n || a.i - b.i)[0];
  return [...opening, best && best.n > 0 ? best.s : rest[0]].filter(Boolean).join(" ");
}

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A month the question names ('in november', 'dec 2025'): the next such month from `now` unless a year is given. */
function mentionedMonth(question: string, now: Date): { key: string; name: string } | null {
  const text = normalizeText(question);
  const m = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?: (\d{4}))?/.exec(text);
  if (!m?.[1] || (m[1] === "may" && !/\b(in|during) may\b/.test(text))) return null;
  const month = MONTH_NAMES.findIndex((name) => name.startsWith(m[1]?.slice(0, 3) ?? "")) + 1;
  const [thisYear, thisMonth] = calendarDateInZone(now, "America/Los_Angeles").split("-").map(Number);
  const year = m[2] ? Number(m[2]) : month >= (thisMonth ?? 1) ? (thisYear ?? 2025) : (thisYear ?? 2025) + 1;
  const name = `${MONTH_NAMES[month - 1]?.replace(/^./, (c) => c.toUpperCase())} ${year}`;
  return { key: `${year}-${String(month).padStart(2, "0")}`, name };
}

/** A dancer's age the question gives ('my 8 year old', 'she is 11', '14yo'), if any. */
function mentionedAge(question: string): number | null {
  const text = normalizeText(question);
  const m = /\b(\d{1,2}) ?(?:years?|yrs?|yo)\b/.exec(text) ?? /\b(?:is|turns|turning|aged?|age) (\d{1,2})\b/.exec(text);
  const age = m ? Number(m[1]) : NaN;
  return Number.isInteger(age) && age >= 2 && age <= 99 ? age : null;
}

/** Which of an event's two groups an age falls in; the juniors' limit is read from the group's heading ('12 and under'). */
function groupFor(age: number, groups: KnownEvent["ageGroups"]): string {
  const limit = Number(/(\d+) and under/.exec(groups.juniors)?.[1]);
  if (!Number.isFinite(limit)) return `${groups.juniors} or ${groups.seniors}`;
  return age <= limit ? groups.juniors : groups.seniors;
}

function sentences(text: string, n: number): string {
  const all = splitSentences(text);
  const take = (all[0] ?? "").length < 12 ? n + 1 : n;
  return all.slice(0, take).join(" ");
}

function lastSentence(text: string): string {
  const all = splitSentences(text);
  return all[all.length - 1] ?? text;
}

function dropYes(text: string): string {
  return text.replace(/^(yes|no)\.\s*/i, "");
}

/** 'Everything in the Core Experience' → 'everything in the Core Experience'; names ('Pro Track session') keep their capital. */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]*\s+[a-z]/.test(s) ? `${s[0]?.toLowerCase()}${s.slice(1)}` : s;
}

/** A question the greeting suggests, built from the catalog: the next city and its first ticket. */
function exampleQuestion(k: PreparedKnowledge, now: Date): string | null {
  const next = k.knowledge.events
    .filter((e) => e.kind !== "virtual" && e.hasPage && e.listedOnTour && eventStatus(e, now) === "upcoming" && e.startsOn)
    .sort(compareByDateTbdLast)[0];
  const tier = next ? mainOffers(next).find((o) => o.price.amountMinor > 0) : undefined;
  if (!next || !tier) return null;
  return `How much is the ${tier.label} in ${next.cityName.split(",")[0]}?`;
}

