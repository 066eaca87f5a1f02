import { formatMoney } from "~/domain/money";
import { chatCopy } from "../chat-copy";
import { COMMON_WORDS } from "../common-words";
import { offerPrice, priceText } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { stem } from "../search-content";
import { joinList, normalizeText } from "../text";
import type { KnownOffer, KnownTier } from "../types";
import type { Understanding } from "../understand-question";
import { lowerFirst } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** What one offer includes, with its price: asked of an event (answer-event) or of a program (programs). */
export function includesSentence(o: KnownOffer, now: Date): string {
  if (o.features.length === 0) return chatCopy.includesNothingListed(o.label, offerPrice(o, now));
  return chatCopy.includes(`The ${o.label} (${priceText(o.price, o.billing)})`, joinList(o.features.map(lowerFirst)));
}

const WHICH_LEVEL = /\bwhich (mentorship )?(level|levels|tier|tiers|one|option|package)\b|\bwhat (mentorship )?(level|tier) (gets|has|includes|comes with|gives)\b/;
const THING = /\b(gets?|has|have|includes?|comes? with|gives?|offers?)\s+(?<thing>.+)$/;

/**
 * 'Which mentorship level gets first look at casting opportunities?': the levels whose own list of what they
 * include names the thing asked, with that list. False when every level or none has it.
 */
export function answerWhichLevel(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  if (!WHICH_LEVEL.test(text) || !(u.intents.has("mentorship") || /\bmentor/.test(text))) return false;
  const levels = k.knowledge.mentorshipTierKeys.map((key) => k.tiersByKey.get(key)).filter((t): t is KnownTier => Boolean(t));
  const thing = THING.exec(text)?.groups?.thing ?? "";
  const words = thing.split(" ").filter((w) => w.length >= 3 && !COMMON_WORDS.has(w) && !/^(level|levels|tier|mentorship)$/.test(w));
  if (words.length === 0 || levels.length === 0) return false;
  const has = (t: KnownTier) => words.every((w) => t.features.some((f) => normalizeText(f).includes(w) || normalizeText(f).includes(stem(w))));
  const matching = levels.filter(has);
  if (matching.length === 0 || matching.length === levels.length) return false;
  r.source = "catalog";
  for (const t of matching) r.add(chatCopy.includes(`The ${t.label} level (${formatMoney(t.basePrice)} a month)`, joinList(t.features.map(lowerFirst))));
  r.link({ label: "Mentorship", href: "/elite-mentorship-beta" });
  r.decided = true;
  return true;
}
