import { chatCopy } from "../chat-copy";
import { eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/** A cost asked ('is it extra', 'does it cost anything', 'on top of the ticket', 'is it free', 'included'). */
const OTHER_ASKED = /\b(minimum|maximum|age|ages|how old|what time|when|where|wear|bring|how long)\b/;
const COST_ASKED = /\bextra\b|\bcosts?\b|\bcharged?\b|\bpay\b|\bfree\b|\binclud\w*\b|\bmoney\b|\bon top\b|\bfee\b/;
/** Asked whether it is free or included, so the answer to 'free' is Yes. */
const FREE_ASKED = /\bfree\b|\binclud\w*\b|\bpart of\b|\bcomes with\b/;

/**
 * 'Is the audition extra on top of the ticket?': a ticket the question names that costs nothing at every
 * stop that sells it (and no paid ticket named beside it) is free, whatever stop is asked of. True when answered.
 */
export function answerFreeTicket(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question.replace(/\${1,3}(?!\s?\d)/g, " money "));
  // A stop that is cancelled or over says so first (answer-event.ts): its audition's price is beside the point.
  if (u.tierKeys.length === 0 || !COST_ASKED.test(text) || u.events.some((e) => eventStatus(e, now) !== "upcoming")) return false;
  const events = u.events.length > 0 ? u.events : k.knowledge.events;
  const offersOf = (key: string) => events.flatMap((e) => e.offers).filter((o) => o.tierKey === key);
  const free = u.tierKeys.filter((key) => offersOf(key).length > 0 && offersOf(key).every((o) => o.price.amountMinor === 0));
  // 'Is the audition included with Core?' names a paid ticket too: the choice between them is read elsewhere.
  // ('Is the audition extra on top of Core?' asks the free one's cost, the paid one only where it goes.)
  const onTop = /\b(on top of|in addition to|as well as)\b/.test(text);
  if (free.length !== 1 || (!onTop && u.tierKeys.some((key) => !free.includes(key) && offersOf(key).some((o) => o.price.amountMinor > 0)))) return false;
  // 'What's the minimum age for the free audition?': 'free' describes the ticket; something else is asked.
  if (OTHER_ASKED.test(text)) return false;
  const label = k.tiersByKey.get(free[0]!)?.label ?? offersOf(free[0]!)[0]?.label ?? "";
  r.source = "catalog";
  const form = readQuestionForm(u.question).form;
  // 'Extra or included?': the side that holds.
  if (form === "either_or" && /\binclud\w*\b/.test(text)) r.add(chatCopy.form.either("included"));
  else if (form === "yes_no") r.add(FREE_ASKED.test(text) && !/\bextra\b|\bon top\b/.test(text) ? chatCopy.form.yes : chatCopy.form.no);
  r.add(chatCopy.tierFree(label));
  r.decided = true;
  return true;
}
