import { chatCopy } from "../chat-copy";
import { priceText } from "../event-facts";
import { labelIn } from "../find-tiers";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText, tokenize } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

type Kind = "ticket" | "mentorship" | "acting";

/** What kind of thing a question says a tier is: 'a mentorship subscription', 'a ticket'. */
const KIND_WORDS: ReadonlyArray<[RegExp, Kind]> = [
  [/\b(mentorship|subscription|monthly|membership|level)\b/, "mentorship"],
  [/\bacting\b/, "acting"],
  [/\b(ticket|intensive|one ?time|in person|event)\b/, "ticket"],
];
/** Whether having one gives the other: 'does that mean she's in X', 'does it come with X', 'is X included'. */
const GIVES = /\b(does|do|did) (that|it|this|the \w+( \w+)?) (mean|make|put|get)\b|\bcomes? with\b|\binclud\w*\b|\bpart of\b|\bcounts? as\b|\bautomatically\b|\bget (into|in)\b|\bnow\b/;
const POINTS_BACK = /\b(that|this|it)( one)?\b/;
const BILLING_WORDS = /\b(subscription|monthly|recurring|one ?time|once)\b/;
const IS_A = /^(is|are) (the )?(.+?) (a|an|part of( the)?|the same( thing)? as) (.+)$/;
const COMPARE = /\b(difference|differences|different|vs|versus|compared?|same( thing)? as|mix up|confus\w*)\b/;

/**
 * Tickets, mentorship levels and Acting for Dancers options with like names (issue 40): 'is the Pro Track a
 * mentorship subscription?' is No, 'Pro Track vs Pro / Growth' is each one's kind and price. Only when the
 * question names tiers of two kinds, or asks a tier's kind.
 */
export function answerTierKinds(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  // ('Is the 1:1 call part of the Building level?': what a level includes, already answered, is no question of kinds.)
  if (r.decided) return false;
  const text = normalizeText(u.question);
  let named = namedTiers(u, k);
  if (named.length === 0) return false;
  // 'Is that one the same as the Pro Track?' after a mentorship level: 'that one' is the level the conversation named.
  if (named.length === 1 && POINTS_BACK.test(text) && /\bsame\b/.test(text)) {
    const earlier = [...new Set([...k.soldTiers.find(u.earlierText), ...k.catalogTiers.find(u.earlierText)])].filter((key) => kindOf(key, k) !== kindOf(named[0]!, k));
    // Of several ('Building, Pro / Growth and Elite Circle'), the one whose name is like the ticket's is the one confused with it.
    const words = new Set(tokenize(k.tiersByKey.get(named[0]!)?.label ?? ""));
    const like = earlier.find((key) => tokenize(k.tiersByKey.get(key)?.label ?? "").some((w) => words.has(w))) ?? earlier[0];
    if (like) named = [like, named[0]!];
  }
  const kinds = new Set(named.map((key) => kindOf(key, k)));
  // ('Is there a minimum for the Building level?' asks whether something exists, not what kind the level is.)
  const isA = /^(is|are) there\b/.test(text) ? null : IS_A.exec(text);
  let verdict: string | null = null;
  let billing: string | null = null;
  if (named.length === 1 && isA) {
    // 'Is that the same as X?' names one side only: the other is the conversation's, which this can't decide.
    if (/\bsame\b/.test(isA[4] ?? "")) return false;
    const kindAsked = isA[7] ?? "";
    const tier = k.tiersByKey.get(named[0] as string);
    if (!tier) return false;
    // 'Is the Starter Path a subscription?': how it is paid decides, whatever its kind.
    const monthlyAsked = BILLING_WORDS.exec(kindAsked)?.[0];
    if (monthlyAsked) {
      const asksMonthly = !/\bone ?time\b|\bonce\b/.test(monthlyAsked);
      verdict = asksMonthly === (tier.billing === "monthly") ? chatCopy.form.yes : chatCopy.form.no;
      billing = tier.billing === "monthly" ? chatCopy.form.monthly : chatCopy.form.oneTime;
    } else {
      const asked = KIND_WORDS.find(([re]) => re.test(kindAsked))?.[1];
      if (!asked) return false;
      verdict = asked === kindOf(tier.key, k) ? chatCopy.form.yes : chatCopy.form.no;
    }
  } else if (kinds.has("ticket") && kinds.has("mentorship") && GIVES.test(text)) {
    // 'She did the Pro Track, does that mean she's in Elite Circle now?': a ticket gives no mentorship level; each is bought on its own.
    verdict = chatCopy.form.no;
  } else if (kinds.size < 2 || !COMPARE.test(text)) return false;
  // 'Is the Pro Track the same as Pro / Growth?': two tiers of different kinds are not the same.
  else if (/\bsame\b/.test(text)) verdict = chatCopy.form.no;
  r.source = "catalog";
  if (verdict) r.add(verdict);
  if (billing) r.add(billing);
  for (const key of named.slice(0, 3)) {
    const tier = k.tiersByKey.get(key);
    const kind = kindOf(key, k);
    if (tier) r.add(chatCopy.tierKind(tier.label, KIND_TEXT[kind], priceText(tier.basePrice, tier.billing), kind === "ticket"));
  }
  r.link({ label: "Tour dates", href: "/" });
  r.decided = true;
  return true;
}

const KIND_TEXT: Record<Kind, string> = {
  ticket: chatCopy.kinds.ticket,
  mentorship: chatCopy.kinds.mentorship,
  acting: chatCopy.kinds.acting,
};

function kindOf(key: string, k: PreparedKnowledge): Kind {
  if (k.knowledge.mentorshipTierKeys.includes(key)) return "mentorship";
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  if (program?.offers.some((o) => o.tierKey === key)) return "acting";
  return "ticket";
}

/** The tiers the question names by their whole labels (in order), else those it was read as naming. */
function namedTiers(u: Understanding, k: PreparedKnowledge): string[] {
  const words = ` ${tokenize(u.question).join(" ")} `;
  const whole = [...k.tiersByKey.values()]
    .filter((t) => labelIn(u.question, t.label))
    .map((t) => ({ key: t.key, label: tokenize(t.label).join(" ") }))
    .sort((a, b) => words.indexOf(` ${a.label} `) - words.indexOf(` ${b.label} `));
  // A label inside another named one ('pro track' in 'pro track vip upgrade') is that one.
  // Two tiers with one label (a stop's own Pro Track) are one name: the first, the catalog's own order.
  const labels = new Set<string>();
  const keys = whole
    .filter((t) => !whole.some((o) => o !== t && o.label.includes(t.label) && o.label.length > t.label.length))
    .filter((t) => {
      if (labels.has(t.label)) return false;
      labels.add(t.label);
      return true;
    })
    .map((t) => t.key);
  return keys.length > 0 ? [...new Set(keys)] : [...new Set([...u.tierKeys, ...u.unsoldTierKeys])];
}
