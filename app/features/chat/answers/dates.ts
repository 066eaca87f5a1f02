import { scheduleCopy } from "~/content/schedule";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName, formatEventDate } from "../event-facts";
import { normalizeText } from "../text";
import type { PreparedKnowledge } from "../prepare-knowledge";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { groupAskedAt, mentionedMonth } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";
import { MAX_LINKS } from "./reply-builder";

/** Dates and schedules: an event's days and times, and the tour's dates by month. */

export function dateSentence(name: string, e: KnownEvent, date: string): string {
  if (!e.startsOn) return chatCopy.dateUndecided(name, e.dateText);
  return e.endsOn && e.endsOn !== e.startsOn ? chatCopy.dateRange(name, date) : chatCopy.date(name, date);
}

export function scheduleSentence(name: string, e: KnownEvent, question = ""): string {
  if (e.schedule.length === 0) return `${name}: ${scheduleCopy.emptySchedule}`;
  const multiDay = new Set(e.schedule.map((g) => g.day)).size > 1;
  // 'What time is the juniors class in X?': one group asked, its own table, slot by slot.
  const own = groupTables(e, question);
  if (own.length > 0)
    return chatCopy.schedule(name, own.map((g) => `${multiDay && g.day ? `${g.day}, ` : ""}${g.title}: ${g.slots.map((x) => `${x.activity} at ${x.time}`).join(", ")}`).join("; "));
  const groups = e.schedule.map((g) => {
    const line = chatCopy.scheduleGroup(g.title, g.firstTime, g.lastTime);
    return multiDay && g.day ? `${g.day}, ${line}` : line;
  });
  return chatCopy.schedule(name, groups.join("; "));
}

/** Most slots a group's tables may have to be listed one by one. */
const MAX_LISTED_SLOTS = 12;

/** The tables of the one age group a question asks of ('the juniors', 'my 10 year old'), when they are short enough to list. */
function groupTables(e: KnownEvent, question: string): KnownEvent["schedule"] {
  // ('My 10 year old, what time does her group start?': the group of her age.)
  const group = groupAskedAt(question, e);
  if (!group) return [];
  const tables = e.schedule.filter((g) => normalizeText(g.title).includes(group));
  return tables.length > 0 && tables.length < e.schedule.length && tables.reduce((n, g) => n + g.slots.length, 0) <= MAX_LISTED_SLOTS ? tables : [];
}

/** 'When are you in November', 'what cities': the month's events, else the next ones on the tour. */
export function answerDatesWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, upcoming: KnownEvent[], r: ReplyBuilder): void {
  const month = mentionedMonth(u.question, now);
  if (month) {
    const inMonth = upcoming.filter((e) => e.startsOn?.startsWith(month.key) || e.endsOn?.startsWith(month.key));
    if (inMonth.length > 0) {
      r.add(chatCopy.monthList(month.name, inMonth.map((e) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`).join(", ")));
      for (const e of inMonth.slice(0, MAX_LINKS)) r.link(eventLink(e, k.knowledge.programEventSlug));
      return;
    }
    r.add(chatCopy.monthNone(month.name));
  }
  if (upcoming.length === 0) r.add(chatCopy.tourNone);
  else r.add(chatCopy.tourList(upcoming.length, upcoming.slice(0, 5).map((e) => `${eventName(e, k.knowledge.events)} (${formatEventDate(e)})`).join(", ")));
  r.link({ label: "All tour dates", href: "/" });
}

const FIRST_ASKED = /\b(which|what) (one |city |stop |event )?(comes?|is|happens?|goes|runs?|will be|s) (first|earlier|sooner)\b|\b(which|what) (one |city |stop |event )?(is )?(first|earlier|sooner)\b|\bwhich (one )?(comes )?first\b/;

/** 'Which comes first, Niagara Falls or Victoria?': the two stops named, by their dates. */
export function answerWhichFirst(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (u.events.length !== 2 || !FIRST_ASKED.test(normalizeText(u.question))) return false;
  const dated = u.events.filter((e) => e.startsOn && !e.isCancelled);
  if (dated.length !== 2) return false;
  const [a, b] = [...dated].sort((x, y) => (x.startsOn! < y.startsOn! ? -1 : 1)) as [KnownEvent, KnownEvent];
  r.source = "catalog";
  r.add(chatCopy.whichFirst(eventName(a, k.knowledge.events), formatEventDate(a), eventName(b, k.knowledge.events), formatEventDate(b)));
  r.link(eventLink(a, k.knowledge.programEventSlug));
  r.link(eventLink(b, k.knowledge.programEventSlug));
  r.decided = true;
  return true;
}

/** 'Is the November 7 Boise event a full-day intensive?', 'is the Boise one just a masterclass?' */
const KIND_ASKED = /^(is|isnt|was) (it|this|that|the [a-z0-9 ]+?) (just |only |also |really )?(an? )?(?<kind>full day intensive|full day|one day intensive|intensive|evening masterclass|masterclass|master class)(?= like\b| or (an? )?(full|one|evening|masterclass|master|intensive|proper|real|whole)\b| too$| as well$|$)/;

/**
 * Whether the one stop asked about is a full-day intensive or a masterclass, from the event's own kind, with
 * its schedule. True when answered.
 */
export function answerEventKind(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const e = u.events.length === 1 ? u.events[0] : undefined;
  const kind = KIND_ASKED.exec(normalizeText(u.question))?.groups?.kind;
  if (!e || !kind || e.kind === "virtual") return false;
  const isMasterclass = e.isMasterclass || e.kind === "masterclass";
  const asksMasterclass = /master/.test(kind);
  const name = eventName(e, k.knowledge.events);
  r.source = "catalog";
  r.add(asksMasterclass === isMasterclass ? chatCopy.form.yes : chatCopy.form.no);
  r.add(isMasterclass ? chatCopy.isMasterclass(name) : chatCopy.isIntensive(name));
  r.add(scheduleSentence(name, e, u.question));
  r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
  r.decided = true;
  return true;
}
