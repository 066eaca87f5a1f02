import { calendarDateInZone } from "~/domain/dates";
import { eventIsoDays, eventLink, eventName, eventStatus, formatEventDate, namedAt } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { ReadForm } from "../question-form";
import type { Understanding } from "../understand-question";
import { dateSentence, scheduleSentence } from "./dates";
import type { ReplyBuilder } from "./reply-builder";

/** A clock time or a calendar date in a reply ('10:00 AM', 'January 24'). */
const HAS_TIME = /\b\d{1,2}(:\d{2})? ?(am|pm)\b|\b\d{1,2}:\d{2}\b/i;
const HAS_DATE = /\b(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}\b|\bdate (is|isn ?t) (set|decided|confirmed)\b/i;
const PART_OF_DAY = /\b(morning|mornings|afternoon|afternoons|evening|evenings|night|nights|day|daytime|after school|weekday|weekend)\b/;
const TIME_OF_DAY = /\bwhat time\b|\bwhat hours?\b|\b(start|starts|begin|begins|finish|finishes|end|ends|arrive|get there|get to|show up|be there|drop ?off|pick ?up)\b/;

/**
 * 'Hartford juniors, what time do we arrive?': a when-question of one named stop is answered with a time or a date.
 * A passage that says only how early to come (every stop's advice) gets that stop's schedule beside it, or its date.
 */
export function answerTimeAsked(u: Understanding, form: ReadForm, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  // 'Is it during the day or in the evening?': the stop's times decide it.
  const partOfDay = form.form === "either_or" && !!form.alternatives && form.alternatives.every((a) => PART_OF_DAY.test(a));
  if (form.form !== "when" && !partOfDay) return;
  if ( r.empty || r.source === "unknown" || u.events.length !== 1) return;
  const e = u.events[0]!;
  if (eventStatus(e, now) !== "upcoming") return;
  const reply = r.parts.join(" ");
  // 'When is the seniors' class?': an age group's time, not the stop's date.
  const asksTime = partOfDay || TIME_OF_DAY.test(form.text) || /\b(juniors?|seniors?|age group|older group|younger group)\b/.test(form.text);
  if (asksTime ? HAS_TIME.test(reply) : HAS_TIME.test(reply) || HAS_DATE.test(reply)) return;
  const name = eventName(e, k.knowledge.events);
  if (asksTime && e.schedule.length > 0) {
    r.add(scheduleSentence(name, e, u.question));
    r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
  } else if (!asksTime) {
    r.add(dateSentence(name, e, formatEventDate(e)));
    r.link(eventLink(e, k.knowledge.programEventSlug));
  }
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_DAY = new RegExp(`\\b(${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\b(?: (\\d{1,2})(?:st|nd|rd|th)?\\b)?`);

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const WEEKDAY_ASKED = new RegExp(`\\b(?:on|is|s|falls on) (a |the )?(${WEEKDAYS.join("|")}|weekend|weekday)s?\\b(?! (pass|passes|ticket|tickets|core|experience|upgrade|vip|option))`);
/** Whether a day is the weekday named, or a weekend or weekday day ('is Boston on a weekend?'). */
function onWeekday(iso: string, asked: string): boolean {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  if (asked === "weekend") return day === 0 || day === 6;
  if (asked === "weekday") return day !== 0 && day !== 6;
  return WEEKDAYS[day] === asked;
}
/** 'Has the London date been announced?': whether a stop has a date at all. */
const DATE_SET_ASKED = /\bdates? (been |is |are |was |got )?(announced|set|confirmed|out|released|decided|posted)\b|\b(announced|set|confirmed|released|posted) (a |the )?dates?\b/;
const MONTH_ASKED = new RegExp(`\\b(in|on|during|also on|this|next|is) (${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\b`);

/** 'Is it this year?', 'next year?' */
const YEAR_ASKED = /\b(this|next) year\b/;

/** Whether a yes/no question asks of a stop's date: a month, a weekday, the year, or whether it has one yet. */
export function asksOfDate(question: string): boolean {
  const q = normalizeText(question);
  return MONTH_ASKED.test(q) || WEEKDAY_ASKED.test(q) || DATE_SET_ASKED.test(q) || YEAR_ASKED.test(q);
}

/**
 * 'Is there a New Hampshire weekend in December?', 'is Spokane also on November 16?', 'is Boston on a Saturday?',
 * 'has the London date been announced?': whether the one stop named runs then (a cancelled stop doesn't run at all).
 * Null when nothing of the date is asked.
 */
export function dateAsked(u: Understanding, now?: Date): "yes" | "no" | null {
  if (u.events.length !== 1) return null;
  const e = u.events[0]!;
  const q = normalizeText(u.question);
  if (DATE_SET_ASKED.test(q)) return e.startsOn && !e.isCancelled ? "yes" : "no";
  // 'Is Charleston this year?': the year of its first day against today's.
  const year = YEAR_ASKED.exec(q)?.[1];
  if (year && now && e.startsOn) return Number(e.startsOn.slice(0, 4)) === Number(calendarDateInZone(now, e.timeZone).slice(0, 4)) + (year === "next" ? 1 : 0) ? "yes" : "no";
  const m = MONTH_DAY.exec(q);
  const w = WEEKDAY_ASKED.exec(q)?.[2];
  if ((!m && !w) || !e.startsOn) return null;
  if (e.isCancelled) return "no";
  const month = m ? MONTHS.findIndex((name) => name.startsWith(m[1]!)) + 1 : null;
  if (month === 0) return null;
  const day = m?.[2] ? Number(m[2]) : null;
  const fits = (iso: string) =>
    (month === null || Number(iso.slice(5, 7)) === month) && (day === null || Number(iso.slice(8, 10)) === day) && (!w || onWeekday(iso, w));
  return eventIsoDays(e).some(fits) ? "yes" : "no";
}

const TWO_DAYS = /\b(two|2)[ -]days?\b|\bboth days\b|\b(a |the )?whole weekend\b|\bmulti[ -]?days?\b|\b(a |the )?(second|2nd|another|next) day\b|\bday (2|two)\b/;
const ONE_DAY = /\b(one|1|single)[ -]day\b|\bjust (one|a) day\b/;

/**
 * 'Is Spokane a two day event like Sherwood?', 'is Orlando just one day?': the first stop named decides it by its own dates.
 * Null when neither is asked, or the stop has no date.
 */
export function daysAsked(u: Understanding): "yes" | "no" | null {
  const q = normalizeText(u.question);
  const two = TWO_DAYS.test(q);
  if (two === ONE_DAY.test(q) || u.events.length === 0) return null;
  const first = [...u.events].sort((a, b) => namedAt(q, a) - namedAt(q, b))[0]!;
  if (!first.startsOn) return null;
  const several = !!first.endsOn && first.endsOn !== first.startsOn;
  return several === two ? "yes" : "no";
}
