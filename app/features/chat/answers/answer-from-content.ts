import { COMMON_WORDS, SEARCH_STOP_WORDS, SITE_WORDS } from "../common-words";
import { detectIntents } from "../detect-intents";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { asksHeading, headingHas, keyTerms, passageCovers, passageHas, stem, withSynonyms } from "../search-content";
import { chatCopy } from "../chat-copy";
import { readQuestionForm } from "../question-form";
import { joinList, normalizeText, splitSentences, tokenize } from "../text";
import { className, isListedClass } from "./listed-classes";
import type { ContentDoc } from "../types";
import type { ReplyBuilder } from "./reply-builder";

/** Answers from the site's content: the passage that answers a question, quoted. */

/** Below this, a content passage shares too little with the question to be its answer. */
export const MIN_CONTENT_SCORE = 6;

/** How many of the best passages are read for one that shares the question's key terms. */
export const CONTENT_CANDIDATES = 5;

/**
 * The passage that answers the question: among the best matches, the first that scores enough, shares
 * a word that means something, and has at least half of the question's key terms ('lunch' in 'is lunch
 * included': a passage about the audition that only shares 'included' is not the answer). `asked` is
 * the visitor's own words when the query adds hints.
 */
export function answerFromContent(
  question: string,
  k: PreparedKnowledge,
  r: ReplyBuilder,
  filter?: (d: ContentDoc) => boolean,
  asked = question,
  events: readonly number[] | "all" = [],
): void {
  const allowed = rulesFilter(asked, filter);
  const hits = k.search.search(question, { limit: CONTENT_CANDIDATES, filter: allowed, events }).filter((h) => {
    const strong = h.terms.filter((t) => t.length >= 4 && !SITE_WORDS.has(t));
    return h.score >= MIN_CONTENT_SCORE && strong.length > 0 && passageCovers(h.doc, asked, (w) => k.search.knows(w), k.placeWords);
  });
  const hit = preferForForm(hits, asked);
  if (!hit) return;
  r.source = r.empty ? "content" : r.source;
  r.add(quote(hit.doc, asked));
  r.cite(hit.doc);
}

/** A length of time a passage states ('allow up to four weeks', 'within 48 hours'). */
const SPAN_OF_TIME = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty) (business |working )?(minutes?|hours?|days?|weeks?|months?)\b/i;

/** Of passages that answer, the first; a when-question's is the first that says how long ('when do we get the footage'). */
export function preferForForm<T extends { doc: ContentDoc }>(hits: readonly T[], question: string): T | undefined {
  const asksTime = readQuestionForm(question).form === "when" || /\bhow long (until|before|after|till|til)\b/.test(normalizeText(question));
  const when = asksTime ? hits.find((h) => SPAN_OF_TIME.test(h.doc.text)) : undefined;
  return when ?? hits[0];
}

/** Share of the question's key terms a passage must have to answer before the catalog's general answers. */
const CONTENT_FIRST_SHARE = 0.75;

/**
 * A passage that answers the whole question, found before the catalog's general answers: it has every
 * key term, and one of them is a topic no intent stands for ('guarantee' in 'does attending guarantee
 * casting', 'footage' in 'when do we get the footage'). True when it answered.
 */
export function answerFromContentFirst(
  question: string,
  k: PreparedKnowledge,
  r: ReplyBuilder,
  context = "",
  ownHeading = false,
  filter?: (d: ContentDoc) => boolean,
): boolean {
  // The site's words for the visitor's count as topics too ('get there' asks when to arrive).
  const topicsOf = (text: string) => keyTerms(withSynonyms(text), k.placeWords).filter((w) => w.length >= 4 && detectIntents(w).size === 0 && !COMMON_WORDS.has(w));
  const own = topicsOf(question);
  if (own.length === 0) return false;
  // With the conversation's earlier words (`context`), the passage still has to answer this question; its heading may name the earlier topic.
  // The earlier topic may be one an intent stands for ('scholarships').
  const earlier = keyTerms(withSynonyms(context), k.placeWords).filter((w) => w.length >= 4 && !COMMON_WORDS.has(w));
  const topics = context ? [...own, ...earlier] : own;
  const hit = k.search.search(context ? `${question} ${context}` : question, { limit: CONTENT_CANDIDATES, filter: rulesFilter(question, filter) }).find((h) => {
    const strong = h.terms.filter((t) => t.length >= 4 && !SITE_WORDS.has(t));
    // The topic is what the passage's question or heading is about, not a word its text happens to use.
    // A passage of one sentence ('Industry Q&A: ask about agents...') is about all it says.
    const heading = splitSentences(h.doc.text).length <= 1 ? h.doc : { ...h.doc, text: "" };
    return (
      h.score >= MIN_CONTENT_SCORE &&
      strong.length > 0 &&
      passageCovers(h.doc, question, (w) => k.search.knows(w), k.placeWords, CONTENT_FIRST_SHARE) &&
      topics.some((w) => passageHas(heading, w)) &&
      // Leaning on the earlier topic, a passage whose heading says what this question asks comes first ('what does it cover').
      (!ownHeading || keyTerms(question, k.placeWords).some((w) => w.length >= 4 && headingHas(h.doc, w)))
    );
  });
  if (!hit) return false;
  r.source = r.empty ? "content" : r.source;
  r.add(quote(hit.doc, question));
  r.cite(hit.doc);
  return true;
}

/**
 * What the named events' own pages say about the question's topic ('is there a contemporary class in
 * Boston', 'is saturday for all ages' after Sherwood): a passage of one of those events that has most
 * of the question's key terms, one of them a topic no intent stands for. Added before the catalog's
 * facts, which still follow. True when it answered.
 */
export function answerFromEventPages(question: string, eventIds: readonly number[], k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (eventIds.length === 0) return false;
  // A program's name is a topic a stop's page may list ('anything for acting' in Spokane: its free month of Acting for Dancers).
  const topics = keyTerms(question, k.placeWords).filter((w) => w.length >= 4 && [...detectIntents(w)].every((i) => i === "acting") && !COMMON_WORDS.has(w));
  if (topics.length === 0) return false;
  // 'What's special about the Boston event?': what that stop's page adds to the day is the answer.
  // Its own passages are read whatever words the question shares with them ('anything different about that one' shares none).
  // ('What's different about the Boston intensive?': the kind of event it is asks nothing more.)
  const asked = keyTerms(withoutFrame(question), k.placeWords).filter((w) => w.length >= 4 && detectIntents(w).size === 0 && !COMMON_WORDS.has(w));
  // ('Is her class included or extra?' asks what it costs, not what the stop adds.)
  if (asked.length > 0 && asked.every((w) => OVERVIEW_WORDS.has(w)) && !/\b(included|include|cost|costs|charge|pay|price)\b/.test(normalizeText(question))) {
    const own = k.knowledge.docs.filter((d) => d.eventIds?.some((id) => eventIds.includes(id)));
    const extra = own.find((d) => d.id.endsWith(":extra"));
    const classes = own.filter(isListedClass);
    if (!extra && classes.length === 0) return false;
    r.source = r.empty ? "content" : r.source;
    // 'Is there anything different about it?' is answered by what it adds: Yes, then that. Every word asked is an overview word, so the reply is decided.
    if (readQuestionForm(question).form === "yes_no") r.add(chatCopy.form.yes);
    r.decided = true;
    if (extra) r.add(`${extra.title}. ${quote(extra, question, 0)}`);
    // The classes its page lists that not every stop's does: what it has that the others don't.
    if (classes.length > 0) r.add(chatCopy.alsoListed(joinList([...new Set(classes.map(className))])));
    for (const d of extra ? [extra, ...classes] : classes) r.cite(d);
    return true;
  }
  const onPage = rulesFilter(question, (d) => d.eventIds !== undefined);
  const hit = k.search.search(question, { limit: CONTENT_CANDIDATES, events: eventIds, filter: onPage }).find(
    (h) =>
      h.score >= MIN_CONTENT_SCORE &&
      // The stop is named, so 'the X weekend' asks nothing more; 'who leads it' is answered by the passage's 'taught by'.
      passageCovers(h.doc, withoutFrame(question, /\btaught by\b/.test(h.doc.text)), (w) => k.search.knows(w), k.placeWords, CONTENT_FIRST_SHARE) &&
      topics.some((w) => passageHas(h.doc, w)),
  );
  if (!hit) return false;
  r.source = r.empty ? "content" : r.source;
  r.add(quote(hit.doc, question));
  r.cite(hit.doc);
  return true;
}

/** What kind of thing the event is ('the X weekend', 'the X intensive'): said of every stop, asked of none. */
const EVENT_FRAME = /\b(intensive|intensives|weekend|event|stop|workshop|one day|the day)\b/g;
/** Who does it, to a passage that says who teaches it. */
const WHO_VERBS = /\b(who ?s|who is|who|leads?|leading|teach(es|ing)?|taught|runs?|running|coach(es|ing)?|instructs?|instructing|in charge of)\b/g;

/** The question without the words that name the kind of event (and, for a passage saying who teaches, who does it). */
export function withoutFrame(question: string, saysWho = false): string {
  const text = normalizeText(question).replace(EVENT_FRAME, " ");
  return (saysWho ? text.replace(WHO_VERBS, " ") : text).replace(/\s+/g, " ").trim();
}

/**
 * What a question must ask for an event's ticket rules passage (built in build-chat-knowledge) to be
 * quoted: how it is paid (once or monthly), buying for a group, what goes together or replaces what,
 * or whether the schedule is final. A price or date question is answered from the catalog, not from it.
 */
const RULES_ASKED =
  /\brules?\b|\bone ?time\b|\bonce\b|\bmonthly\b|\b(per|a|each|every) month\b|\brecurring\b|\binstal?lments?\b|\bpay(s|ment|ments|ing)?\b|\bbill(ed|ing)\b|\bsubscri\w*|(?<!\b(age|which|what|under|up|older|younger|juniors?|seniors?) )\bgroups?\b|\bseveral\b|\bmultiple\b|\bbulk\b|\bquantit\w*|\bmore than one\b|\b(\d+|two|three|four|five|six|ten) (dancers|students|kids|children|tickets|girls|boys)\b|\bmy (dancers|students)\b|\bupgrad\w*|\bkeep\b|\bboth\b|\badd ?ons?\b|\btogether\b|\bcombine\w*|\breplac\w*|\brequir\w*|\bwithout\b|\bschedule\b|\btimetable\b|\bfinal(i[sz]ed)?\b|\bconfirmed\b|\bwork in progress\b/;

/** Whether the question asks about what an event's rules passage says. */
export function asksRules(question: string): boolean {
  const text = normalizeText(question);
  // 'How much to upgrade in Orlando?': the catalog's price lines carry the same figures; the rules passage would repeat them.
  if (PRICE_ASKED.test(text) && !/\b(monthly|once|one ?time|recurring|per month|a month|each month|every month)\b/.test(text)) return false;
  return RULES_ASKED.test(text);
}

const PRICE_ASKED = /\bhow much\b|\bcosts?\b|\bprices?\b|\bpriced\b/;

/** `filter`, leaving out the events' rules passages unless the question asks about rules. */
function rulesFilter(question: string, filter?: (d: ContentDoc) => boolean): ((d: ContentDoc) => boolean) | undefined {
  if (asksRules(question)) return filter;
  return (d) => !d.id.endsWith(":rules") && (filter ? filter(d) : true);
}

/** Words that ask what sets a stop apart, not about a topic of its own. */
const OVERVIEW_WORDS: ReadonlySet<string> = new Set(["special", "different", "unique", "stand", "standout", "else", "extra", "extras", "new", "anything", "something", "stop", "stops", "others", "other", "rest", "compared", "compare", "comparison"]);

export function topDoc(k: PreparedKnowledge, query: string, filter: (d: ContentDoc) => boolean): ContentDoc | null {
  return k.search.search(query, { limit: 1, filter })[0]?.doc ?? null;
}

/** The longest passage quoted whole when the question is its own. */
const WHOLE_ANSWER_SENTENCES = 6;

/**
 * The passage's opening and the sentence that shares most words with the question (two or three
 * sentences); with `extra` 0, only the opening.
 */
export function quote(doc: ContentDoc, question: string, extra: 0 | 1 = 1): string {
  const all = splitSentences(doc.text);
  if (all.length <= 1 + extra) return all.join(" ");
  // Asked in the passage's own words ('how does mentorship billing work'), the whole answer is the answer.
  if (extra === 1 && all.length <= WHOLE_ANSWER_SENTENCES && asksHeading(doc, question)) return all.join(" ");
  const words = (text: string) => tokenize(text).filter((w) => w.length >= 4 && !SEARCH_STOP_WORDS.has(w)).map(stem);
  // In the site's words too: 'can I wear jewelry' picks the sentence about jewellery.
  const wanted = new Set(words(withSynonyms(question)));
  const overlap = (s: string) => words(s).filter((w) => wanted.has(w)).length;
  const opening = (all[0] ?? "").length < 30 ? all.slice(0, 2) : all.slice(0, 1);
  const rest = all.slice(opening.length);
  if (extra === 0) return opening.join(" ");
  // 'Sherwood saturday, are they split up?': the sentence about the day asked, not the one about another day.
  const day = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(normalizeText(question))?.[1];
  // 'How soon does the coach get in touch?': the sentence that says how long.
  const ofDay = day ? rest.filter((s) => normalizeText(s).includes(day)) : /\bhow (soon|long)\b|\bwhen\b/.test(normalizeText(question)) ? rest.filter((s) => SPAN_OF_TIME.test(s)) : [];
  // 'How long can the video be?': of the sentences about it, the one that sets a limit ('up to ninety seconds').
  const asksLimit = /\bhow long (can|should|does|do|is|must)\b|\b(max|maximum|length|duration)\b/.test(normalizeText(question));
  const limited = (s: string) => (asksLimit && /\b(up to|at most|maximum|no more than|no longer than)\b/i.test(s) ? 1 : 0);
  const best = (ofDay.length > 0 ? ofDay : rest).map((s, i) => ({ s, i, n: overlap(s) + limited(s) })).sort((a, b) => b.n - a.n || a.i - b.i)[0];
  return [...opening, best && best.n > 0 ? best.s : rest[0]].filter(Boolean).join(" ");
}
