import { chatCopy } from "../chat-copy";
import { readQuestionForm } from "../question-form";
import { normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

const SCHEDULE = /\bschedules?\b|\btimetables?\b|\btimes\b|\bclass times\b/;
const FINAL = /\bfinal(i[sz]ed)?\b|\bconfirmed\b|\bset in stone\b|\blocked in\b|\bofficial\b/;
const CHANGE = /\b(still )?change\b|\bchanging\b|\bwork in progress\b/;

/**
 * 'Is the X schedule final?': answered from that event's page, which says when it is not (issue 40):
 * not posted yet, or still a work in progress. A page that says nothing of it is left to the other answers.
 */
export function answerScheduleStatus(u: Understanding, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (u.events.length !== 1 || !SCHEDULE.test(text) || !(FINAL.test(text) || CHANGE.test(text))) return false;
  const event = u.events[0];
  if (!event?.scheduleNote) return false;
  const form = readQuestionForm(u.question).form;
  const words = chatCopy.scheduleStatus;
  const reply = form === "yes_no" ? (FINAL.test(text) ? words.notFinal : words.canChange) : words.either;
  r.source = "catalog";
  r.add(reply(event.cityName, event.scheduleNote));
  r.link({ label: event.cityName, href: `/${event.slug}#schedule` });
  r.decided = true;
  return true;
}
