import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { eventDays, eventLink, eventName, eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { joinList, normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

const WEEKDAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?";
/** 'She can't do Saturdays', 'we're busy on Sunday', 'no Saturdays for us'. */
const CANT_DAY = new RegExp(`\\b(cant|cannot|can not|not able to|unable to|wont be able to|busy on|(has|have) (school|work|practice|church|a recital|a competition) on|no) (do |make |come |attend |go |dance )?(on |the )?${WEEKDAY}\\b`);

/**
 * 'My daughter can't do Saturdays, is Sherwood still an option?': the stop's other days (and the tickets
 * named for them), or that it runs only on that day. True when answered.
 */
export function answerMissedDay(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const m = CANT_DAY.exec(normalizeText(u.question));
  if (!m) return answerDayAsked(u, k, now, r);
  if (u.events.length !== 1) return false;
  const e = u.events[0]!;
  if (eventStatus(e, now) !== "upcoming") return false;
  const missed = m[6]!.replace(/s$/, "");
  const days = eventDays(e);
  if (days.length === 0 || !days.some((d) => d.toLowerCase().startsWith(missed))) return false;
  const others = days.filter((d) => !d.toLowerCase().startsWith(missed));
  const name = eventName(e, k.knowledge.events);
  if (others.length === 0) {
    r.add(chatCopy.missedDay.onlyThatDay(name, days[0]!));
  } else {
    const otherWeekdays = others.map((d) => d.split(",")[0]!.toLowerCase());
    const offers = e.offers.filter((o) => o.price.amountMinor > 0 && !o.soldOut && otherWeekdays.some((w) => o.label.toLowerCase().includes(w)));
    r.add(chatCopy.missedDay.otherDays(name, joinList(others), joinList(offers.map((o) => `the ${o.label} is ${formatMoney(o.price)}`))));
  }
  r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/** 'Is there a second day on Sunday?', 'does Spokane run on Sunday too?': whether the stop runs that day. */
const DAY_ASKED = new RegExp(`^(is|are|does|do|will) .*\\b((a )?(second|another|other|extra) day|on ${WEEKDAY}( too| as well| also)?|${WEEKDAY} too|(go|goes|run|runs|last|lasts|span|spans) (over )?(two|2|multiple|several) days|(two|2|multi)[- ]?day (event|intensive|thing)|one day or two|one or two days|two days or one)\\b`);

const ABOUT_THE_DAY = /\b(juniors?|seniors?|split|separate|together|groups?|class|classes|sessions?|schedule|time|times|start|starts|audition|teach\w*|wear|bring)\b/;

function answerDayAsked(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question).replace(/^.*?\b(?=(is|are|does|do|will) )/, "");
  const m = DAY_ASKED.exec(text);
  // Only whether it runs that day: 'are juniors and seniors separate on Sunday' asks something of that day.
  if (!m || u.events.length !== 1 || u.intents.has("price") || ABOUT_THE_DAY.test(text)) return false;
  // ('In New Hampshire, when is the VIP session on Sunday?' asks when, not whether.)
  const form = readQuestionForm(u.question).form;
  if (form !== "yes_no" && form !== "either_or") return false;
  const e = u.events[0]!;
  if (eventStatus(e, now) !== "upcoming") return false;
  const days = eventDays(e);
  if (days.length === 0) return false;
  const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/.exec(text)?.[1];
  const name = eventName(e, k.knowledge.events);
  const runs = weekday ? days.some((d) => d.toLowerCase().startsWith(weekday)) : days.length > 1;
  // 'One day or two?' is answered with how many, not yes or no.
  if (/\bone day or two\b|\bone or two days\b|\btwo days or one\b/.test(text)) r.add(chatCopy.missedDay.howMany(days.length, name, joinList(days)));
  else r.add(runs ? chatCopy.missedDay.runsOn(name, joinList(days)) : chatCopy.missedDay.onlyThatDay(name, joinList(days)));
  r.link(eventLink(e, k.knowledge.programEventSlug));
  r.decided = true;
  return true;
}
