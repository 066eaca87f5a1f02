import { chatCopy } from "../chat-copy";
import { COMMON_WORDS } from "../common-words";
import { normalizeText, tokenize } from "../text";
import type { KnownEvent } from "../types";
import { groupFor, mentionedAge } from "./read-question";

/** Words of a slot's activity that say what kind of slot it is, not which: 'the VIP session' names the slot by 'vip'. */
const SLOT_KIND = new Set(["session", "sessions", "class", "classes", "time", "block", "part", "segment"]);

/** Slots named by one word that is also a ticket's: the audition at the end of the day. */
const WHOLE_SLOTS = /^auditions?$/i;

/** 'When is the VIP session', 'what time is the pro track session': a time asked of one slot the schedule names. */
const WHEN_ASKED = /\b(when|whens|what time|which time|what day|which day|start|starts|begin|begins|time|times)\b/;
/** An age group named in the question ('hartford juniors audition time'): only that group's slots. */
const GROUP = /\b(juniors?|seniors?)\b/;

/**
 * The schedule slots a question names by their activity's own words ('Pro Track VIP session' by 'pro track vip'),
 * as a sentence with each slot's time, group and day; null when the question asks no time or names no slot.
 * `namedTiers`: the labels of the tickets the question names. The slot named by the most words wins ('vip session' is not the plain Pro Track session).
 */
export function slotSentence(name: string, e: KnownEvent, question: string, namedTiers: readonly string[] = []): string | null {
  const text = normalizeText(question);
  if (!WHEN_ASKED.test(text)) return null;
  // A ticket the question names ('the vip' for the Pro Track VIP Upgrade) names its slot by the ticket's words too.
  const typed = new Set(tokenize(text));
  const asked = new Set([...typed, ...namedTiers.flatMap((label) => tokenize(label))]);
  // 'My son is 11, when does he check in?': the group that age dances with.
  const age = mentionedAge(question);
  const groupAsked = GROUP.exec(text)?.[1]?.replace(/s$/, "") ?? (age !== null ? normalizeText(groupFor(age, e.ageGroups)).split(" ")[0] : undefined);
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
  const parts = chosen.map(({ group, slot }) => chatCopy.slotTime(slot.activity, slot.time, multiDay && group.day ? `${group.day}, ${group.title}` : group.title));
  return chatCopy.slots(name, parts.join("; "));
}
