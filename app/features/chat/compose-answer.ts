import { site } from "~/content/site";
import { formatMoney } from "~/domain/money";
import { AUDITION_TIER } from "~/domain/tiers";
import { overOrderLimit, quantityTotal } from "./answers/quantities";
import { mentionedAge } from "./answers/read-question";
import type { ReplyBuilder } from "./answers/reply-builder";
import { chatCopy } from "./chat-copy";
import { COMMON_WORDS } from "./common-words";
import { detectAttributes, detectIntents } from "./detect-intents";
import { APPLICATION_AGES, APPLICATION_FORMS, AUDITION_AGES, STUDENT_AGES, inRange, type ApplicationFormKind } from "./eligibility";
import { actingForDancersPage } from "~/content/programs";
import { isMinor } from "~/domain/age-groups";
import { asksOfDate, dateAsked, daysAsked } from "./answers/time-asked";
import { dateSentence } from "./answers/dates";
import { eventName, eventWeekdays, formatEventDate, namedAt } from "./event-facts";
import type { PreparedKnowledge } from "./prepare-knowledge";
import { readQuestionForm, type ReadForm } from "./question-form";
import { asksHeading, keyTerms, stem, withSynonyms } from "./search-content";
import { fuzzyEquals, normalizeText, tokenize } from "./text";
import type { ChatLink, KnownEvent } from "./types";
import type { Understanding } from "./understand-question";
import { ADULT_AGE, type Confidence, FRAME_WORDS, NEGATIVE_REPLY, REGION_WORDS, RESTRICTS, saysEveryKey, yesOrNo } from "./yes-or-no";

/**
 * The last step of every offline answer (issue 40): the reply is put in the form of the question asked
 * (a yes/no question gets "Yes" or "No" first, an either/or one the alternative that holds), eligibility
 * is answered from the forms' own validation, and a reply whose facts don't cover what was asked is
 * replaced by "I'm not sure" with the closest page and the team's address: precision before recall.
 */
export function composeAnswer(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder, now?: Date): void {
  if (r.source === "smalltalk" || r.decided) return;
  const form = readQuestionForm(u.question);
  if (r.source === "unknown" || r.empty) {
    // 'I'm 35, is that too old?' found no passage: the forms' age rules still answer it.
    if (mentionedAge(u.question) !== null && !r.offTopic) answerEligibilityAlone(u, form, r, k);
    return;
  }
  if (answerEligibility(u, form, r, k)) return;
  // 'We picked the wrong city, can I get my money back?': the refund policy decides every reason but the two it names.
  const policyAt = u.intents.has("refund") ? r.parts.findIndex((p) => /\ball sales are final\b/i.test(p)) : -1;
  if (policyAt > 0 && !u.events.some((e) => e.isCancelled)) {
    r.parts.unshift(...r.parts.splice(policyAt, 1));
    // The stop's date and prices say nothing of a refund.
    for (let i = r.parts.length - 1; i > 0; i--) if (r.overview.includes(r.parts[i]!)) r.parts.splice(i, 1);
  }
  const reply = r.parts.join(" ");
  const confidence = withoutAlternatives(measureConfidence(u, k, reply, r.facts), form);
  if (process.env.CHAT_DEBUG) console.log(`     [debug] form=${form.form} keys=${confidence.keys.join(",")} missing=${confidence.missing.join(",")} score=${confidence.score.toFixed(2)} source=${r.source} reply=${reply.slice(0, 600)}`);
  // 'Will there be a Seattle stop again in 2026?': a year the stop's date isn't in. A later tour is not ours to promise;
  // the stop itself asked of another year is a No with its date.
  const yearAsked = form.form === "yes_no" && u.events.length === 1 ? /\b(20\d\d)\b/.exec(u.question)?.[1] : undefined;
  const only = u.events[0];
  if (yearAsked && only?.startsOn && !/^(yes|no)\b/i.test(reply) && !/\b(again|another|next|future|return\w*|come back|back to)\b/.test(normalizeText(u.question))) {
    const said = dateSentence(eventName(only, k.knowledge.events), only, formatEventDate(only));
    if (!only.startsOn.startsWith(yearAsked)) r.parts.splice(0, r.parts.length, chatCopy.form.no, said);
    else if (asksOfDate(u.question) && !asksBeyondOverview(u, k)) r.parts.unshift(chatCopy.form.yes);
    if (!only.startsOn.startsWith(yearAsked) || asksOfDate(u.question)) return;
  } else if (yearAsked && only?.startsOn && !only.startsOn.startsWith(yearAsked)) return notSure(r, k, u);
  // A yes/no rule that pairs this question with what the reply says ('can he still be considered' — 'through Submit Talent') decides it, whatever words the reply uses.
  const specific =
    form.form === "yes_no" && !/^(yes|no)\b/i.test(reply)
      ? ((asksOfDate(u.question) && !asksBeyondOverview(u, k) ? dateAsked(u, now) : null) ?? daysAsked(u) ?? stopExists(u, k, form, reply) ?? yesOrNo(form.text, reply, confidence, normalizeText(u.question), u.events.length > 0, true))
      : null;
  // 'Is there a New Hampshire weekend in December?': the stop's own dates decide it.
  if (specific && asksOfDate(u.question) && dateAsked(u, now) === specific) {
    const e = u.events[0]!;
    const when = formatEventDate(e);
    // ('Is Spokane on a Sunday?': the day of the week the stop is on, not only its date.)
    const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(normalizeText(u.question)) ? /^\w+day\b/.exec(when)?.[0] : undefined;
    // ('Can we come on the Sunday instead?': a one-day stop is on its day only.)
    const oneDay = !!e.startsOn && (!e.endsOn || e.endsOn === e.startsOn);
    const only = weekday && specific === "no" && oneDay;
    const plain = dateSentence(eventName(e, k.knowledge.events), e, when);
    // (A one-day stop asked of another day says it runs on its day only, in place of its plain date.)
    if (only && r.parts.includes(plain)) r.parts.splice(r.parts.indexOf(plain), 1, chatCopy.dateOnly(eventName(e, k.knowledge.events), when));
    else if (!reply.includes(when.replace(/^\w+day, /, "").split(",")[0] ?? when) || (weekday && !reply.includes(weekday))) r.parts.unshift(only ? chatCopy.dateOnly(eventName(e, k.knowledge.events), when) : plain);
    r.parts.unshift(specific === "yes" ? chatCopy.form.yes : chatCopy.form.no);
    return;
  }
  const policyDecides = policyAt >= 0;
  // 'Our plans changed, refund for Orlando?': a reason of the buyer's own, which the policy answers No.
  // (A date we moved is not the buyer's own reason: the 48 hours decide it.)
  if (policyDecides && form.form !== "yes_no" && !u.intents.has("date_change") && (u.intents.has("cant_attend") || OWN_REASON.test(normalizeText(u.question))) && !/^(yes|no)\b/i.test(r.parts[0] ?? "")) r.parts.unshift(chatCopy.form.no);
  if (!policyDecides && specific === null && !confident(confidence, u, k)) return notSure(r, k, u);
  if (!answersWhatIsAsked(u, form, reply)) return notSure(r, k, u);
  // 'Which studio are the seniors in?' understood as no more than its city: the city's date and prices answer something else.
  if (r.overview.length > 0 && r.parts.every((p) => r.overview.includes(p)) && asksBeyondOverview(u, k)) return notSure(r, k, u);
  // A quoted passage that opens with 'Yes.' or 'No.' decides its own heading's question ('Do I need a headshot?');
  // asked something that is no yes/no question ('what should she wear'), it is the wrong passage.
  if (r.source === "content" && form.form !== "yes_no" && form.form !== "either_or" && /^(yes|no)\b/i.test(reply) && !asksQuotedHeading(u, k, r)) return notSure(r, k, u);
  if (form.form === "either_or" && form.alternatives) {
    const chosen = chooseAlternative(form, u, k, reply);
    if (chosen) r.parts.unshift(...r.parts.splice(0, r.parts.length).filter((p) => p !== chosen));
    if (chosen) r.parts.unshift(chosen);
    return;
  }
  if (form.form === "yes_no" && decisive(form.text) && /^(yes|no)\b/i.test(reply) && !asksQuotedHeading(u, k, r)) {
    // A passage's own 'Yes.' answers its heading's question ('Do you offer scholarships?'), not necessarily this one
    // ('does the scholarship pay for X'): the question is decided again from the rest, or not sure.
    const rest = reply.replace(/^(yes|no)\b[.,:;]?\s*/i, "");
    if (!yesOrNo(form.text, rest, confidence, normalizeText(u.question), u.events.length > 0)) return notSure(r, k, u);
  }
  // A quoted passage's own 'Yes.' that the rest of it contradicts for this question ('codes work only on that city's page'): the rest decides.
  if (form.form === "yes_no" && /^(yes|no)\b/i.test(reply)) {
    const rest = reply.replace(/^(yes|no)\b[.,:;]?\s*/i, "");
    const decided = yesOrNo(form.text, rest, confidence, normalizeText(u.question), u.events.length > 0);
    const own = /^yes\b/i.test(reply) ? "yes" : "no";
    if (decided && decided !== own) {
      r.parts.splice(0, r.parts.length, `${decided === "yes" ? chatCopy.form.yes : chatCopy.form.no} ${rest}`);
      return;
    }
  }
  // 'Is the One Class Only cheaper than the Core there?': the gap the reply states decides which one is cheaper.
  const cheaper = form.form === "yes_no" && !/^(yes|no)\b/i.test(reply) ? cheaperAsked(form.text, reply) : null;
  if (cheaper) {
    r.parts.unshift(cheaper === "yes" ? chatCopy.form.yes : chatCopy.form.no);
    return;
  }
  // 'Is Victoria priced in US dollars?': the stop's own currency.
  const priced = form.form === "yes_no" ? pricedIn(u, k) : null;
  if (priced) {
    r.parts.unshift(priced);
    return;
  }
  // 'I paid in US dollars, can my credit be used in X?': a credit works where prices are in the currency paid.
  const currency = form.form === "yes_no" ? creditCurrencyAnswer(u, reply) : null;
  if (currency) {
    r.parts.unshift(currency);
    return;
  }
  if (form.form === "yes_no") {
    // 'Is it charged every month?': the ticket's own billing decides, whatever the reply's words.
    const billing = BILLED.test(form.text) ? new Set(billingOf(u, k)) : new Set();
    if (billing.size === 1 && !/^(yes|no)\b/i.test(reply)) {
      const monthly = billing.has("monthly");
      r.parts.unshift(`${monthly ? chatCopy.form.yes : chatCopy.form.no} ${monthly ? chatCopy.form.monthly : chatCopy.form.oneTime}`);
      return;
    }
    // 'Is the VIP upgrade the same thing as the weekend pass?': two tickets the catalog keeps apart are not the same thing.
    const polarity = SAME_THING.test(form.text) && new Set(u.tierKeys).size >= 2 ? "no" : (specific ?? yesOrNo(form.text, reply, confidence, normalizeText(u.question), u.events.length > 0, false, k.placeWords));
    if (polarity && !/^(yes|no)\b/i.test(reply)) r.parts.unshift(polarity === "yes" ? chatCopy.form.yes : chatCopy.form.no);
    // A yes/no question the facts don't decide: a blurb about the topic would read as an answer, so not sure instead.
    // A date change is decided by what the visitor does in 48 hours, not yes or no: the policy itself answers.
    else if (!polarity && !/^(yes|no)\b/i.test(reply) && decisive(form.text) && !(u.intents.has("date_change") && /\b48 hours\b/.test(reply))) return notSure(r, k, u);
    // 'Is there a Pro Track Plus package?' answered with what the program has, none of it by that name: not known.
    // (Only a ticket's own name counts here: it covered the question's words without the reply saying them.)
    else if (!polarity && /^(is|are) there\b/.test(form.text) && !saysEveryKey(ticketWordsAsked(u, k, confidence.keys), reply)) return notSure(r, k, u);
  }
  // 'Can we add the VIP too? How much': a ticket the stop sells, priced in the reply, can be added: Yes first.
  if (ADD_ASKED.test(normalizeText(u.question)) && r.source === "catalog" && u.tierKeys.length > 0 && u.events.some((e) => e.offers.some((o) => u.tierKeys.includes(o.tierKey) && !o.soldOut)) && /[$£€]\s?\d/.test(reply) && !/^(yes|no)\b/i.test(r.parts.join(" ")) && !NEGATIVE_REPLY.test(normalizeText(reply))) r.parts.unshift(chatCopy.form.yes);
  // 'Can I upgrade my Core after buying it? How much?': the first sentence asks yes or no, the second the price; both are answered.
  const lead = /^[^?]*\?/.exec(u.question)?.[0];
  if (form.form !== "yes_no" && lead && lead.length < u.question.trim().length) {
    const first = readQuestionForm(lead);
    const polarity = first.form === "yes_no" ? yesOrNo(first.text, reply, confidence, normalizeText(u.question), u.events.length > 0) : null;
    if (polarity && !/^(yes|no)\b/i.test(r.parts.join(" "))) r.parts.unshift(polarity === "yes" ? chatCopy.form.yes : chatCopy.form.no);
  }
  // 'Can I buy 12 core tickets in one order?': more than the cart holds of one ticket is a No, with the limit.
  const over = overOrderLimit(u);
  if (over) {
    if (form.form === "yes_no") {
      r.parts.splice(0, r.parts.length, chatCopy.form.no, chatCopy.orderLimit(over.offer.label, over.offer.maxPerOrder, site.contactEmail));
      return;
    }
    const total = formatMoney({ amountMinor: over.count * over.offer.price.amountMinor, currency: over.offer.price.currency });
    r.add(chatCopy.overLimitTotal(over.count, over.offer.label, total, over.offer.maxPerOrder, site.contactEmail));
    return;
  }
  addQuantityTotal(u, k, form.text, reply, r, now);
  // A total asked of several things that the reply only prices one by one.
  if (TOTAL.test(form.text) && !/\b(total|together|in all|altogether|comes to|come to|in one order)\b/i.test(r.parts.join(" "))) return notSure(r, k, u);
}

// ---------------------------------------------------------------------------------------------
// Confidence: how much of what was asked the reply's facts cover

/**
 * Below this share of the question's key terms found in the reply (or in what the reply was chosen by:
 * the city, the ticket, the intent), the reply answers something else. Calibrated on the regression sets
 * (scripts/chat-eval/): every right answer there covers at least half of its terms.
 */
export type { Confidence } from "./yes-or-no";

export const CONFIDENCE_THRESHOLD = 0.5;

/**
 * Whether to give the reply: not when it misses most of what was asked (two key terms or more, under
 * the threshold), nor when a term it misses is one the site never uses even with a typo ('the weather in
 * Orlando' answered with Orlando's facts). One everyday term the reply doesn't repeat ('styles' answered
 * with the styles) is not doubt.
 */
export function confident(c: Confidence, u: Understanding, k: PreparedKnowledge): boolean {
  if (c.missing.length >= 2 && c.score < CONFIDENCE_THRESHOLD) return false;
  // Two things or more asked of a named ticket that the reply doesn't say: the ticket's name covers nothing of them.
  if (c.asked && c.asked.missing.length >= 2 && c.asked.missing.length / c.asked.keys.length >= CONFIDENCE_THRESHOLD) return false;
  // Nothing of what was asked is in the reply: it answers something else ('do they film the playback in X' answered with X's prices).
  // Only when the site speaks of it elsewhere: a word it never uses is judged below, an everyday one ('twice') is no topic.
  if (c.keys.length > 0 && c.missing.length === c.keys.length) return false;
  if (c.missing.length === 0) return true;
  const unknown = new Set(k.relevance.unknownWords(u.question, k.placeWords).unknown);
  return !c.missing.some((w) => unknown.has(w));
}


/** Words that say what kind of answer is wanted, not what it is about: the reply's form answers them. */
const FORM_WORDS = new Set(
  "right correct yeah yea toward towards confirmed finalized finalised moved rescheduled professionally competitively recreationally seriously meanwhile missed lost lose losing altogether combined plus sum today tomorrow tonight valid validity keep keeps continue continues second third next following upcoming owe owed owing remaining miss options option choices alternatives happens happen much cost costs price prices pricing when date dates day where address located location who teach teaches teacher instructor how long time times start starts many old age ages optional required mandatory need have must allowed free cheap cheaper expensive fee fees pay paying paid payment once monthly month one policy policies currency host hosts special different difference regular attend limit limits check find total single twice dollars dollar canadian usd cad pounds gbp switch switching swap swapping basket renew renews renewal renewing recur recurs recurring automatically called named money tix wat wht wut left decide moment currently heard hear saw seen mentioned told per middle bill bills weekday weekdays exactly gps plugging plug satnav navigation taken till until til lasts announced released posted level levels tier tiers type types kinds page pages top bottom website site link scroll went sitting picked two three four five six seven eight nine ten cool awesome perfect sweet lovely amazing wow yay gotcha alright brilliant though tho anyway anyways suit suits".split(
    " ",
  ),
);

/** 'polcy' for 'policy': a typo of a word that only says the answer's form. */
function isFormWordTypo(w: string): boolean {
  if (w.length < 5) return false;
  for (const f of FORM_WORDS) if (f.length >= 5 && fuzzyEquals(w, f)) return true;
  return false;
}

export function measureConfidence(u: Understanding, k: PreparedKnowledge, reply: string, facts: readonly string[] = []): Confidence {
  const exclude = new Set<string>([...k.placeWords, ...REGION_WORDS, ...(u.unknownPlace ? tokenize(u.unknownPlace.name) : [])]);
  // Markup is not what was asked ('<script>alert(1)</script> price in seattle' asks the price).
  // 'How much all together': a total is the reply's form, not a topic it must name.
  // The sentences that ask, when the message also says things ('she has school', 'my daughter broke her ankle.'): what must be covered.
  // 'Move up to the Pro Track', 'pay on top': going from one ticket to another, which the reply's upgrade answers.
  // ('The scholarship application' is the scholarship: its timeline answers it.)
  // ('Lily is 12, which group?': the child's name opens the message; who, not what is asked.)
  const spoken = u.question.replace(/^\s*[A-Za-z]+(?=,? (is|turns|turned|just turned|will be|s) \d{1,2}\b)/, "she");
  const whole = withoutMarkup(/\bscholarship/i.test(spoken) ? spoken.replace(/\b(applications?|apply|applying|applied)\b/gi, " ") : spoken).replace(CHILD_NAME, "$1").replace(/\bstreet address\b/gi, "address").replace(/\b(we|i) (just )?(got|received|had) (an? )?(email|message|text|notice)( from you)?( that| saying)?\b/gi, " ").replace(/\b(run|runs|last|lasts|go|goes)( until| till)?\s*\??\s*$/gi, " ").replace(/\bfalls? on\b/gi, "on").replace(/\ball together\b|\bin total\b|\b(move|moving|step|stepping)( him| her| them| us| me)? up\b|\btake part\b|\balready (did|paid|made|put down|have paid)\b/gi, " ");
  const asking = askingSentences(whole);
  // 'I don't want my kid on your social media. What do I do?': a question that asks nothing of its own is about what the message said.
  const keysAsking = keysOf(asking, exclude);
  // Only a reply that covers none of what it said is then about something else: the statements around a question need not all be answered.
  const fromStatements = keysAsking.length === 0 && asking !== whole && detectIntents(normalizeText(asking)).size === 0 && detectAttributes(normalizeText(asking)).length === 0;
  const keys = fromStatements ? keysOf(whole, exclude) : keysAsking;
  if (keys.length === 0) return { score: 1, keys, missing: [] };
  const said = new Set([reply, ...facts].flatMap((t) => tokenize(t)).map(stem));
  const named = new Set(
    [...u.events.flatMap((e) => [e.cityName, formatEventDate(e), e.dateText, e.subtitle ?? "", e.isMasterclass || e.kind === "masterclass" ? "masterclass" : ""]), ...u.tierKeys.flatMap((key) => [k.tiersByKey.get(key)?.label ?? "", ...u.events.flatMap((e) => e.offers.filter((o) => o.tierKey === key).map((o) => o.label))])]
      .flatMap((name) => tokenize(name))
      .map(stem),
  );
  const coveredWord = (w: string) => {
    const s = stem(w);
    if (said.has(s) || named.has(s)) return true;
    for (const x of said) if (x.length >= 4 && s.length >= 4 && (x.startsWith(s) || s.startsWith(x) || fuzzyEquals(s, x))) return true;
    return false;
  };
  // In the site's words too: 'earrings' is covered by a reply about jewellery.
  // 'How much extra' is answered by a price 'more' than another.
  const covered = (w: string) => coveredWord(w) || (/^(extra|additional)$/.test(w) && /\d more\b/.test(reply)) || tokenize(withSynonyms(w, undefined, u.question)).some((x) => x !== w && x.length >= 4 && coveredWord(x));
  const missing = keys.filter((w) => !covered(w));
  if (fromStatements && missing.length < keys.length) return { score: 1, keys: [], missing: [] };
  const tierWords = new Set(u.tierKeys.flatMap((key) => tokenize(k.tiersByKey.get(key)?.label ?? "")).map(stem));
  const asked = { keys: keys.filter((w) => !tierWords.has(stem(w))), missing: missing.filter((w) => !tierWords.has(stem(w))) };
  return { score: (keys.length - missing.length) / keys.length, keys, missing, asked };
}

/** 'My son Jake is 14': the child's name is who, not what is asked. */
const CHILD_NAME = /\b((?:my|our|her|his) (?:son|daughter|kid|child|boy|girl|niece|nephew|grandson|granddaughter|student|sister|brother)),? [a-z]+(?=,? (?:is|s|was|who|turned|turns|just|will|has|and|\d)\b)/gi;

/** The words of a question that name what it is about: no form, frame or everyday word, nor one the assistant read as what is asked. */
function keysOf(question: string, exclude: ReadonlySet<string>): string[] {
  const text = normalizeText(question);
  const intents = detectIntents(text).size;
  const attributes = detectAttributes(text).length;
  // A word the assistant read as what is asked ('held' in 'where is it held', 'money back') is answered by the reply's kind.
  const understood = (w: string) => {
    if (detectIntents(w).size > 0 || detectAttributes(w).length > 0) return true;
    const without = text.replace(new RegExp(`\\b${w}\\b`, "g"), " ");
    return (intents > 0 && detectIntents(without).size < intents) || (attributes > 0 && detectAttributes(without).length < attributes);
  };
  return keyTerms(question, exclude).filter((w) => !FORM_WORDS.has(w) && !isFormWordTypo(w) && !FRAME_WORDS.has(w) && !FRAME_WORDS.has(stem(w)) && !COMMON_WORDS.has(w) && !/\d/.test(w) && !understood(w));
}

/** An either/or question's alternatives are what the choice answers, not terms the facts must repeat ('free or extra'). */
function withoutAlternatives(c: Confidence, form: ReadForm): Confidence {
  if (!form.alternatives) return c;
  const alt = new Set(form.alternatives.flatMap((a) => a.split(" ")).map(stem));
  const keys = c.keys.filter((w) => !alt.has(stem(w)));
  if (keys.length === c.keys.length) return c;
  const missing = c.missing.filter((w) => !alt.has(stem(w)));
  return { keys, missing, score: keys.length === 0 ? 1 : (keys.length - missing.length) / keys.length };
}

/** The message's sentences that end in a question mark, or the whole message when none does. */
function askingSentences(message: string): string {
  const asking = message.match(/[^.!?]*\?/g)?.map((s) => s.trim()).filter((s) => s.length > 1) ?? [];
  // 'I don't want her on social media. Is that possible?': the question points back at what the message said.
  if (asking.length === 0 || asking.some((s) => POINTS_BACK.test(normalizeText(s)))) return message;
  return asking.join(" ");
}

const POINTS_BACK = /\b(it|that|this|those|these|them)\b/;

/** The question without markup: a script's or style's content and every tag dropped. */
function withoutMarkup(question: string): string {
  return question.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ");
}



/** Words that ask for a stop's overview ('tell me about Boston', 'anything new in Denver?'). */
const OVERVIEW_ASKS: ReadonlySet<string> = new Set(
  "date dates event events stop stops coming visit visiting going running january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday weekend tell about info details detail overview summary news update updates happening going whats what anything everything new there coming soon available offer offered offering options option deal going on up know more rundown scoop look looks sound sounds one two three single multi long sell sells selling buy offer have announced announce released posted yet confirmed decided".split(" "),
);

/** Whether the question asks more than a stop's overview: a word that is no place, ticket, frame or everyday word. */
function asksBeyondOverview(u: Understanding, k: PreparedKnowledge): boolean {
  // The overview prices every ticket of the stop: a word of any of their names is answered by it.
  const offerLabels = u.events.flatMap((e) => e.offers.map((o) => o.label));
  const named = new Set(
    [...u.tierKeys.map((key) => k.tiersByKey.get(key)?.label ?? ""), ...offerLabels, ...u.events.map((e) => `${e.cityName} ${formatEventDate(e)} ${e.subtitle ?? ""}`)].flatMap((t) => tokenize(t)).map(stem),
  );
  // What the message asks, not what it tells ('is Spokane on a Sunday? we have church').
  return tokenize(askingSentences(withoutMarkup(u.question)).replace(CHILD_NAME, "$1")).some(
    (w) => w.length >= 3 && !/\d/.test(w) && !k.placeWords.has(w) && !REGION_WORDS.has(w) && !COMMON_WORDS.has(w) && !FRAME_WORDS.has(w) && !FORM_WORDS.has(w) && !OVERVIEW_ASKS.has(w) && !named.has(stem(w)),
  );
}

/** "I'm not sure" with the page closest to the question and the team's address; never a price or a date. */
function notSure(r: ReplyBuilder, k: PreparedKnowledge, u: Understanding): void {
  const closest: ChatLink = r.links[0] ?? k.search.search(u.question, { limit: 1 })[0]?.doc.link ?? { label: "FAQ", href: "/faq" };
  r.parts.length = 0;
  r.links.length = 0;
  r.source = "unknown";
  r.add(chatCopy.notSure(closest.label, closest.href, site.contactEmail));
  r.link(closest);
  r.link({ label: "FAQ", href: "/faq" });
}

// ---------------------------------------------------------------------------------------------
// The kind of fact asked: a reply without one answers something else

/** Going from one ticket to another ('upgrade core to pro', 'move up', 'switch to'); 'the VIP upgrade' alone is a ticket's name. */
const DIFFERENCE = /\bhow much (more|extra)\b|\bgo(ing)? from \w+( \w+)? to\b|\bmove (it|that|this|my \w+|the \w+) (up )?to\b|\b(difference|move up|moving up|switch\w*|step up|go up)\b|\bupgrad\w* (from|to|my|our|his|her|core|\w+ to)\b|\bto upgrade\b/;
/** Moving from one ticket to another, in visitors' words. */
const MOVE = /\bupgrad\w*|\b(move|moving|step|go|going) up\b|\b(switch|swap|chang|turn)\w* (it |that |this |my \w+ |the \w+ )?(to|from|for|into)\b|\bmake it\b/;
const TOTAL = /\b(total|altogether|combined|in all|all together)\b|\bplus\b.*\b(how much|cost|price)\b|\b(how much|cost|price)\b.*\bplus\b/;
const COST_ASKED = /\bcosts? (anything|money|extra|a fee)\b|\b(is|are) there (a |any )?(fee|fees|charge|cost)\b|\bdo (i|we|you) (have to |need to )?pay\b|\bis (it|that|this) (free|paid)\b/;
const COUNT_ASKED = /\bhow many\b|\b(the most|maximum|max|at most|at least|minimum|limit on how many|the least)\b/;
/** 'How long does it last / is it valid'; 'how long until…' asks when, which a condition can answer. */
const DURATION_ASKED = /\bhow long (is|are|does|do|will|would|can|has|have|it|the|should|must)\b|\bfor how many (days|hours|weeks)\b/;
const NAME_ASKED = /\b(what s|whats|what is|whats the|know|tell me|give me) (the |her |his |their |your |its )?([a-z]+ ){0,3}names?\b|\bnames? of (the|your|her|his)\b/;
const PLACES_ASKED = /\b(which|what) (cities|city|stops|places|locations|events)\b|\bwhere else\b|\bany other (city|cities|stops)\b/;

/**
 * Whether the reply holds the kind of fact the question asks for: a difference for 'how much more',
 * a number for 'how many' or 'the most', a length of time for 'how long', cities for 'which cities',
 * and, when the message names the dancer's age, that age (not one from earlier in the conversation).
 */
function answersWhatIsAsked(u: Understanding, form: ReadForm, reply: string): boolean {
  const text = form.text;
  const asksPrice = form.form === "how_much" || /\b(cost|price|pay|charge)\b/.test(text);
  // ('Starter vs Steady Growth, the difference and price?': each one's own list beside its price says the difference.)
  // (Not a move from one to the other, 'pay the difference for pro': that asks the upgrade's price.)
  const bothListed = (reply.match(/\) includes\b/g) ?? []).length >= 2 && !MOVE.test(text) && !/\bpay\b/.test(text);
  if (asksPrice && DIFFERENCE.test(text) && /[$£€]\s?\d/.test(reply) && !/\bmore\b|\bdifference\b|\bextra\b/i.test(reply) && !bothListed) return false;
  // 'What's the extra to make it X?' asks a difference in money: a reply without one (what X includes) answers something else.
  if (/\b(the|how much) extra\b|\bextra (to|for)\b/.test(text) && MOVE.test(text) && !/\bmore\b|\bdifference\b/i.test(reply)) return false;
  // 'Does it cost anything?': a price, or that it's free, or it answers something else.
  if (COST_ASKED.test(text) && !/[$£€]\s?\d|\bfree\b|\bno (charge|cost|fee)\b|\bnothing is charged\b|\bincluded\b|\b\d+ (a month|each)\b/i.test(reply)) return false;
  // (An age group's bounds, 'Juniors (12 and under)', count no one.)
  const counts = reply.replace(/\(\d+ (and under|and up|to adult)\)|\bunder \d+\b|\b\d+ (and under|and up)\b/g, " ");
  if (COUNT_ASKED.test(text) && !/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|no limit)\b/i.test(counts)) return false;
  // ('How many scholarships does Sherwood give out?': a number of that very thing, not a date or a price beside it.)
  // ('How many promo codes': the thing is either of the two words after it.)
  const counted = /\bhow many ([a-z]{4,})( [a-z]{4,})?\b/.exec(text);
  if (counted?.[1] && !/^(times|more|people|spots|seats|places)$/.test(counted[1])) {
    const root = [counted[1], counted[2]?.trim()].filter((w): w is string => !!w).map((w) => stem(w).slice(0, 5)).join("|");
    const figure = counts.replace(/(?:C\$|[$£€])\s?\d[\d,.]*|\b\d{1,2}:\d\d\s?[AP]M\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})?/g, " ");
    if (!new RegExp(`\\b(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several)\\b[- ](\\S+[- ]){0,3}(${root})`, "i").test(figure) && !/\bno limit\b|\bunlimited\b/i.test(reply)) return false;
  }
  const day = /\b(day|days|class|classes|event|intensive|session|it|they)\b/.test(text) && /\d{1,2}:\d{2}/.test(reply);
  if (DURATION_ASKED.test(text) && !day && !/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of)[- ](minutes?|hours?|days?|weeks?|months?|years?|characters?)\b|\buntil\b|\b(full|half|whole|one|single)[- ]day\b|\bnever expires?\b/i.test(reply)) return false;
  if (PLACES_ASKED.test(text) && !u.events.some((e) => reply.includes(e.cityName.split(",")[0] ?? e.cityName)) && !/\b[A-Z][a-z]+, [A-Z]{2}\b/.test(reply)) return false;
  // 'What's the choreographer's name?': a reply that names nobody answers something else.
  // ('What's the studio name for Springfield?': the venue the reply says the stop is at names it.)
  const placeNamed = /\b(studio|venue|place|location|school|academy|building)\b/.test(text) && /\bis at [A-Z]/.test(reply);
  if (NAME_ASKED.test(text) && !placeNamed && !/\b(named|called|name is)\b|\bby [A-Z][a-z]+ [A-Z][a-z]+/.test(reply)) return false;
  const age = mentionedAge(u.question);
  const replyAges = [...reply.matchAll(/\b(\d{1,2})-year-old\b/g)].map((m) => Number(m[1]));
  if (age !== null && replyAges.length > 0 && !replyAges.includes(age)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Eligibility, from the forms' own validation

const AGE_RANGE_ASKED = /\bhow old (to|for)\b|\bage (min|minimum|max|maximum|limit)\b|\b(audition|crew|shadow\w*) age\b|\bage (limit|limits|range|requirement|requirements|restriction|restrictions|minimum|maximum|cap)\b|\b(minimum|maximum|youngest|oldest) age\b|\bhow (old|young) (do|does|must|should|can|is|are)\b|\bany age\b|\bages? (allowed|accepted)\b/;
const ALONE = /\bwithout (my |a |her |his |their |our )?(mom|mum|dad|mother|father|parents?|guardians?)\b|\bwithout (me|us)\b|\b(by myself|on my own|by herself|by himself|herself|himself|alone)\b/;
/** Asks whether a guardian's name is needed, whatever else the clause says. */
const NEEDS_NAME = /\b(need|needs|have to|has to|must|required?)\b.*\b(name|parent|guardian|mom|mum|dad)\b|\b(need|needs) (me|us|her mom|his mom|her dad|his dad)\b/;
const GUARDIAN =
  /\b(guardians?|parents?|moms?|mums?|dads?|mothers?|fathers?)\b.*\b(name|sign|signs|consent|form|with me|there|come|present|register|registers|enrol|enroll|book|buy|agree|approve|permission|allow)\b|\b(need|needs|require\w*|have to|must)\b.*\b(guardians?|parents?|moms?|mums?|dads?|mothers?|fathers?)\b|\bwithout (my |a |her |his |their |our )?(mom|mum|dad|mother|father|parents?|guardians?)\b|\b(register|sign up|signed up|apply|submit|come|attend)\w* without (me|us)\b|\b(by myself|on my own|by herself|by himself|herself|himself|alone)\b.*\b(sign|register|submit|apply|audition|fill)\w*\b|\b(sign up|register|submit|apply|fill\w* (out|in)|send|complete)\w*\b.*\b(by myself|on my own|by herself|by himself|herself|himself|alone)\b/;

/** Whether the question asks what a quoted passage's heading asks (so the passage's own 'Yes.' answers it). */
function asksQuotedHeading(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const docs = k.knowledge.docs.filter((d) => r.facts.includes(d.title));
  return docs.some((d) => asksHeading(d, u.question));
}

/** The minimum age a quoted page states for itself, with the page's title. */
function pageMinimumAge(r: ReplyBuilder | null, k: PreparedKnowledge, question: string): { min: number; title: string } | null {
  // The pages the reply links, then a page the question names by its title's words ('shadow the choreographer').
  const asked = new Set(tokenize(question).map(stem));
  const named = k.knowledge.docs.filter((d) => {
    const words = keyTerms(d.title);
    // 'the skeleton crew' names the 'Skeleton Crew Audition' page: two of its title's words or more, all but one.
    const matched = words.filter((w) => asked.has(stem(w))).length;
    return words.length >= 2 && matched >= 2 && matched >= words.length - 1;
  });
  for (const doc of [...(r?.links ?? []).flatMap((link) => k.knowledge.docs.filter((d) => d.link.href === link.href)), ...named]) {
    const m = /\bages? (\d{1,2}) ?(?:and (?:up|over|older)|or (?:older|over)|\+)/i.exec(doc.text);
    if (m) return { min: Number(m[1]), title: doc.title };
  }
  return null;
}

const NOT_JOINING = /\b(instagram|social media|socials|tiktok|posts?|opt (her |him |them |me |us )?out|bring|wear|doll|toy|phone|snacks?|food|drink|photos?|pictures?|record|refund|money back|transfer)\b/;
const ALLOWED_ASKED = /\b(allowed|eligible|old enough|too (young|old)|(can|could|may) (she|he|they|i|we) (do|join|come|audition|register|take|sign))\b/;
const SIGN_UP = /\bfor me\b|\bfor adults\b|\b(audition\w*|regist\w*|sign\w* up|enrol\w*|join|come|attend|take (the )?class|take part|dance|participate|do (it|this|the)|too (young|old)|old enough|allowed|eligible|can)\b/;

/** Eligibility in place of a reply that found nothing: kept only when the forms' rules answer it. */
function answerEligibilityAlone(u: Understanding, form: ReadForm, r: ReplyBuilder, k: PreparedKnowledge): void {
  const parts = [...r.parts];
  const links = [...r.links];
  const source = r.source;
  r.parts.length = 0;
  r.links.length = 0;
  r.source = "content";
  if (answerEligibility(u, form, r, k) && !r.empty) return;
  r.parts.splice(0, r.parts.length, ...parts);
  r.links.splice(0, r.links.length, ...links);
  r.source = source;
}

/** The application form a question is about ('a talent submission', 'the scholarship form'), if any. */
function applicationAsked(u: Understanding): ApplicationFormKind | null {
  const text = normalizeText(u.question);
  if (u.intents.has("scholarship")) return "scholarship";
  if (/\b(audition video|video audition|send (in )?a video)\b/.test(text)) return "audition_video";
  if (u.intents.has("submit_talent") || /\btalent\b/.test(text)) return "talent";
  return null;
}

/** 'Can my 4 year old audition?': the forms' age rules decide, before any age-group blurb. True when answered. */
function answerEligibility(u: Understanding, form: ReadForm, r: ReplyBuilder, k: PreparedKnowledge): boolean {
  const age = mentionedAge(u.question);
  const text = normalizeText(u.question);
  const audition = /\baudition\w*\b/.test(text) || (u.tierKeys.length > 0 && u.tierKeys.every((key) => key === AUDITION_TIER));
  // 'Is there an age limit?', 'how old do you have to be': the range the form's own validation accepts.
  if (age === null && AGE_RANGE_ASKED.test(text)) {
    // 'How old for the skeleton crew?': a page named by its title that states its own age rule answers, not the form's range.
    const own = pageMinimumAge(null, k, u.question);
    if (own) {
      r.parts.length = 0;
      r.add(chatCopy.eligibility.pageRange(own.min, own.title));
      return true;
    }
    const range = audition ? AUDITION_AGES : STUDENT_AGES;
    r.parts.unshift(audition ? chatCopy.eligibility.auditionRange(range.min, range.max) : chatCopy.eligibility.studentRange(range.min, range.max));
    return true;
  }
  // 'I'm 18, do I need a guardian's name?': the forms ask one for minors only.
  if (age !== null && GUARDIAN.test(text)) {
    r.parts.length = 0;
    // 'Can she submit it herself?', 'without my mom?': asked the other way round, the answer's polarity turns.
    r.add(ALONE.test(text) && !NEEDS_NAME.test(form.text) ? chatCopy.eligibility.guardianAlone(isMinor(age), age, ADULT_AGE) : chatCopy.eligibility.guardian(isMinor(age), age, ADULT_AGE));
    return true;
  }
  // ('She's 80 and wants to audition, is there an age limit?': the age named, against the form's range.)
  const limitAsked = AGE_RANGE_ASKED.test(text);
  if (age === null || (!SIGN_UP.test(form.text) && !limitAsked)) return false;
  // 'Can we opt her out of your posts?', 'can she bring her doll?': an age named, but taking part is not what is asked.
  if (!limitAsked && NOT_JOINING.test(text)) return false;
  // 'My son is 13, can he be in the juniors?' asks his group, which the age-group sentence and its polarity answer.
  if (/\b(in|with|join|be in|part of|one of|count as) (the )?(junior|senior)s?\b/.test(text)) return false;
  // A page the reply quotes with an age rule of its own ('Ages 16 and up'): that rule, not the audition form's.
  const own = pageMinimumAge(r, k, u.question);
  if (own) {
    const fits = age >= own.min;
    r.parts.unshift(chatCopy.eligibility.page(fits, age, own.min, own.title));
    return true;
  }
  // 'Can my 4 year old send in a talent submission?': the form asked of, by its own age rule.
  const applying = applicationAsked(u);
  if (applying) {
    const own = APPLICATION_AGES[applying];
    const fits = inRange(age, own);
    if (!fits) r.parts.length = 0;
    r.parts.unshift(chatCopy.eligibility.application(fits, age, own.min, own.max, APPLICATION_FORMS[applying]));
    return true;
  }
  const range = audition ? AUDITION_AGES : STUDENT_AGES;
  const ok = inRange(age, range);
  // 'My 6 year old wants to audition, is she allowed?': a question of whether, wherever its clause falls.
  if (ok && form.form !== "yes_no" && !ALLOWED_ASKED.test(text)) return false;
  // 'Is 35 too old?' is answered No when the form takes that age: the polarity is the question's, not the rule's.
  const tooMuch = /\btoo (old|young)\b/.test(text);
  const sentence =
    tooMuch && ok
      ? chatCopy.eligibility.notTooOld(age, range.min, range.max, audition)
      : audition
        ? chatCopy.eligibility.audition(ok, age, range.min, range.max)
        : chatCopy.eligibility.student(ok, age, range.min, range.max);
  if (ok) {
    r.parts.unshift(sentence);
    return true;
  }
  // Too young or too old: the age-group sentence would mislead; the rule, and where to ask.
  r.parts.length = 0;
  r.add(sentence);
  r.add(chatCopy.askTeam(site.contactEmail));
  r.link({ label: "FAQ", href: "/faq" });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Either/or and yes/no

const BILLING_ONCE = /\b(once|one time|onetime|one off|single payment|upfront|up front|all at once|lump sum|flat fee)\b/;
const BILLING_MONTHLY = /\b(monthly|month|per month|a month|subscription|recurring|installments?|every month)\b/;

const CURRENCY_WORDS = /\b(us|usd|american|canadian|cad|pounds?|gbp|sterling|dollars?|euros?)\b/;
const CURRENCY_NAMES: Record<string, string> = { USD: "US dollars (USD)", CAD: "Canadian dollars (CAD)", GBP: "British pounds (GBP)" };

/** The alternative the facts support, as the reply's first sentence; null when they don't decide it. */
function chooseAlternative(form: ReadForm, u: Understanding, k: PreparedKnowledge, reply: string): string | null {
  const [a0, b] = form.alternatives ?? ["", ""];
  const only = u.events.length === 1 ? u.events[0] : undefined;
  // 'Is that a weekday or a weekend?': the stop's own days.
  if (only?.startsOn && /\bweekdays?\b/.test(`${a0} ${b}`) && /\bweekends?\b/.test(`${a0} ${b}`)) {
    const weekend = eventWeekdays(only).every((d) => d === "saturday" || d === "sunday");
    return `${chatCopy.form.either(weekend ? "the weekend" : "a weekday")} ${dateSentence(eventName(only, k.knowledge.events), only, formatEventDate(only))}`;
  }
  // 'Is Seattle on a Saturday or a Sunday?': the stop's own dates.
  const [dayA, dayB] = [WEEKDAY_WORD.exec(a0)?.[1], WEEKDAY_WORD.exec(b)?.[1]];
  if (dayA && dayB && only?.startsOn) {
    const runs = eventWeekdays(only);
    const said = dateSentence(eventName(only, k.knowledge.events), only, formatEventDate(only));
    return runs.includes(dayA) || runs.includes(dayB) ? said : `${chatCopy.form.neither} ${said}`;
  }
  // 'Is that in Canadian or US dollars?': the stop's own currency.
  const currencyOf = only?.offers.find((o) => o.price.amountMinor > 0)?.price.currency;
  if (currencyOf && CURRENCY_WORDS.test(a0) && CURRENCY_WORDS.test(b)) return chatCopy.form.pricedIn(eventName(only!, k.knowledge.events), CURRENCY_NAMES[currencyOf] ?? currencyOf);
  // 'a monthly thing or once': the first side is the words before 'or', not only its last one.
  const a = `${form.text.split(` or ${b}`)[0]?.split(" ").slice(-3).join(" ") ?? ""} ${a0}`;
  // Paid once or monthly: the ticket's own billing.
  if ((BILLING_ONCE.test(a) || BILLING_ONCE.test(b)) && (BILLING_MONTHLY.test(a) || BILLING_MONTHLY.test(b))) {
    const billings = new Set(billingOf(u, k));
    if (billings.size === 1) return billings.has("monthly") ? chatCopy.form.monthly : chatCopy.form.oneTime;
    return null;
  }
  const text = ` ${normalizeText(reply)} `;
  // 'Extra or included?': a reply that says it is free takes the no-cost side (a price elsewhere in the reply decides nothing).
  const NO_COST = /\b(includ\w*|free|part of it|comes with it|no extra)\b/;
  const AT_COST = /\b(extra|paid|additional|separate|separately|cost|costs|charge|charged|add on|money)\b/;
  const free = NO_COST.exec(a0)?.[1] ?? NO_COST.exec(b)?.[1] ?? NO_COST.exec(form.text.split(` or ${b}`)[0] ?? "")?.[1];
  if (free && (AT_COST.test(a) || AT_COST.test(b)) && / (free|no extra cost|at no cost|no charge) /.test(text)) return chatCopy.form.either(free);
  // 'Is the audition extra or included with Core?': a ticket named that costs nothing wherever it is sold.
  const costless = free && (AT_COST.test(a) || AT_COST.test(b)) ? freeTier(u, k) : null;
  if (costless && free) return `${chatCopy.form.either(free.startsWith("includ") ? "included" : free)} ${chatCopy.tierFree(costless)}`;
  // A class the stop's own page lists as part of its day ('Boston adds a contemporary class to the day') comes with the ticket.
  if (free && (AT_COST.test(a) || AT_COST.test(b)) && / (adds an? [a-z ]+ to the day|page also lists) /.test(text)) return chatCopy.form.either(free);
  const has = (alt: string) => {
    const words = alt.split(" ").filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && !form.text.split(` or ${b}`)[0]?.startsWith(w));
    return words.length > 0 && words.every((w) => text.includes(` ${w}`) || text.includes(` ${stem(w)}`));
  };
  // A side the reply names only to deny it ('scholarships don't cover travel') is not the one that holds.
  const sentences = reply.split(/(?<=[.;])\s+/).map((x) => ` ${normalizeText(x)} `);
  const denied = (alt: string) => {
    const words = alt.split(" ").filter((w) => w.length >= 3 && !COMMON_WORDS.has(w));
    return words.length > 0 && words.every((w) => sentences.some((x) => x.includes(` ${w}`) || x.includes(` ${stem(w)}`)) && sentences.filter((x) => x.includes(` ${w}`) || x.includes(` ${stem(w)}`)).every((x) => DENIAL.test(x)));
  };
  const inA = has(lastWord(a0)) && !denied(lastWord(a0));
  const inB = has(firstWord(b)) && !denied(firstWord(b));
  // 'Does it pay for travel or hotel?' with both denied: neither.
  if (!inA && !inB && denied(lastWord(a0)) && (denied(firstWord(b)) || !has(firstWord(b)))) return chatCopy.form.no;
  if (inA === inB) return null;
  return chatCopy.form.either(inA ? lastWord(a0) : b);
}

/** The question's key terms that are words of a ticket it names ('pro', 'track'). */
function ticketWordsAsked(u: Understanding, k: PreparedKnowledge, keys: readonly string[]): string[] {
  const words = new Set(u.tierKeys.flatMap((key) => tokenize(k.tiersByKey.get(key)?.label ?? "")).map(stem));
  return keys.filter((w) => words.has(stem(w)));
}

/**
 * 'Is X cheaper than Y?' (or 'more expensive'): read from the reply's own price-gap sentence ('the Y (C$227) costs
 * C$100 more than the X (C$127)'), by which of the two the question names first. Null when the reply states no gap.
 */
function cheaperAsked(question: string, reply: string): "yes" | "no" | null {
  const asks = /\b(cheaper|less expensive|less|more expensive|pricier|dearer|more) than\b/.exec(question);
  const gap = /the ([^()]+?) \([^)]*\) costs [^ ]+ more than the ([^()]+?) \(/.exec(reply);
  // ('Is there anything cheaper than Core?' names no ticket of its own to compare.)
  if (!asks || !gap || /\b(is|are) there\b|\b(anything|something|any)\b/.test(question)) return null;
  const at = (label: string) => {
    // (Every word of 'One Class Only' is an everyday one: then the whole label, as said.)
    const words = normalizeText(label).split(" ");
    const first = words.find((w) => w.length >= 3 && !COMMON_WORDS.has(w)) ?? words.join(" ");
    const i = first ? question.indexOf(first) : -1;
    return i < 0 ? Infinity : i;
  };
  const [higher, lower] = [at(gap[1]!), at(gap[2]!)];
  if (higher === lower) return null;
  const firstIsCheaper = lower < higher;
  const asksCheaper = /^(cheaper|less expensive|less)$/.test(asks[1]!);
  return firstIsCheaper === asksCheaper ? "yes" : "no";
}

/** The label of a ticket the question names that is free at every stop that sells it (the audition). */
function freeTier(u: Understanding, k: PreparedKnowledge): string | null {
  const events = u.events.length > 0 ? u.events : k.knowledge.events;
  for (const key of u.tierKeys) {
    const offers = events.flatMap((e) => e.offers).filter((o) => o.tierKey === key);
    if (offers.length > 0 && offers.every((o) => o.price.amountMinor === 0)) return k.tiersByKey.get(key)?.label ?? offers[0]!.label;
  }
  return null;
}

/** The billing of what the question names: its tickets, else the named event's main tickets. */
function billingOf(u: Understanding, k: PreparedKnowledge): Array<"one_time" | "monthly"> {
  // 'Is Acting for Dancers monthly like the mentorship?': the program the question is about comes first; the other is a comparison.
  const text = normalizeText(u.question);
  const acting = /\bacting\b/.exec(text)?.index ?? -1;
  const mentor = /\bmentor\w*/.exec(text)?.index ?? -1;
  if (acting >= 0 && mentor >= 0) {
    if (mentor < acting) return ["monthly"];
    const billings = actingBillings(k);
    if (billings.length > 0) return billings;
  }
  if (u.tierKeys.length > 0) {
    const fromEvents = u.events.flatMap((e) => e.offers.filter((o) => u.tierKeys.includes(o.tierKey)).map((o) => o.billing));
    if (fromEvents.length > 0) return fromEvents;
    return u.tierKeys.flatMap((key) => {
      const t = k.tiersByKey.get(key);
      return t ? [t.billing] : [];
    });
  }
  if (/\bmentor/.test(normalizeText(u.question))) return ["monthly"];
  // 'Acting for Dancers - subscription or one time?': the program's own options.
  if (acting >= 0 && actingBillings(k).length > 0) return actingBillings(k);
  return u.events.flatMap((e) => e.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0).map((o) => o.billing));
}


/** A sentence that denies what it names. */
const DENIAL = / (don ?t|doesn ?t|do not|does not|not|no|never|can ?t|cannot|won ?t|isn ?t|aren ?t) /;

/** How the Acting for Dancers options are paid, from their offers. */
function actingBillings(k: PreparedKnowledge): Array<"one_time" | "monthly"> {
  return [...new Set(k.knowledge.events.flatMap((e) => e.offers).filter((o) => o.family === "acting").map((o) => o.billing))];
}

const lastWord = (s: string) => s.split(" ").filter(Boolean).pop() ?? s;
const firstWord = (s: string) => s.split(" ").find((w) => w.length >= 3 && !["the", "and", "its", "for"].includes(w)) ?? s;

/**
 * A yes/no question whose answer is a decision, not a description: whether something is required,
 * allowed, the same, kept, guaranteed or given ('do I have to…', 'can I use my credit…', 'is X the same as Y').
 * 'Is there parking?' is answered well enough by what the site says about parking.
 */
function decisive(text: string): boolean {
  return DECISION.test(text) || RESTRICTS.test(text);
}

/** Whether something is the same, different, guaranteed, kept, refunded, billed monthly or usable elsewhere: a yes or a no. */
const DECISION =
  /\bsame (as|price|in|day|date|thing|order|cart)\b|\bdifferent\b|\bguarantee\w*\b|\bkeep\b|\bmoney back\b|\brefund\w*\b|\bcharged\b|\bbilled\b|\bevery month\b|\bmonthly\b|\b(add|combine|swap) (the|a|an|my|it|that|this|them|on)\b|\buse (my|the|a|our|his|her) \w+ (for|at|in|on)\b|\b(pay|paying) for\b|\bcovers?\b/;
/** Asks whether something is billed each month. */
const BILLED = /\b(charged|billed|paid|pay) (every|each|per|a) month\b|\b(monthly|recurring|subscription)\b/;

/** The currency a message says was paid in. */
const PAID_IN: ReadonlyArray<[RegExp, string[]]> = [
  [/\b(us|american) dollars?\b|\busd\b|\bus\$|\b(us|u s|usa|american) (stop|stops|city|cities|event|events|date|dates|tour stop)\b/, ["USD"]],
  [/\bcanadian( dollars?)?\b|\bcad\b|\bc\$|\bcanada\b/, ["CAD"]],
  [/\bpounds?( sterling)?\b|\bgbp\b|£/, ["GBP"]],
  // 'We paid in dollars': US or Canadian, which is enough to say a stop priced in pounds is another currency.
  [/\bdollars?\b|\$/, ["USD", "CAD"]],
];

const PRICED_ASKED = /\b((priced|prices|charged|charge|pay|paid|sold|listed)( \w+)?|(is|are) (that|it|this|they|those|the prices?)) in (us dollars?|american dollars?|usd|canadian( dollars?| \$)?|cad|pounds?|gbp|dollars?)(?!\w)/;

/** Yes or No to whether the one stop named is priced in the currency asked. */
function pricedIn(u: Understanding, k: PreparedKnowledge): string | null {
  const text = normalizeText(u.question);
  // ('We live in Canada: are the Acting for Dancers prices in Canadian dollars?' asks of the program, not of the country's stops.)
  const program = u.intents.has("acting") ? k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug) : undefined;
  const e = program ?? (u.events.length === 1 ? u.events[0] : undefined);
  if (!e || !PRICED_ASKED.test(text) || /\bcredits?\b|\d|\btotal\b/.test(text)) return null;
  const asked = PAID_IN.find(([re]) => re.test(u.question.toLowerCase()))?.[1];
  const there = e.offers.find((o) => o.price.amountMinor > 0)?.price.currency;
  if (!asked || !there || asked.length !== 1) return null;
  const name = program ? actingForDancersPage.hero.title : eventName(e, k.knowledge.events);
  const said = program ? chatCopy.programPricedIn(name, there) : chatCopy.pricedIn(name, there);
  return `${asked.includes(there) ? chatCopy.form.yes : chatCopy.form.no} ${said}`;
}

/** Yes or No to using a credit at the named stop, from the policy's own rule (the reply quotes it) and the stop's currency. */
function creditCurrencyAnswer(u: Understanding, reply: string): string | null {
  const text = normalizeText(u.question);
  // 'Could I use it for London?' after the date-change policy (whose credit 'it' is).
  const credit = /\bcredits?\b/.test(text) || (/\buse (it|that|this)\b/.test(text) && (u.intents.has("date_change") || /\bcredits?\b/.test(normalizeText(u.earlierText))));
  if (!credit || !/\bcurrency you paid\b/i.test(reply) || u.events.length === 0 || u.events.length > 2) return null;
  const currencyOf = (e: KnownEvent) => e.offers.find((o) => o.price.amountMinor > 0)?.price.currency;
  // 'A credit from Victoria, can I use it for Seattle?': the first stop named is where it was paid, the other where it is used.
  const [from, to] = u.events.length === 2 ? [...u.events].sort((a, b) => namedAt(text, a) - namedAt(text, b)) : [null, u.events[0]!];
  const fromPaid = from ? currencyOf(from) : undefined;
  const paid = fromPaid ? [fromPaid] : PAID_IN.find(([re]) => re.test(u.question.toLowerCase()))?.[1];
  const there = to ? currencyOf(to) : undefined;
  if (!paid || !there) return null;
  if (!paid.includes(there)) return chatCopy.form.no;
  return paid.length === 1 ? chatCopy.form.yes : null;
}

// ---------------------------------------------------------------------------------------------
// Quantities: 'how much for 5 core tickets', '2 core and 1 pro track'

/** A price asked for several tickets: the total the cart charges for those quantities follows the reply's prices (answers/quantities.ts). */
function addQuantityTotal(u: Understanding, k: PreparedKnowledge, text: string, reply: string, r: ReplyBuilder, now?: Date): void {
  const total = quantityTotal(u, k, text, reply, now);
  if (!total) return;
  if (total.replaces) {
    r.parts.length = 0;
    r.source = "catalog";
  }
  r.add(total.sentence);
}

/** 'Can we add / also get / buy the X': whether one more ticket can go in the order. */
const ADD_ASKED = /^(can|could|may) (i|we|she|he|they|you) (also |still )?(add|get|buy|book|grab|take)\b/;



/** A yes/no question of whether a stop is on in a month or on a day ('in December', 'on November 16'). */
const WEEKDAY_WORD = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/;
const OWN_REASON = /\b(plans? changed|change of plans|changed our plans|something came up|conflict|cant make it|can ?t come|not coming|changed (my|our) mind)\b/;
const SAME_THING = /\b(same thing|the same as|same as|just another name|another name for)\b/;


/** 'Do you have a Madison date?', 'are you coming to Buford?': yes when the stop named is on, with its date in the reply. */
function stopExists(u: Understanding, k: PreparedKnowledge, form: ReadForm, reply: string): "yes" | null {
  // ('Is there a direct flight from Atlanta to Spokane?' asks of something else the stops have nothing to do with.)
  if (u.events.length === 0 || !STOP_ASKED.test(form.text) || u.tierKeys.length > 0 || asksBeyondOverview(u, k)) return null;
  const dated = u.events.filter((e) => !e.isCancelled && e.startsOn && reply.includes(formatEventDate(e).replace(/^\w+day, /, "").split(",")[0] ?? ""));
  return dated.length > 0 ? "yes" : null;
}

const STOP_ASKED = /^(do you have|have you got|is there|are there|will there be|are you (coming|going|doing|running)|do you (come|go|visit|stop|run)|any) .*\b(date|dates|event|events|intensive|stop|one|class|tour)?\b/;


