import { pricingCopy } from "~/content/pricing";
import { programPaths } from "~/content/program-paths";
import { actingForDancersPage } from "~/content/programs";
import { chatCopy } from "../chat-copy";
import { SITE_WORDS } from "../common-words";
import { offerPriceLine, priceText } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import { quote } from "./answer-from-content";
import { includesSentence } from "./offer-includes";
import { BILLING_ASKED, RENEW_ASKED } from "./billing-questions";
import { lowerFirst } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** The online programs: Elite Mentorship and Acting for Dancers. */

/** Asks what one option gives, how it differs from another or how long it runs: its own list answers (issue 40). */
const DETAIL = /\bincludes?\b|\bincluded\b|\bwhat do (i|you|we|they) get\b|\bwhat s in\b|\bcomes? with\b|\bdifferen\w*\b|\bdiffer\b|\bvs\b|\bversus\b|\bcompar\w*\b|\bhow long\b|\bduration\b|\bhow many (weeks|sessions|calls)\b|\b(hour|hours|minutes?|mins?|weeks?) long\b|\blength\b/;

export function answerMentorship(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  const all = k.knowledge.mentorshipTierKeys;
  const named = u.tierKeys.filter((key) => all.includes(key));
  const levels = (named.length > 0 && named.length < all.length ? named : all)
    .map((key) => k.tiersByKey.get(key))
    .filter((t): t is NonNullable<typeof t> => Boolean(t))
    .map((t) => `${t.label} ${priceText(t.basePrice, t.billing)}`);
  // Billing, the beta, what a level gives: the mentorship passages answer more than the prices.
  const about = k.search.search(u.question, { limit: 1, filter: (d) => d.link.href === programPaths.eliteMentorshipBeta || /mentorship/i.test(d.title) })[0];
  const specific = about && about.terms.some((t) => !/^mentor/.test(t) && !SITE_WORDS.has(t) && t.length >= 4);
  const cohort = k.knowledge.mentorshipCohort;
  // 'When's the next payment after the first?', 'do I have to stay a while', 'does it renew on its own': the cohort's own terms, all of them.
  const billing = BILLING_ASKED.test(normalizeText(u.question));
  const renews = RENEW_ASKED.test(normalizeText(u.question)) ? ` ${pricingCopy.mentorship.eliteAutoRenew(cohort)}` : "";
  const terms = billing ? `${pricingCopy.mentorship.terms(cohort).join(" ")}${renews}` : specific ? "" : pricingCopy.mentorship.terms(cohort).filter((t) => /minimum|starting/i.test(t)).join(" ");
  if (levels.length > 0) r.add(chatCopy.mentorship(joinList(levels), terms));
  // 'What's in the X level', 'X vs Y': each level named, with what its own list gives.
  const asksDetail = DETAIL.test(normalizeText(u.question)) || u.intents.has("included");
  if (asksDetail && named.length > 0 && named.length < all.length)
    for (const t of named.map((key) => k.tiersByKey.get(key))) if (t && t.features.length > 0) r.add(chatCopy.includes(`The ${t.label} level (${priceText(t.basePrice, t.billing)})`, joinList(t.features.map(lowerFirst))));
  // How to cancel is the passage's own: the terms alone say only when it may end.
  if (specific && (!billing || /\bcancel\w*\b/.test(normalizeText(u.question)))) r.add(quote(about.doc, u.question, 1));
  r.link({ label: "Elite Mentorship", href: programPaths.eliteMentorshipBeta });
}

export function answerActing(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder, now: Date): void {
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  const intro = actingForDancersPage.meta.description.split(":")[0] ?? actingForDancersPage.hero.title;
  const found = program ? (k.eventTiers.get(program.id)?.find(u.question) ?? []) : [];
  // The program's name is in every option's label: naming it names no option in particular.
  // 'How much is it?' after one option was named: the conversation's option (understand-question), not every one.
  const inherited = program && found.length === 0 ? u.tierKeys.filter((key) => program.offers.some((o) => o.tierKey === key)) : [];
  const picked = found.length > 0 ? found : inherited;
  const named = program && picked.length < program.offers.length ? picked : [];
  const offers = program ? (named.length > 0 ? program.offers.filter((o) => named.includes(o.tierKey)) : program.offers) : [];
  if (offers.length > 0) r.add(chatCopy.acting(intro, joinList(offers.map((o) => offerPriceLine(o, now)))));
  else r.add(intro);
  if (named.length > 0 && (u.intents.has("included") || DETAIL.test(normalizeText(u.question)))) for (const o of offers.slice(0, 2)) r.add(includesSentence(o, now));
  // A free month, the packs and the paths, who it is for: the program's own questions answer more than the prices.
  const about = k.search.search(u.question, { limit: 1, filter: (d) => d.link.href === programPaths.actingForDancers })[0];
  if (about && about.terms.some((t) => !/^(act|dancer)/.test(t) && !SITE_WORDS.has(t) && t.length >= 4)) r.add(quote(about.doc, u.question, HOW_TO.test(normalizeText(u.question)) || /\bhow (soon|long)\b|\b(install|download|app)\b/.test(normalizeText(u.question)) ? 1 : 0));
  r.link({ label: "Acting for Dancers", href: programPaths.actingForDancers });
}

/** 'How do I use it?', 'how do we redeem it': the way to do something, which a passage says after its opening. */
const HOW_TO = /\b(how|where) (do|can|would|should) (i|we|you|she|he|they) (\w+ )?(use|redeem|claim|get|activate|start|set|enter|put|type)\b/;
