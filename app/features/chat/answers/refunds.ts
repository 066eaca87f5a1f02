import { CREDIT_CURRENCY_NOTE } from "~/content/credit-scope";
import { pricingCopy } from "~/content/pricing";
import { creditCopy } from "~/features/cart/cart-copy";
import { chatCopy } from "../chat-copy";
import { eventName, formatEventDate } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { COMMON_WORDS } from "../common-words";
import { keyTerms, stem, withSynonyms } from "../search-content";
import { normalizeText, splitSentences, tokenize } from "../text";
import { FRAME_WORDS } from "../yes-or-no";
import type { Understanding } from "../understand-question";
import { topDoc } from "./answer-from-content";
import { faqOnly } from "./content-filters";
import { dropYes, lastSentence, lowerFirst, sentences } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** Refunds, date changes, cancellations and visitors who can no longer attend. */

export function answerCantAttend(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  const intents = u.intents;
  // "Can't make it" is either a ticket holder who can't come (refund policy) or a dancer no date suits (talent submission).
  const noDateSuits =
    intents.has("audition") || /\b(any|none) of (the |your )?(dates|events|cities)\b|\bany (date|dates|event|city)\b|\btoo far\b|\bno (event|date|city) near\b/.test(normalizeText(u.question));
  if (!noDateSuits) {
    const attend = topDoc(k, "can't attend anymore what are my options", faqOnly);
    if (attend) r.add(sentences(attend.text, 2));
    r.link({ label: "FAQ", href: "/faq" });
  }
  if (!intents.has("refund")) {
    const anyDate = topDoc(k, "can't make any of the dates still be considered", faqOnly);
    const text = anyDate ? dropYes(sentences(anyDate.text, 2)) : null;
    if (text) r.add(noDateSuits ? text : chatCopy.cantMakeAnyDate(lowerFirst(text)));
    r.link({ label: "Submit Talent", href: "/submit-talent" });
  }
}

export function answerRefund(u: Understanding, r: ReplyBuilder, k: PreparedKnowledge): void {
  const intents = u.intents;
  const cancelledEvent = u.events.some((e) => e.isCancelled);
  // 'We already bought tickets for it, do we get our money back?' after a cancelled stop: that stop's full refund.
  const earlier = u.events.length === 0 && POINTS_BACK.test(normalizeText(u.question)) ? u.contextEvents.find((e) => e.isCancelled) : undefined;
  if (earlier && intents.has("refund") && !intents.has("date_change")) {
    r.add(`${chatCopy.form.yes} ${chatCopy.cancelled(eventName(earlier, k.knowledge.events), formatEventDate(earlier), lastSentence(pricingCopy.cancelled.text))}`);
    r.link({ label: pricingCopy.refundPolicy.title, href: "/terms#refunds" });
    r.decided = true;
    return;
  }
  // A cancelled event's answer already says it is refunded; a visitor who can't attend has the FAQ's options.
  if (cancelledEvent && !intents.has("date_change")) return;
  if (intents.has("cant_attend") && !intents.has("date_change") && r.parts.length > 0) return;
  r.add(pricingCopy.refundPolicy.text);
  // 'Can I cash out my credit?': the Terms' own sentence on what the policy's short form leaves out.
  const extra = termsSentence(u, k, pricingCopy.refundPolicy.text);
  if (extra) r.add(extra);
  // 'You moved our date, what are my options?': the Terms' own sentence (attend on the new date, or a refund);
  // 'what happens to my money if you cancel': where the refund goes.
  const asked = normalizeText(u.question);
  const terms = k.knowledge.docs.filter((d) => d.link.href === "/terms#refunds").flatMap((d) => splitSentences(d.text));
  const options = intents.has("date_change") && OPTIONS_ASKED.test(asked) ? terms.find((x) => /\bnew date\b/i.test(x)) : undefined;
  const money = WE_CANCEL.test(asked) ? terms.find((x) => /\boriginal payment\b/i.test(x)) : undefined;
  for (const x of [options, money]) if (x && x !== extra) r.add(x);
  r.link({ label: pricingCopy.refundPolicy.title, href: "/terms#refunds" });
  r.link({ label: "FAQ", href: "/faq" });
}

/** The one sentence of the Terms' refunds section that has every key word the policy's text lacks ('cash'), if any. */
function termsSentence(u: Understanding, k: PreparedKnowledge, said: string): string | null {
  const have = new Set(tokenize(normalizeText(said)).map(stem));
  const missing = keyTerms(u.question, k.placeWords).filter((w) => w.length >= 4 && !COMMON_WORDS.has(w) && !FRAME_WORDS.has(w) && !have.has(stem(w)));
  if (missing.length === 0) return null;
  const sentences = k.knowledge.docs.filter((d) => d.link.href === "/terms#refunds").flatMap((d) => splitSentences(d.text));
  // (In the Terms' words too: a credit 'swapped' for cash is 'exchanged'.)
  const states = (x: string, w: string) => {
    const words = tokenize(normalizeText(x)).map(stem);
    return [w, ...tokenize(withSynonyms(w, undefined, u.question)).filter((y) => y !== w && y.length >= 4)].some((y) => words.includes(stem(y)));
  };
  return sentences.find((x) => missing.every((w) => states(x, w))) ?? null;
}

const POINTS_BACK = /\b(it|that|this|them|there|those|these)\b/;
const OPTIONS_ASKED = /\b(what (now|happens|are (my|our) options|do (i|we) do|can (i|we) do|should (i|we) do)|options?|choices?)\b/;
const WE_CANCEL = /\b(you|they|callboard|the team) (cancel|cancels|cancelled|call off)\b|\bif (the event|the intensive|it|the show|the class|the day) (is|gets|was|were) (cancel\w*|called off)\b|\bcancel (the|an) event\b/;

/** Using a credit ('how do I use my credit', 'can my Hartford credit go toward Boston', 'two credits on one order'). */
const CREDIT_USE = /\b(use|using|spend|spending|apply|applying|redeem|redeeming|put|go (toward|towards|to|on)|combine|combining|work (for|at|on|in|with)|valid (for|at|in|on)|good (for|at|in|on))\b/;
const SEVERAL_CREDITS = /\b(two|2|both|multiple|several|more than one|all (my|our))\b[a-z ]*\bcredits\b|\bcredits\b[a-z ]*\b(together|combined?|at once|on one order|in one order)\b|\bcombine\b/;

/**
 * A credit spent: the Terms' own sentence on how (its code in the cart's promo field), the rule on its currency,
 * and the cart's own rule when several are asked of one order. The currency's Yes or No for a stop named is
 * composeAnswer's (creditCurrencyAnswer), from the rule quoted. True when answered.
 */
export function answerCreditUse(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  // (Whether a credit works at a stop is the policy's answer with the currency's Yes or No: only how, and how many, here.)
  const how = /\b(how|where) (do|can|would|should|will) (i|we|you) (actually )?(use|spend|apply|redeem|put|enter|type)\b/.test(text);
  if (!/\bcredits?\b/.test(text) || !CREDIT_USE.test(text) || !(how || SEVERAL_CREDITS.test(text))) return false;
  const terms = topDoc(k, "each credit comes by email with its code to use it type the code in the promo code field", (d) => d.link.href.startsWith("/terms"));
  const used = terms ? splitSentences(terms.text).find((x) => /\bpromo code field\b/i.test(x)) : undefined;
  if (!used) return false;
  r.source = "catalog";
  if (SEVERAL_CREDITS.test(text)) {
    r.add(`${readQuestionForm(u.question).form === "yes_no" ? `${chatCopy.form.no} ` : ""}${creditCopy.credit_one_per_order}`);
    r.decided = true;
  }
  r.add(used);
  r.add(CREDIT_CURRENCY_NOTE);
  r.link({ label: pricingCopy.refundPolicy.title, href: "/terms#refunds" });
  return true;
}
