import MiniSearch from "minisearch";
import { SEARCH_STOP_WORDS, SITE_WORDS } from "./common-words";
import { fuzzyEquals, normalizeText } from "./text";
import type { ContentDoc } from "./types";

export interface ContentHit {
  doc: ContentDoc;
  score: number;
  /** Query words found in the passage. */
  terms: string[];
}

export interface ContentSearch {
  /**
   * The best passages for the query. An event's own passages (a stop's guest class) are left out unless
   * `events` names that event ('all' keeps every one): a question about one city never gets another's.
   */
  search(query: string, options?: { limit?: number; filter?: (doc: ContentDoc) => boolean; events?: readonly number[] | "all" }): ContentHit[];
  /** Whether any passage uses the word (or one for the same thing): 'gift' is a word the site never uses. */
  knows(word: string): boolean;
}

/** A crude English stem, the same for the index and the query ('refunds' and 'refunded' meet at 'refund'). */
export function stem(word: string): string {
  const base = stemEnding(word);
  // 'payment' and 'paying' meet at 'pay', 'requirements' and 'required' at 'requir'.
  return base.length > 6 && base.endsWith("ment") ? base.slice(0, -4) : base;
}

function stemEnding(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3).replace(/(.)\1$/, "$1");
  if (word.endsWith("ed") && word.length > 4) return word.slice(0, -2).replace(/(.)\1$/, "$1");
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

function processTerm(term: string): string | null {
  const word = normalizeText(term).replace(/\s+/g, "");
  if (word.length < 2 || SEARCH_STOP_WORDS.has(word) || /^[$£]$/.test(word)) return null;
  return stem(word);
}

/** Words visitors use for what the site's copy calls something else: rewritten, or added to the query. */
/** A parent asking to watch ('stay and watch'): not how long a subscription lasts. */
const WATCHING = /\b(watch|watching|observe|sit in|spectate)\b/i;

const SYNONYMS: ReadonlyArray<[RegExp, string, "replace" | "add", ((question: string) => boolean)?]> = [
  [/\bdress code\b/gi, "wear", "replace"],
  [/\btix\b/gi, "tickets", "replace"],
  // What submitting or applying costs: the pages say it is free.
  [/\b(cost|costs|fee|fees|charge|charges|pay|money)\b.*\b(submit|submitting|submission|apply|applying|application)\b|\b(submit|submitting|submission|apply|applying|application)\b.*\b(cost|costs|fee|fees|charge|charges|pay|money)\b/i, "free", "add"],
  [/\b(runs?|running|ran) out\b/gi, "expires", "replace"],
  // A credit is used, not spent, in the site's words (and 'spend a day with the choreographer' is another thing).
  [/\b(spend|spending)\b/gi, "use", "replace", (q) => /\bcredits?\b/i.test(q)],
  [/\b(redeem|redeeming|claim|activate)\b/i, "use code promo", "add"],
  // A full class or audition is sold out, not a full name.
  [/\b(is|are|gets?|got|be|already) (full|fully booked|booked up)\b/gi, "is sold out waitlist", "replace"],
  [/\bdeadlines?\b/i, "close closes", "add"],
  [/\bwho (are|is) (the|your) (teachers?|instructors?|faculty)\b/gi, "who teaches", "replace"],
  [/\b(dress|outfit|outfits|clothes|clothing|attire|leotard)\b/i, "wear", "add"],
  [/\b(hoodie|hoody|hoodies|sweatshirt|jersey|t ?shirts?|tees?|tank tops?|leggings|shorts|joggers|sweatpants|shirts?)\b/i, "clothes wear", "add"],
  [/\b(giant|huge|massive|large|enormous)\b/i, "big", "add"],
  [/\b(video|videos|recording|recorded|clips?|pictures?|photos?)\b/i, "footage filmed", "add"],
  [/\b(cell|mobile)\b/i, "phone", "add"],
  // Software to join with: the online programs say there is nothing to install.
  [/\b(download|downloads|app|apps|software|zoom|skype)\b/i, "install video", "add"],
  [/\b(get in touch|contact (us|me)|reach out|hear from)\b/i, "emails", "add"],
  [/\bmoney back\b/i, "refund", "add"],
  // Getting the footage is the FAQ's 'will I get the footage?', shared by email after the event.
  [/\b(get|receive|see|getting|receiving)\b.*\b(footage|videos?|clips?|recordings?)\b|\b(footage|videos?|clips?)\b.*\b(sent|shared|emailed)\b/i, "will i get the footage shared after", "add"],
  // A length asked of a video or a reel is said in seconds or minutes.
  [/\bhow long\b|\blength\b|\bduration\b/i, "seconds minutes", "add", (q) => /\b(video|reel|clip|tape|self ?tape|submission)s?\b/i.test(q)],
  // What a scholarship covers, in visitors' words (elsewhere a hotel is something we don't recommend).
  [/\b(hotels?|motels?|lodging|airbnb|accomodation|somewhere to stay)\b/gi, "accommodation", "replace", (q) => /\bscholarship/i.test(q)],
  [/\bpay (for|towards)\b/gi, "cover", "replace", (q) => /\bscholarship/i.test(q)],
  [/\b(gas|fuel|flights?|airfare|plane tickets?|mileage|driving|train tickets?|getting there)\b/i, "travel", "add", (q) => /\bscholarship/i.test(q)],
  // Taking up a scholarship offered is confirming it.
  [/\b(accept|accepting|take it|take the offer|say yes|claim it)\b/i, "confirm held", "add", (q) => /\bscholarship|\boffer/i.test(q)],
  [/\b(spot|spots) (held|saved|kept|reserved)\b|\bhold (the|my|her|his|a) spot\b/i, "place held", "add"],
  [/\b(answer|reply|get back)\b/i, "respond", "add"],
  // 'Do I have to stay a while?' asks the minimum term.
  [/\b(stay|stick)\b/i, "minimum commitment", "add", (q) => !WATCHING.test(q)],
  // A parent watching the day ('can I stay and watch', 'can we sit in'), not the playback the dancers watch.
  [/\b(can|could|may|do|are) (i|we|parents|families|family|grandparents|mums|moms|dads) (stay and |come and |be allowed to |get to |allowed to )?(watch|observe|sit in|spectate|stay and watch)\b|\b(parents|families|family members|guardians) (watch|observe|sit in)\b/i, "families watch space arrangements check in showcase", "replace"],
  [/\b(eat|food|snacks?)\b/i, "lunch", "add"],
  [/\b(mom|mum|dad|mother|father|family|families|grandparents?)\b/i, "parent", "add"],
  // A parent asking is a minor's parent: the site's rule for minors is the parent or guardian's consent.
  [/\b(parents?|parental|guardians?)\b/i, "guardian minor under 18", "add"],
  [/\b(experience|experienced|beginners?|advanced|skill|skills|good enough|never danced|rec|recreational|comp|competitive|competition|intermediate|level)\b/i, "levels advanced recreational", "add"],
  [/\b(boys?|girls?|gender)\b/i, "everyone belongs levels", "add"],
  // The site's own words for what visitors ask in theirs.
  [/\b(styles?|genres?|kinds? of dance|types? of dance|ballet|hip ?hop)\b/i, "jazz street theater funk", "add"],
  // Only when the dancer is what the question is about ('can my 15 year old come'), not who it is about ('what shoes should my daughter bring').
  [/\b(kids?|child|children|sons?|daughters?|teens?|teenagers?|\d+ ?(year|yr)s? old|\d+ ?yo|under 18)\b/i, "minor under 18 parent guardian", "add", (q) => SIGNING_UP.test(normalizeText(q)) || !hasOtherTopic(q)],
  [/\b(get there|show up|turn up|arrive|arrival)\b/i, "arrive early check in", "add"],
  [/\b(door|doors|way in|go in|get in)\b/i, "entrance", "add"],
  // Not wanting a child in the posts: the FAQ's way to keep a dancer out of published clips.
  [/\b(social media|instagram|tiktok|facebook|youtube|online|internet|posts|promo)\b/i, "promotional posts published clips", "add", (q) => /\b(don['’ ]?t|do not|rather not|not)\b/i.test(q)],
  // Opting a dancer out of the posts is, in the site's words, keeping them out of published clips.
  [/\bopt(s|ed|ing)? (\w+ ){0,2}out\b/gi, "keep out of promotional posts", "replace", (q) => /\b(posts?|social|media|instagram|tiktok|facebook|youtube|promo\w*|marketing|ads?|advert\w*|website)\b/i.test(q)],
  // A credit swapped or traded for cash is exchanged, in the Terms' words.
  [/\b(swap|swapped|trade|traded|turn|turned)\b/i, "exchanged", "add", (q) => /\bcredits?\b/i.test(q) && /\bcash\b/i.test(q)],
  [/\b(don['’ ]?t|do not) want\b/i, "rather not", "add"],
  // To pack is to bring; the '3 Pack' is a ticket.
  [/(?<!\b(\d+|three) ?)\b(pack|packing)\b/i, "bring", "replace"],
  [/\b(billing|billed|charged|charges)\b/i, "billing monthly subscription", "add"],
  [/\b(next|first|second|last) payments?\b|\bpayments? (date|day|schedule)\b/i, "billing monthly subscription recur", "add"],
  [/\b(gear|equipment|supplies)\b|\bneed anything for\b/i, "bring gear", "add"],
  [/\bduring the day\b|\b(what happens|whats happening|what will happen|what do (we|they|you) do) (on|during|at) the day\b|\bwhat happens (during|at) (the )?(intensive|event|class)\b/i, "what does the day look like", "add"],
  [/\b(cast|casting|role|roles|hired|booked|jobs?|gigs?|a part|contract)\b/i, "casting role guarantee", "add"],
  // Learning the outcome: the team gets in touch.
  [/\b(find out|hear back|hear from|hear anything|be notified|get notified|let (us|me|her|him) know|get a call|results?)\b/i, "considered project contacts hear back", "add"],
  // Being seen by the casting team without a tour date: the FAQ's 'can I still be considered?'.
  [/\b(be seen|get seen|be noticed|get noticed|another way|some other way)\b/i, "considered", "add"],
  // The dancers seeing their own takes: the playback.
  [/\b(see|watch|look at) (themselves|herself|himself|yourself|myself|their (work|takes|footage)|the (footage|takes))\b/i, "playback", "add"],
  [/\b(q ?(and|&|n)? ?a|questions? session)\b/i, "industry q&a ask", "add"],
  [/\b(jewell?e?ry|earrings|necklaces?|rings)\b/i, "jewellery jewelry minimal", "add"],
  // The site says who teaches in its own words: 'taught by working industry choreographers'.
  [/\b(teach(es|ing|ers?)?|instructors?|teachers?|who leads)\b/i, "taught choreographers", "add"],
];

/** The words visitors use that the synonyms and related words translate into the site's: understood, though no page uses them. */
export function synonymVocabulary(): Set<string> {
  const sources = [...SYNONYMS.map(([pattern, words]) => `${pattern.source.replace(/\\[bdsw]/g, " ")} ${words}`), ...RELATED_WORDS.flat()];
  return new Set(sources.flatMap((source) => source.match(/[a-z]{3,}/g) ?? []).filter((w) => !ONLY_IN_CONTEXT.has(w)));
}

/** Words a synonym rewrites only beside others ('opt out' of the posts): alone ('opt out of filming') the site has no answer. */
const ONLY_IN_CONTEXT: ReadonlySet<string> = new Set(["opt", "opts", "opted", "opting"]);

/**
 * The query with the visitors' words rewritten and the site's words added; with `only` 'replace', rewritten only.
 * `asked` is the whole question when the query is one of its words ('flight' in a question about a scholarship).
 */
export function withSynonyms(query: string, only?: "replace", asked = query): string {
  let text = query;
  const extra: string[] = [];
  for (const [pattern, words, how, when] of SYNONYMS) {
    if (only && how !== only) continue;
    if (!pattern.test(text) || (when && !when(asked))) continue;
    pattern.lastIndex = 0;
    if (how === "replace") text = text.replace(pattern, words);
    else extra.push(words);
  }
  return extra.length > 0 ? `${text} ${extra.join(" ")}` : text;
}

const tokenizeText = (text: string) => normalizeText(text).split(" ");

/**
 * Full-text search over the site's content (MiniSearch), forgiving typos and word endings: the
 * question words found in a passage's question or heading count three times those in its text.
 */
export function createContentSearch(docs: readonly ContentDoc[]): ContentSearch {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const index = new MiniSearch<ContentDoc>({
    fields: ["title", "text", "topic"],
    idField: "id",
    // The contact address is in many passages; its words ('callboard', 'dance') would make them all look alike.
    tokenize: tokenizeText,
    extractField: (doc, field) => String(doc[field as keyof ContentDoc] ?? "").replace(/\S+@\S+/g, " "),
    processTerm,
    searchOptions: {
      boost: { title: 3, topic: 1.5 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
      tokenize: tokenizeText,
      processTerm,
      // The FAQ is written as visitors' questions: on a tie it is the better answer than a page's section.
      boostDocument: (id) => {
        const key = String(id);
        if (key.startsWith("faq:") || key.includes(":faq:")) return 1.4;
        if (key.startsWith("privacy:") || key.startsWith("terms:") || key.startsWith("opportunity:")) return 0.75;
        return 1;
      },
    },
  });
  index.addAll([...docs]);
  const used = new Set(docs.flatMap((d) => normalizeText(`${d.title} ${d.text} ${d.topic}`).split(" ").map(stem)));
  return {
    knows(word) {
      const s = stem(normalizeText(word));
      return used.has(s) || (relatedTo(s, word)?.some((w) => used.has(w)) ?? false);
    },
    search(query, options = {}) {
      const events = options.events ?? [];
      const allowed = (doc: ContentDoc | undefined) =>
        doc !== undefined && (events === "all" || !doc.eventIds || doc.eventIds.some((id) => events.includes(id))) && (options.filter?.(doc) ?? true);
      const results = index.search(withSynonyms(query), { filter: (r) => allowed(byId.get(String(r.id))) });
      const asked = termsOf(query);
      const typed = [...new Set(tokenizeText(query).filter(Boolean))];
      const hits = results.slice(0, RERANKED).flatMap((r) => {
        const doc = byId.get(String(r.id));
        return doc ? [{ doc, score: r.score * titleBoost(asked, typed, doc), terms: r.queryTerms }] : [];
      });
      return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 5);
    },
  };
}

/** How many of the best matches are re-ranked by their question or heading. */
const RERANKED = 30;

/** The question's own words as the index stores them (stemmed, stop words out), without the synonyms. */
function termsOf(text: string): Set<string> {
  return new Set(tokenizeText(text).flatMap((w) => processTerm(w) ?? []));
}

const titleTerms = new WeakMap<ContentDoc, ReadonlySet<string>>();

/** Whether the question is the passage's own question or heading: every word of it that means something is there. */
export function asksHeading(doc: ContentDoc, question: string): boolean {
  const asked = termsOf(question);
  if (asked.size === 0) return false;
  const title = termsOf(doc.title);
  return [...asked].every((w) => title.has(w));
}

/**
 * A passage whose question or heading is the visitor's question, in nearly the same words, is its answer:
 * BM25 favours short fields, so a short heading that shares one word ('What parents should know') would
 * otherwise beat the FAQ entry that asks the very question ('I'm a parent. What do I need to know?').
 * The score grows with the square of the share of the question's words the heading has.
 */
function titleBoost(asked: ReadonlySet<string>, query: readonly string[], doc: ContentDoc): number {
  if (asked.size === 0) return 1;
  let terms = titleTerms.get(doc);
  if (!terms) {
    terms = termsOf(doc.title);
    titleTerms.set(doc, terms);
  }
  let shared = 0;
  for (const w of asked) if (terms.has(w)) shared++;
  const share = shared / asked.size;
  return 1 + share * share + sameWords(query, doc);
}

/** Share of the question's words, as typed (small words too: 'what am I auditioning for'), the passage's question or heading has. */
function sameWords(query: readonly string[], doc: ContentDoc): number {
  if (query.length === 0) return 0;
  const title = new Set(tokenizeText(doc.title));
  return query.filter((w) => title.has(w)).length / query.length;
}

/** Words that name the same thing in a question and in the site's copy ('food' and 'lunch'), as stems. */
const RELATED_WORDS: ReadonlyArray<readonly string[]> = [
  ["lunch", "food", "eat", "snack", "meal", "breakfast", "dinner"],
  ["video", "record", "film", "footage", "clip", "photo", "picture", "camera"],
  ["wear", "dress", "outfit", "clothe", "clothing", "attire", "leotard"],
  ["parent", "mom", "mum", "dad", "mother", "father", "family", "guardian", "grandparent"],
  ["refund", "money", "reimburse"],
  ["phone", "cell", "mobile"],
  ["boy", "girl", "gender", "everyone"],
  ["beginner", "experience", "level", "advanced", "skill"],
  ["shoe", "sneaker", "footwear"],
  ["price", "cost", "fee", "tuition", "pay"],
  ["cancel", "cancellation"],
  ["kid", "child", "children", "junior", "minor", "young"],
  ["teach", "taught", "learn", "instruct", "instructor"],
];

/** The site's words a visitor's word is translated into ('styles' → jazz, street, theater, funk). */
function synonymsOf(word: string): string[] {
  return SYNONYMS.filter(([pattern, , how]) => how === "add" && new RegExp(pattern.source, "i").test(word)).flatMap(([, words]) => words.split(" "));
}

function relatedTo(s: string, word: string): readonly string[] | undefined {
  return RELATED_WORDS.find((group) => group.some((g) => s === g || g === word || (g.length >= 4 && s.startsWith(g))));
}

/** Words that frame a question without saying what it is about ('is lunch included': 'lunch' is the topic). */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `include included includes including provide provided provides offer offered offers allow allowed available possible need needed
bring have there any also okay should would does anything something able tell whats info get happens happen work works like
will going really exactly definitely certainly possibly ever still usually normally typically actually always just mean sure thing stuff right next`.split(/\s+/),
);

/**
 * The words a passage must share with a question to answer it: the question's content words, less
 * the words that only frame it, the site's everyday words and the places it names.
 */
export function keyTerms(question: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const keys = [...new Set(normalizeText(withSynonyms(question, "replace")).split(" "))].filter(
    (w) => w.length >= 3 && !/^\d+$/.test(w) && !SEARCH_STOP_WORDS.has(w) && !SITE_WORDS.has(w) && !SITE_WORDS.has(stem(w)) && !QUESTION_WORDS.has(w) && !exclude.has(w),
  );
  // 'which styles will my kid learn': the kid is who the question is about, the styles what it asks.
  const topics = keys.filter((w) => !PERSON_WORDS.has(w));
  if (topics.length > 0) return topics;
  // 'what should my son bring': with only the dancer left, what is asked of them is the topic.
  const doing = normalizeText(withSynonyms(question, "replace")).split(" ").filter((w) => DOING_WORDS.has(w));
  return doing.length > 0 ? [...new Set(doing)] : keys;
}

/** Words that frame most questions but are the topic of one that names only the dancer ('what should she bring'). */
const DOING_WORDS: ReadonlySet<string> = new Set(["bring", "wear"]);

/** Words for the dancer a parent asks about ('my kid', 'my 15 year old', 'my daughter'). */
const PERSON_WORDS: ReadonlySet<string> = new Set(
  "kid kids child children son sons daughter daughters teen teens teenager teenagers dancer dancers old year years yrs boy boys girl girls".split(" "),
);

/** Whether the question asks about something besides the dancer it names and what they are ('what shoes should my daughter bring'). */
function hasOtherTopic(question: string): boolean {
  // 'Bring' frames most questions ('do I need to bring a towel'), but with nothing else named it is the topic.
  return keyTerms(question).some((w) => !PERSON_WORDS.has(w) && !AGE_WORDS.test(w)) || /\b(bring|pack|packing)\b/.test(normalizeText(question));
}
const AGE_WORDS = /^(\d+\w*|yo|old|ages?|aged|minors?|under|young|younger|older)$/;
/** Signing a dancer up: the rule for minors is what such a question asks, whatever else it names ('can my son register for the audition by himself'). */
const SIGNING_UP = /\b(regist\w*|sign(ing|s)? up|signup|enrol\w*|consent\w*|permission|by (him|her|them)sel(f|ves)|on (his|her|their) own|alone)\b/;

/** Whether a passage's question or heading has the word or one for the same thing, without the synonyms' hints ('gear' is not 'bring'). */
export function headingHas(doc: ContentDoc, word: string): boolean {
  const s = stem(normalizeText(word));
  const related = relatedTo(s, word) ?? [s];
  return normalizeText(doc.title)
    .split(" ")
    .map(stem)
    .some((w) => related.some((r) => w === r || (r.length >= 4 && w.startsWith(r))));
}

const passageWords = new WeakMap<ContentDoc, ReadonlySet<string>>();

/** Whether a passage (its question or heading, text and topic) has the word, a typo of it or a word for the same thing. */
export function passageHas(doc: ContentDoc, word: string): boolean {
  let words = passageWords.get(doc);
  if (!words) {
    words = new Set(normalizeText(`${doc.title} ${doc.text} ${doc.topic}`).split(" ").map(stem));
    passageWords.set(doc, words);
  }
  const s = stem(word);
  const related = relatedTo(s, word) ?? [s];
  for (const w of words) {
    if (related.some((r) => w === r || (r.length >= 4 && w.startsWith(r)))) return true;
    if (s.length >= 5 && fuzzyEquals(s, w)) return true;
  }
  return synonymsOf(word).some((x) => x.length >= 4 && words.has(stem(x)));
}

/**
 * Whether a passage answers the question rather than sharing a word or two with it: it has at least
 * half of the question's key terms. Key terms side by side with one the site never uses count as one
 * ('gift cards' is not 'cards'); `knows` says which words the site uses.
 */
export function passageCovers(doc: ContentDoc, question: string, knows: (word: string) => boolean, exclude: ReadonlySet<string> = new Set(), share = 0.5): boolean {
  const keys = new Set(keyTerms(question, exclude));
  if (keys.size === 0) return true;
  const units: string[][] = [];
  const addUnit = (unit: string[]) => {
    if (!units.some((u) => u.join(" ") === unit.join(" "))) units.push(unit);
  };
  let run: string[] = [];
  for (const w of [...normalizeText(withSynonyms(question, "replace")).split(" "), ""]) {
    if (keys.has(w)) run.push(w);
    else if (run.length > 0) {
      if (run.every(knows)) for (const word of run) addUnit([word]);
      else addUnit(run);
      run = [];
    }
  }
  const covered = units.filter((unit) => unit.every((w) => passageHas(doc, w))).length;
  return covered >= Math.ceil(units.length * share);
}
