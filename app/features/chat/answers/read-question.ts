import { calendarDateInZone } from "~/domain/dates";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { expandShorthand, normalizeText, splitSentences, tokenize } from "../text";
import type { KnownEvent } from "../types";

/** Small readings of a question (a month, an age) and of a passage (its first sentences) that several answers share. */

export const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** A month the question names ('in november', 'dec 2025'): the next such month from `now` unless a year is given. */
export function mentionedMonth(question: string, now: Date): { key: string; name: string } | null {
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
export function mentionedAge(question: string): number | null {
  const text = normalizeText(question);
  const m = /\b(\d{1,2}) ?(?:years?|yrs?|yo)\b/.exec(text) ?? /\b(?:is|turns|turning|turned|aged?|age|im|i m|i am|shes|she s|hes|he s|audition at|dance at|join at|start at) (\d{1,2})\b(?! (am(?! i\b)|pm|minutes?|hours?|miles?|km|dollars?|tickets?|dancers?|kids?|students?|of|\d))/.exec(text);
  const age = m ? Number(m[1]) : NaN;
  return Number.isInteger(age) && age >= 2 && age <= 99 ? age : null;
}

/**
 * The one age group a question asks of at a stop, as its schedule's tables name it ('junior' or 'senior'): named
 * ('the juniors', 'the older kids'), or the group of the dancer's age ('my 10 year old'). Null when both or neither.
 */
export function groupAskedAt(question: string, e: Pick<KnownEvent, "ageGroups">): "junior" | "senior" | null {
  const text = normalizeText(expandShorthand(question));
  const named = new Set([...text.matchAll(/\b(junior|senior)s?\b/g)].map((m) => m[1] as "junior" | "senior"));
  if (named.size === 1) return [...named][0]!;
  if (named.size > 1) return null;
  const age = mentionedAge(question);
  if (age === null) return null;
  const group = groupFor(age, e.ageGroups);
  return group === e.ageGroups.juniors ? "junior" : group === e.ageGroups.seniors ? "senior" : null;
}

/** Which of an event's two groups an age falls in; the juniors' limit is read from the group's heading ('12 and under'). */
export function groupFor(age: number, groups: KnownEvent["ageGroups"]): string {
  const limit = Number(/(\d+) and under/.exec(groups.juniors)?.[1]);
  if (!Number.isFinite(limit)) return `${groups.juniors} or ${groups.seniors}`;
  return age <= limit ? groups.juniors : groups.seniors;
}

export function sentences(text: string, n: number): string {
  const all = splitSentences(text);
  const take = (all[0] ?? "").length < 12 ? n + 1 : n;
  return all.slice(0, take).join(" ");
}

export function lastSentence(text: string): string {
  const all = splitSentences(text);
  return all[all.length - 1] ?? text;
}

export function dropYes(text: string): string {
  return text.replace(/^(yes|no)\.\s*/i, "");
}

/** 'Everything in the Core Experience' → 'everything in the Core Experience'; names ('Pro Track session') keep their capital. */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]*\s+[a-z]/.test(s) ? `${s[0]?.toLowerCase()}${s.slice(1)}` : s;
}

/** 'What happens if it gets cancelled?': a cancellation supposed, which the policy answers, not the stop's status. */
export const SUPPOSED_CANCEL = /\b(if|in case|incase|what happens when|should|say)\b( \w+){1,4}? (cancel\w*|called off|call it off)\b/;

/** 'Dance, not the acting program': tiers the question names only to rule them out. */
export function withoutNegated(question: string, keys: string[], k: Pick<PreparedKnowledge, "tiersByKey">): string[] {
  const negated = /\b(?:not|except|other than) (?:the|a|an|any) ([a-z0-9 ]+?)(?:[.,;!?]|$)/.exec(question.toLowerCase().replace(/['’]/g, "").replace(/ (and|but|or) /g, ", "));
  if (!negated?.[1]) return keys;
  const ruledOut = new Set(tokenize(negated[1]));
  return keys.filter((key) => {
    const words = tokenize(k.tiersByKey.get(key)?.label ?? "").filter((w) => w.length >= 3);
    return !words.some((w) => ruledOut.has(w));
  });
}
