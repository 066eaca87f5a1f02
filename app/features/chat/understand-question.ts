import { AUDITION_TIER } from "~/domain/tiers";
import { detectAttributes, detectIntents, type Attribute, type Intent } from "./detect-intents";
import { narrowEvents } from "./find-cities";
import { labelIn } from "./find-tiers";
import type { UnknownPlace } from "./find-places";
import type { PreparedKnowledge } from "./prepare-knowledge";
import { BILLING_ASKED } from "./answers/billing-questions";
import { mentionedAge, withoutNegated } from "./answers/read-question";
import { expandShorthand, normalizeText, tokenize } from "./text";
import type { ChatTurn, KnownEvent } from "./types";

/** Intents about one event's facts: they need a city, which may come from earlier in the conversation. */
export const EVENT_INTENTS: ReadonlySet<Intent> = new Set(["price", "date", "venue", "schedule", "seats", "included", "age", "audition", "discount", "buy"]);

export interface Understanding {
  /** The new message. */
  question: string;
  intents: Set<Intent>;
  events: KnownEvent[];
  /** How the events were named: a city, a state or country (several events), or an earlier message. */
  eventsVia: "city" | "region" | "context" | null;
  /** Sold tiers the message names (keys), before any city narrows them. */
  tierKeys: string[];
  /** Catalog tiers the message names that no event sells. */
  unsoldTierKeys: string[];
  /** The text the tiers were read from (the new message, or the one it follows up on). */
  tierText: string;
  /** The message only adds to an earlier one ('what about Boise?'): its intents came from there. */
  followUp: boolean;
  /** The earlier question a follow-up asks again of another stop or ticket ('what about Boise?'), or empty. */
  carriedFrom: string;
  /** A place the message names that no event is in ('Toronto?', 'the NYC event', 'anything in Ohio'). */
  unknownPlace: UnknownPlace | null;
  /** What about the day the message asks that the catalog keeps no field for (parking, hotels, food...). */
  attribute: Attribute | null;
  /** The events the latest earlier message named by city, for a follow-up that names none ('who teaches the contemporary class?'). */
  contextEvents: KnownEvent[];
  /** The earlier messages' own words (newest first, two at most), for a follow-up that leans on their topic ('when do applications close?'). */
  earlierText: string;
}

// ('Does the balance payment cover both days?', 'my son has pro track, does he get feedback?': what the ticket named includes.)
const COVERS = /\b(does|do|will|would) (it|that|this|the|my|our|a|an) ?[a-z ]{0,30} covers?\b|\b(does|do|will|would) (he|she|they|i|we|you) (also )?get (an? |the |any |some )?(?!(to|there|in|into|back|refunds?|money|it|them|that|this|tickets?|seats?|spots?|places?|discounts?|codes?|credits?|charged|billed|paid|cast|picked|chosen|booked|notified|emailed|told)\b)[a-z]+/;
const WHAT_IS = /\b(what is|whats|what s|what are|tell me (more )?about|explain|describe|info on|information on|details on)\b/;

/** Read the new message in the light of the conversation: intents, events and tiers. */
/** Who an age is said of ('her brother is 16', 'I'm 17'): not a sum ('what is 17 times 23'). */
const AGE_OF = /\b(i m|im|i am|he|she|hes|shes|they|her|his|my|our|brother|sister|sibling|son|daughter|kid|child|dancer|twins?)\b/;


/** A word that points back to what the conversation just named ('is that monthly', 'does it include…'). */
const POINTS_BACK = /\b(it|that|this)\b/;
/** 'What about for 3 of them?', 'and 2 of those?', 'for 2 kids?': a count and nothing else. */
const COUNT_ONLY = /^(and |what about |how about |ok |okay |so )*((that|this|the same) (one|ticket|pass) |those |that )?(for )?(all )?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)( of (them|those|these|us)|( of)?( my| our| the)? (dancers|kids|girls|boys|students|pupils|people|tickets|children|daughters|sons|friends))?( then| instead| too)?$/;
/** A count asked again of another stop ('same 3', 'what would 3 cost … instead', 'for 3 there too'). */
const COUNT_AGAIN = /\b(same|for|would|all) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b|\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (cost|be|come to)\b.*\b(instead|too|there|then)\b/;
/** What every stop is called ('the on-camera dance intensive'), when said after something else is asked. */
const PRODUCT_NAME = /\b(?:for|at|to|during|in|of) (?:the|your|this|an?) on[- ]?camera (?:dance )?(?:intensive|workshop|day|event)s?\b/gi;

export function understandQuestion(turns: readonly ChatTurn[], k: PreparedKnowledge): Understanding {
  const userTurns = turns.filter((t) => t.role === "user").map((t) => expandShorthand(t.content));
  const earlier = userTurns.slice(0, -1).reverse().slice(0, 4);
  // 'What should she wear for the on camera intensive?': every stop is an on-camera intensive, so the name asks nothing.
  // 'Different thing - is the class filmed?': the words that change the subject say nothing of it.
  const question0 = resolveThing(resolveDancer((userTurns[userTurns.length - 1] ?? "").replace(SUBJECT_CHANGE, ""), earlier).replace(PRODUCT_NAME, " for class "), earlier, k);

  // "Orlando's" is Orlando.
  const question = question0.replace(/\b([A-Za-z]+)['’]s\b/g, (m, w: string) => (k.placeWords.has(w.toLowerCase()) ? w : m));
  const intents = detectIntents(question);
  // 'Is Acting for Dancers a monthly subscription?' asks about acting: 'monthly' alone doesn't make it the mentorship.
  if (intents.has("acting") && intents.has("mentorship") && !/\bmentor|\belite circle\b|\bcoaching\b/.test(normalizeText(question))) intents.delete("mentorship");
  // 'And her brother is 16?': an age with nothing else asked is about the dancer's group.
  // Said in this message ('what should she bring' after naming an 11-year-old asks what to bring).
  const typed = userTurns[userTurns.length - 1] ?? "";
  if (mentionedAge(typed) !== null && AGE_OF.test(normalizeText(typed)) && [...intents].every((i) => i === "greeting" || i === "thanks")) intents.add("age");
  let tierKeys = withoutNegated(question, k.soldTiers.find(question), k);
  // 'How much is a one-on-one session?': a tier named by its whole label is meant, even one no page sells now.
  const wholeLabels = k.catalogTiers.find(question).filter((key) => labelIn(question, k.tiersByKey.get(key)?.label ?? ""));
  // Compared with another ('one on one session vs acting private session'), both are meant.
  const compares = /\b(vs|versus|or|compared?|than|difference|and)\b/.test(normalizeText(question));
  if (wholeLabels.length > 0 && !compares && !tierKeys.some((key) => wholeLabels.includes(key))) tierKeys = tierKeys.filter((key) => labelIn(question, k.tiersByKey.get(key)?.label ?? ""));
  let tierText = question;
  const own = eventsIn(question, k, intents);
  // 'Can I do Acting for Dancers from England?': where the visitor lives, for a program sold online, names no stop.
  const onlineOnly = tierKeys.length > 0 && tierKeys.every((key) => k.tiersByKey.get(key)?.isVirtual);
  let events = onlineOnly && own.via === "region" ? [] : own.events;
  let via: Understanding["eventsVia"] = events.length > 0 ? own.via : null;
  const unknownPlace = own.unknown;
  const attribute = readAttribute(question, intents);
  // 'Is Seattle on a Sunday?': a weekday names a day's ticket ('Sunday Core Experience') only at a stop that sells one.
  const byWeekdayOnly = tierKeys.length > 0 && k.soldTiers.find(question.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi, " ")).length === 0;
  if (byWeekdayOnly && events.length > 0 && !events.some((e) => e.offers.some((o) => tierKeys.includes(o.tierKey)))) tierKeys = [];

  // 'Is there a masterclass (there too)?' asks whether and when one is on, not what the earlier question asked.
  // ('Is there a weekend pass for Spokane?' of a stop that sells none asks about its tickets: the price answer says what it has.)
  const unsold = events.length > 0 && !events.some((e) => e.offers.some((o) => tierKeys.includes(o.tierKey) && o.price.amountMinor > 0));
  if (tierKeys.length > 0 && EXISTS.test(normalizeText(question)) && ![...intents].some((i) => EVENT_INTENTS.has(i)) && !hasPolicyIntent(intents)) intents.add(unsold ? "price" : "date");
  // 'what about boise?', 'and the pro track?': the earlier question's intents (and tier) carry over.
  const ownCatalogIntents = [...intents].filter((i) => EVENT_INTENTS.has(i));
  // 'Are you coming to Buford?' asks its own question (is there a date) about the place it names.
  const followUp =
    ownCatalogIntents.length === 0 && !hasPolicyIntent(intents) && !intents.has("tour") && attribute === null && (events.length > 0 || tierKeys.length > 0) && earlier.length > 0;
  let carriedFrom = "";
  if (followUp) {
    for (const previous of earlier) {
      const before = detectIntents(previous);
      const carried = [...before].filter((i) => EVENT_INTENTS.has(i));
      if (carried.length === 0) continue;
      for (const i of carried) intents.add(i);
      // 'What if it had been Orlando?' after 'I bought Hartford core, how much to upgrade?': the same question of another stop.
      carriedFrom = previous;
      break;
    }
    // The ticket is the one named last ('seattle core?', 'and pro?', 'what about spokane': the Pro Track), whichever turn asked the price.
    const lastNamed = carriedFrom ? earlier.slice(0, earlier.indexOf(carriedFrom) + 1).find((p) => k.soldTiers.find(p).length > 0) : undefined;
    if (lastNamed && tierKeys.length === 0 && events.length > 0) {
      tierKeys = k.soldTiers.find(lastNamed);
      tierText = lastNamed;
    }
  }

  // 'Could I use it for London then?' after asking about a credit: 'it' is the earlier topic, a policy the catalog can't answer.
  if (!hasPolicyIntent(intents) && POLICY_PRONOUN.test(normalizeText(question))) {
    for (const previous of earlier.slice(0, 2)) {
      const carried = [...detectIntents(previous)].filter((i) => CARRIED_POLICIES.has(i));
      for (const i of carried) intents.add(i);
      if (carried.length > 0) break;
    }
  }

  // 'When's the next payment after the first one?' after asking about mentorship: still the mentorship's billing.
  // ('What about Acting for Dancers, is that monthly too?' asks of the program it names.)
  // 'Can I cancel after one month?' after the mentorship's terms: the mentorship's minimum.
  const asksTerms = BILLING_ASKED.test(normalizeText(question)) || /\bcancel\w*\b/.test(normalizeText(question));
  if (!intents.has("mentorship") && !intents.has("acting") && events.length === 0 && asksTerms && earlier.slice(0, 2).some((p) => detectIntents(p).has("mentorship"))) {
    intents.add("mentorship");
    intents.delete("date");
    intents.delete("tour");
  }

  // 'Does the balance payment cover both days?' asks what the ticket named includes, not its price ('the balance' is its name).
  if (tierKeys.length > 0 && COVERS.test(normalizeText(question)) && !/\b(how much|cost|costs|price|pay|fee)\b/.test(normalizeText(question))) {
    intents.add("included");
    intents.delete("price");
  }
  // Naming a ticket alone ('pro track in seattle?') asks its price; naming the audition alone asks about the audition.
  const onlyAudition = tierKeys.every((key) => key === AUDITION_TIER) && intents.has("audition");
  // A ticket named in a question about something else ('does the pro track include lunch?') asks neither.
  if (tierKeys.length > 0 && !onlyAudition && !attribute && !["price", "date", "venue", "schedule", "seats", "age"].some((i) => intents.has(i as Intent))) {
    if (WHAT_IS.test(normalizeText(question)) || intents.has("included")) intents.add("included");
    else if (!hasPolicyIntent(intents)) intents.add("price");
  }
  if (intents.has("date_change")) intents.delete("date");
  // 'pro' names the Pro Track and the Pro / Growth mentorship level: without a word about mentorship, the ticket.
  const mentorshipKeys = new Set(k.knowledge.mentorshipTierKeys);
  // 'What does the Growth level cost per month?', 'building vs growth': a level, a month or another level's name makes a shared word ('growth') the mentorship's.
  const levelWords = /\blevels?\b|\bmonths?\b|\bmonthly\b|\bbuilding\b|\belite\b/.test(normalizeText(question));
  if (levelWords && tierKeys.some((key) => mentorshipKeys.has(key)) && !/\bacting\b|\bpath\b/.test(normalizeText(question))) {
    tierKeys = tierKeys.filter((key) => mentorshipKeys.has(key));
    intents.add("mentorship");
  }
  // 'pro track vs pro / growth': a level named by its whole label is meant, mentorship word or not.
  if (!intents.has("mentorship") && tierKeys.some((key) => !mentorshipKeys.has(key)))
    tierKeys = tierKeys.filter((key) => !mentorshipKeys.has(key) || labelIn(question, k.tiersByKey.get(key)?.label ?? ""));

  // 'How much is the middle one?' after the mentorship's levels: the level between the other two.
  const middle = middleLevel(question, earlier, k);
  if (middle) {
    tierKeys = [middle];
    intents.add("mentorship");
  }

  // A ticket only one event sells names that event ('the balance payment' is the studio weekend's).
  if (events.length === 0 && tierKeys.length > 0) {
    const sellers = k.knowledge.events.filter((e) => e.kind !== "virtual" && tierKeys.some((key) => e.offers.some((o) => o.tierKey === key)));
    if (sellers.length === 1 && sellers[0]) {
      events = [sellers[0]];
      via = "city";
    }
  }

  // 'How much is it?' after 'What's the Unlimited Membership?': a question that names no ticket, city or place asks about the last one named.
  if (tierKeys.length === 0 && events.length === 0 && !unknownPlace && ownCatalogIntents.length > 0 && earlier[0]) {
    const previous = earlier[0];
    const named = k.soldTiers.find(previous);
    if (named.length > 0 || k.catalogTiers.find(previous).length > 0) {
      tierKeys = named;
      tierText = previous;
    }
  }

  // 'Is that monthly?' after the Starter Path: a word pointing back, and no ticket, city or place named, is about the last ticket the conversation named.
  if (tierKeys.length === 0 && events.length === 0 && !unknownPlace && POINTS_BACK.test(normalizeText(question))) {
    const previous = earlier.find((p) => k.soldTiers.find(p).length > 0);
    if (previous) {
      tierKeys = k.soldTiers.find(previous);
      tierText = previous;
      // 'monthly' then asks how that ticket is paid, not about the mentorship, unless it is a mentorship level.
      if (tierKeys.every((key) => !mentorshipKeys.has(key)) && !/\bmentor/.test(normalizeText(question))) intents.delete("mentorship");
    }
  }

  // 'How much is it a month in Seattle?' after 'what's the Elite Circle': the level, as that stop's page prices it.
  // ('How much is it on the Niagara Falls page?': the same, asked of its price.)
  if (tierKeys.length === 0 && events.length > 0 && POINTS_BACK.test(normalizeText(question)) && (/\b(a|per|each) month\b|\bmonthly\b/.test(normalizeText(question)) || intents.has("price"))) {
    const previous = earlier.find((p) => k.soldTiers.find(p).length > 0);
    const levels = previous ? k.soldTiers.find(previous).filter((key) => mentorshipKeys.has(key)) : [];
    if (levels.length > 0) {
      tierKeys = levels;
      tierText = previous!;
      intents.add("mentorship");
      intents.add("price");
    }
  }

  // 'What about for 3 of them?' after a ticket's price: a count alone asks that ticket's total, at the stop the conversation is about.
  if (events.length === 0 && !unknownPlace && COUNT_ONLY.test(normalizeText(question))) {
    const previous = earlier.find((p) => k.soldTiers.find(p).length > 0);
    if (previous) {
      if (tierKeys.length === 0 || tierText === previous) {
        tierKeys = k.soldTiers.find(previous);
        tierText = previous;
      }
      intents.add("price");
      // ('for 2 kids' counts dancers; it asks nothing of their ages.)
      intents.delete("age");
    }
  }

  // 'What would 3 cost in Victoria instead?' after a ticket's price: the same ticket, counted, at the stop named.
  // ('We have the early bird code, what would 4 cost then?': the same ticket, counted, at the same stop.)
  if (tierKeys.length === 0 && !unknownPlace && COUNT_AGAIN.test(normalizeText(question)) && intents.has("price")) {
    const previous = earlier.find((p) => k.soldTiers.find(p).length > 0);
    if (previous) {
      tierKeys = k.soldTiers.find(previous);
      tierText = previous;
    }
  }

  // 'What about Victoria instead, same ticket': the ticket named before, priced at the stop named now.
  if (tierKeys.length === 0 && /\bsame (ticket|tier|pass|package|option|one)\b/.test(normalizeText(question))) {
    const previous = earlier.find((p) => k.soldTiers.find(p).length > 0);
    if (previous) {
      tierKeys = k.soldTiers.find(previous);
      tierText = previous;
      intents.add("price");
      if (!detectIntents(question).has("date")) intents.delete("date");
    }
  }

  // 'And my son is 15?' after a stop's groups: an age asks the group at the stop the conversation is about.
  const asksAgeGroup = intents.has("age") && mentionedAge(question) !== null;
  // (An online program's tickets are sold wherever you are: 'acting for dancers from england' asks nothing of London.)
  const inPersonTier = tierKeys.some((key) => !k.tiersByKey.get(key)?.isVirtual);
  const needsEvent = [...intents].some((i) => EVENT_INTENTS.has(i) && i !== "age" && i !== "audition" && i !== "discount") || asksAgeGroup || inPersonTier || attribute !== null;
  // A place we don't visit is the question's place: an earlier message's city is not.
  if (events.length === 0 && needsEvent && !unknownPlace) {
    for (const previous of earlier) {
      const found = eventsIn(previous, k);
      if (found.events.length > 0 && found.via === "city") {
        events = found.events;
        via = "context";
        break;
      }
    }
  }
  // The masterclass of a city with an intensive and a masterclass is the event that sells it.
  if (via === "context" && tierKeys.length > 0) {
    const selling = events.filter((e) => e.offers.some((o) => tierKeys.includes(o.tierKey)));
    if (selling.length > 0) events = selling;
  }
  // 'How much is one day by itself?' at a stop that sells each day on its own: those day tickets, not the pass named before.
  const stop = events.length === 1 ? events[0] : undefined;
  if (stop && ONE_DAY.test(normalizeText(question))) {
    const days = stop.offers.filter((o) => o.place === "main" && o.family === "core" && o.price.amountMinor > 0 && /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|day [12])\b/i.test(o.label));
    if (days.length > 1) {
      tierKeys = days.map((o) => o.tierKey);
      tierText = question;
      carriedFrom = "";
    }
  }
  const contextEvents: KnownEvent[] = [];
  for (const previous of earlier) {
    const found = eventsIn(previous, k);
    if (found.events.length === 0) continue;
    // A region with one stop ('new hampshire') names that stop as a city would.
    if (found.via === "city" || (found.via === "region" && found.events.length === 1)) contextEvents.push(...found.events);
    break;
  }
  const sold = new Set(k.knowledge.events.flatMap((e) => e.offers.map((o) => o.tierKey)));
  const unsoldNamed = wholeLabels.filter((key) => !sold.has(key));
  const unsoldTierKeys = tierKeys.length > 0 ? unsoldNamed : withoutNegated(question, k.catalogTiers.find(tierText), k).filter((key) => !sold.has(key));
  if (unsoldTierKeys.length > 0 && !hasPolicyIntent(intents)) intents.add("price");
  const earlierText = earlier.slice(0, 2).join(" ");
  return { question, intents, events, eventsVia: events.length > 0 ? via : null, tierKeys, unsoldTierKeys, tierText, followUp, carriedFrom, unknownPlace, attribute, contextEvents, earlierText };
}

const EXISTS = /\b(is|are) there (also |still |even )?(a|an|any)\b/;

/** A dancer named by a parent ('my son is 14', 'my 12 year old daughter', 'my kid'). */
const DANCER = /\bmy (?:(\d{1,2}) ?(?:years? old|yrs? old|yo) )?(son|daughter|kid|child|boy|girl|teen|teenager)(?: is (\d{1,2}))?\b|\bmy (\d{1,2}) ?(?:years? old|yrs? old|yo)\b/;
const PRONOUN = /\b(he|him|his|she|her|hers)\b/;
/** Another dancer than the one named first: a sibling, a friend, 'the other one'. */
const OTHER_DANCER = /\b(sister|brother|sibling|twin|cousin|friend|the other (one|kid|child)|my other|(his|her|their) (sister|brother|friend))\b/;

/**
 * 'Does he need me to register him?' after 'my son is 14': the pronoun is the dancer an earlier message
 * named, so the question is read with that dancer ('my 14 year old son') added. A message that names
 * its own dancer, or an earlier one that named none, is left as it is.
 */
/**
 * 'Is it required for my son?' after asking about the audition: 'it' is the one ticket the last message named
 * (and no place), so the question is read with that ticket's name. A message that names its own ticket or place is left as it is.
 */
function resolveThing(question: string, earlier: readonly string[], k: PreparedKnowledge): string {
  const previous = earlier[0];
  const text = normalizeText(question);
  if (!previous || !/^(is|does|do|can|will|would|how much is|when is|where is) it\b/.test(text) || k.soldTiers.find(question).length > 0) return question;
  if (eventsIn(question, k).events.length > 0 || eventsIn(previous, k).events.length > 0) return question;
  const named = [...new Set(k.soldTiers.find(previous))];
  const label = named.length === 1 ? k.tiersByKey.get(named[0]!)?.label : undefined;
  if (!label) return question;
  // In the words the last message used for it ('the audition', not 'the Audition Only').
  const said = new Set(tokenize(previous));
  const words = tokenize(label).filter((w) => said.has(w));
  return question.replace(/\bit\b/i, `the ${words.length > 0 ? words.join(" ") : label}`);
}

function resolveDancer(question: string, earlier: readonly string[]): string {
  const text = normalizeText(question);
  // A message that names an age or another dancer ('his sister is 13') is about that one.
  if (!PRONOUN.test(text) || DANCER.test(text) || mentionedAge(text) !== null || OTHER_DANCER.test(text)) return question;
  const pronoun = PRONOUN.exec(text)?.[1] ?? "";
  // An earlier message naming someone else since ('his sister…') leaves the pronoun open: no dancer is added.
  if (earlier.slice(0, 1).some((previous) => OTHER_DANCER.test(normalizeText(previous)))) return question;
  for (const previous of earlier.slice(0, 2)) {
    const m = DANCER.exec(normalizeText(previous));
    if (!m) continue;
    const age = m[1] ?? m[3] ?? m[4];
    const who = m[2] ?? "child";
    // 'She' is not 'my son'.
    if ((/^(she|her|hers)$/.test(pronoun) && /^(son|boy)$/.test(who)) || (/^(he|him|his)$/.test(pronoun) && /^(daughter|girl)$/.test(who))) return question;
    return `${question} (my ${age ? `${age} year old ` : ""}${who})`;
  }
  return question;
}

/**
 * The attribute a question is about ("is there parking in boston", "is lunch included"), if any. The
 * intents its words alone raised go: "parking" does not ask for the venue, "how much is parking" not
 * for the tickets, "is lunch included" not for what a ticket includes. A policy question ("can I send
 * a recording instead?") keeps its own answer.
 */
function readAttribute(question: string, intents: Set<Intent>): Attribute | null {
  if (hasPolicyIntent(intents)) return null;
  const [found] = detectAttributes(question);
  if (!found) return null;
  const text = normalizeText(question);
  const without = detectIntents(text.replace(found.words, " "));
  for (const i of [...intents]) if (!without.has(i) || i === "included" || i === "venue") intents.delete(i);
  if (/\b(how much|prices?|costs?|fees?|charge)( (is|are|does|do|of|for|the|there|a|any))*\s*$/.test(text.slice(0, found.index))) intents.delete("price");
  return found.attribute;
}

/** 'Use it', 'does it expire', 'and if that happens': a pronoun standing for the earlier question's topic. */
const POLICY_PRONOUN = /\b(use|spend|apply|transfer|keep|get|does|will|can|could) (it|that|this|them)\b|\b(it|that|this) (expire|expires|run out|work|works|happens|passes)\b|\bmiss (it|that|this|the deadline)\b|\b(don ?t|do not|didn ?t|did not|never|can ?t|cannot|forget to|fail to) (reply|respond|answer|get back)\b|\b(reply|respond|answer)\w* (in time|too late|late)\b|\bin time\b/;
/** Policies whose subject a pronoun carries into the next question (a credit, a refund, a date change). */
const CARRIED_POLICIES: ReadonlySet<Intent> = new Set<Intent>(["date_change", "refund", "cant_attend"]);

export function hasPolicyIntent(intents: ReadonlySet<Intent>): boolean {
  return [...intents].some((i) => !EVENT_INTENTS.has(i) && i !== "greeting" && i !== "thanks" && i !== "tour");
}

/** A currency in a country's words ('canadian dollars', 'in canadian $', 'british pounds'): money, not a place. */
// ('Canadian or US dollars?': the first of two currencies named before the one word for both.)
const CURRENCY_WORDS = /\b(canadian|american|british|us|u s|english)( dollars?| \$| pounds?| money| currency| prices?| or (us|u s|american|canadian|british) (dollars?|\$|pounds?))/gi;

/** The events a message names, by city or by region; with its intents, also the place it names that no event is in. */
function eventsIn(asked: string, k: PreparedKnowledge, intents?: ReadonlySet<Intent>): { events: KnownEvent[]; via: "city" | "region" | null; unknown: UnknownPlace | null } {
  const text = asked.replace(CURRENCY_WORDS, " currency$2");
  const found = k.cities.find(text);
  const { matches, unknown } = intents ? k.places.read(text, found, intents) : { matches: found, unknown: null };
  if (matches.length === 0) return { events: [], via: null, unknown };
  const events: KnownEvent[] = [];
  for (const m of matches) {
    const found = m.eventIds.map((id) => k.eventsById.get(id)).filter((e): e is KnownEvent => Boolean(e));
    // 'boise nov 7 and nov 8': a stop named by its slug (Boise's masterclass, by its date) still leaves the city's other events to its other words.
    const sameCity = m.kind === "city" ? k.knowledge.events.filter((e) => e.kind !== "virtual" && found.some((f) => f.cityName === e.cityName)) : found;
    const narrowed = m.kind === "city" ? narrowEvents(sameCity, text) : found;
    for (const e of narrowed) if (!events.some((x) => x.id === e.id)) events.push(e);
  }
  return { events, via: matches.some((m) => m.kind === "city") ? "city" : "region", unknown };
}

/** One day of a two-day stop asked for ('one day by itself', 'a single day', 'just one day', 'a day ticket'). */
const ONE_DAY = /\b(one|1|a single|single|just one|just a|only one) day\b(?! (pass|weekend))|\bday tickets?\b|\bone of the days\b/;

const SUBJECT_CHANGE = /^\s*(ok(ay)?[, ]+)?((a )?(different|another|other|new|unrelated|separate) (thing|question|topic|q)|one more (thing|question)|changing (the )?subject|by the way|btw|also|oh and|unrelated)\s*[-–—:,.]*\s*/i;

const MIDDLE = /\bmiddle (mentorship |mentoring )?(one|level|tier|option|plan|package)s?\b/;

/** The middle mentorship level, when the question asks for 'the middle one' of a conversation about the mentorship. */
function middleLevel(question: string, earlier: readonly string[], k: PreparedKnowledge): string | null {
  const levels = k.knowledge.mentorshipTierKeys;
  if (levels.length !== 3 || !MIDDLE.test(normalizeText(question))) return null;
  const about = [question, ...earlier.slice(0, 2)].some((t) => /\bmentor/.test(normalizeText(t)) || k.soldTiers.find(t).some((key) => levels.includes(key)));
  return about ? (levels[1] ?? null) : null;
}
