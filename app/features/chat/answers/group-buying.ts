import { checkoutCopy } from "~/content/checkout";
import { chatCopy } from "../chat-copy";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { normalizeText } from "../text";
import type { ReplyBuilder } from "./reply-builder";

/** Several dancers, or several tickets at once: a studio, a family, 'the most tickets'. */
const GROUP =
  /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|a few|all (my|the|their)|my) (dancers|students|kids|children|girls|boys|daughters|sons)\b|\b(own|run|have) a studio\b|\bstudio owner\b|\bone (kid|dancer|child|student|daughter|son)\b.*\b(the )?other\b|\b(most|max\w*|how many|limit (on|of))( \w+){0,2} tickets\b|\btickets? at once\b|\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (\w+ ){0,2}tickets\b/;
/** What about buying them is asked: one order or cart, the names, how many at once. */
const ORDER = /\b(one|same|single|an?) (order|cart|checkout|purchase|transaction|go)\b|\bat once\b|\ball at the same time\b|\bnames?\b|\bbefore (paying|checkout|you pay|i pay)\b|\b(most|max\w*)\b|\ball the tickets\b|\btogether\b/;
/** Two dancers on one ticket, in visitors' words. */
const SHARE_TICKET =
  /\b(both|two|2|three|3|all|my \w+s|the \w+s)\b.*\b(on|with|under|using|share|sharing) (one|1|a single|a|the same|single) (ticket|pass|spot|seat)\b|\bshare (a |one |the |1 |their |our |my )?(ticket|spot|seat|pass|place)\b|\b(one|1|a|the same|single) (ticket|spot|seat|pass) (for|between) (two|both|\d|all|my|the|our) (\w+ )?(kids|dancers|daughters|sons|girls|boys|children|students|twins|siblings|of (us|them))\b|\b(one|1|the same|single) (ticket|spot|seat|pass) for (both|two|2)\b|\b(split|use) (one|1|a|the same) (ticket|spot|pass)\b|\b(one|1|a single|a) (ticket|pass)\b.*\b(cover|covers|work for|admit|admits|get in)\b.*\b(me and|both|two|2|us|my (sister|brother|kids?|twins?|daughters?|sons?)|her (sister|brother)|his (sister|brother))\b/;
/** A price is answered from the catalog (the quantity times the cart's price), not from the rules. */
const PRICE_ASKED = /\bhow much\b|\bcosts?\b|\bprices?\b|\btotal\b|\$|\ball together\b|\baltogether\b|\bwhat (would|will|does) (that|it|this) (be|come to|run)\b/;
/** Already paid ('i paid', 'we already bought', 'after checkout'). */
const PAID = /\b(i|we|ive|weve|already|just) (have )?(paid|bought|purchased|checked out)\b|\bafter (paying|checkout|checking out|buying)\b/;
const NAMES = /\bnames?\b|\bregister\w*\b|\bdetails\b|\binfo\b/;

/** Whether a question asks how a group buys its tickets: one order, quantities, different tickets in one cart, the names. */
export function asksGroupBuying(question: string, earlier = ""): boolean {
  const text = normalizeText(question);
  if (PRICE_ASKED.test(text)) return false;
  if (GROUP.test(text) && ORDER.test(text)) return true;
  // 'Do I need all their names at checkout?' after buying for six dancers: the same group, asked of the names.
  return earlier !== "" && GROUP.test(normalizeText(earlier)) && (THEIR_NAMES.test(text) || ORDER.test(text));
}

/** The dancers' names, asked of a group named earlier ('their names', 'the kids' details'). */
const THEIR_NAMES = /\b(their|all the|the kids|the dancers|the students|each) (names?|details|info)\b|\bnames? (at|before|during) (checkout|paying|payment)\b/;

/**
 * How a group buys, tour-wide (issue 40): one order with each ticket's quantity (the cart's own limit per
 * ticket), different tickets in one cart, and the dancers named after checkout through the order's
 * registration link. 'Do I have to name them before paying?' is answered No first.
 */
export function answerGroupBuying(question: string, k: PreparedKnowledge, r: ReplyBuilder, earlier = ""): boolean {
  const sharing = SHARE_TICKET.test(normalizeText(question));
  if (!sharing && !asksGroupBuying(question, earlier)) return false;
  const doc = k.knowledge.docs.find((d) => d.id === GROUP_DOC_ID);
  if (!doc) return false;
  r.source = "content";
  // 'Can my two daughters share one ticket?': the checkout's own rule, one student per ticket.
  if (sharing) {
    r.add(chatCopy.groupBuying.oneStudentPerTicket(checkoutCopy.students.intro(1).split(":")[0] ?? ""));
    r.add(doc.text);
    r.cite(doc);
    r.decided = true;
    return true;
  }
  // Only a yes/no question gets Yes or No first; 'what's the most I can buy' gets the rule itself.
  if (readQuestionForm(question).form === "yes_no") {
    // More of one ticket than an order takes ('12 core tickets in one go'): No, with the cart's own limit.
    const count = Number(/\b(\d{1,3}) (\w+ ){0,2}(tickets|dancers|students|kids)\b/.exec(normalizeText(question))?.[1] ?? 0);
    const limit = Math.max(0, ...k.knowledge.events.flatMap((e) => e.offers.filter((o) => o.price.amountMinor > 0).map((o) => o.maxPerOrder)));
    if (limit > 0 && count > limit) r.add(chatCopy.groupBuying.overLimit(limit));
    // ('I paid but never put in their names, do I still need to?': after paying, yes: the registration link asks for them.)
    else if (NAMES.test(normalizeText(question))) r.add(PAID.test(normalizeText(question)) ? chatCopy.groupBuying.namesAfterPaying : chatCopy.groupBuying.namesLater);
    else r.add(chatCopy.groupBuying.oneOrder);
  }
  r.add(doc.text);
  r.cite(doc);
  r.decided = true;
  return true;
}

export const GROUP_DOC_ID = "tour:group-buying";
