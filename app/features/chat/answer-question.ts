import { site } from "~/content/site";
import { compareByDateTbdLast } from "~/domain/dates";
import { AUDITION_TIER } from "~/domain/tiers";
import { answerEvents } from "./answers/answer-event";
import { answerAuditionTerms, answerAuditionTiming } from "./answers/audition-terms";
import { answerForEveryStop } from "./answers/every-stop";
import { answerUpgradeProcess } from "./answers/upgrade-process";
import { answerEventAccess } from "./answers/event-access";
import { answerCodeScope, answerEarlyBirdTier } from "./answers/code-scope";
import { answerGuarantee } from "./answers/guarantee";
import { answerFreeTicket } from "./answers/free-ticket";
import { answerTierKinds } from "./answers/tier-kinds";
import { answerLevelIncludes, answerTicketIncludes, answerWhichLevel, answerWhichTicket } from "./answers/offer-includes";
import { answerPassOrDays } from "./answers/pass-or-days";
import { answerGroupBuying } from "./answers/group-buying";
import { answerWhereListed } from "./answers/listed-classes";
import { answerScheduleStatus } from "./answers/schedule-status";
import { answerFromContent, answerFromContentFirst, answerFromEventPages } from "./answers/answer-from-content";
import { answerAttribute } from "./answers/attribute";
import { answerPolicies } from "./answers/policies";
import { listedPriceSentence, mainOffers } from "./answers/prices";
import { type ChatAnswer, MAX_LINKS, ReplyBuilder } from "./answers/reply-builder";
import { answerTimeAsked } from "./answers/time-asked";
import { answerTierDuration } from "./answers/tier-duration";
import { answerGroupRoom } from "./answers/group-room";
import { answerGroupClass, answerGrouping } from "./answers/grouping";
import { answerMissedDay } from "./answers/missed-day";
import { answerCreditUse } from "./answers/refunds";
import { answerReceived, asksFootageReceived, RECEIVED, receivedFilter } from "./answers/received";
import { answerCityCompare, answerPackSaving, answerPriceGap } from "./answers/price-gap";
import { answerEventKind, answerWhichFirst } from "./answers/dates";
import { answerSameVenue } from "./answers/venue";
import { readQuestionForm } from "./question-form";
import { answerUnknownPlace } from "./answers/unknown-place";
import { answerWithoutCity } from "./answers/without-city";
import { chatCopy } from "./chat-copy";
import { CONTEXT_WORDS } from "./common-words";
import { combineAnswers, splitCompound } from "./compound-question";
import { withGroupFollowUpsSpelledOut } from "./group-follow-up";
import { composeAnswer, confident, measureConfidence } from "./compose-answer";
import { detectIntents } from "./detect-intents";
import { eventStatus } from "./event-facts";
import type { PreparedKnowledge } from "./prepare-knowledge";
import { OFF_TOPIC_SHARE, UNANCHORED_OFF_TOPIC_SHARE } from "./measure-relevance";
import { mentionedAge } from "./answers/read-question";
import { normalizeText, plainText } from "./text";
import type { ChatTurn } from "./types";
import { EVENT_INTENTS, understandQuestion, type Understanding } from "./understand-question";

export type { ChatAnswer } from "./answers/reply-builder";

/**
 * The offline assistant: reads the conversation's last question, finds the events, tiers and intents
 * it is about, and answers in a sentence or two from the catalog's facts and the site's content, with
 * links to the pages that say more. It never makes up a price or a date: what the catalog lacks, it says so.
 */
export function answerQuestion(asked: readonly ChatTurn[], k: PreparedKnowledge, now: Date): ChatAnswer {
  const turns = withGroupFollowUpsSpelledOut(asked);
  const last = turns.at(-1);
  const parts = last?.role === "user" ? splitCompound(last.content) : null;
  const whole = answerOne(turns, k, now);
  if (!parts || whole.source === "smalltalk") return whole;
  const earlier = turns.slice(0, -1);
  const first = answerOne([...earlier, { role: "user", content: parts[0] }], k, now);
  const second = answerOne([...earlier, { role: "user", content: parts[0] }, { role: "assistant", content: first.message }, { role: "user", content: parts[1] }], k, now);
  return combineAnswers(whole, first, second, parts[1]);
}

/** One question (the conversation's last message) answered. */
function answerOne(turns: readonly ChatTurn[], k: PreparedKnowledge, now: Date): ChatAnswer {
  const u = understandQuestion(turns, k);
  if (process.env.CHAT_DEBUG) console.log(`     [debug] events=${u.events.map((e) => e.slug).join(",")} ctx=${u.contextEvents.map((e) => e.slug).join(",")} tiers=${u.tierKeys.join(",")} intents=${[...u.intents].join(",")} attr=${u.attribute ?? ""} place=${u.unknownPlace?.name ?? ""}`);
  const r = new ReplyBuilder();
  const intents = u.intents;
  const smalltalkOnly = [...intents].every((i) => i === "greeting" || i === "thanks");

  if (u.events.length === 0 && u.tierKeys.length === 0 && smalltalkOnly && intents.size > 0 && !u.unknownPlace && !u.attribute) {
    r.source = "smalltalk";
    r.add(intents.has("thanks") ? chatCopy.thanks : chatCopy.greeting(site.name, exampleQuestion(k, now)));
  } else if (isOffTopic(u, k)) {
    r.source = "unknown";
    r.offTopic = true;
    r.add(chatCopy.unknown(site.contactEmail));
    r.link({ label: "FAQ", href: "/faq" });
  } else if (u.unknownPlace?.focused) {
    answerUnknownPlace(u, k, now, r);
  } else {
    const eventIds = u.events.map((e) => e.id);
    // 'Can I get my 8 dancers' tickets in one order?': how a group buys is the same on every stop.
    // Whether a stop's schedule is final: that page's own note decides it.
    // 'Which cities have the X class?': the stops whose own page lists it.
    const group = answerCreditUse(u, k, r) || answerCityCompare(u, k, r) || answerPackSaving(u, k, r) || answerWhichFirst(u, k, r) || answerEventKind(u, k, r) || answerSameVenue(u, k, r) || answerReceived(u.question, k, r) || answerMissedDay(u, k, now, r) || answerGroupRoom(u, k, r) || answerGrouping(u, k, r) || answerGroupClass(u, k, r) || answerWhichLevel(u, k, r) || answerLevelIncludes(u, k, r) || answerTierKinds(u, k, r) || answerTicketIncludes(u, k, now, r) || answerWhichTicket(u, k, now, r) || answerPassOrDays(u, k, r) || answerGroupBuying(u.question, k, r, u.earlierText) || answerScheduleStatus(u, r) || answerWhereListed(u, k, r) || answerAuditionTerms(u, k, r) || answerAuditionTiming(u, k, r) || answerUpgradeProcess(u, k, r) || answerEventAccess(u, k, now, r) || answerCodeScope(u, k, now, r) || answerEarlyBirdTier(u, k, now, r) || answerGuarantee(u.question, k, r) || answerFreeTicket(u, k, now, r);
    if (!group && (!u.attribute || [...intents].some((i) => EVENT_INTENTS.has(i)))) {
      // 'I bought Cypress tickets: when do we get the schedule?' asks when it is sent, which every stop's passage says.
      if ((u.events.length > 0 && RECEIVED.test(normalizeText(u.question))) || asksFootageReceived(normalizeText(u.question))) answerFromContent(u.question, k, r, receivedFilter(normalizeText(u.question)), u.question, "all");
      if (u.events.length > 0) {
        if (r.empty) answerFromEventPages(u.question, eventIds, k, r);
        if (r.source !== "content" || !RECEIVED.test(normalizeText(u.question))) answerEvents(u, k, now, r);
      } else if (!u.unknownPlace && u.tierKeys.length === 0) {
        // 'Who teaches the contemporary class?' after 'Tell me about Boston': the page of the city just named.
        answerFromEventPages(u.question, u.contextEvents.map((e) => e.id), k, r);
      }
      answerPolicies(u, k, now, r);
      // With no city, ticket or place, a passage that has all the question's words beats a tour-wide answer.
      // ('the audition' is a ticket's name and the everyday word for it).
      // 'And my son is 15?': an age and nothing else asks the dancer's group, which no passage states for that age.
      const ageOnly = mentionedAge(turns.filter((t) => t.role === "user").at(-1)?.content ?? "") !== null && [...intents].every((i) => i === "age");
      const general = u.events.length === 0 && u.tierKeys.every((key) => key === AUDITION_TIER) && u.unsoldTierKeys.length === 0 && !u.unknownPlace && !ageOnly;
      // 'Who teaches it?' after 'what is the stunts class': 'it' is the earlier topic, so that passage comes first.
      const leans = u.earlierText !== "" && PRONOUN.test(normalizeText(u.question));
      if (r.empty && general && leans) answerFromContentFirst(u.question, k, r, u.earlierText, true);
      if (r.empty && general && leans) answerFromContentFirst(u.question, k, r, u.earlierText);
      if (r.empty && general) answerFromContentFirst(u.question, k, r);
      // 'When do applications close?' after asking about scholarships: the passage the conversation's topic points to.
      if (r.empty && general && u.earlierText) answerFromContentFirst(u.question, k, r, u.earlierText);
      if (r.empty) answerWithoutCity(u, k, now, r);
    }
    // 'Do they show the playback in X?': what every stop's day has, when X's own facts don't speak of it.
    if (!group && u.events.length > 0 && !u.attribute) answerForEveryStop(u, k, r);
    // Something we keep no field for ('is there parking'): what the site says about it, or that we don't know it.
    if (u.attribute && !group) answerAttribute(u, k, now, r);
    // A topic only a stop's own page speaks of ('is there a contemporary class?'), asked of no place: that page, which names its city.
    if (r.empty) answerFromContent(u.question, k, r, undefined, u.question, u.events.length === 0 && !u.unknownPlace ? "all" : eventIds);
    if (!group) preferCoveringPassage(u, k, r);
    if (r.empty) {
      r.source = "unknown";
      r.add(chatCopy.unknown(site.contactEmail));
      r.link({ label: "FAQ", href: "/faq" });
    }
  }
  // 'One on one session vs the acting private session': a tier no page sells, compared with one that is, gets its listed price too.
  if (u.tierKeys.length > 0 && r.source !== "unknown") {
    for (const key of u.unsoldTierKeys) {
      const label = k.tiersByKey.get(key)?.label ?? "";
      const sentence = listedPriceSentence(k, key);
      if (sentence && !r.parts.join(" ").includes(label)) r.add(sentence);
    }
  }
  // 'What time do juniors arrive in Hartford?': a when-question of one stop gets its time, whatever passage answered.
  if (!r.decided && r.source !== "smalltalk") answerTimeAsked(u, readQuestionForm(u.question), k, now, r);
  // 'How much more is the Pro Track than the pass?': the gap the cart charges, beside the two prices.
  if (r.source !== "smalltalk") answerPriceGap(u, k, r);
  // 'How long do I have to use the 3 Pack?': the ticket's own time limit or length.
  answerTierDuration(u, k, r);
  composeAnswer(u, k, r, now);
  return {
    message: plainText(r.parts.join(" ")).replace(/[<>]/g, ""),
    links: r.links.slice(0, MAX_LINKS),
    intents: [...intents].sort(),
    source: r.source,
  };
}

/**
 * 'Who runs the stunts class at Sherwood?': a catalog reply too far from what was asked to be given gives way to a
 * passage that covers all of it, as a second reading of the same question.
 */
function preferCoveringPassage(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  // An age's own answer comes from the forms' rules ('can my 12 year old join?'), not from a passage that shares a word.
  // ('What shoes should my 9 year old bring?': an age beside what to bring or wear asks that, not the age's group.)
  if (r.decided || r.source !== "catalog" || r.empty || (mentionedAge(u.question) !== null && !BRING_OR_WEAR.test(normalizeText(u.question)))) return;
  const own = measureConfidence(u, k, r.parts.join(" "), r.facts);
  if (own.missing.length === 0 || confident(own, u, k)) return;
  const alt = new ReplyBuilder();
  answerFromContentFirst(u.question, k, alt);
  if (alt.empty || measureConfidence(u, k, alt.parts.join(" "), alt.facts).missing.length > 0) return;
  r.parts.splice(0, r.parts.length, ...alt.parts);
  r.links.splice(0, r.links.length, ...alt.links);
  r.facts.splice(0, r.facts.length, ...alt.facts);
  r.overview.length = 0;
  r.source = alt.source;
}

/** Whether a tier's label is named in these words. */
function labelNamedIn(words: string, k: PreparedKnowledge, key: string): boolean {
  const label = normalizeText(k.tiersByKey.get(key)?.label ?? "");
  return label !== "" && words.includes(label.split(" ")[0] ?? label);
}

/** Intents whose words any business is asked about ('cheapest', 'price'): alone, they don't make a question ours. */
const GENERIC_INTENTS: ReadonlySet<string> = new Set(["price"]);

/** About something the site never speaks of ('the weather in Hartford'): no ticket or attribute named, and words the site doesn't use. */
function isOffTopic(u: Understanding, k: PreparedKnowledge): boolean {
  const text = normalizeText(u.question);
  // 'Saw SUMMER2025 on an old email, does it still work?': a code of ours, named.
  const typedWords = new Set(u.question.toUpperCase().match(/[A-Z0-9]{5,}/g) ?? []);
  if (k.knowledge.codes.some((c) => typedWords.has(c.rule.code)) || k.knowledge.events.some((e) => e.earlyBird && typedWords.has(e.earlyBird.code.toUpperCase()))) return false;
  // 'Can he wear his team hoodie?': what to wear is ours to answer, whatever the garment.
  if (/\b(wear|wearing|outfit)\b/.test(text) && !RECOMMENDATION.test(text)) return false;
  // 'Best place to eat near the Sherwood studio?': we recommend nothing of a city's, whatever the city or the topic.
  if (RECOMMENDATION.test(text) && !RECOMMENDED_GOODS.test(text)) return true;
  // 'Which hotel near the Boise studio is cheapest?', 'what camera should I buy for my reel?': the same, asked the other way round.
  if (PLACE_RANKED.test(text) || GEAR_ADVICE.test(text)) return true;
  // 'Does Granite Stage have weekly ballet classes for 8 year olds?': a host studio's own program, not the tour's day.
  if (STUDIO_PROGRAM.test(text)) return true;
  // "Does Juilliard's summer program take 13 year olds?": another school's program, named by its owner.
  const owner = OTHER_PROGRAM.exec(text)?.[1];
  if (owner && !k.placeWords.has(owner) && !OUR_NAMES.test(owner)) return true;
  // 'Can the choreographer teach at our studio?', 'can you write her résumé': services we don't sell.
  if (SERVICE.test(text) && !RECOMMENDED_GOODS.test(text.replace(SERVICE, " "))) return true;
  // 'What should she eat to lose weight before a competition?': diet advice, whatever age or event is named.
  if (DIET_ADVICE.test(text)) return true;
  // 'A payment plan for the Pro Track?': the site speaks of no instalments ('paid once or in instalments?' is read elsewhere).
  if (INSTALMENTS.test(text) && !/\bor\b/.test(text)) return true;
  // 'The exchange rate from CAD to USD': we price each stop in its own currency and convert nothing.
  if (EXCHANGE.test(text)) return true;
  // Things the site never offers, asked in the words of what it does: a ticket passed to another person, a discount for siblings or groups.
  if (NEVER_OFFERED.test(text)) return true;
  // 'Do you sell costumes for the Pro Track session?': what is asked to be sold is the words right after the verb.
  const sold = SELLS.exec(text);
  const goods = sold ? text.slice(sold.index + sold[0].length).trim().split(" ").slice(0, 3).join(" ") : "";
  if (sold && !OUR_GOODS.test(goods) && !u.tierKeys.some((key) => labelNamedIn(goods, k, key))) return true;
  // 'Is it better for her to do ballet or gymnastics at 6?': training advice, whatever age is named.
  if (TRAINING_ADVICE.test(text) && u.tierKeys.length === 0) return true;
  if (u.tierKeys.length > 0 || u.unsoldTierKeys.length > 0 || u.attribute) return false;
  // 'I'm 35, is that too old?': an age and whether it fits is eligibility, which the forms answer.
  if (mentionedAge(u.question) !== null && AGE_FIT.test(text)) return false;
  // 'Do you sell shoes?': we sell places on the tour and the programs, nothing else.
  const sells = SELLS.exec(text);
  if (sells && !OUR_GOODS.test(text.slice(sells.index + sells[0].length))) return true;
  // 'How old is the choreographer?': the team's private lives are not the site's to tell.
  if (PERSONAL.test(text) || TRAINING_ADVICE.test(text)) return true;
  // 'What time is it in Tokyo?' asks the clock, not a schedule.
  if (CLOCK.test(text) && u.events.length === 0) return true;
  // A city and something to know about it ('<b>price</b> in seattle') is on topic, whatever else the message holds;
  // 'the studio' only says where ('an airport shuttle to the boise studio'), so it asks nothing of its own.
  const asked = detectIntents(text.split(" ").filter((w) => !CONTEXT_WORDS.has(w)).join(" "));
  if (u.events.length > 0 && u.eventsVia !== "context" && !u.followUp && [...asked].some((i) => EVENT_INTENTS.has(i))) return false;
  const placeName = new Set(u.unknownPlace ? normalizeText(u.unknownPlace.name).split(" ") : []);
  const unanchored = u.events.length === 0 && !u.unknownPlace && u.intents.size > 0 && [...u.intents].every((i) => GENERIC_INTENTS.has(i));
  return k.relevance.isOffTopic(u.question, new Set([...k.placeWords, ...placeName]), unanchored ? UNANCHORED_OFF_TOPIC_SHARE : OFF_TOPIC_SHARE);
}

/** Offers the site has no word on ('transfer my ticket to another dancer', 'a sibling discount'): asked, they are not known. */
const NEVER_OFFERED =
  /\btransfer\w* (my |the |our |her |his |a )?(\w+ )?(ticket|tickets|spot|place|seat|registration)s? to ((another|a different|my|a|her|his|our) )?(dancer|person|friend|kid|child|daughter|son|student|sibling|sister|brother)\b|\btransfer\w* [a-z ]{0,30}\bto someone( else)?\b|\b(give|sell|pass|hand) (my|the|our|her|his) (\w+ )?(ticket|spot|place|seat)s? (on )?to (someone|another|a friend|my|a different)\b|\bchange the name on\b|\b(sibling|siblings|family|multi ?kid|bulk|group|twin|twins|second child) (discount|discounts|deal|rate|rates|price|pricing)\b/;

const DIET_ADVICE = /\b(lose weight|losing weight|weight loss|diet|dieting|calories|calorie|supplements?|protein shakes?|cut weight|make weight)\b/;
const BRING_OR_WEAR = /\b(bring|brings|wear|wears|wearing|shoes|sneakers|clothes|clothing|outfit|hair|makeup|snacks?|lunch|water bottle)\b/;
const INSTALMENTS = /\b(payment plans?|installments?|instalments?|pay (it |for it )?in (parts|chunks|installments|instalments)|split (the |my |our )?(payments?|cost)|layaway|afterpay|klarna|affirm|buy now pay later)\b/;

/** A word that points back to the earlier topic. */
const PRONOUN = /\b(it|that|this|them|those)\b/;

/** Training advice ('the best stretch for splits'): not something the site gives. */
const TRAINING_ADVICE = /\b(is it|would it be) better (for (my|her|his|our) \w+ )?to (do|take|learn|start|try)\b(?!.*\b(core|pro|track|pass|acting|mentorship|audition|intensive|masterclass)\b)|\b(best|good|easy) (stretch|stretches|exercises?|workouts?|diet|warm ?ups?) (for|to)\b|\bhow (do|can) i (get|improve) (my )?(splits|turns|flexibility|extension|jumps)\b/;
const PERSONAL = /\bhow old (is|are) (the|your|our) (choreographer|founder|teacher|teachers|instructor|instructors|coach|team)\b|\b(is|are) (the|your) (choreographer|founder|coach|teacher) (married|single|dating)\b|\b(choreographer|founder|coach)s? (age|birthday|husband|wife|kids|children|salary|address|phone number)\b/;
const SELLS = /\b(do|does|can|will) (you|u|yall|you all|callboard) (sell|stock|carry|ship|have for sale)\b/;
/** What the site sells, in visitors' words; the tiers' own names are read by the tier matcher. */
const OUR_GOODS = /\b(tickets?|pass(es)?|seats?|spots?|places?|class(es)?|sessions?|memberships?|mentorships?|programs?|packages?|upgrades?|intensives?|masterclass(es)?|auditions?|reels?)\b/;
/** Asking for a recommendation of a place or a service near a stop: the site names none. */
const RECOMMENDATION =
  /\b(best|good|nice|cheap|cheapest|closest|nearest|decent) (place|places|spot|spots|restaurant|restaurants|hotel|hotels|food|coffee|cafe|motel|airbnb|pizza|physio|dentist|doctor|studio to train|gym|parking|garage|car park|lot|dance schools?|schools?|dance studios?|studios near|dance teachers?|agents?|agency|agencies|photographers?)\b|\brecommend\w*\b|\b(where|somewhere) (to|can we|can i|should we|should i) (eat|stay|sleep|grab|get food|get coffee)\b|\bwhere (can|do|should|could) (i|we|she|he) (buy|get|find|rent|shop for) (a |an |some |her |his |my )?(shoes|sneakers|leotards?|tights|clothes|outfits?|costumes?|dancewear|jazz shoes|kneepads|knee pads|water|snacks|food|makeup|props?)\b|\b(do|does) (you|anyone|u) (know|have) (of )?(a|an|any|some|good) (\w+ )?(photographers?|videographers?|agents?|agenc\w+|physio\w*|doctors?|babysitters?|nann\w+|hotels?|restaurants?|teachers?|coach\w*)\b/;
/** A place near a stop ranked ('which hotel near X is cheapest', 'where's the closest parking'). */
const PLACE_RANKED = /\b(hotels?|motels?|airbnbs?|restaurants?|places? to (eat|stay)|parking (lots?|garages?)|gyms?|cafes?|coffee shops?)\b.*\b(cheapest|best|closest|nearest|cheap|good|nice|recommended)\b/;
/** Equipment advice ('what camera should I buy', 'which tripod is best'): not something the site sells or advises on. */
const GEAR_ADVICE = /\b(what|which) (kind of |type of )?(camera|cameras|phone|phones|lens|lenses|tripod|tripods|ring light|ring lights|mic|microphone|laptop|editing app|editing software)\b.*\b(buy|get|use|best|recommend\w*)\b/;
/** A studio's own lessons ('weekly ballet classes', 'after school lessons'): the host studios' programs are theirs. */
const STUDIO_PROGRAM = /\b(academy|studio|school|center|centre|arts)\b (have|has|offer|offers|run|runs|teach|teaches|do|does)\b.*\b(weekly|regular|year round|after ?school|ongoing|every week)\b/;
/** A program or school named by its owner ("juilliard's summer program", "abc dance's intensive"). */
const OTHER_PROGRAM = /\b([a-z]+)s (?:summer |winter |dance |ballet |pre ?professional |intensive )*(program|programs|school|camp|camps|company|academy|conservatory|workshop|workshops)\b/;
const OUR_NAMES = /^(your|yours|callboard|callboards|our|ours|the|this|that|its|choreographer|choreographers)$/;

/** A service done for someone, which the site doesn't sell ('write my resume', 'teach at our studio'). */
const SERVICE =
  /\b(do|can|will|would|could) (you|u|the choreographer|callboard|yall|your team) (do|offer|provide|teach|run|host|choreograph|perform|dance)\b.*\b(weddings?|parties|party|birthdays?|proms?|quincean\w*|bar mitzvahs?|bat mitzvahs?|corporate|funerals?|flash ?mobs?)\b|\b(can|could|will|would|do) (you|u|the choreographer|callboard|someone|your team|yall) (write|make|design|edit|choreograph|coach|teach|come|travel|visit|babysit|drive|pick)\b.*\b(my|our|her|his|their)\b|\bat our (studio|school|place|competition)\b/;
const EXCHANGE = /\bexchange rates?\b|\bconversion rates?\b|\bconvert\w* (it |that |this |the \w+ )?(to|into|from)\b/;
/** What of ours a visitor may ask us to recommend ('which ticket do you recommend'). */
const RECOMMENDED_GOODS = /\b(tickets?|pass(es)?|class(es)?|sessions?|memberships?|mentorships?|programs?|packages?|upgrades?|intensives?|masterclass(es)?|auditions?|tiers?|levels?|track|core|acting)\b/;
/** 'Is 35 too old?', 'old enough': whether an age fits. */
const AGE_FIT = /\btoo (old|young)\b|\bold enough\b|\bage\b|\b(what|which) (age )?group\b|\ballowed\b|\bcan (i|she|he|they) (come|join|do|take|dance|audition)\b/;
const CLOCK = /\bwhat time is it( (right )?now)?( in [a-z ]+| there)?$/;

/** A question the greeting suggests, built from the catalog: the next city and its first ticket. */
function exampleQuestion(k: PreparedKnowledge, now: Date): string | null {
  const next = k.knowledge.events
    .filter((e) => e.kind !== "virtual" && e.hasPage && e.listedOnTour && eventStatus(e, now) === "upcoming" && e.startsOn)
    .sort(compareByDateTbdLast)[0];
  const tier = next ? mainOffers(next).find((o) => o.price.amountMinor > 0) : undefined;
  if (!next || !tier) return null;
  return `How much is the ${tier.label} in ${next.cityName.split(",")[0]}?`;
}
