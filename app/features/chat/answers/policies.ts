import { site } from "~/content/site";
import { chatCopy } from "../chat-copy";
import { eventLink, eventStatus } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { detectIntents } from "../detect-intents";
import { keyTerms, passageCovers } from "../search-content";
import { readQuestionForm } from "../question-form";
import { normalizeText, splitSentences } from "../text";
import type { Understanding } from "../understand-question";
import { preferForForm, quote, topDoc } from "./answer-from-content";
import { MAX_CODES } from "~/features/cart/quote-schema";
import { faqOnly } from "./content-filters";
import { earlyBirdSentence } from "./prices";
import { answerActing, answerMentorship } from "./programs";
import { lastSentence, sentences, SUPPOSED_CANCEL } from "./read-question";
import { answerCantAttend, answerRefund } from "./refunds";
import type { ReplyBuilder } from "./reply-builder";

/** Questions whose answer is the same wherever the event is: the site's policies and help. */

export function answerPolicies(u: Understanding, k: PreparedKnowledge, now: Date, r: ReplyBuilder): void {
  const intents = u.intents;
  const hasEvents = u.events.length > 0;
  if (intents.has("refund") && intents.has("mentorship") && !hasEvents && answerMentorshipRefund(u, k, r)) return;
  if (intents.has("cant_attend") && !intents.has("date_change")) answerCantAttend(u, k, r);
  // 'Can I cancel mentorship?' asks the subscription's terms (answerMentorship), not the tickets' refund policy.
  const cancelsMentorship = intents.has("cancel") && intents.has("mentorship") && !intents.has("refund");
  if (intents.has("refund") || intents.has("date_change") || (intents.has("cancel") && (!hasEvents || SUPPOSED_CANCEL.test(normalizeText(u.question))) && !cancelsMentorship)) answerRefund(u, r, k);
  if (intents.has("scholarship") && !answerScholarshipDetail(u, k, r)) answerScholarship(k, r, OFFERED_ASKED.test(normalizeText(u.question)), u.question);
  if (intents.has("submit_talent") && !intents.has("cant_attend")) answerTalent(u, k, r);
  if (intents.has("mentorship") && !hasEvents) answerMentorship(u, k, r);
  if (intents.has("acting")) answerActing(u, k, r, now);
  if (intents.has("contact") && !r.decided) answerContact(k, r);
  if (intents.has("discount") && !hasEvents) answerDiscounts(k, now, r, u.question);
}

/**
 * 'Are unused mentorship months refunded?': the Terms' own sentence on the subscription's payments, not the
 * tickets' refund policy. True when answered.
 */
function answerMentorshipRefund(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const rule = k.knowledge.docs
    .filter((d) => d.link.href === "/terms#mentorship")
    .flatMap((d) => splitSentences(d.text).map((x) => ({ d, x })))
    .find(({ x }) => /\bnot refunded\b/i.test(x));
  if (!rule) return false;
  r.source = "content";
  r.add(`${readQuestionForm(u.question).form === "yes_no" ? `${chatCopy.form.no} ` : ""}${rule.x}`);
  r.cite(rule.d);
  r.decided = true;
  return true;
}

/**
 * 'What does a scholarship cover?', 'who qualifies for a scholarship?': the scholarship page's passage
 * on what is asked, when the question asks more than whether there are scholarships. True when it answered.
 */
function answerScholarshipDetail(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (answerScholarshipTicket(u, k, r)) return true;
  // 'How long till we hear back?': when, which a step of the timeline says (answerScholarship), not how decisions are made.
  const text = normalizeText(u.question);
  if (/\bhow long\b|\bhow soon\b/.test(text) && TIMELINE_STEPS.some(([asked]) => asked.test(text))) return false;
  const asked = keyTerms(u.question, k.placeWords).filter((w) => detectIntents(w).size === 0 && w.length >= 4);
  if (asked.length === 0) return false;
  const hits = k.search.search(u.question, { limit: 3, filter: (d) => d.link.href.startsWith("/scholarship#") }).filter((h) => passageCovers(h.doc, u.question, (w) => k.search.knows(w), k.placeWords, 0.75));
  const hit = preferForForm(hits, u.question);
  if (!hit) return false;
  r.add(quote(hit.doc, u.question));
  r.link(hit.doc.link);
  return true;
}

/** A ticket bought before the scholarship is asked of ('we already bought a core ticket'). */
const ALREADY_BOUGHT = /\b(already (bought|purchased|paid|have|got)|(bought|purchased|paid for) (a|the|our|my|her|his) (\w+ )?tickets?)\b/;

/** A scholarship asked to pay for something ('can it be used for the Pro Track', 'does it cover the pro track'). */
const COVER_ASKED = /\b(cover|covers|covered|used (for|on|towards)|use (it|one|the scholarship|a scholarship) (for|on|towards)|pay for|pays for|apply to|go towards|work for|count for)\b/;

/**
 * 'Can a scholarship be used for Pro Track?': the ticket a scholarship covers, from the page's own passage, and
 * whether the ticket named is that one. True when it answered.
 */
function answerScholarshipTicket(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const labels = u.tierKeys.map((key) => k.tiersByKey.get(key)?.label).filter((l): l is string => Boolean(l));
  const text = normalizeText(u.question);
  if (labels.length === 0 || !COVER_ASKED.test(text) || ALREADY_BOUGHT.test(text)) return false;
  const doc = topDoc(k, "what a scholarship covers ticket", (d) => d.link.href.startsWith("/scholarship#"));
  const sentence = doc ? splitSentences(doc.text).find((x) => /\bcovers?\b/i.test(x) && /\bticket\b/i.test(x)) : undefined;
  if (!doc || !sentence) return false;
  r.source = "catalog";
  if (readQuestionForm(u.question).form === "yes_no") r.add(labels.some((l) => sentence.includes(l)) ? chatCopy.form.yes : chatCopy.form.no);
  r.add(sentence);
  r.link(doc.link);
  r.decided = true;
  return true;
}

/** The steps of the scholarship timeline, by what a question asks of them and the words of the step's sentence. */
const TIMELINE_STEPS: ReadonlyArray<[RegExp, RegExp]> = [
  // 'We already bought a ticket, can we still get a scholarship?': apply before you buy.
  [ALREADY_BOUGHT, /\bapply before\b/i],
  [/\b(find out|hear|hear back|know|decid\w*|decision|results?|answer|notified|told)\b/, /\bdecisions?\b/i],
  [/\b(say yes|accept|confirm|respond|reply|held|hold|keep the (place|spot)|how long do we have)\b/, /\bheld\b/i],
  [/\b(deadline|close|closes|closing|apply by|last day|too late|still apply)\b/, /\bclose\b/i],
];

/** Whether there are scholarships at all: the FAQ's own 'Yes.' answers it; asked anything else, the 'Yes.' is left out. */
const OFFERED_ASKED = /\b(do|does) (you|callboard|they) (offer|have|give|do)\b|\b(is|are) there\b|\bany (scholarships?|financial|help)\b|\bscholarships? (available|offered)\b|^scholarships?\b|^([a-z]+ ){0,2}scholarships?$/;

export function answerScholarship(k: PreparedKnowledge, r: ReplyBuilder, offeredAsked = true, question = ""): void {
  const text = normalizeText(question);
  // 'How long until we hear back?', 'how long do we have to say yes?': the one step of the timeline asked, alone.
  const step = TIMELINE_STEPS.find(([asked]) => asked.test(text));
  const when = topDoc(k, "applications for a tour stop close", (d) => d.link.href.startsWith("/scholarship"));
  if (step && when) {
    const sentence = splitSentences(when.text).find((s) => step[1].test(s));
    if (sentence) {
      r.add(sentence);
      r.link({ label: "Scholarships", href: "/scholarship" });
      // ('Can we still apply, having bought?' is neither a yes nor a no: the rule itself is the answer.)
      if (step[0] === ALREADY_BOUGHT) {
        // ('Can a scholarship refund it?': no money comes back on a ticket already bought.)
        if (/\b(refund\w*|money back|get (some|it|that) back|pay (me|us) back|reimburse\w*)\b/.test(text) && readQuestionForm(question).form === "yes_no") r.parts.unshift(chatCopy.form.no);
        r.decided = true;
      }
      return;
    }
  }
  // ('How long does the "about yourself" part have to be?', 'how many links?': the form's own rules answer.)
  const form = FORM_RULE_ASKED.test(text) ? k.knowledge.docs.find((d) => d.id === SCHOLARSHIP_FORM_DOC) : undefined;
  const rule = form ? splitSentences(form.text).find((s) => (/\b(links?)\b/.test(text) ? /\blinks?\b/i : /\bcharacters\b/i).test(s)) : undefined;
  if (form && rule) {
    r.source = "content";
    r.add(rule);
    r.cite(form);
    r.decided = true;
    return;
  }
  const offer = topDoc(k, "do you offer scholarships", faqOnly);
  if (offer) r.add(offeredAsked ? sentences(offer.text, 2) : sentences(offer.text, 2).replace(/^Yes\.\s*/, ""));
  const closing = when ? splitSentences(when.text).find((s) => /close/i.test(s)) : undefined;
  if (closing) r.add(closing);
  r.add(chatCopy.scholarshipApply);
  r.link({ label: "Scholarships", href: "/scholarship" });
}

const TALENT_FORM_DOC = "talent:form";
const SCHOLARSHIP_FORM_DOC = "scholarship:form";
/** A question of the scholarship form's own fields: how long the statement may be, how many links. */
const FORM_RULE_ASKED = /\bhow (long|short|many (words|characters|chars|links))\b.*\b(be|write|statement|story|about (yourself|me|her|him)|essay|section|part|box|field|links?)\b|\b(character|word) (limit|count|minimum|maximum)\b|\bhow many links\b|\b(minimum|maximum|max|min) (length|characters|words)\b/;

export function answerTalent(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  const video = /\b(audition video|video audition)\b/.test(normalizeText(u.question));
  const page = video ? "/audition-video" : "/submit-talent";
  const lead = topDoc(k, video ? "submit an audition video" : "submit your talent reel", (d) => d.link.href === page);
  // (The form's own rules are a detail of the page too, when its links are asked of: 'how many links'.)
  const linksAsked = /\blinks?\b/.test(normalizeText(u.question));
  const detail = k.search.search(u.question, { limit: 1, filter: (d) => (d.link.href.startsWith(`${page}#`) || (linksAsked && d.id === TALENT_FORM_DOC)) && d.id.startsWith(video ? "audition-video:" : "talent:") })[0]?.doc;
  // The page is named, since it is where the visitor goes next.
  if (lead) r.add(`${chatCopy.onPage(video ? "Audition video" : "Submit Talent")} ${lastSentence(lead.text)}`);
  if (detail) r.add(quote(detail, u.question));
  r.link(video ? { label: "Audition video", href: "/audition-video" } : { label: "Submit Talent", href: "/submit-talent" });
}

export function answerContact(k: PreparedKnowledge, r: ReplyBuilder): void {
  const doc = topDoc(k, "how do I contact the team", faqOnly);
  r.add(doc ? sentences(doc.text, 1) : chatCopy.unknown(site.contactEmail));
  r.link({ label: "About us", href: "/about#contact" });
}

/** More than one code on one cart ('how many promo codes', 'can I stack two codes'). */
const SEVERAL_CODES = /\bhow many (promo |discount |coupon )?codes\b|\b(stack|combine|more than one|multiple|several|two|2) (promo |discount |coupon )?codes\b|\bcodes? (together|stack)\b/;

export function answerDiscounts(k: PreparedKnowledge, now: Date, r: ReplyBuilder, question = ""): void {
  const doc = topDoc(k, "how do discount codes work", faqOnly);
  if (doc) r.add(sentences(doc.text, 2));
  // 'How many promo codes can go on one cart?': the cart's own limit.
  if (SEVERAL_CODES.test(normalizeText(question))) {
    r.add(chatCopy.codesPerCart(MAX_CODES));
    return;
  }
  const birds = k.knowledge.events.filter((e) => eventStatus(e, now) === "upcoming" && e.earlyBird && new Date(e.earlyBird.endsAt) > now);
  for (const e of birds.slice(0, 2)) {
    r.add(earlyBirdSentence(e.cityName, e, now));
    r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
  }
  r.link({ label: "FAQ", href: "/faq" });
}
