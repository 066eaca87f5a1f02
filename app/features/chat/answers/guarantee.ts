import { chatCopy } from "../chat-copy";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText, splitSentences } from "../text";
import { topDoc } from "./answer-from-content";
import { faqOnly } from "./content-filters";
import type { ReplyBuilder } from "./reply-builder";

/** Whether taking part promises work: 'does the pro track guarantee he gets booked', 'will she get cast for sure'. */
const PROMISE = /\bguarantee\w*\b|\bfor sure\b|\bpromise\w*\b|\bdefinitely\b|\bassured\b|\b(will|would|does|do) (she|he|i|we|they|my \w+|you) (get|be|land) (a job|jobs|work|cast|booked|a role|roles|a part|hired|picked|chosen|selected|signed)\b|\b(does|would|will) (that|it|this|auditioning|doing \w+( \w+)?) mean (she|he|i|we|they|you|my \w+) (gets?|will get|is|are|will be) (a job|jobs|work|cast|booked|a role|roles|a part|hired|picked|chosen|selected|signed)\b|\b(if|when) (she|he|i|we|they) (does|do) (well|good|great)\b.*\b(gets?|will get|be|land)\b/;
const WORK = /\b(booked|booking|bookings|cast|casting|role|roles|part|parts|job|jobs|hired|work|callback|agent|signed|picked|chosen|selected|gig|gigs)\b/;

/**
 * 'Does doing the Pro Track guarantee my son gets booked?': No, whatever ticket or program is named, in the
 * FAQ's own words (registering, auditioning or attending a class does not guarantee a role).
 */
export function answerGuarantee(question: string, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(question);
  if (!PROMISE.test(text) || !WORK.test(text)) return false;
  const doc = topDoc(k, "is a role guaranteed", faqOnly);
  const sentence = doc ? splitSentences(doc.text).find((s) => /guarantee/i.test(s)) : undefined;
  if (!doc || !sentence) return false;
  r.source = "content";
  r.add(chatCopy.form.no);
  r.add(sentence);
  r.cite(doc);
  r.decided = true;
  return true;
}
