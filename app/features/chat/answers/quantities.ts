import { formatMoney } from "~/domain/money";
import { applyDiscounts } from "~/domain/discounts";
import { chatCopy } from "../chat-copy";
import { eventName } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText } from "../text";
import type { KnownEvent, KnownOffer } from "../types";
import type { Understanding } from "../understand-question";

/**
 * Several tickets priced together (issue 40): '6 of the one class only tickets', '2 core and 1 pro track',
 * '3 kids doing the weekend pass', 'and pro track for all 3 instead?'. Each count is read with the ticket
 * named in its own part of the message (or, for 'all 3', the ticket the question names), at the one event
 * asked about; the total is each offer's price times its quantity, as the cart adds them up in one order.
 * Null when a count has no ticket or a ticket is not that event's. When the reply doesn't give those prices
 * (it answered something else the message said), the total, with each price, replaces it.
 */

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
export const NUMBER = "(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
/** 'all 3', 'for the three of them', 'each of my 4'. */
const ALL_OF = new RegExp(`\\b(all|all of|for|each of|every one of)( the| my| our)? ${NUMBER}\\b`);
/** '2 of those', '3 of them': a count of the ticket already named. */
const N_OF = new RegExp(`\\b${NUMBER} of (them|those|these|us)\\b`);
const LEADING_COUNT = new RegExp(`^\\s*${NUMBER} (x )?`);
const PRICE_ASKED = /\bhow much\b|\bwhat ?s (that|it|this) (in|come to)\b|\bin (pounds|dollars|canadian|cad|usd|gbp)\b|\bwhat (do|would|will|does) (we|i|it|that) (pay|cost|come to)\b|\baltogether\b|\ball together\b|\btotal\b|\bcost\b|\bprice\b|\bcome to\b|\bwould (it|that|they|this) be\b|\bwould be\b|\bwill be\b|\bwhat (would|will|does) (it|that|this) (be|run|come)\b/;

/** A total asked of tickets named without counts. */
const ONE_OF_EACH = /\b(total|altogether|combined|together|in all|both)\b/;
/** A count of tickets later in the message: '2 want pro track', '1 just core', '2 of them on the pass'. */
const LATER_COUNT = /\b\d{1,2} (want|wants|need|needs|are|will|would|doing|do|take|taking|get|getting|just|of them|on the|x)\b/;
const HEADCOUNT = /^(girls|boys|kids|dancers|students|children|daughters|sons|people|of|friends?|sisters?|brothers?|siblings|teammates|mates|cousins)$/;
const NOT_A_COUNT = /^(years?|yrs?|yo|y|months?|weeks?|days?|hours?|minutes?|mins?|am|pm|st|nd|rd|th|percent|dollars?|o ?clock)$/;

export const countOf = (word: string) => NUMBER_WORDS[word] ?? (word === "one" ? 1 : Number(word));

export function quantityTotal(u: Understanding, k: PreparedKnowledge, asked: string, reply: string, now?: Date): { sentence: string; replaces: boolean } | null {
  // The counts and tickets may be said before the clause that asks ('twins, both want core in hartford, what do we pay').
  // '2 core + 1 pro track': a plus joins two orders as 'and' does.
  const whole = withHeadcounts(withoutAges(normalizeText(u.question.replace(/\+/g, " and "))));
  // ('That one for 2 dancers': 'that one' points back at the ticket; it counts nothing.)
  let text = withHeadcounts(whole.endsWith(withoutAges(asked)) || normalizeText(u.question).endsWith(asked) ? whole : withoutAges(asked)).replace(/\b(that|this|the same|which) one\b/g, "$1 ticket");
  // A follow-up inherits the price asked before it ('and pro track for all 3 instead?').
  // 'Twins, both want the pass': so many dancers, each with the ticket named.
  // ('One wants core and the other pro track' names a ticket for each: those are counted as named.)
  // 'Core for both of them': one ticket named for two dancers.
  const namedHere = new Set((u.events[0]?.offers ?? []).filter((o) => u.tierKeys.includes(o.tierKey) && o.place === "main").map((o) => o.tierKey));
  if (!/\bone\b.*\bthe other\b/.test(text) && namedHere.size <= 1) text = text.replace(/\bboth of (them|us)\b|\bfor both\b|\bboth (want|need|are doing|doing|will do)\b|\bboth(?= (core|pro|the|a|weekend|full|just|one)\b)/, "for 2");
  if (!/\bone\b.*\bthe other\b/.test(text)) text = text.replace(/\btwins\b/, "for 2").replace(/\btriplets\b/, "for 3").replace(/\b(the|all) (two|three|four|five) of (us|them)\b/, "for $2");
  // '4 kids full weekend pass sherwood = ?': the sum asked with its sign.
  if (/=\s*\?*\s*$/.test(u.question)) text = `${text} total`;
  // '2 weekend passes sherwood': a count, a ticket and a place, and nothing else, asks what they come to.
  // ('orlando, 2 core tickets and 1 pro track?': two counted tickets and a place, nothing else, ask the same.)
  const bareOrder = (/^\d{1,2} /.test(text) && text.split(" ").length <= 6 && u.tierKeys.length > 0) || (u.tierKeys.length > 0 && /^([a-z]+ ){0,2}\d{1,2} [a-z ]{2,30} (and|plus) \d{1,2} [a-z ]{2,30}$/.test(text) && text.split(" ").length <= 12);
  // ('What about Niagara Falls for the same 4?': the earlier order's count, at another stop.)
  const countOnly = bareOrder || (u.intents.has("price") && (ALL_OF.test(text) || N_OF.test(text))) || (u.followUp && u.tierKeys.length > 0 && new RegExp(`\\bthe same ${NUMBER}$`).test(text));
  if (!(PRICE_ASKED.test(text) || countOnly || (u.followUp && u.intents.has("price")))) return null;
  // ('3 core tickets in Boise', where two events share the city: the total at each.)
  if (u.events.length === 2) {
    const each = u.events.map((e) => ({ e, total: quantityTotal({ ...u, events: [e] }, k, asked, reply, now) }));
    if (each.some((x) => !x.total)) return null;
    return { sentence: each.map((x) => `${eventName(x.e, k.knowledge.events)}: ${x.total!.sentence}`).join(" "), replaces: each.every((x) => x.total!.replaces) };
  }
  if (u.events.length !== 1) return null;
  const event = u.events[0];
  if (!event) return null;
  const swapped = swappedOrder(u, k, event, whole);
  if (swapped) return swapped;
  const offerOf = (keys: readonly string[]): KnownOffer | null => {
    const offers = event.offers.filter((o) => keys.includes(o.tierKey) && o.price.amountMinor > 0);
    // 'one pro' names the Pro Track and, by a word, a mentorship level the page also lists: the day's own ticket is meant.
    const main = offers.length > 1 ? offers.filter((o) => o.place === "main") : offers;
    if (main.length === 1) return main[0] ?? null;
    // 'The core day' at a stop that sells one Core Experience: the stop's ticket of that name.
    const first = (label: string) => normalizeText(label).split(" ")[0] ?? "";
    const named = new Set(keys.map((key) => first(k.tiersByKey.get(key)?.label ?? "")));
    const same = offers.length === 0 ? event.offers.filter((o) => o.place === "main" && o.price.amountMinor > 0 && named.has(first(o.label))) : [];
    return same.length === 1 ? (same[0] ?? null) : null;
  };
  const lines: Array<{ count: number; offer: KnownOffer }> = [];
  // 'Me and my 2 daughters, total for the three of us?': the count of all of them, said outright, is the order's.
  const ofUs = new RegExp(`\\b(the|all)( the)? ${NUMBER} of (us|them)\\b`).exec(whole);
  const single = ofUs && namedHere.size <= 1 ? offerOf(u.tierKeys) : null;
  if (ofUs?.[3] && single) lines.push({ count: countOf(ofUs[3]), offer: single });
  // Each part that opens with a count: '2 core', '1 pro track', '6 of the one class only tickets'.
  const parts = text.split(/\band\b|\bplus\b|,|\+/).map((p) => p.trim());
  // ('I've got 6 dancers, what's the total?' after a ticket's price: that many of the ticket, when no part names one.)
  let headcount = 0;
  // 'One wants Core, the other Pro Track': one of each, counted below.
  const eachOwn = /\bone\b.*\bthe other\b/.test(text);
  for (const part of eachOwn || lines.length > 0 ? [] : parts) {
    // ('Same 3', 'for 2': a count may end the message, after a word that counts; 'day 2' names a day.)
    const m = LEADING_COUNT.exec(part) ?? new RegExp(`\\b${NUMBER} (x )?(of (the|my|our) )?`).exec(part) ?? new RegExp(`(?<=\\b(?:same|x|times) )${NUMBER}$`).exec(part);
    if (!m?.[1]) continue;
    const rest = part.slice(m.index + m[0].length);
    // An age, a time or a date is no count ('my 11 year old'), nor a number in a ticket's own name ('the 3 Pack').
    const next = rest.split(" ")[0] ?? "";
    if (NOT_A_COUNT.test(next) || event.offers.some((o) => o.label.toLowerCase().includes(`${m[1]} ${next}`))) continue;
    // 'bringing 3 girls to Boston, 2 want pro track': a headcount, the tickets are counted in the parts that name them.
    const later = LATER_COUNT.exec(rest);
      if (HEADCOUNT.test(next) && (k.soldTiers.find(rest).length === 0 || later)) {
      // ('3 girls, 2 want pro track': the tickets' own counts follow, in this part or the next.)
      if (later) parts.splice(parts.indexOf(part) + 1, 0, rest.slice(later.index));
      else headcount = countOf(m[1]);
      continue;
    }
    const keys = k.soldTiers.find(rest);
    const offer = offerOf(keys.length > 0 ? keys : []) ?? (parts.length === 1 || ALL_OF.test(part) ? offerOf(u.tierKeys) : null);
    // ('We are a group of 4, how much would 4 core tickets come to': a count with no ticket, beside one with its ticket.)
    if (!offer && parts.length > 1) continue;
    if (!offer) return null;
    // ('A group of 4 … how much would 4 Core tickets come to': the same count of the same ticket, said twice.)
    if (!lines.some((l) => l.offer.tierKey === offer.tierKey && l.count === countOf(m[1]!))) lines.push({ count: countOf(m[1]), offer });
  }
  // 'The weekend pass plus the VIP upgrade, what's the total?': one of each ticket named, when a total is asked.
  if (lines.length === 0 && ONE_OF_EACH.test(text)) {
    // The tickets may be named before the clause that asks ('the pass plus the upgrade, what's the total').
    for (const part of normalizeText(u.question.replace(/,/g, " and ")).split(/\band\b|\bplus\b|\bwith\b|\bthe other\b|\+/)) {
      // The stop's own tickets: two stops' tickets can share a label ('Full Weekend Pass').
      const offer = offerOf(k.eventTiers.get(event.id)?.find(part) ?? []);
      if (offer && !lines.some((l) => l.offer.tierKey === offer.tierKey)) lines.push({ count: 1, offer });
    }
    if (lines.length < 2) lines.length = 0;
  }
  const carried = lines.length === 0 && headcount > 1 && k.soldTiers.find(u.question).length === 0 ? offerOf(u.tierKeys) : null;
  if (carried) lines.push({ count: headcount, offer: carried });
  if (lines.length === 0) {
    // 'For all 3', or '2 of those' (the ticket already named).
    const all = ALL_OF.exec(text);
    const of = all ? null : N_OF.exec(text);
    const count = all?.[3] ?? of?.[1];
    const after = all ? (text.slice(all.index + all[0].length).trim().split(" ")[0] ?? "") : "";
    const offer = count && !NOT_A_COUNT.test(after) ? offerOf(u.tierKeys) : null;
    if (!count || !offer) return null;
    lines.push({ count: countOf(count), offer });
  }
  const total = lines.reduce((sum, l) => sum + l.count * l.offer.price.amountMinor, 0);
  const quantity = lines.reduce((sum, l) => sum + l.count, 0);
  const currencies = new Set(lines.map((l) => l.offer.price.currency));
  const first = lines[0];
  if (!first || quantity < 2 || currencies.size !== 1 || new Set(lines.map((l) => l.offer.tierKey)).size !== lines.length) return null;
  const money = formatMoney({ amountMinor: total, currency: first.offer.price.currency });
  // ('5 students for Victoria core with the early bird code, total?': the code the cart takes off each ticket it covers.)
  const bird = event.earlyBird;
  const birdNamed = !!bird && (/\bearly ?birds?\b/.test(whole) || normalizeText(u.question).includes(normalizeText(bird.code)));
  const birdRule = bird ? k.knowledge.codes.find((c) => c.rule.code === bird.code)?.rule : undefined;
  if (bird && birdRule && birdNamed && now && new Date(bird.endsAt) > now && lines.every((l) => bird.tiers.includes(l.offer.tierKey))) {
    const discounted = applyDiscounts(lines.map((l) => ({ tierKey: l.offer.tierKey, unitPriceMinor: l.offer.price.amountMinor, quantity: l.count })), [birdRule]).totalMinor;
    return { sentence: chatCopy.earlyBirdTotal(bird.code, quantity, formatMoney({ amountMinor: discounted, currency: first.offer.price.currency }), money), replaces: false };
  }
  // The reply gave the prices ('The Pro Track in X is $388'): the total follows; else the total names them itself.
  const shown = lines.every((l) => reply.includes(formatMoney(l.offer.price)));
  const sentence =
    lines.length === 1 && shown
      ? chatCopy.quantityTotal(first.count, first.offer.label, money)
      : chatCopy.mixedTotal(joinList(lines.map((l) => `${l.count} ${l.offer.label} (${formatMoney(l.offer.price)}${l.count > 1 ? " each" : ""})`)), money);
  return { sentence, replaces: !shown };
}

/** 'My daughter is 11 and my son is 14': an age said with its verb, not a count of tickets. */
const withoutAges = (text: string) =>
  text.replace(/\b(he|she|i|im|son|daughter|kid|child|boy|girl|sister|brother|niece|nephew|other|oldest|youngest|dancer)( is| s| am| was| turned| turns| turning| just turned)? (\d{1,2})\b(?! (tickets?|passes|of|x)\b)/g, "$1$2 aged");

/** 'What if 2 of them do Pro Track instead': some of the dancers counted before change ticket. */
const SWAP = new RegExp(`\\b${NUMBER} of (?:them|those|these|us|the (?:dancers|kids|girls|boys|students)|the (?<all>\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\\b(?<rest>.*)\\binstead\\b`);
const EARLIER_COUNT = new RegExp(`\\b(?:for|all|of|same) ${NUMBER}\\b|\\b${NUMBER} (?:dancers|kids|girls|boys|students|children|people|tickets|of us|of them)\\b`);

/**
 * The order asked before ('and for 8 dancers?' of the Core Experience), with some of its dancers on the ticket
 * named now: the rest keep the earlier ticket, and the total is the cart's for both lines.
 */
function swappedOrder(u: Understanding, k: PreparedKnowledge, event: KnownEvent, whole: string): { sentence: string; replaces: boolean } | null {
  const m = SWAP.exec(whole);
  const before = EARLIER_COUNT.exec(normalizeText(u.earlierText));
  const moved = m?.[1] ? countOf(m[1]) : 0;
  // ('2 of the 6': the whole count said in the question itself.)
  const all = m?.groups?.all ? countOf(m.groups.all) : before ? countOf((before[1] ?? before[2])!) : 0;
  if (!m?.groups || moved < 1 || all <= moved) return null;
  const main = (keys: readonly string[]) => event.offers.filter((o) => keys.includes(o.tierKey) && o.place === "main" && o.price.amountMinor > 0);
  const to = main(k.soldTiers.find(m.groups.rest ?? ""));
  const from = main(k.soldTiers.find(u.earlierText)).filter((o) => !to.some((x) => x.tierKey === o.tierKey));
  if (to.length !== 1 || from.length !== 1 || to[0]!.price.currency !== from[0]!.price.currency) return null;
  const lines = [{ count: all - moved, offer: from[0]! }, { count: moved, offer: to[0]! }];
  const total = formatMoney({ amountMinor: lines.reduce((sum, l) => sum + l.count * l.offer.price.amountMinor, 0), currency: to[0]!.price.currency });
  return { sentence: chatCopy.mixedTotal(joinList(lines.map((l) => `${l.count} ${l.offer.label} (${formatMoney(l.offer.price)}${l.count > 1 ? " each" : ""})`)), total), replaces: true };
}

/**
 * 'Me and 2 friends' is three dancers; 'one core one pro track' is two parts of one order.
 */
function withHeadcounts(text: string): string {
  return text
    .replace(new RegExp(`\\b(me|myself) and (my )?${NUMBER} (friends?|kids?|daughters?|sons?|sisters?|brothers?|cousins?|teammates?|mates|others?)\\b`), (_m, _me, _my, n: string) => `for ${countOf(n) + 1}`)
    // ('For him and his sister', 'me and my brother': two dancers.)
    .replace(/\b(him|her|me|myself|my (son|daughter|kid)) and (his|her|my) (sister|brother|friend|cousin|twin)\b/, "for 2")
    .replace(new RegExp(` (?=${NUMBER} (core|pro|weekend|full|just|saturday|sunday|vip)\\b)`, "g"), " and ")
    .replace(/\band and\b/g, "and");
}

/**
 * 'Can I buy 12 core tickets in one order?': a count of one ticket above what one order holds (the offer's
 * maxPerOrder, as the cart caps it), at the one stop asked about. Null when no count is over the limit.
 */
export function overOrderLimit(u: Understanding): { count: number; offer: KnownOffer } | null {
  const event = u.events.length === 1 ? u.events[0] : undefined;
  if (!event) return null;
  const text = normalizeText(u.question);
  for (const m of text.matchAll(new RegExp(`\\b${NUMBER}\\b`, "g"))) {
    const count = countOf(m[1]!);
    const next = text.slice(m.index! + m[0].length).trim().split(" ").slice(0, 4).join(" ");
    if (!Number.isFinite(count) || NOT_A_COUNT.test(next.split(" ")[0] ?? "")) continue;
    // ('My son is 14. Full weekend passes…': an age, said with its verb.)
    if (/\b(he|she|son|daughter|kid|child|boy|girl|sister|brother|other|oldest|youngest)( is| s| was| turned| turns| turning| just turned)?\s*$/.test(text.slice(0, m.index!))) continue;
    // A count counts something: tickets, dancers, or the ticket by its name ('she's 15' is an age).
    if (!/^(\w+ )?(tickets?|tix|spots?|seats?|places?|passes|dancers|students|kids|girls|boys|people|core|pro|weekend|full|one class)\b/.test(next)) continue;
    const offer = event.offers.find((o) => o.place === "main" && o.price.amountMinor > 0 && u.tierKeys.includes(o.tierKey));
    if (offer && count > offer.maxPerOrder) return { count, offer };
  }
  return null;
}
