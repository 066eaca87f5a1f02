import { COMMON_WORDS } from "./common-words";
import { AMBIGUOUS_REGION_CODES, GENERIC_PLACE_WORDS, PLACE_ABBREVIATIONS, REGION_NAMES } from "./region-names";
import { fuzzyEquals, normalizeText, tokenize } from "./text";
import type { KnownEvent } from "./types";

type Place = Pick<KnownEvent, "id" | "slug" | "cityName" | "kind" | "venue">;

interface Alias {
  tokens: string[];
  /** The alias written as one word ('niagarafalls'), for people who drop the space. */
  joined: string;
  eventIds: number[];
  kind: "city" | "region";
  weight: number;
}

export interface CityMatch {
  eventIds: number[];
  kind: "city" | "region";
  /** The words of the question that named it. */
  start: number;
  end: number;
  score: number;
}

export interface CityMatcher {
  /** The events a question names: by city, else by state, province or country. Empty when it names none. */
  find(question: string): CityMatch[];
}

/** 'Buford, GA' → city 'Buford' and region 'GA'. */
export function splitCityName(cityName: string): { city: string; region: string | null } {
  const i = cityName.lastIndexOf(",");
  if (i < 0) return { city: cityName.trim(), region: null };
  return { city: cityName.slice(0, i).trim(), region: cityName.slice(i + 1).trim() || null };
}

/** The city of a street address ('77 Derry Rd, Hudson, NH 03051' → 'Hudson'). */
function addressCity(address: string | null | undefined): string | null {
  if (!address) return null;
  const parts = address.split(",").map((p) => p.trim());
  return parts.length >= 3 ? (parts[parts.length - 2] ?? null) : null;
}

function expansions(tokens: string[]): string[][] {
  const expanded = tokens.map((t) => PLACE_ABBREVIATIONS[t] ?? t);
  return expanded.join(" ") === tokens.join(" ") ? [tokens] : [tokens, expanded];
}

/**
 * The names each event goes by, all from the catalog: its city name with and without its region,
 * the region spelled out, its page path, the city of its studio, and the distinctive word of a
 * multi-word name ('Niagara'). Online programs have no city and are left out.
 */
export function createCityMatcher(events: readonly Place[]): CityMatcher {
  const byKey = new Map<string, Alias>();
  const add = (tokens: string[], eventId: number, kind: Alias["kind"], weight: number) => {
    if (tokens.length === 0) return;
    const key = `${kind}:${tokens.join(" ")}`;
    const existing = byKey.get(key);
    if (existing) {
      if (!existing.eventIds.includes(eventId)) existing.eventIds.push(eventId);
      existing.weight = Math.max(existing.weight, weight);
      return;
    }
    byKey.set(key, { tokens, joined: tokens.join(""), eventIds: [eventId], kind, weight });
  };

  for (const e of events) {
    if (e.kind === "virtual") continue;
    const { city, region } = splitCityName(e.cityName);
    const regionCode = region?.toUpperCase() ?? null;
    const regionNames = regionCode ? (REGION_NAMES[regionCode] ?? []) : [];
    const cities = [city, addressCity(e.venue?.address)].filter((c): c is string => Boolean(c));
    for (const name of cities) {
      for (const cityTokens of expansions(tokenize(name))) {
        add(cityTokens, e.id, "city", 1);
        if (region) add([...cityTokens, ...tokenize(region)], e.id, "city", 1);
        for (const r of regionNames) add([...cityTokens, ...tokenize(r)], e.id, "city", 1);
        if (cityTokens.length > 1) {
          const distinctive = cityTokens.filter((t) => t.length >= 6 && !GENERIC_PLACE_WORDS.has(t) && !COMMON_WORDS.has(t));
          if (distinctive.length === 1 && distinctive[0]) add([distinctive[0]], e.id, "city", 0.9);
        }
      }
    }
    add(e.slug.split("-").filter(Boolean), e.id, "city", 1);
    if (regionCode) {
      add(tokenize(regionCode), e.id, "region", 0.6);
      for (const r of regionNames) add(tokenize(r), e.id, "region", 0.6);
    }
  }
  const aliases = [...byKey.values()];

  return {
    find(question) {
      const tokens = tokenize(question);
      const capitals = new Set((question.match(/\b[A-Z]{2}\b/g) ?? []).map((s) => s.toLowerCase()));
      const shouting = question.replace(/[^A-Za-z]/g, "").length > 0 && question === question.toUpperCase();
      const candidates: CityMatch[] = [];
      for (let start = 0; start < tokens.length; start++) {
        for (const alias of aliases) {
          const matched = matchAt(tokens, start, alias);
          if (!matched) continue;
          if (alias.kind === "region" && alias.tokens.length === 1 && alias.joined.length === 2) {
            const code = alias.joined;
            if (AMBIGUOUS_REGION_CODES.has(code) && (shouting || !capitals.has(code))) continue;
          }
          candidates.push({ eventIds: alias.eventIds, kind: alias.kind, start, end: matched.end, score: matched.score * alias.weight });
        }
      }
      candidates.sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
      const taken: CityMatch[] = [];
      for (const c of candidates) {
        if (taken.some((t) => c.start < t.end && t.start < c.end)) continue;
        taken.push(c);
      }
      const cities = taken.filter((t) => t.kind === "city");
      if (cities.length > 0) return cities.sort((a, b) => a.start - b.start);
      return taken.sort((a, b) => a.start - b.start);
    },
  };
}

/** Whether the alias starts at token `start`: word by word (typos allowed), or written as one word. */
function matchAt(tokens: readonly string[], start: number, alias: Alias): { end: number; score: number } | null {
  const first = tokens[start];
  if (first === undefined) return null;
  if (alias.tokens.length > 1 && first.length >= 6 && wordMatches(first, alias.joined) > 0) return { end: start + 1, score: alias.tokens.length * 0.9 };
  let score = 0;
  for (let i = 0; i < alias.tokens.length; i++) {
    const typed = tokens[start + i];
    const known = alias.tokens[i];
    if (typed === undefined || known === undefined) return null;
    const s = wordMatches(typed, known);
    if (s === 0) return null;
    score += s;
  }
  return { end: start + alias.tokens.length, score };
}

/** 1 for the same word, 0.75 for a typo of it (never for an everyday word), else 0. */
function wordMatches(typed: string, known: string): number {
  if (typed === known) return 1;
  if (COMMON_WORDS.has(typed) || /^\d+$/.test(typed) || /^\d+$/.test(known)) return 0;
  return fuzzyEquals(typed, known) ? 0.75 : 0;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * Of several events a question names by one city (two dates in Boise), the ones its other words
 * point at: a masterclass or not, a month and day. All of them when nothing narrows it.
 */
export function narrowEvents<E extends Pick<KnownEvent, "isMasterclass" | "kind" | "startsOn" | "endsOn">>(events: readonly E[], question: string): E[] {
  if (events.length < 2) return [...events];
  const text = ` ${normalizeText(question)} `;
  let narrowed = [...events];
  // A date named says which first ('is the November 7 Boise event a full-day intensive?' asks of the masterclass).
  const mentioned = mentionedDays(text);
  if (mentioned.length > 0) {
    const kept = narrowed.filter((e) => mentioned.some((d) => onDay(e, d)));
    if (kept.length > 0) narrowed = kept;
  }
  if (narrowed.length < 2) return narrowed;
  const wantsMasterclass = /\bmaster ?class(es)?\b/.test(text);
  // ('The Boise day', 'the regular boise day': the full day, not its evening masterclass.)
  const wantsIntensive = /\bintensive\b|\bfull day\b|\b(the|regular|normal|main|whole) (\w+ )?day\b(?! (1|2|one|two)\b)/.test(text);
  if (wantsMasterclass !== wantsIntensive) {
    const kept = narrowed.filter((e) => (e.isMasterclass || e.kind === "masterclass") === wantsMasterclass);
    if (kept.length > 0) narrowed = kept;
  }
  return narrowed;
}

/** Month and day pairs ('nov 7', 'november 8th', '7th'); the month is null when only a day is given. */
function mentionedDays(text: string): Array<{ month: number | null; day: number }> {
  const days: Array<{ month: number | null; day: number }> = [];
  for (const m of text.matchAll(/\b([a-z]{3,9})\s+(\d{1,2})(?:st|nd|rd|th)?\b/g)) {
    const month = MONTHS.findIndex((p) => m[1]?.startsWith(p));
    if (month >= 0) days.push({ month: month + 1, day: Number(m[2]) });
  }
  if (days.length === 0) for (const m of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)\b/g)) days.push({ month: null, day: Number(m[1]) });
  return days;
}

function onDay(e: Pick<KnownEvent, "startsOn" | "endsOn">, d: { month: number | null; day: number }): boolean {
  const dates = [e.startsOn, e.endsOn].filter((x): x is string => Boolean(x));
  return dates.some((iso) => {
    const [, month, day] = iso.split("-").map(Number);
    return day === d.day && (d.month === null || month === d.month);
  });
}
