import { pricingCopy } from "~/content/pricing";
import { chatCopy } from "../chat-copy";
import { eventName, formatEventDate } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
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
  r.link({ label: pricingCopy.refundPolicy.title, href: "/terms#refunds" });
  r.link({ label: "FAQ", href: "/faq" });
}

const POINTS_BACK = /\b(it|that|this|them|there|those|these)\b/;
