import { formatMoney } from "~/domain/money";
import { cartUpgradeDifference } from "~/domain/ticket-upgrade";
import { chatCopy } from "../chat-copy";
import { eventLink, eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { KnownEvent } from "../types";
import type { Understanding } from "../understand-question";
import { readQuestionForm } from "../question-form";
import type { ReplyBuilder } from "./reply-builder";

/** 'How much more is X than Y', 'the difference between X and Y', 'is X more expensive than Y'. */
const GAP_ASKED = /\bdifference\b|\bby how much\b|\bextra cost\b|\bcost extra\b|\bhow much (more|extra|less|cheaper)\b|\b(the|price|cost) difference\b|\bdifference (between|in price)\b|\bprice difference\b|\b(more|less) expensive than\b|\bcheaper than\b|\bcosts? more than\b/;

/**
 * Two tickets of one stop compared: the gap between their prices, as the cart's upgrade dialog works it out
 * (cartUpgradeDifference), so the chat and the checkout agree. Added beside whatever the reply says of them.
 */
export function answerPriceGap(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  if (r.empty || r.source === "unknown" || u.events.length > 1 || !GAP_ASKED.test(normalizeText(u.question))) return;
  // ('Starter Path or Steady Growth, which is cheaper and by how much?': an online program's tickets, sold by it alone.)
  const sellers = k.knowledge.events.filter((x) => u.tierKeys.length > 0 && u.tierKeys.every((key) => x.offers.some((o) => o.tierKey === key)));
  const e = u.events[0] ?? (sellers.length === 1 && sellers[0]!.kind === "virtual" ? sellers[0] : undefined);
  if (!e) return;
  // The tickets named as this stop sells them ('the pro track' is one key per stop that has its own).
  // A ticket this stop sells under its own key ('Core' is Spokane's 'Core Experience — Day 1') is found by its kind.
  const families = new Set(k.knowledge.events.flatMap((x) => x.offers).filter((o) => u.tierKeys.includes(o.tierKey)).map((o) => o.family));
  const byKey = e.offers.filter((o) => u.tierKeys.includes(o.tierKey) && o.price.amountMinor > 0);
  const named = [...byKey, ...e.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0 && families.has(o.family) && !byKey.some((x) => x.family === o.family))];
  // 'Core' may name two of a stop's tickets of one kind at one price ('Core Experience — Day 1'): one of each kind is compared.
  const offers = named.filter((o, i) => named.findIndex((x) => x.family === o.family && x.price.amountMinor === o.price.amountMinor) === i);
  const [a, b] = offers;
  if (offers.length !== 2 || !a || !b || a.price.currency !== b.price.currency || a.price.amountMinor === b.price.amountMinor) return;
  const [low, high] = a.price.amountMinor < b.price.amountMinor ? [a, b] : [b, a];
  const gap = formatMoney({ amountMinor: cartUpgradeDifference(low.price.amountMinor, high.price.amountMinor), currency: low.price.currency });
  // A reply that already prices a move between them ('costs $240 more' for a ticket already bought) said it more exactly.
  if (/\d more\b/.test(r.parts.join(" "))) return;
  r.add(chatCopy.priceGap(high.label, formatMoney(high.price), low.label, formatMoney(low.price), gap, e.kind === "virtual" ? null : eventName(e, k.knowledge.events)));
}

/** 'Is Orlando's Core cheaper than Hartford's?', 'more expensive', 'the same price'. */
const CHEAPER = /\b(cheaper|less|lower|cheapest)\b/;
const DEARER = /\b(more expensive|pricier|dearer|more|higher|costlier)\b/;
const SAME = /\bsame (price|cost)\b|\bcost the same\b|\bpriced the same\b/;

/**
 * One ticket compared between two stops: both prices, and Yes or No to the comparison asked, when both
 * stops sell it in the same currency. True when answered.
 */
export function answerCityCompare(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  const text = normalizeText(u.question);
  // ('Is Pro Track cheaper in Boston or in Seattle?': one ticket asked of two stops, either way round.)
  const either = / or /.test(text) && (CHEAPER.test(text) || DEARER.test(text) || /\bsame\b|\bdifferent\b/.test(text));
  if (u.events.length !== 2 || !(/\bthan\b|\bsame\b|\bcompared?\b|\bvs\b/.test(text) || either)) return false;
  const [a, b] = u.events as [KnownEvent, KnownEvent];
  // The day's own ticket, else the one ticket of that name the stop lists (a mentorship level on its page).
  // A stop that sells the ticket under its own key ('Core' is Spokane's 'Core Experience — Day 1') by the ticket's kind, one price.
  const families = new Set(k.knowledge.events.flatMap((x) => x.offers).filter((o) => u.tierKeys.includes(o.tierKey)).map((o) => o.family));
  const offerAt = (e: KnownEvent) => {
    const named = e.offers.filter((o) => u.tierKeys.includes(o.tierKey) && o.price.amountMinor > 0);
    const byKind = e.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0 && families.has(o.family));
    const found = named.length > 0 ? named : byKind.filter((o) => byKind.every((x) => x.price.amountMinor === o.price.amountMinor)).slice(0, 1);
    const offers = found.length > 1 ? found.filter((o) => o.place === "main") : found;
    return offers.length === 1 ? offers[0] : undefined;
  };
  const oa = offerAt(a);
  const ob = offerAt(b);
  if (!oa || !ob || oa.price.currency !== ob.price.currency) return false;
  const diff = oa.price.amountMinor - ob.price.amountMinor;
  const asked = SAME.test(text) || (either && /\bsame\b/.test(text)) ? "same" : CHEAPER.test(text) ? "cheaper" : DEARER.test(text) ? "dearer" : null;
  const holds = asked === "same" ? diff === 0 : asked === "cheaper" ? diff < 0 : asked === "dearer" ? diff > 0 : null;
  // Asked either way round, the answer names the one that holds, or says they are the same.
  const cheaperOne = diff === 0 ? null : diff < 0 ? a : b;
  const verdict = either
    ? diff === 0
      ? chatCopy.samePrice
      : asked === "same"
        ? chatCopy.differentPrice
        : `${eventName(asked === "dearer" ? (cheaperOne === a ? b : a) : cheaperOne!, k.knowledge.events)}:`
    : holds === null
      ? ""
      : holds
        ? `${chatCopy.form.yes.replace(/\.$/, ":")}`
        : `${chatCopy.form.no.replace(/\.$/, ":")}`;
  r.source = "catalog";
  r.add(chatCopy.cityCompare(verdict, oa.label, eventName(a, k.knowledge.events), formatMoney(oa.price), eventName(b, k.knowledge.events), formatMoney(ob.price)).trim().replace(/^the/, "The"));
  if (ob.label !== oa.label) r.add(chatCopy.soldAs(eventName(b, k.knowledge.events), ob.label));
  if (diff !== 0 && GAP_ASKED.test(text)) r.add(chatCopy.cityGap(formatMoney({ amountMinor: Math.abs(diff), currency: oa.price.currency })));
  r.link(eventLink(a, k.knowledge.programEventSlug, "pricing"));
  r.link(eventLink(b, k.knowledge.programEventSlug, "pricing"));
  r.decided = true;
  return true;
}

/** 'Is the 3 Pack cheaper than three single sessions?', 'how much do I save with the pack'. */
const PACK_COMPARED = /\b(cheaper|save|saves|saving|savings|worth it|better (deal|value)|vs|versus|compared?|than|separate(ly)?|singles?|individual(ly)?|one at a time|each)\b/;
const PACK = /^(\d+) pack$/i;

/**
 * A pack of N sessions against N of the single session it bundles, bought one at a time: both totals and the
 * saving, from the offers' own prices. The single is the other offer of the same event that the pack's own list
 * of what it includes names ('Three 50-minute private sessions': the Private Session). True when answered.
 */
export function answerPackSaving(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): boolean {
  if (!PACK_COMPARED.test(normalizeText(u.question))) return false;
  for (const e of k.knowledge.events) {
    const pack = e.offers.find((o) => u.tierKeys.includes(o.tierKey) && PACK.test(o.label.trim()));
    const n = pack ? Number(PACK.exec(pack.label.trim())?.[1]) : 0;
    if (!pack || n < 2) continue;
    const bundles = normalizeText(pack.features.join(" "));
    const single = e.offers.find(
      (o) => o !== pack && o.price.currency === pack.price.currency && o.price.amountMinor > 0 && normalizeText(o.label).split(" ").every((w) => bundles.includes(w)),
    );
    // ('3 pack vs steady growth' compares the pack with another option, not with its sessions bought one at a time.)
    if (!single || e.offers.some((o) => o !== pack && o !== single && u.tierKeys.includes(o.tierKey))) continue;
    const separate = single.price.amountMinor * n;
    const saving = separate - pack.price.amountMinor;
    const money = (amountMinor: number) => formatMoney({ amountMinor, currency: pack.price.currency });
    r.source = "catalog";
    if (readQuestionForm(u.question).form === "yes_no" && /\bcheaper|\bsave|\bworth|\bbetter\b/.test(normalizeText(u.question))) r.add(saving > 0 ? chatCopy.form.yes : chatCopy.form.no);
    r.add(chatCopy.packSaving(pack.label, money(pack.price.amountMinor), n, single.label, money(single.price.amountMinor), money(separate), saving > 0 ? money(saving) : null));
    r.link(eventLink(e, k.knowledge.programEventSlug, "pricing"));
    r.decided = true;
    return true;
  }
  return false;
}
