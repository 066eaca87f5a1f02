import { formatMoney } from "~/domain/money";
import { cartUpgradeDifference } from "~/domain/ticket-upgrade";
import { chatCopy } from "../chat-copy";
import { eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/** 'How much more is X than Y', 'the difference between X and Y', 'is X more expensive than Y'. */
const GAP_ASKED = /\bhow much (more|extra|less|cheaper)\b|\b(the|price|cost) difference\b|\bdifference (between|in price)\b|\bprice difference\b|\b(more|less) expensive than\b|\bcheaper than\b|\bcosts? more than\b/;

/**
 * Two tickets of one stop compared: the gap between their prices, as the cart's upgrade dialog works it out
 * (cartUpgradeDifference), so the chat and the checkout agree. Added beside whatever the reply says of them.
 */
export function answerPriceGap(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  if (r.empty || r.source === "unknown" || u.events.length !== 1 || !GAP_ASKED.test(normalizeText(u.question))) return;
  const e = u.events[0]!;
  // The tickets named as this stop sells them ('the pro track' is one key per stop that has its own).
  const offers = e.offers.filter((o) => u.tierKeys.includes(o.tierKey) && o.price.amountMinor > 0);
  const [a, b] = offers;
  if (offers.length !== 2 || !a || !b || a.price.currency !== b.price.currency || a.price.amountMinor === b.price.amountMinor) return;
  const [low, high] = a.price.amountMinor < b.price.amountMinor ? [a, b] : [b, a];
  const gap = formatMoney({ amountMinor: cartUpgradeDifference(low.price.amountMinor, high.price.amountMinor), currency: low.price.currency });
  // A reply that already prices a move between them ('costs $240 more' for a ticket already bought) said it more exactly.
  if (/\d more\b/.test(r.parts.join(" "))) return;
  r.add(chatCopy.priceGap(high.label, formatMoney(high.price), low.label, formatMoney(low.price), gap, eventName(e, k.knowledge.events)));
}
