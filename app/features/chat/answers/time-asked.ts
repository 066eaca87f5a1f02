import { eventLink, eventName, eventStatus, formatEventDate } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
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
  const asksTime = partOfDay || TIME_OF_DAY.test(form.text);
  if (asksTime ? HAS_TIME.test(reply) : HAS_TIME.test(reply) || HAS_DATE.test(reply)) return;
  const name = eventName(e, k.knowledge.events);
  if (asksTime && e.schedule.length > 0) {
    r.add(scheduleSentence(name, e));
    r.link(eventLink(e, k.knowledge.programEventSlug, "schedule"));
  } else if (!asksTime) {
    r.add(dateSentence(name, e, formatEventDate(e)));
    r.link(eventLink(e, k.knowledge.programEventSlug));
  }
}
