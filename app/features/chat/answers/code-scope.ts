import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName, formatDeadline } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { joinList, normalizeText } from "../text";
import type { KnownCode } from "../types";
import type { Understanding } from "../understand-question";
import { earlyBirdSentence } from "./prices";
import type { ReplyBuilder } from "./reply-builder";

/**
 * 'Can I use VICTORIAEARLY20 for Seattle?': a code a stop's page shows works at that stop only. Named with
 * another stop, No and where it works; alone or with its own stop, that stop's early-bird offer.
 */
export function answerCodeScope(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const words = new Set(u.question.toUpperCase().match(/[A-Z0-9]{5,}/g) ?? []);
  if (words.size === 0) return false;
  const owners = k.knowledge.events.filter((e) => e.earlyBird && words.has(e.earlyBird.code.toUpperCase()));
  const owner = owners[0];
  if (!owner?.earlyBird) {
    const known = k.knowledge.codes.find((c) => words.has(c.code));
    return known ? answerCode(known, u, k, now, r) : false;
  }
  const code = owner.earlyBird.code;
  const elsewhere = u.events.filter((e) => !owners.includes(e));
  const ownerName = eventName(owner, k.knowledge.events);
  r.source = "catalog";
  if (elsewhere.length > 0) {
    r.add(chatCopy.codeElsewhere(code, ownerName, elsewhere.map((e) => eventName(e, k.knowledge.events)).join(" or ")));
    for (const e of elsewhere.slice(0, 1)) r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  }
  r.add(earlyBirdSentence(ownerName, owner, now) ?? chatCopy.codeEnded(code, ownerName));
  r.link(eventLink(owner, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/**
 * 'Can I use BRINGAFRIEND25 on a Pro Track ticket?', 'is SUMMER2025 still good?': what a code the visitor
 * names takes off, of which tickets, where and until when, from its own row, as the cart will judge it.
 */
function answerCode(c: KnownCode, u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const label = (key: string) => k.tiersByKey.get(key)?.label ?? key;
  const eligible = [...new Set(c.eligibleTierKeys.map(label))];
  const home = k.knowledge.events.find((e) => e.id === c.eventId);
  const value = c.percentOff !== null ? `${c.percentOff}%` : c.amount ? formatMoney(c.amount) : "";
  const where = home ? chatCopy.code.onlyAt(eventName(home, k.knowledge.events)) : c.amount ? chatCopy.code.anyStop(c.amount.currency) : "";
  const said: string[] = [];
  // Why it would not work for what was asked: the stop, the currency, the ticket, its dates, its uses.
  const elsewhere = u.events.filter((e) => (home && e.id !== home.id) || (c.amount && e.offers.some((o) => o.price.amountMinor > 0) && !e.offers.some((o) => o.price.currency === c.amount?.currency)));
  if (elsewhere[0]) said.push(chatCopy.code.notAt(c.code, eventName(elsewhere[0], k.knowledge.events)));
  const tiers = c.eligibleTierKeys.length > 0 ? u.tierKeys.filter((key) => !c.eligibleTierKeys.includes(key)) : [];
  if (tiers.length > 0 && u.tierKeys.every((key) => !c.eligibleTierKeys.includes(key))) said.push(chatCopy.code.notFor(c.code, joinList([...new Set(tiers.map(label))], "or")));
  if (!c.active) said.push(chatCopy.code.inactive(c.code));
  else if (c.endsAt && now.getTime() > Date.parse(c.endsAt)) said.push(chatCopy.code.ended(c.code, formatDeadline(c.endsAt, c.timeZone)));
  else if (c.startsAt && now.getTime() < Date.parse(c.startsAt)) said.push(chatCopy.code.notYet(c.code, formatDeadline(c.startsAt, c.timeZone)));
  else if (c.usedUp) said.push(chatCopy.code.usedUp(c.code));
  const works = said.length === 0;
  r.source = "catalog";
  if (readQuestionForm(u.question).form === "yes_no" || STILL_WORKS.test(normalizeText(u.question))) r.add(works && !c.forGroup ? chatCopy.form.yes : works ? "" : chatCopy.form.no);
  for (const s of said) r.add(s);
  // A code that no longer works is not described as if it did.
  const over = !c.active || (c.endsAt !== null && now.getTime() > Date.parse(c.endsAt)) || c.usedUp;
  if (!over) r.add(chatCopy.code.scope(c.code, value, eligible.length > 0 ? joinList(eligible, "or") : chatCopy.code.everyTicket, where));
  if (c.forGroup) r.add(chatCopy.code.group);
  if (works) r.add(chatCopy.code.howTo);
  if (home) r.link(eventLink(home, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/** 'SUMMER2025 code still work', 'is it valid': whether it works, asked without a verb first. */
const STILL_WORKS = /\b(still|valid|work|works|working|good|active|expired?)\b/;
