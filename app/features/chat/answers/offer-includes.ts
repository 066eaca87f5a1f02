import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { COMMON_WORDS, SEARCH_STOP_WORDS } from "../common-words";
import { FRAME_WORDS } from "../yes-or-no";
import { eventLink, eventName, offerPrice, priceText } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { stem, withSynonyms } from "../search-content";
import { expandShorthand, joinList, normalizeText, tokenize } from "../text";
import type { KnownOffer, KnownTier } from "../types";
import type { Understanding } from "../understand-question";
import { lowerFirst } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** What one offer includes, with its price: asked of an event (answer-event) or of a program (programs). */
export function includesSentence(o: KnownOffer, now: Date): string {
  if (o.features.length === 0) return chatCopy.includesNothingListed(o.label, offerPrice(o, now));
  return chatCopy.includes(`The ${o.label} (${priceText(o.price, o.billing)})`, joinList(o.features.map(lowerFirst)));
}

const WHICH_LEVEL = /\bwhich (mentorship )?(level|levels|tier|tiers|one|option|package)\b|\bwhat (mentorship )?(level|tier) (gets|has|includes|comes with|gives)\b/;
const THING = /\b(gets?|has|have|includes?|comes? with|gives?|offers?)\s+(?<thing>.+)$/;

/**
 * 'Which mentorship level gets first look at casting opportunities?': the levels whose own list of what they
 * include names the thing asked, with that list. False when every level or none has it.
 */
export function answerWhichLevel(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  // ('Which level gets first look…': 'level' is the mentorship's word; tickets are tiers.)
  if (!WHICH_LEVEL.test(text) || !(u.intents.has("mentorship") || /\bmentor|\blevels?\b/.test(text))) return false;
  const levels = mentorshipLevels(k);
  const words = thingWords(THING.exec(text)?.groups?.thing ?? "");
  if (words.length === 0 || levels.length === 0) return false;
  const matching = levels.filter((t) => hasThing(t, words, k));
  if (matching.length === 0 || matching.length === levels.length) return false;
  r.source = "catalog";
  for (const t of matching) r.add(levelIncludes(t));
  r.link({ label: "Mentorship", href: "/elite-mentorship-beta" });
  r.decided = true;
  return true;
}

/** 'Does Pro / Growth still have the group coaching call?', 'is the 1:1 call part of the Building level?' */
const LEVEL_HAS = /^(?:does|do|will|would) (?:the |a |my )?(?<level>[a-z ]+?) (?:level |tier |plan )?(?:still |also )?(?:includes?|have|has|gets?|give|gives|comes? with|cover|covers) (?:an? |the |any |some )?(?<thing>.+)$|^(?:is|are) (?:there )?(?:an? |the |any )?(?<thing3>.+) (?:part of|included in) (?:the )?(?<level3>[a-z ]+?)(?: level| tier| plan)?$|^(?:is|are) (?:there )?(?:an? |the |any )?(?<thing2>.+?) (?:part of|included in|in|with) (?:the )?(?<level2>[a-z ]+?)(?: level| tier| plan)?$/;

/**
 * 'Is the 1:1 call with the choreographer part of the Building level?': whether one mentorship level's own list
 * (with the levels it builds on) names the thing, and when it doesn't, the level that does. The answer leads
 * the reply; the level's usual answer follows.
 */
export function answerLevelIncludes(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const m = LEVEL_HAS.exec(normalizeText(expandShorthand(u.question)));
  const levelText = m?.groups?.level ?? m?.groups?.level3 ?? m?.groups?.level2;
  const levels = mentorshipLevels(k);
  // The level is all that is named there ('the building level'), not a word of a longer phrase.
  const named = levelText?.replace(/\b(the|mentorship|level|tier|plan)\b/g, " ").replace(/\s+/g, " ").trim();
  const level = named ? levels.find((t) => normalizeText(t.label) === named) : undefined;
  const words = thingWords(m?.groups?.thing ?? m?.groups?.thing3 ?? m?.groups?.thing2 ?? "");
  if (!level || words.length === 0) return false;
  const holders = levels.filter((t) => hasThing(t, words, k));
  // A thing no level lists is not known of any; one every level lists is no question of levels.
  if (holders.length === 0) return false;
  r.source = "catalog";
  const holds = holders.includes(level);
  r.add(holds ? chatCopy.form.yes : chatCopy.form.no);
  r.add(levelIncludes(level));
  const first = holders[0];
  if (!holds && first) r.add(levelIncludes(first));
  r.link({ label: "Mentorship", href: "/elite-mentorship-beta" });
  r.decided = true;
  // The rest of the reply still follows (the level's price and terms): what it includes only leads.
  return false;
}

function mentorshipLevels(k: PreparedKnowledge): KnownTier[] {
  return k.knowledge.mentorshipTierKeys.map((key) => k.tiersByKey.get(key)).filter((t): t is KnownTier => Boolean(t));
}

/** The words of a thing asked that a list would name ('monthly group coaching call'). */
function thingWords(thing: string): string[] {
  // ('one on one' is the thing itself, though each of its words is a little one.)
  const phrases = /\bone on one\b/.test(thing) ? ["one on one"] : [];
  const rest = thing
    .replace(/\bone on one\b/g, " ")
    .split(" ")
    .filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && !/^(level|levels|tier|mentorship|still|also|with|from)$/.test(w));
  return [...phrases, ...rest];
}

function hasThing(t: KnownTier, words: readonly string[], k: PreparedKnowledge): boolean {
  const features = withBuiltOn(t, [...k.tiersByKey.values()]).map((f) => ` ${normalizeText(f)}`);
  return features.some((f) => words.every((w) => f.includes(` ${w}`) || f.includes(` ${stem(w)}`)));
}

function levelIncludes(t: KnownTier): string {
  return chatCopy.includes(`The ${t.label} level (${formatMoney(t.basePrice)} a month)`, joinList(t.features.map(lowerFirst)));
}

/** Words that frame an includes-question, not the thing asked for ('does Core come with…', 'is it only in…'). */
const INCLUDES_FRAME = new Set(
  "include includes included including come comes coming with get gets have has does only ticket tickets option tier level part also any just both either core experience".split(" "),
);
/** 'does X include…', 'is … in X or only in Y', 'X — does it come with…' */
const INCLUDES_ASKED = /\b(include|includes|included|come with|comes with|part of)\b|\bin (the )?\w+( \w+)? or (only )?in\b/;

/**
 * 'Orlando Core: does it come with priority consideration?', 'is personal feedback in Core or only in Pro Track?':
 * whether the tickets named include the thing asked, from each ticket's own list (with the ticket it builds on),
 * and when the one named doesn't, the ticket of that stop that does. A list's 'No classes included' says no.
 * True when answered; a thing no ticket lists is left to the rest of the assistant.
 */
export function answerTicketIncludes(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (u.tierKeys.length === 0 || u.events.length > 1 || !INCLUDES_ASKED.test(text)) return false;
  const mentorship = new Set(k.knowledge.mentorshipTierKeys);
  if (u.tierKeys.some((key) => mentorship.has(key))) return false;
  const e = u.events[0] ?? k.knowledge.events.find((x) => x.kind !== "virtual" && x.offers.some((o) => u.tierKeys.includes(o.tierKey)));
  if (!e) return false;
  const named = e.offers.filter((o) => u.tierKeys.includes(o.tierKey));
  if (named.length === 0 || named.length > 2) return false;
  const labelWords = new Set(named.flatMap((o) => tokenize(normalizeText(o.label))));
  // ('classes' is an everyday word of the site, and here the very thing asked.)
  const words = tokenize(text).filter((w) => w.length >= 3 && !labelWords.has(w) && !INCLUDES_FRAME.has(w) && !SEARCH_STOP_WORDS.has(w) && !k.placeWords.has(w) && (!FRAME_WORDS.has(w) || /^class(es)?$/.test(w)));
  if (words.length === 0) return false;
  const lists = (o: KnownOffer) => withBuiltOn(o, e.offers);
  const says = (f: string) => words.every((w) => ` ${normalizeText(f)}`.includes(` ${w}`) || ` ${normalizeText(f)}`.includes(` ${stem(w)}`));
  const holds = (o: KnownOffer) => lists(o).some((f) => says(f) && !/^no\b/i.test(f));
  const holders = e.offers.filter((o) => o.place === "main" && holds(o));
  if (holders.length === 0) return false;
  r.source = "catalog";
  // 'Does the core ticket include the pro track session?' asks of the ticket named first; 'in core or only in pro track', of both.
  const at = (o: KnownOffer) => {
    const i = text.indexOf(tokenize(normalizeText(o.label))[0] ?? "");
    return i < 0 ? Infinity : i;
  };
  const subject = [...named].sort((a, b) => at(a) - at(b))[0]!;
  if (named.length === 2 && / or /.test(text)) {
    const having = named.filter(holds);
    r.add(having.length === 2 ? chatCopy.includesBoth : having.length === 1 ? chatCopy.includesOnly(having[0]!.label) : chatCopy.form.no);
    for (const o of named) r.add(includesSentence(o, now));
  } else {
    const yes = holds(subject);
    r.add(yes ? chatCopy.form.yes : chatCopy.form.no);
    r.add(includesSentence(subject, now));
    const other = holders.find((o) => o !== subject);
    if (!yes && other) r.add(includesSentence(other, now));
  }
  r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/** 'Which ticket should she get?', 'what should we book in Hartford?', 'what do you recommend for her?' */
const WHICH_TICKET =
  /\b(which|what) (ticket|tier|option|one|package|pass)s? (should|would|do|is best|is right|fits|suits)\b|\bwhat (should|do|would) (we|i|she|he|they|my \w+) (get|book|buy|choose|pick|sign up for|register for)\b|\bwhich (should|do|would) (we|i|she|he|they) (get|book|buy|choose|pick)\b|\b(recommend|suggest)\w*\b.*\b(ticket|tier|option|one)\b|\b(best|right) (ticket|option|tier) for\b/;

/**
 * Which ticket of one stop fits what the dancer wants: the cheapest full ticket whose own list (with the ticket
 * it builds on) names every thing asked for ('personal feedback and something filmed for his reel': the Pro
 * Track); asked for nothing a list names, the stop's core ticket, the day every level takes. True when answered.
 */
export function answerWhichTicket(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  const e = u.events.length === 1 ? u.events[0] : undefined;
  if (!e || e.kind === "virtual" || !WHICH_TICKET.test(text)) return false;
  const full = e.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0 && (o.family === "core" || o.family === "pro" || o.family === "weekend"));
  if (full.length === 0) return false;
  const lists = (o: KnownOffer) => withBuiltOn(o, e.offers);
  const said = (o: KnownOffer) => ` ${normalizeText(lists(o).filter((f) => !/^no\b/i.test(f)).join(" "))}`;
  // What is wanted: the question's words some ticket of the stop lists and another doesn't ('feedback', 'reel').
  const wanted = tokenize(withSynonyms(text))
    .filter((w) => w.length >= 4 && !COMMON_WORDS.has(w) && !SEARCH_STOP_WORDS.has(w) && !k.placeWords.has(w))
    .map(stem)
    .filter((w) => full.some((o) => said(o).includes(` ${w}`)) && full.some((o) => !said(o).includes(` ${w}`)));
  const fits = [...full].filter((o) => wanted.every((w) => said(o).includes(` ${w}`))).sort((a, b) => a.price.amountMinor - b.price.amountMinor);
  const pick = wanted.length > 0 ? fits[0] : (full.find((o) => o.family === "core") ?? fits[0]);
  if (!pick) return false;
  r.source = "catalog";
  r.add(chatCopy.ticketFits(pick.label, eventName(e, k.knowledge.events)));
  r.add(includesSentence(pick, now));
  r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/**
 * A ticket's or level's features, with those of the one beside it that it says it builds on ('Everything in the
 * Core Experience', 'Everything in Building').
 */
function withBuiltOn<T extends { label: string; features: readonly string[] }>(item: T, all: readonly T[], depth = 0): string[] {
  return item.features.flatMap((f) => {
    const base = /^everything in (the )?(.+)$/i.exec(f)?.[2];
    const from = base && depth < 3 ? all.find((x) => x !== item && normalizeText(x.label) === normalizeText(base)) : undefined;
    return from ? withBuiltOn(from, all, depth + 1) : [f];
  });
}
