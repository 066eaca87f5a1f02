import { COMMON_WORDS, EVERYDAY_WORDS } from "./common-words";
import { detectIntents, type Intent } from "./detect-intents";
import { splitCityName, type CityMatch } from "./find-cities";
import { AMBIGUOUS_REGION_CODES, GENERIC_PLACE_WORDS, PLACE_NAME_JOINERS, PLACE_NICKNAMES, REGION_NAMES, regionDisplayName } from "./region-names";
import { stem } from "./search-content";
import { fuzzyEquals, tokenize } from "./text";

/** A place the visitor names that none of our events is in. */
export interface UnknownPlace {
  /** As a reply writes it: 'Toronto', 'Austin, TX', 'Ohio', 'New York City'. */
  name: string;
  /** The states, provinces or country it is in, when the question says so or the name is well known. */
  regionCodes: string[];
  /** Our events in a town of the same name elsewhere ('Charleston, SC' asked, Charleston, WV sold). */
  sameNameEventIds: number[];
  /** The question is about the place (dates, prices, 'anything in X?'), not about something else that names it ('the weather in Paris'). */
  focused: boolean;
}

export interface PlaceReading {
  /** The city matcher's matches that stand: a town named with another state than ours is not ours. */
  matches: CityMatch[];
  unknown: UnknownPlace | null;
}

export interface PlaceReader {
  /** The place a question names that we have no event in, read around what the city matcher found. */
  read(question: string, matches: readonly CityMatch[], intents: ReadonlySet<Intent>): PlaceReading;
}

export interface PlaceReaderInput {
  events: ReadonlyArray<{ id: number; cityName: string; kind: string }>;
  /** Words the site's content uses (and their stems): a word the site uses is no place's name. */
  vocabulary: ReadonlySet<string>;
  /** Words that name the catalog's tiers. */
  tierWords: ReadonlySet<string>;
}

/** Intents that ask about an event: with one of them, a place we don't visit is what the question is about. */
const PLACE_INTENTS: ReadonlySet<Intent> = new Set(["price", "date", "venue", "schedule", "seats", "included", "age", "audition", "discount", "buy", "tour", "cancel"]);

/** Words a place's name comes before: 'the NYC event', 'a Toronto date'. */
const EVENT_WORDS = new Set(["event", "events", "date", "dates", "stop", "stops", "show", "shows", "intensive", "intensives", "workshop", "workshops", "masterclass", "masterclasses", "session", "sessions", "tour", "edition", "location"]);
/** Words a place's name comes after. */
const PLACE_BEFORE = new Set(["in", "at", "near", "around", "outside", "visit", "visiting", "nearby"]);
/** 'come to X', 'from X': only after these. */
const MOVING_TO = new Set(["come", "coming", "came", "go", "going", "travel", "traveling", "travelling", "fly", "flying", "drive", "driving", "trip", "tour", "touring", "head", "heading", "headed", "back", "return", "returning", "expand", "expanding", "stop", "close", "closer", "closest", "nearest", "near", "move", "moving", "bring", "way"]);
const COMING_FROM = new Set(["im", "am", "were", "are", "coming", "travel", "traveling", "travelling", "driving", "flying", "live"]);
/** Words of a question about a place that say nothing else: 'anything near X', 'is there one in X'. */
const FOCUS_WORDS = new Set([
  ...EVENT_WORDS, ...PLACE_BEFORE, "one", "ones", "anything", "something", "any", "come", "coming", "visit", "visiting", "go", "going", "planned", "planning",
  "plan", "plans", "nearby", "close", "closer", "closest", "nearest", "area", "live", "living", "lives", "soon", "ever", "again", "future", "year", "there",
  "also", "too", "either", "instead", "about", "happening", "scheduled", "held", "hold", "holding", "available", "offer", "offered", "region",
  "list", "lineup", "calendar", "schedule", "included", "cities", "city", "town", "stop", "please", "pls",
]);
/** What may come before a place asked about on its own: 'Toronto?', 'and chicago?', 'how about the bay area', 'any in denver'. */
const BARE_PLACE_LEAD_INS = new Set(["and", "or", "but", "so", "what", "how", "about", "also", "then", "ok", "okay", "hi", "hey", "hello", "the", "any", "anything", "in", "at", "near", "for", "please", "pls", "yes", "no", "oh", "well"]);
/** Region codes that are everyday words or abbreviations ('in', 'me', 'ok'): never a state in lowercase, even after a town's name. */
const INTERJECTIONS = /^\s*((cool|great|awesome|nice|perfect|sweet|lovely|amazing|wow|yay|thanks|thank you|ty|gotcha|got it|alright|ok|okay|k|hmm|ah|oh|ooh|right|sure|brilliant|fab|super)\b[\s,.!]*)+/i;
const WORDLIKE_CODES = new Set(["in", "or", "me", "hi", "ok", "on", "oh", "de", "la", "co", "al", "pa", "ma", "mo", "id", "ms", "ne", "ar", "pe", "ab"]);
const CALENDAR = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|mon(day)?|tue(s|sday)?|wed(nesday)?|thu(rs|rsday)?|fri(day)?|sat(urday)?|sun(day)?)$/;

interface RegionAlias {
  tokens: string[];
  codes: string[];
  isCode: boolean;
}

/** Every state, province and country the region names know, by their names and codes, whether or not we have an event there. */
const REGION_ALIASES: ReadonlyMap<string, RegionAlias[]> = (() => {
  const byName = new Map<string, RegionAlias>();
  for (const [code, names] of Object.entries(REGION_NAMES)) {
    for (const [name, isCode] of [[code.toLowerCase(), true] as const, ...names.map((n) => [n, false] as const)]) {
      const tokens = tokenize(name);
      const key = tokens.join(" ");
      const alias = byName.get(key) ?? { tokens, codes: [], isCode };
      if (!alias.codes.includes(code)) alias.codes.push(code);
      byName.set(key, alias);
    }
  }
  const byFirst = new Map<string, RegionAlias[]>();
  for (const alias of byName.values()) {
    const first = alias.tokens[0] ?? "";
    byFirst.set(first, [...(byFirst.get(first) ?? []), alias]);
  }
  return byFirst;
})();

/** The question's words with their capitals, one per token of `tokenize` (the same normal form, not lowercased). */
function casedWords(text: string): string[] {
  const s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^A-Za-z0-9£$]+/g, " ")
    .replace(/([£$])/g, " $1 ")
    .replace(/\s+/g, " ")
    .trim();
  return s ? s.split(" ") : [];
}

/** A made-up string rather than a name: no vowel, or a long run of consonants ('asdfgh'). */
function looksLikeAWord(t: string): boolean {
  return /[aeiouy]/.test(t) && !/[^aeiouy]{5,}/.test(t);
}

/**
 * Reads the places a question names that the catalog has no event in: a state or province we don't
 * visit ('anything in Ohio'), a town named with another state than ours ('Charleston, SC'), a town in a
 * state we do visit ('Austin, TX'), or any other name where a place stands ('do you come to Chicago',
 * 'the NYC event', 'Toronto?'). Everything it knows is geography (region names) and the site's own words:
 * a word the content, the tiers or everyday questions use is never taken for a place.
 */
export function createPlaceReader(input: PlaceReaderInput): PlaceReader {
  const regionOf = new Map<number, string | null>();
  for (const e of input.events) if (e.kind !== "virtual") regionOf.set(e.id, splitCityName(e.cityName).region?.toUpperCase() ?? null);
  const regionsWithEvents = new Set([...regionOf.values()].filter((c): c is string => Boolean(c)));
  const { vocabulary, tierWords } = input;
  /** The site's longer words, which a lone word misspells ('parkng') rather than names a place. */
  const longWords = [...vocabulary].filter((v) => v.length >= 5);
  const everyday = (t: string) =>
    COMMON_WORDS.has(t) || EVERYDAY_WORDS.has(t) || vocabulary.has(t) || vocabulary.has(stem(t)) || tierWords.has(t) || CALENDAR.test(t) || /\d/.test(t);

  return {
    read(asked, matches, intents) {
      // ('Cool, and where is it?': a word that only reacts to the last answer names no place.)
      const question = asked.replace(INTERJECTIONS, "");
      const tokens = tokenize(question);
      const n = tokens.length;
      const raw = casedWords(question);
      const words = raw.length === n ? raw : tokens;
      const letters = question.replace(/[^A-Za-z]/g, "");
      const shouting = letters.length > 1 && letters === letters.toUpperCase();
      // Someone who writes names with capitals ('Do you come to Chicago?') wrote a lowercase word as a word.
      const cased = !shouting && words.some((w, i) => i > 0 && /^[A-Z]/.test(w) && w !== "I");
      const capital = (i: number) => /^[A-Z]/.test(words[i] ?? "");
      const allCaps = (i: number) => !shouting && /^[A-Z]+$/.test(words[i] ?? "");

      const bearing = new Map<number, boolean>();
      /** Whether the word carries one of the question's intents ('door' in 'at the door'). */
      const carriesIntent = (i: number): boolean => {
        let b = bearing.get(i);
        if (b === undefined) {
          const without = detectIntents(tokens.filter((_, j) => j !== i).join(" "));
          b = [...intents].some((x) => !without.has(x));
          bearing.set(i, b);
        }
        return b;
      };
      const placeWord = (i: number): boolean => {
        const t = tokens[i] ?? "";
        if (!/^[a-z]{3,}$/.test(t) || everyday(t) || GENERIC_PLACE_WORDS.has(t) || PLACE_NAME_JOINERS.has(t)) return false;
        if (cased && !capital(i)) return false;
        return !carriesIntent(i);
      };
      const joiner = (i: number) => GENERIC_PLACE_WORDS.has(tokens[i] ?? "") || PLACE_NAME_JOINERS.has(tokens[i] ?? "");
      const span = (start: number, end: number) => {
        let places = 0;
        for (let i = start; i < end; i++) if (placeWord(i)) places++;
        return places > 0 ? { start, end } : null;
      };
      /** The place name that starts at `start` ('salt lake city'), if one does. */
      const phraseFrom = (start: number) => {
        let end = start;
        while (end < n && end - start < 4 && (placeWord(end) || joiner(end))) end++;
        return end > start ? span(start, end) : null;
      };
      /** The place name that ends right before `end`. */
      const phraseBefore = (end: number) => {
        let start = end;
        while (start > 0 && end - start < 4 && (placeWord(start - 1) || joiner(start - 1))) start--;
        return start < end ? span(start, end) : null;
      };
      /** A state, province or country whose name or code starts at `i` (the longest). Ambiguous codes ('in', 'me') only in capitals. */
      const regionAt = (i: number, afterCity = false): { codes: string[]; end: number; isCode: boolean } | null => {
        let best: { codes: string[]; end: number; isCode: boolean } | null = null;
        const candidates = [...(REGION_ALIASES.get(tokens[i] ?? "") ?? [])];
        // A misspelt name ('pensylvania') starts with the same letter.
        for (const [first, aliases] of REGION_ALIASES) if (first[0] === tokens[i]?.[0] && first.length >= 6 && first !== tokens[i]) candidates.push(...aliases);
        for (const alias of candidates) {
          const code = alias.tokens[0] ?? "";
          if (alias.isCode && AMBIGUOUS_REGION_CODES.has(code) && !allCaps(i) && !(afterCity && !WORDLIKE_CODES.has(code))) continue;
          const ok = alias.tokens.every((known, k) => {
            const typed = tokens[i + k];
            if (typed === undefined) return false;
            return typed === known || (known.length >= 6 && !COMMON_WORDS.has(typed) && fuzzyEquals(typed, known));
          });
          const end = i + alias.tokens.length;
          if (ok && (!best || end > best.end)) best = { codes: alias.codes, end, isCode: alias.isCode };
        }
        return best;
      };
      const title = (start: number, end: number) =>
        words
          .slice(start, end)
          .map((w, k) => {
            if (/^[A-Z]{2,3}$/.test(w)) return w;
            if (/[a-z]/.test(w) && /[A-Z]/.test(w.slice(1))) return w;
            const lower = w.toLowerCase();
            if (k > 0 && ["of", "de", "del", "du", "des", "la", "le"].includes(lower)) return lower;
            return `${lower[0]?.toUpperCase() ?? ""}${lower.slice(1)}`;
          })
          .join(" ");
      const regionText = (codes: string[], start: number, end: number) => (codes.length === 1 ? (codes[0] ?? "") : title(start, end));
      const codesOf = (m: CityMatch) => [...new Set(m.eventIds.map((id) => regionOf.get(id)).filter((c): c is string => Boolean(c)))];

      let kept = [...matches];
      /** The first place read, and the words that name it. */
      const taken: { place: Omit<UnknownPlace, "focused">; start: number; end: number }[] = [];
      const found = () => taken.length > 0;
      const take = (place: Omit<UnknownPlace, "focused">, start: number, end: number) => {
        if (!found()) taken.push({ place, start, end });
      };

      // A town of ours named with another state: 'Charleston, SC' when ours is Charleston, WV.
      for (const m of matches) {
        if (m.kind !== "city") continue;
        const r = regionAt(m.end, true);
        if (!r) continue;
        if (r.codes.some((c) => codesOf(m).includes(c))) continue;
        kept = kept.filter((x) => x !== m);
        take({ name: `${title(m.start, m.end)}, ${regionText(r.codes, m.end, r.end)}`, regionCodes: r.codes, sameNameEventIds: m.eventIds }, m.start, r.end);
      }
      // A state we visit inside a longer name: 'Washington DC', 'New York City', 'Kansas City'.
      for (const m of kept) {
        if (m.kind !== "region") continue;
        const r = regionAt(m.start);
        if (r && r.end > m.end && !r.codes.some((c) => codesOf(m).includes(c))) {
          kept = kept.filter((x) => x !== m);
          take({ name: r.codes.length === 1 ? regionDisplayName(r.codes[0] ?? "") : title(m.start, r.end), regionCodes: r.codes, sameNameEventIds: [] }, m.start, r.end);
        } else if (tokens[m.end] === "city") {
          kept = kept.filter((x) => x !== m);
          take({ name: title(m.start, m.end + 1), regionCodes: codesOf(m), sameNameEventIds: [] }, m.start, m.end + 1);
        }
      }

      if (kept.some((m) => m.kind === "city")) return { matches: kept, unknown: null };

      // A town in a state we visit: 'Austin, TX', 'portland oregon'.
      const region = kept.find((m) => m.kind === "region");
      if (region && !found()) {
        const p = phraseBefore(region.start);
        if (p) take({ name: `${title(p.start, p.end)}, ${regionText(codesOf(region), region.start, region.end)}`, regionCodes: codesOf(region), sameNameEventIds: [] }, p.start, region.end);
      }

      if (kept.length === 0 && !found()) {
        for (let i = 0; i < n && !found(); i++) {
          // A big place's short name ('NYC', 'the Bay Area'), unless it is a state's code after a town ('Baton Rouge, LA').
          const two = PLACE_NICKNAMES[`${tokens[i] ?? ""} ${tokens[i + 1] ?? ""}`];
          const one = PLACE_NICKNAMES[tokens[i] ?? ""];
          if (two) take({ name: two.name, regionCodes: [two.region], sameNameEventIds: [] }, i, i + 2);
          else if (one && (!one.capitalsOnly || allCaps(i)) && !phraseBefore(i)) take({ name: one.name, regionCodes: [one.region], sameNameEventIds: [] }, i, i + 1);
        }
        for (let i = 0; i < n && !found(); i++) {
          // A state or province we have no event in ('anything in Ohio'); a code only where a place stands ('in OH').
          const r = regionAt(i);
          if (r && r.codes.every((c) => !regionsWithEvents.has(c))) {
            const wherePlaceStands = i > 0 && PLACE_BEFORE.has(tokens[i - 1] ?? "");
            const p = phraseBefore(i);
            if (r.isCode && !wherePlaceStands && !p && n > 1) continue;
            if (tokens[r.end] === "city") take({ name: title(i, r.end + 1), regionCodes: r.codes, sameNameEventIds: [] }, i, r.end + 1);
            else if (p) take({ name: `${title(p.start, p.end)}, ${regionText(r.codes, i, r.end)}`, regionCodes: r.codes, sameNameEventIds: [] }, p.start, r.end);
            else take({ name: r.codes.length === 1 ? regionDisplayName(r.codes[0] ?? "") : title(i, r.end), regionCodes: r.codes, sameNameEventIds: [] }, i, r.end);
          }
        }
        for (let i = 0; i < n && !found(); i++) {
          const t = tokens[i] ?? "";
          const before = tokens[i - 1] ?? "";
          let p: { start: number; end: number } | null = null;
          const after = (k: number) => phraseFrom(tokens[k] === "the" ? k + 1 : k);
          if (PLACE_BEFORE.has(t) || (t === "to" && MOVING_TO.has(before)) || (t === "from" && COMING_FROM.has(before)) || (t === "about" && (before === "what" || before === "how"))) p = after(i + 1);
          else if (t === "for") {
            p = after(i + 1);
            if (p && p.end < n && !EVENT_WORDS.has(tokens[p.end] ?? "")) p = null;
          } else if (EVENT_WORDS.has(t) || (t === "one" && i > 1)) {
            p = phraseBefore(i);
            if (p && t === "one" && !["the", "a", "an", "that", "your"].includes(tokens[p.start - 1] ?? "")) p = null;
          }
          if (p) take({ name: title(p.start, p.end), regionCodes: [], sameNameEventIds: [] }, p.start, p.end);
        }
        if (!found() && n > 0 && n <= 6) {
          // The place alone, or with words that only ask about it: 'Toronto?', 'and chicago?'.
          const rest = tokens.map((t, i) => (COMMON_WORDS.has(t) || FOCUS_WORDS.has(t) ? -1 : i)).filter((i) => i >= 0);
          const first = rest[0];
          const p = first === undefined ? null : phraseFrom(first);
          const last = rest[rest.length - 1] ?? -1;
          // Only words that lead up to a bare place may come before it ('and chicago?', 'what about denver'):
          // after a verb the phrase is what is asked for ('do you offer swimming lessons').
          const ledUp = p !== null && tokens.slice(0, p.start).every((t) => BARE_PLACE_LEAD_INS.has(t));
          const alone = p && ledUp && p.end > last && (capital(p.start) || (p.end - p.start > 1) || tokens.slice(p.start, p.end).every((t) => looksLikeAWord(t) && !longWords.some((v) => fuzzyEquals(t, v))));
          if (p && alone) take({ name: title(p.start, p.end), regionCodes: [], sameNameEventIds: [] }, p.start, p.end);
        }
      }

      const [where] = taken;
      if (!where) return { matches: kept, unknown: null };
      const inPlace = (i: number) => i >= where.start && i < where.end;
      // Other places ('ohio or indiana', 'chicago or denver') are more of the same question.
      const places = new Set<number>();
      for (let i = 0; i < n; i++) {
        const r = regionAt(i);
        for (let j = i; r && j < r.end; j++) places.add(j);
        if (i > 0 && ["or", "and"].includes(tokens[i - 1] ?? "") && placeWord(i)) places.add(i);
      }
      const other = tokens.filter(
        (t, i) =>
          !inPlace(i) && !places.has(i) && !joiner(i) && !COMMON_WORDS.has(t) && !FOCUS_WORDS.has(t) && !tierWords.has(t) && !CALENDAR.test(t) && !/\d/.test(t) && !carriesIntent(i),
      );
      const focused = [...intents].some((i) => PLACE_INTENTS.has(i)) || other.length === 0;
      return { matches: kept, unknown: { ...where.place, focused } };
    },
  };
}

/**
 * The words the site's copy uses, and their stems: its vocabulary, which no place we don't visit is
 * named by ('Stunts for Dancers' is a class). The states and countries it names are read as regions first.
 */
export function siteWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const t of tokenize(text)) {
      words.add(t);
      words.add(stem(t));
    }
  }
  return words;
}
