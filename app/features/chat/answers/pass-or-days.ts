import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import { readQuestionForm } from "../question-form";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/** The days bought one by one instead of the pass: 'separately', 'each day', 'sat and sun on their own'. */
const APART = /\bseparate\w*\b|\bapart\b|\beach day\b|\bboth days\b|\bday by day\b|\bindividual\w*\b|\bsingle days?\b|\bsat\w* and sun\w*\b|\bday 1 and day 2\b|\bone day at a time\b|\bper day\b/;

const COMPARED = /\b(cheaper|cheapest|less|more|vs|versus|compare\w*|or|instead|better|save|saves|saving|savings|difference|than|worth)\b/;

/**
 * 'Is the Sherwood weekend pass cheaper than buying both days separately?': the stop's pass against the sum
 * of its one-day tickets of the same kind (the core family), each at the price the cart charges, and the
 * difference. Only at a stop that sells a pass and two or more day tickets.
 */
export function answerPassOrDays(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (u.events.length !== 1 || !APART.test(normalizeText(u.question))) return false;
  const e = u.events[0];
  if (!e) return false;
  const pass = e.offers.find((o) => o.family === "weekend" && o.price.amountMinor > 0);
  const days = e.offers.filter((o) => o.family === "core" && o.price.amountMinor > 0 && o.price.currency === pass?.price.currency);
  if (!pass || days.length < 2) return false;
  // Only the pass held against its days: it is named, and a comparison is asked ('cheaper than', 'vs', 'or').
  if (!u.tierKeys.includes(pass.tierKey) || !COMPARED.test(normalizeText(u.question))) return false;
  const apart = days.reduce((sum, o) => sum + o.price.amountMinor, 0);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: pass.price.currency });
  r.source = "catalog";
  r.add(
    chatCopy.passOrDays(eventName(e, k.knowledge.events), pass.label, money(pass.price.amountMinor), joinList(days.map((o) => `${o.label} (${formatMoney(o.price)})`)), money(apart), apart > pass.price.amountMinor ? money(apart - pass.price.amountMinor) : null),
  );
  // 'Is the pass cheaper?': Yes or No first, from the two figures.
  if (readQuestionForm(u.question).form === "yes_no" && /\b(cheaper|less|save|saves|better|worth)\b/.test(normalizeText(u.question)))
    r.parts.unshift(apart > pass.price.amountMinor ? chatCopy.form.yes : chatCopy.form.no);
  r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}
