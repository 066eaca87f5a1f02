import { AUDITION_TIER } from "~/domain/tiers";
import { chatCopy } from "../chat-copy";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { readQuestionForm } from "../question-form";
import { normalizeText, splitSentences } from "../text";
import type { ContentDoc } from "../types";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/**
 * Whether the audition goes with the classes (issue 40): is it required, can a dancer take class and
 * skip it, can a dancer do only the audition. One rule holds on every stop that sells an audition, and
 * the FAQ states it (optional, free, an Audition Only option on the city's page): a yes/no question about
 * it is answered Yes or No from that passage, whatever ticket or city it also names. A city named that
 * sells no audition is left to the other answers.
 */

const AUDITION = /\baudition\w*\b/;
/** 'Do I have to audition', 'is the audition mandatory / required for X'. */
const REQUIRED =
  /\b(have to|has to|need to|needs to|must|required to|forced to) (do |take |attend |go to |sit |stay for )?(the |an |a )?audition\w*\b|\baudition\w*( part)? (is |be |are )?(really |actually )?(required|mandatory|compulsory|obligatory|necessary|a must|a requirement)\b/;
/** 'Skip the audition', 'without auditioning', 'not do the audition', 'opt out'. */
const SKIP_AUDITION = /\b(skip|skipping|without|not do|not doing|opt out of|leave (out|before)|miss|sit out)\b[^.?!]*\baudition\w*\b|\b(no|not) audition\w*\b/;
/** 'Only the audition', 'just audition', 'audition alone', 'audition without the class / paying'. */
const ONLY_AUDITION = /\b(only|just)( for| to| do| take| come to| come for| attend)?( the| an?)? audition\w*\b|\baudition\w* (only|alone|on (its|it s) own|by itself)\b|\baudition\w*\b[^.?!]*\bwithout\b/;
/** Questions about the audition's day that are not about whether to take it. */
const OTHER_TOPIC = /\b(wear|bring|pack|prepare|dress|time|when|where|results?|hear back|picked|chosen|cast|casting|form|guardian|parent|parents|mom|mum|dad|mother|father|consent|age|old|film\w*|record\w*|photo\w*|footage|camera|video\w*)\b/;

export function answerAuditionTerms(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (!AUDITION.test(text) || OTHER_TOPIC.test(text)) return false;
  if (readQuestionForm(u.question).form !== "yes_no") return false;
  if (u.events.some((e) => !e.offers.some((o) => o.tierKey === AUDITION_TIER))) return false;
  const only = ONLY_AUDITION.test(text);
  const skip = !only && SKIP_AUDITION.test(text);
  const required = !only && !skip && REQUIRED.test(text);
  if (!only && !skip && !required) return false;
  const passage = auditionRule(k);
  if (!passage) return false;
  r.source = "content";
  r.add(`${required ? chatCopy.form.no : chatCopy.form.yes} ${passage.text}`);
  r.cite(passage);
  r.decided = true;
  return true;
}

/** The site's own statement that the audition is optional, free and can be taken alone. */
export function auditionRule(k: PreparedKnowledge): ContentDoc | null {
  return (
    k.knowledge.docs.find((d) => !d.eventIds && AUDITION.test(normalizeText(d.title)) && /\boptional\b/.test(normalizeText(d.text)) && /\balone\b|\bonly\b/.test(normalizeText(d.text))) ?? null
  );
}

/** 'Is the audition before or after class?', 'what time of day is the audition': when in the day, not which date. */
const TIMING_ASKED = /\b(before or after|after or before)\b|\bwhat (time|part) of (the )?day\b|\bend of the day\b/;
/** ('Does the audition after class cost anything?' asks its price, not when it is.) */
const OTHER_ASKED = /\b(cost|costs|free|price|pay|extra|charge|fee|wear|bring|film\w*|age|old)\b/;

/** When in the day the audition is held, in the FAQ's own sentence, for a question that names no stop. True when answered. */
export function answerAuditionTiming(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (!AUDITION.test(text) || !TIMING_ASKED.test(text) || OTHER_ASKED.test(text) || u.events.length > 0) return false;
  const said = k.knowledge.docs
    .filter((d) => !d.eventIds && d.link.href.startsWith("/faq"))
    .flatMap((d) => splitSentences(d.text).map((x) => ({ d, x })))
    .find(({ x }) => /\bafter class\b/i.test(x) && AUDITION.test(normalizeText(x)));
  if (!said) return false;
  r.source = "content";
  r.add(said.x);
  r.cite(said.d);
  r.decided = true;
  return true;
}
