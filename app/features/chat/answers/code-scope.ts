import { applyDiscounts, checkCode, type CodeRefusal } from "~/domain/discounts";
import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName, formatDeadline } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { joinList, normalizeText, splitSentences } from "../text";
import type { KnownCode, KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { earlyBirdSentence } from "./prices";
import { countOf, NUMBER } from "./quantities";
import { topDoc } from "./answer-from-content";
import { faqOnly } from "./content-filters";
import type { ReplyBuilder } from "./reply-builder";

/** A short follow-up that leans on the code just named ('with it', 'that code', 'until when', 'for boston instead'). */
const CODE_FOLLOW_UP = /\b(with it|with that|use it|that code|the code|this code|with (the |that |this )?early ?bird( code| discount| offer)?|it work|it still|until when|how long|expire|expires|valid|stop working|stops working|run out|runs out)\b|^(and |what about |how about )?(for |in |at )?[a-z]+( [a-z]+)? instead\b/;

/**
 * 'Can I use VICTORIAEARLY20 for Seattle?': a code a stop's page shows works at that stop only. Named with
 * another stop, No and where it works; alone or with its own stop, that stop's early-bird offer.
 */
export function answerCodeScope(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const words = new Set(u.question.toUpperCase().match(/[A-Z0-9]{5,}/g) ?? []);
  // 'Does the bring a friend code work on Pro Track?': a code said in words, its letters run together.
  const joined = normalizeText(u.question).replace(/\s+/g, "").toUpperCase();
  for (const c of k.knowledge.codes) {
    const letters = c.rule.code.replace(/\d+$/, "");
    if (letters.length >= 10 && /\bcodes?\b/.test(normalizeText(u.question)) && joined.includes(letters)) words.add(c.rule.code);
  }
  // 'So what would I pay with it?', 'until when?' after naming a code: the code the conversation is about.
  const isCode = (w: string) => k.knowledge.codes.some((c) => c.rule.code === w) || k.knowledge.events.some((e) => e.earlyBird?.code.toUpperCase() === w);
  if (![...words].some(isCode) && CODE_FOLLOW_UP.test(normalizeText(u.question))) for (const w of u.earlierText.toUpperCase().match(/[A-Z0-9]{5,}/g) ?? []) words.add(w);
  // ('We have the early bird code' … 'does that code work on One Class Only?': the stop's own early-bird code.)
  // ('Does that code work in Niagara Falls too?': the code of the stop the conversation was about, asked of another.)
  const birdEarlier = [...u.contextEvents, ...u.events].find((e) => e.earlyBird)?.earlyBird;
  if (![...words].some(isCode) && birdEarlier && CODE_FOLLOW_UP.test(normalizeText(u.question)) && /\bearly ?birds?\b/.test(normalizeText(`${u.question} ${u.earlierText}`))) words.add(birdEarlier.code.toUpperCase());
  // 'I have a code for Boston, will it work for Seattle?': no code named, two stops: the rule on where a city's code works.
  if (![...words].some(isCode) && u.events.length === 2 && /\b(code|coupon|promo)\b/.test(normalizeText(u.question))) {
    const doc = topDoc(k, "how do discount codes work", faqOnly);
    const rule = doc ? splitSentences(doc.text).find((x) => /\bone city\b|\bthat city\b/i.test(x)) : undefined;
    if (rule) {
      r.source = "content";
      r.add(rule);
      r.cite(doc!);
      r.decided = true;
      return true;
    }
  }
  if (words.size === 0) return false;
  const owners = k.knowledge.events.filter((e) => e.earlyBird && words.has(e.earlyBird.code.toUpperCase()));
  const owner = owners[0];
  if (!owner?.earlyBird) {
    const known = k.knowledge.codes.find((c) => words.has(c.rule.code));
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
  // 'Does VICTORIAEARLY20 work on the One Class Only?': the tickets the offer names decide, at its own stop.
  // ('And with the code for her and her sister both?': dancers counted, of the ticket the conversation priced.)
  // ('And with the early bird code?' after '5 dancers, how much': the order the conversation priced.)
  const counted = dancersCounted(u.question) > 1 ? dancersCounted(u.question) : CODE_FOLLOW_UP.test(normalizeText(u.question)) || /^(and|what about|how about)\b/.test(normalizeText(u.question)) ? dancersCounted(u.earlierText) : 1;
  const tierKeys = u.tierKeys.length === 0 && counted > 1 ? k.soldTiers.find(u.earlierText) : u.tierKeys;
  const asked = elsewhere.length === 0 ? owner.offers.filter((o) => tierKeys.includes(o.tierKey) && o.price.amountMinor > 0) : [];
  const running = new Date(owner.earlyBird.endsAt) > now;
  if (asked.length > 0 && readQuestionForm(u.question).form === "yes_no") r.add(running && asked.every((o) => owner.earlyBird!.tiers.includes(o.tierKey)) ? chatCopy.form.yes : chatCopy.form.no);
  r.add(earlyBirdSentence(ownerName, owner, now) ?? chatCopy.codeEnded(code, ownerName));
  // ('Victoria early bird code - 3 core tickets, how much altogether?': the order's total with it.)
  const count = counted;
  const one = asked.length === 1 ? asked[0]! : undefined;
  const rule = k.knowledge.codes.find((c) => c.rule.code === code)?.rule;
  const priced = one && rule && count > 1 && running && owner.earlyBird.tiers.includes(one.tierKey) ? pricedWith(rule, owner, { tierKeys: [one.tierKey] }, count) : null;
  if (priced) r.add(chatCopy.earlyBirdTotal(code, count, priced.price, priced.before));
  r.link(eventLink(owner, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/**
 * 'Can I use BRINGAFRIEND25 on a Pro Track ticket?', 'is SUMMER2025 still good?': what a code the visitor
 * names takes off, of which tickets, where and until when, judged by the cart's own rule (checkCode).
 */
function answerCode(c: KnownCode, u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const rule = c.rule;
  const label = (key: string) => k.tiersByKey.get(key)?.label ?? key;
  const eligible = [...new Set(rule.eligibleTiers.map(label))];
  const home = k.knowledge.events.find((e) => e.id === c.eventId);
  const value = rule.discountType === "percentage" ? `${rule.value}%` : rule.currency ? formatMoney({ amountMinor: rule.value, currency: rule.currency }) : "";
  const where = home ? chatCopy.code.onlyAt(eventName(home, k.knowledge.events)) : rule.currency ? chatCopy.code.anyStop(rule.currency) : "";
  // Its window, its uses, whether it is on: the cart's check, asked of a cart the code was made for.
  const own = checkCode(rule, { eventSlug: rule.cityRestriction ?? "", currency: rule.currency ?? "USD", tierKeys: rule.eligibleTiers, now });
  // Then of what was asked: the stop named (its currency) and the tickets named.
  const asked = u.events[0];
  const currency = asked?.offers.find((o) => o.price.amountMinor > 0)?.price.currency;
  const there = own.ok && (asked || u.tierKeys.length > 0)
    ? checkCode(rule, { eventSlug: asked?.slug ?? rule.cityRestriction ?? "", currency: currency ?? rule.currency ?? "USD", tierKeys: u.tierKeys.length > 0 ? u.tierKeys : rule.eligibleTiers, now })
    : own;
  const said = own.ok ? (there.ok ? null : refusal(there.reason)) : refusal(own.reason);
  function refusal(reason: CodeRefusal): string {
    switch (reason) {
      case "inactive":
        return chatCopy.code.inactive(rule.code);
      case "not_started":
        return chatCopy.code.notYet(rule.code, formatDeadline((rule.startsAt ?? now).toISOString(), c.timeZone));
      case "expired":
        return chatCopy.code.ended(rule.code, formatDeadline((rule.endsAt ?? now).toISOString(), c.timeZone));
      case "exhausted":
        return chatCopy.code.usedUp(rule.code);
      case "wrong_city":
      case "wrong_currency":
        return chatCopy.code.notAt(rule.code, asked ? eventName(asked, k.knowledge.events) : "");
      case "not_eligible":
        return chatCopy.code.notFor(rule.code, joinList([...new Set(u.tierKeys.map(label))], "or"));
    }
  }
  r.source = "catalog";
  if (readQuestionForm(u.question).form === "yes_no" || STILL_WORKS.test(normalizeText(u.question))) {
    if (said) r.add(chatCopy.form.no);
    else r.add(chatCopy.form.yes);
  }
  if (said) r.add(said);
  // A code that no longer works anywhere is not described as if it did.
  if (own.ok || own.reason === "not_started") r.add(chatCopy.code.scope(rule.code, value, eligible.length > 0 ? joinList(eligible, "or") : chatCopy.code.everyTicket, where));
  // 'How much is core in Minneapolis with BRINGAFRIEND25?': the price the cart charges with it.
  // (A code's audience is a label for the team, never checked at checkout: the cart prices it for anyone.)
  // ('Two of us doing core with it, total?': the order's total, as the cart takes the code off the whole order.)
  const count = dancersCounted(u.question);
  const priced = !said && asked ? pricedWith(rule, asked, u, count) : null;
  if (priced && count > 1) r.add(chatCopy.code.pricedTotal(rule.code, count, priced.label, eventName(asked!, k.knowledge.events), priced.price, priced.before));
  else if (priced) r.add(chatCopy.code.priced(rule.code, priced.label, eventName(asked!, k.knowledge.events), priced.price, priced.before));
  if (rule.customerTag !== null) r.add(chatCopy.code.group(rule.description));
  if (!said) r.add(chatCopy.code.howTo);
  if (home) r.link(eventLink(home, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/** One ticket named at the stop asked, priced with the code by the cart's own discount rule. */
function pricedWith(rule: KnownCode["rule"], e: KnownEvent, u: Pick<Understanding, "tierKeys">, quantity = 1): { label: string; price: string; before: string } | null {
  const offers = e.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0 && u.tierKeys.includes(o.tierKey));
  const offer = offers.length === 1 ? offers[0] : undefined;
  if (!offer || quantity > offer.maxPerOrder) return null;
  const result = applyDiscounts([{ tierKey: offer.tierKey, unitPriceMinor: offer.price.amountMinor, quantity }], [rule]);
  if (result.discountMinor === 0) return null;
  return { label: offer.label, price: formatMoney({ amountMinor: result.totalMinor, currency: offer.price.currency }), before: formatMoney({ amountMinor: offer.price.amountMinor * quantity, currency: offer.price.currency }) };
}

/** How many dancers the question buys for ('two of us', '5 students', 'for both'); 1 when it says none. */
function dancersCounted(question: string): number {
  const text = normalizeText(question);
  // ('For her and her sister both?': two dancers.)
  if (/\b(both|the two) of (us|them)\b|\bfor both\b|\bboth of my\b|\b(her|him|me) and (her|his|my) (sister|brother|twin|friend|cousin)\b|\bboth\W*$/.test(text)) return 2;
  // ('2 pro track tickets', '5 core tix': the ticket's name may stand between the count and what it counts.)
  const m = new RegExp(`\\b${NUMBER} (of us|of them|(\\w+ ){0,2}(dancers|students|kids|children|girls|boys|daughters|sons|tickets|tix|people))\\b`).exec(text);
  if (m?.[1]) return countOf(m[1]);
  // ('What would 4 cost then?', 'and for 3?': a count said with the verb or the 'for' that asks its price.)
  const priced = new RegExp(`\\b(?:for|would) ${NUMBER}\\b|\\b${NUMBER} (?:cost|come to)\\b`).exec(text);
  const n = priced?.[1] ?? priced?.[2];
  return n ? countOf(n) : 1;
}

/** 'SUMMER2025 code still work', 'is it valid': whether it works, asked without a verb first. */
const STILL_WORKS = /\b(still|valid|work|works|working|good|active|expired?)\b/;

/**
 * 'Does the Victoria early bird code work on the One Class Only ticket?': whether the stop's early-bird offer
 * covers the ticket named, from the offer's own list of tickets.
 */
export function answerEarlyBirdTier(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): boolean {
  const e = u.events.length === 1 ? u.events[0] : undefined;
  const bird = e?.earlyBird;
  if (!e || !bird || !/\bearly ?birds?\b/.test(normalizeText(u.question)) || readQuestionForm(u.question).form !== "yes_no") return false;
  const named = e.offers.filter((o) => u.tierKeys.includes(o.tierKey) && o.price.amountMinor > 0);
  if (named.length !== 1 || new Date(bird.endsAt) <= now) return false;
  const name = eventName(e, k.knowledge.events);
  r.source = "catalog";
  r.add(bird.tiers.includes(named[0]!.tierKey) ? chatCopy.form.yes : chatCopy.form.no);
  r.add(earlyBirdSentence(name, e, now));
  r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}
