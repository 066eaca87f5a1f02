import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { eventDays, eventLink, eventName, eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
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
  if (!m || u.events.length !== 1) return false;
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
