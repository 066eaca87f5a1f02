import { COMMON_WORDS, CONTEXT_WORDS, EVERYDAY_WORDS } from "./common-words";
import { detectAttributes, detectIntents, intentVocabulary } from "./detect-intents";
import { keyTerms, stem, synonymVocabulary } from "./search-content";
import { fuzzyEquals, normalizeText } from "./text";

/**
 * Below this share of words the site knows, a question is about something else ('what's the weather in
 * Hartford', 'do you sell car insurance'). Measured on the 121 questions of `npm run eval:chat`: every
 * answerable one has at most a third of its key words unknown to the site (the worst are typos and
 * gift cards, which it answers with the team's address anyway), while the off-topic ones there and in
 * relevance.test.ts have half or more; half sits between the two.
 */
export const OFF_TOPIC_SHARE = 0.5;

/**
 * A question that names nothing of ours (no city, ticket or attribute) and asks only what any shop
 * could be asked (a price: 'which car insurance is cheapest', 'apple's stock price') is off-topic with
 * a quarter of its key words unknown: those words are what it is about.
 */
export const UNANCHORED_OFF_TOPIC_SHARE = 0.25;

export interface RelevanceGate {
  /** The question's key words that no page, tier, city or intent uses, even with a typo. */
  unknownWords(question: string, exclude?: ReadonlySet<string>): { keys: string[]; unknown: string[] };
  /** Whether the question is about something the site never speaks of. */
  isOffTopic(question: string, exclude?: ReadonlySet<string>, share?: number): boolean;
}

/** `vocabulary`: every word (and stem) of the site's content, tiers and cities. */
export function createRelevanceGate(vocabulary: ReadonlySet<string>): RelevanceGate {
  const known = new Set([...vocabulary, ...COMMON_WORDS, ...EVERYDAY_WORDS, ...intentVocabulary(), ...synonymVocabulary()]);
  // Typos are compared only with words of the same first two letters (a typo keeps the first letter or swaps the first two).
  const byStart = new Map<string, string[]>();
  for (const w of known) {
    if (w.length < 4) continue;
    for (const key of [w.slice(0, 2), `${w[1] ?? ""}${w[0] ?? ""}`]) byStart.set(key, [...(byStart.get(key) ?? []), w]);
  }
  const seen = new Map<string, boolean>();
  const knows = (w: string) => {
    let answer = seen.get(w);
    if (answer === undefined) {
      answer = knowsWord(w);
      // Bounded: visitors' words are many, but a process need not remember them all.
      if (seen.size > 5000) seen.clear();
      seen.set(w, answer);
    }
    return answer;
  };
  const knowsWord = (w: string) => {
    if (known.has(w) || known.has(stem(w))) return true;
    // 'cheapest', 'refnd', 'parking': a word that asks something the assistant answers.
    if (detectIntents(w).size > 0 || detectAttributes(w).length > 0) return true;
    return (byStart.get(w.slice(0, 2)) ?? []).some((v) => fuzzyEquals(w, v));
  };
  const unknownWords = (question: string, exclude: ReadonlySet<string> = new Set()) => {
    const keys = keyTerms(question, exclude).filter((w) => !/\d/.test(w));
    const text = normalizeText(question);
    const asked = detectIntents(text).size;
    // A word of a phrase an intent stands for ('years old', 'spots left') is understood.
    const inPhrase = (w: string) => asked > 0 && detectIntents(text.replace(new RegExp(`\\b${w}\\b`, "g"), " ")).size < asked;
    return { keys, unknown: keys.filter((w) => !knows(w) && !inPhrase(w)) };
  };
  return {
    unknownWords,
    isOffTopic(question, exclude, share = OFF_TOPIC_SHARE) {
      const { keys, unknown } = unknownWords(question, exclude);
      // Who and where ('families', 'the studio') say nothing of what is asked: the share is of the other words.
      const topical = keys.filter((w) => !CONTEXT_WORDS.has(w));
      return unknown.length > 0 && unknown.length / Math.max(1, topical.length) >= share;
    },
  };
}
