import { chatCopy } from "../chat-copy";
import { COMMON_WORDS } from "../common-words";
import { normalizeText, tokenize } from "../text";
import type { KnownEvent } from "../types";
import { groupAskedAt, groupFor, mentionedAge } from "./read-question";

/** Words of a slot's activity that say what kind of slot it is, not which: 'the VIP session' names the slot by 'vip'. */
const SLOT_KIND = new Set(["session", "sessions", "class", "classes", "time", "block", "part", "segment"]);

/** Slots named by one word that is also a ticket's: the audition at the end of the day. */
const WHOLE_SLOTS = /^auditions?$/i;

/** 'When is the VIP session', 'what time is the pro track session': a time asked of one slot the schedule names. */
const WHEN_ASKED = /\b(when|whens|what time|which time|what day|which day|start|starts|begin|begins|time|times)\b/;
/** An age group named in the question ('hartford juniors audition time'): only that group's slots. */
const GROUP = /\b(juniors?|seniors?)\b/;

/** Arriving, in visitors' words ('be there', 'get there', 'show up', 'drop her off'): the schedule calls it check-in. */
export const ARRIVING = /\b(arrive|arrival|get there|be there|show up|turn up|drop (her|him|them|the kids?) off)\b/g;

/**
 * The schedule slots a question names by their activity's own words ('Pro Track VIP session' by 'pro track vip'),
 * as a sentence with each slot's time, group and day; null when the question asks no time or names no slot.
 * `namedTiers`: the labels of the tickets the question names. The slot named by the most words wins ('vip session' is not the plain Pro Track session).
 */
export function slotSentence(name: string, e: KnownEvent, question: string, namedTiers: readonly string[] = []): string | null {
  // 'What time should juniors be there?': arriving is the schedule's check-in.
  const text = normalizeText(question).replace(ARRIVING, "check in");
  if (!WHEN_ASKED.test(text)) return null;
  // A ticket the question names ('the vip' for the Pro Track VIP Upgrade) names its slot by the ticket's words too.
  const typed = new Set(tokenize(text));
  const asked = new Set([...typed, ...namedTiers.flatMap((label) => tokenize(label))]);
  // 'My son is 11, when does he check in?': the group that age dances with.
  const age = mentionedAge(question);
  // ('Is she in juniors or seniors, and when does her group check in?': both named, her age decides.)
  const both = /\bjuniors?\b/.test(text) && /\bseniors?\b/.test(text);
  const byAge = age !== null ? normalizeText(groupFor(age, e.ageGroups)).split(" ")[0] : undefined;
  const groupAsked = (both ? byAge : undefined) ?? GROUP.exec(text)?.[1]?.replace(/s$/, "") ?? byAge ?? groupByWords(text, question, e);
  const groups = groupAsked ? e.schedule.filter((g) => g.title.toLowerCase().includes(groupAsked)) : e.schedule;
  const matches = (groups.length > 0 ? groups : e.schedule).flatMap((group) =>
    group.slots.flatMap((slot) => {
      const words = tokenize(slot.activity).filter((w) => !SLOT_KIND.has(w) && !COMMON_WORDS.has(w) && !/^\d+$/.test(w));
      // 'When is that one?' after naming the Pro Track asks the day: a slot is meant only when asked for in the question's own words.
      // A slot that is the ticket itself ('Audition') is meant by its name.
      const whole = words.length === 1 && typed.has(words[0]!) && WHOLE_SLOTS.test(slot.activity);
      const meant = whole || (words.some((w) => typed.has(w)) && tokenize(slot.activity).some((w) => typed.has(w) && (SLOT_KIND.has(w) || !namedTiers.some((l) => tokenize(l).includes(w)))));
      return meant && words.length > 0 && words.every((w) => asked.has(w)) ? [{ group, slot, size: words.length }] : [];
    }),
  );
  const best = Math.max(0, ...matches.map((m) => m.size));
  const chosen = matches.filter((m) => m.size === best);
  if (chosen.length === 0 || chosen.length > 4) return null;
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  const parts = chosen.map(({ group, slot }) => slotLine(group, slot, multiDay));
  return chatCopy.slots(name, parts.join("; "));
}

/** A clock time in a question ('at 1:15', '8pm'): a colon or an am/pm makes a number a time. */
const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|a m|p m)?\b/g;

/**
 * 'NH sunday, what's happening in studio 2 at 1:15?': the slots the schedule lists at that time, narrowed by
 * the day and the table (a studio, an age group) the question names. Null when no time is named or none fits.
 */
export function slotAtTime(name: string, e: KnownEvent, question: string): string | null {
  const text = normalizeText(question);
  const times = [...question.toLowerCase().replace(/\b([ap])\.m\.?/g, "$1m").matchAll(CLOCK)].filter((m) => m[2] || m[3]).map((m) => ({ h: Number(m[1]), min: m[2] ?? "00", half: m[3]?.replace(" ", "") }));
  if (times.length !== 1 || e.schedule.length === 0) return null;
  const { h, min, half } = times[0]!;
  const fits = (time: string) => {
    const t = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
    return !!t && Number(t[1]) === h && t[2] === min && (!half || t[3]!.toLowerCase() === half);
  };
  const words = new Set(tokenize(text));
  const named = (title: string) => tokenize(title).filter((w) => !COMMON_WORDS.has(w) && !/^\d+$/.test(w) && w.length > 2);
  // The day and the table asked, when the question names them ('sunday', 'studio 2', 'juniors').
  const dayAsked = (g: KnownEvent["schedule"][number]) => !g.day || !/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(text) || text.includes(normalizeText(g.day).split(" ")[0] ?? "");
  const tableAsked = (g: KnownEvent["schedule"][number]) => {
    const studio = /\bstudio (\d)\b/.exec(text)?.[1];
    if (studio) return normalizeText(g.title).includes(`studio ${studio}`);
    const group = /\b(junior|senior)s?\b/.exec(text)?.[1];
    return !group || normalizeText(g.title).includes(group) || !named(g.title).some((w) => words.has(w));
  };
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  const found = e.schedule.filter((g) => dayAsked(g) && tableAsked(g)).flatMap((g) => g.slots.filter((s) => fits(s.time)).map((s) => slotLine(g, s, multiDay)));
  return found.length > 0 && found.length <= 4 ? chatCopy.slots(name, [...new Set(found)].join("; ")) : null;
}

const GROUP_CLASS = /\b(do|does|will|is there|are there)\b.*\b(juniors?|seniors?|\d+ and (under|up)|little ones|older ones)\b.*\b(get|have|do|take|include|a|an|any)\b (an? |any )?(?<thing>[a-z -]+?) (class|slot|session)\b|\b(is there|are there|do they have|does it have) (an? |any )?(?<thing2>[a-z -]+?) (class|slot|session) for (the )?(?<group2>juniors?|seniors?|(her|his|their|my \w+s) (group|age group|age))\b|\b(do|does|will|can)\b.*\b(juniors?|seniors?)\b.*\b(get to|get an?|get|have an?|have|do the|do an?|take the|take an?|attend the) (?<thing3>audition|lunch break|lunch|industry q and a|q and a|playback|stunts)\b|\b(juniors?|seniors?)\b.*\b(is there|are there|do they have|do they get)\b (an? |any )?(?<thing4>[a-z -]+?) (class|slot|session)\b/;

/**
 * 'Do seniors get a theater class at the Savannah one?': whether the named group's own table of the one stop
 * lists that class, with its time when it does. Null when no group or class is named.
 */
export function groupClassSentence(name: string, e: KnownEvent, question: string): { holds: boolean; sentence: string } | null {
  const text = normalizeText(question);
  const m = GROUP_CLASS.exec(text);
  const thing = (m?.groups?.thing ?? m?.groups?.thing2 ?? m?.groups?.thing3 ?? m?.groups?.thing4)?.trim();
  const groupWord = /\b(junior|senior)s?\b/.exec(text)?.[1] ?? (/\b\d+ and up\b|\bolder ones\b/.test(text) ? "senior" : /\b\d+ and under\b|\blittle ones\b/.test(text) ? "junior" : undefined) ?? groupAskedAt(question, e) ?? undefined;
  if (!m || !thing || !groupWord || e.schedule.length === 0) return null;
  const words = tokenize(thing).filter((w) => !COMMON_WORDS.has(w) && w.length >= 3);
  if (words.length === 0) return null;
  const tables = e.schedule.filter((g) => normalizeText(g.title).includes(groupWord));
  if (tables.length === 0) return null;
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  const found = tables.flatMap((g) => g.slots.filter((s) => words.every((w) => normalizeText(s.activity).includes(w))).map((s) => slotLine(g, s, multiDay)));
  if (found.length > 0) return { holds: true, sentence: chatCopy.slots(name, found.join("; ")) };
  const listed = [...new Set(tables.flatMap((g) => g.slots.map((s) => s.activity)).filter((a) => !/check-in|warm-up|break|lunch/i.test(a)))];
  return { holds: false, sentence: chatCopy.groupClasses(name, tables[0]!.title, listed.join(", ")) };
}

/**
 * 'Buford seniors: do they do funk or theater?': of two classes named, the ones the group's own table at the one
 * stop lists, with their times. Null when no group is named or the table lists neither.
 */
export function groupEitherClass(name: string, e: KnownEvent, question: string, alternatives: readonly [string, string]): string | null {
  const groupWord = groupAskedAt(question, e);
  const tables = groupWord ? e.schedule.filter((g) => normalizeText(g.title).includes(groupWord)) : [];
  if (tables.length === 0) return null;
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  const found = alternatives.flatMap((alt) => {
    const words = tokenize(alt).filter((w) => !COMMON_WORDS.has(w) && w.length >= 3);
    return words.length === 0 ? [] : tables.flatMap((g) => g.slots.filter((s) => words.every((w) => normalizeText(s.activity).includes(w))).map((s) => slotLine(g, s, multiDay)));
  });
  return found.length > 0 ? chatCopy.slots(name, found.join("; ")) : null;
}

/** 'The older group', 'the 12+ group': the group named by what it is, not by its title. */
function groupByWords(text: string, question: string, e: KnownEvent): string | undefined {
  if (/\b(older|big|bigger) (group|ones|kids|dancers)\b/.test(text)) return "senior";
  if (/\b(younger|little|small|smaller) (group|ones|kids|dancers)\b/.test(text)) return "junior";
  const plus = /\b(\d{1,2}) ?(plus|and up|and over)\b/.exec(normalizeText(question.replace(/(\d)\s*\+/g, "$1 plus ")))?.[1];
  if (!plus) return undefined;
  const seniors = e.ageGroups.seniors;
  return seniors && new RegExp(`\\b${plus}\\b`).test(seniors) ? "senior" : undefined;
}

/** One slot as a reply says it: its activity, time and table (with the day, on a stop of several days). */
function slotLine(g: KnownEvent["schedule"][number], s: KnownEvent["schedule"][number]["slots"][number], multiDay: boolean): string {
  return chatCopy.slotTime(s.activity, s.time, multiDay && g.day ? `${g.day}, ${g.title}` : g.title);
}
