import { pricingCopy } from "~/content/pricing";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { chatCopy } from "../chat-copy";
import { readQuestionForm } from "../question-form";
import { normalizeText, splitSentences } from "../text";
import type { PreparedKnowledge } from "../prepare-knowledge";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/**
 * How moving a ticket up works, not what it costs (issue 40): how long the upgrade link works and whether
 * it still works once the event has started, and whether the dancer gets a new ticket or keeps the same
 * one. Answered from the upgrade pages' own words (content/ticket-upgrades.ts, the pricing section's
 * upgrade note), so the chat says what the link and the door do. A price question is the catalog's.
 */

const UPGRADE = /\bupgrad\w*\b|\b(move|moving|step|go|going) up\b/;
const PRICE = /\bhow much\b|\bcost\w*\b|\bprice\w*\b|\bextra\b|\bmore\b|\bdifference\b|\bpay\b|\bcharge\w*\b|\bfee\b|[$£€]|\binclude\w*\b|\bget\b.*\bextra\b/;
/** How long the link works, and whether it does once the event is on. */
const TIMING = /\bhow long\b|\bhow many (days|hours|weeks)\b|\bexpir\w*\b|\bstop\w* working\b|\bvalid\b|\blast\w*\b|\bdeadline\b|\buntil when\b|\bstarted\b|\bbegun\b|\bstarts\b|\bduring\b|\bon the day\b|\bday of\b|\bonce (the|it)\b|\bafter (the|it)\b|\bstill\b/;
/** Whether the event being on is what is asked ('once it has started', 'on the day'). */
const AFTER_START = /\bstarted\b|\bbegun\b|\bduring\b|\bon the day\b|\bday of\b|\bonce (the \w+|it) (has |have )?(start|began|begun|is on)\w*|\bafter (the \w+|it) (has |have )?(start|began|begun)\w*/;
/** The ticket itself: a new one, the same one, its QR code. */
const TICKET = /\bnew ticket\b|\bsame ticket\b|\bqr\b|\bkeep\w*\b|\bchange\w*\b|\breplac\w*\b|\b(get|send|issue)\w* (me |us )?(a |another )?(new )?ticket\b|\bold ticket\b/;

/** How to do it ('how do I upgrade', 'where can we upgrade'), not what it costs or when. */
const HOW = /\b(how|where) (do|can|could|would|should|does) (i|we|you|one|my|our)\b|\bhow to\b|\bsteps?\b|\bprocess\b/;

const sentenceWith = (text: string, pattern: RegExp) => splitSentences(text).find((s) => pattern.test(s)) ?? null;

export function answerUpgradeProcess(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (!UPGRADE.test(text) || PRICE.test(text)) return false;
  // ('From Pro Track to Elite Circle': a mentorship level is a subscription, which no ticket's upgrade link reaches.)
  if (u.tierKeys.some((key) => k.knowledge.mentorshipTierKeys.includes(key))) return false;
  const form = readQuestionForm(u.question).form;
  const lasts = sentenceWith(ticketUpgradeCopy.request.sent, /\bworks for\b/);
  const keeps = sentenceWith(pricingCopy.upgrade.how, /\bkeeps\b/);
  let reply: string | null = null;
  if (TIMING.test(text) && lasts) {
    const link = chatCopy.upgradeLink(lasts, ticketUpgradeCopy.refused.expired);
    reply = form === "yes_no" && AFTER_START.test(text) ? `${chatCopy.form.no} ${link}` : link;
  } else if (TICKET.test(text) && keeps) {
    reply = `${keeps} ${ticketUpgradeCopy.thankYou.next}`;
  } else if (HOW.test(text) && u.events.length === 0) {
    // 'How do I upgrade a ticket I already paid for?': the upgrade page's own steps, at any stop.
    reply = ticketUpgradeCopy.request.intro;
  }
  if (!reply) return false;
  r.source = "content";
  r.add(reply);
  r.link({ label: ticketUpgradeCopy.request.title, href: pricingCopy.upgrade.href });
  r.decided = true;
  return true;
}
