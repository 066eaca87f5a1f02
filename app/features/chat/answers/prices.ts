import { site } from "~/content/site";
import { type CurrencyCode, formatMoney, type Money } from "~/domain/money";
import { percentOff } from "~/domain/pricing";
import { AUDITION_TIER, type TierFamily } from "~/domain/tiers";
import { chatCopy } from "../chat-copy";
import { earlyBirdLine, eventName, formatDeadline, offerPrice, offerPriceLine, priceText } from "../event-facts";
import type { PreparedKnowledge } from "../prepare-knowledge";
import { joinList, normalizeText } from "../text";
import type { KnownEvent, KnownOffer, KnownTier } from "../types";
import type { Understanding } from "../understand-question";
import { topDoc } from "./answer-from-content";
import { answerActing, answerMentorship } from "./programs";
import { lowerFirst, sentences, withoutNegated } from "./read-question";
import type { ReplyBuilder } from "./reply-builder";

/** Prices, seats, what a ticket includes and early-bird discounts, for one event or across the tour. */

/** The tiers a page lists as its cards, or everything but the extras when it lists none that are sold. */
export function mainOffers(e: KnownEvent): KnownOffer[] {
  const main = e.offers.filter((o) => o.place === "main");
  return main.length > 0 ? main : e.offers.filter((o) => o.place === "other");
}

const CHEAPEST = /\b(cheapest|least expensive|lowest price\w*|most affordable|cheapest way)\b/;
const CHEAPER = /\b(cheaper|less expensive|lower priced|more affordable|less than)\b/;

export interface NamedOffers {
  offers: KnownOffer[];
  /** Tiers the question names that this event does not sell. */
  missing: string[];
}

/** The event's offers the question names; a tier it does not sell is reported as missing. */
export function namedOffers(e: KnownEvent, u: Understanding, k: PreparedKnowledge): NamedOffers {
  const matcher = k.eventTiers.get(e.id);
  // 'Just the regular ticket, not the pro thing': a ticket ruled out is not named.
  const keys = matcher ? withoutNegated(u.tierText, matcher.find(u.tierText), k) : [];
  let offers = keys.map((key) => e.offers.find((o) => o.tierKey === key)).filter((o): o is KnownOffer => Boolean(o));
  // 'pro' names both the Pro Track and the Pro / Growth mentorship: without a word about mentorship, the ticket.
  if (!u.intents.has("mentorship") && offers.some((o) => o.place !== "mentorship")) offers = offers.filter((o) => o.place !== "mentorship");
  if (u.intents.has("mentorship") && offers.length === 0) offers = e.offers.filter((o) => o.place === "mentorship");
  // 'anything cheaper than the core experience': the page's tickets below the one named, then that one.
  const only = offers.length === 1 ? offers[0] : undefined;
  if (only && CHEAPER.test(normalizeText(u.question))) {
    const below = mainOffers(e).filter((o) => o.price.currency === only.price.currency && o.price.amountMinor > 0 && o.price.amountMinor < only.price.amountMinor);
    if (below.length > 0) offers = [...below, only];
  }
  const missing =
    offers.length === 0
      ? [...u.tierKeys, ...u.unsoldTierKeys].filter((key) => !e.offers.some((o) => o.tierKey === key)).map((key) => k.tiersByKey.get(key)?.label ?? key)
      : [];
  return { offers, missing: [...new Set(missing)] };
}

/** Asks to move a ticket up ('upgrade core to pro', 'move up to pro track', 'switch to the pro track'). */
const UPGRADE_ASKED = /\bupgrad\w*\b|\bgo(ing)? from \w+( \w+)? to\b|\b(move|moving|step|go|going) up\b|\bmove (it|that|this|my \w+|the \w+) (up )?to\b|\b(switch|swap|chang|chang|turn)\w* (it |that |this |my \w+ |the \w+ )?(to|from|for|into)\b|\bmake it (a |the )?\w+|\b(pay|paying|cost|costs|charge|owe) (\w+ )?on top\b|\bmove (him|her|them|us|me) up\b|\bnow (she|he|they|i|we) wants?\b|\b(go|going) (pro|the pro)\b/;

/** Whose ticket an upgrade question is about: one still in the cart, one already bought, or not said. */
function upgradeSituation(question: string): "cart" | "bought" | null {
  // A follow-up comes with the question it repeats ('and if I'd already bought it? || how much to upgrade in my cart'): its own words first.
  const [own, ...rest] = question.split(" || ");
  if (rest.length > 0) return upgradeSituation(own ?? "") ?? upgradeSituation(rest.join(" "));
  const q = normalizeText(question);
  if (/\b(in|to) (my|the|our) (cart|basket)\b|\bbefore (i )?(check ?out|pay(ing)?)\b/.test(q)) return "cart";
  if (/\b(already )?(bought|purchased|paid for|own)\b|\balready (have|got)\b|\bi have an? \w+ ticket\b/.test(q)) return "bought";
  return null;
}

/** Asking what an offer saves against its regular price. */
const SAVING_ASKED = /\bsav(e|es|ing|ings)\b|\bdiscount\w*\b|\bcheaper\b|\bless than\b|\bregular price\b|\bdeal\b/;

export function priceSentence(name: string, e: KnownEvent, named: NamedOffers, now: Date, question = ""): string {
  const situation = upgradeSituation(question);
  const line = (o: KnownOffer) => {
    const bird = earlyBirdLine(e, o, now);
    return `${offerPriceLine(o, now)}${bird ? chatCopy.earlyBird(bird) : ""}`;
  };
  const upgradesByRule = (offers: KnownOffer[]) =>
    offers
      .filter((o) => o.upgrade)
      .map((o) => {
        const to = e.offers.find((x) => x.tierKey === o.upgrade?.tierKey);
        if (!to || !o.upgrade) return "";
        // Asked of a ticket in the cart or of one already bought, only that figure: the other would read as a second price.
        const price = formatMoney(situation === "bought" ? o.upgrade.afterPurchase : o.upgrade.price);
        const afterPurchase = formatMoney(situation === "cart" ? o.upgrade.price : o.upgrade.afterPurchase);
        return chatCopy.upgrade(o.label, to.label, price, afterPurchase);
      })
      .filter(Boolean);
  // Asked to move a ticket up where no upgrade rule is set: what the upgrade link charges once it is bought.
  const linkUpgrades = (offers: KnownOffer[]) =>
    UPGRADE_ASKED.test(normalizeText(question))
      ? offers.flatMap((o) => {
          const to = o.linkUpgrade ? e.offers.find((x) => x.tierKey === o.linkUpgrade?.tierKey) : undefined;
          if (!o.linkUpgrade || !to) return [];
          if (situation !== "cart") return [chatCopy.linkUpgrade(o.label, to.label, formatMoney(o.linkUpgrade.afterPurchase))];
          return o.linkUpgrade.inCart ? [chatCopy.cartChoice(o.label, to.label, formatMoney(o.linkUpgrade.inCart))] : [];
        })
      : [];
  // 'How much to switch to pro?' names only where it goes: the tickets that move up to it are the ones asked about.
  const sources = (offers: KnownOffer[]) => {
    if (!UPGRADE_ASKED.test(normalizeText(question)) || offers.some((o) => o.upgrade || o.linkUpgrade)) return offers;
    const targets = new Set(offers.map((o) => o.tierKey));
    const from = e.offers.filter((o) => targets.has(o.upgrade?.tierKey ?? o.linkUpgrade?.tierKey ?? ""));
    return from.length > 0 ? from : offers;
  };
  const upgrades = (offers: KnownOffer[]) => [...upgradesByRule(sources(offers)), ...linkUpgrades(sources(offers))];
  // 'I already bought a core, how much to upgrade?': the difference alone; the tickets' full prices would read as what to pay.
  if (situation && UPGRADE_ASKED.test(normalizeText(question))) {
    const only = upgrades(named.offers.length > 0 ? named.offers : mainOffers(e));
    if (only.length > 0) return only.join(" ");
  }
  if (named.offers.length === 1) {
    const o = named.offers[0] as KnownOffer;
    const bird = earlyBirdLine(e, o, now);
    // 'How much do I save with the VIP?': the page's own compare-at price, against which the offer is priced.
    const saving = o.compareAt && o.compareAt.amountMinor > o.price.amountMinor && SAVING_ASKED.test(normalizeText(question))
      ? chatCopy.saving(formatMoney({ amountMinor: o.compareAt.amountMinor - o.price.amountMinor, currency: o.price.currency }), formatMoney(o.compareAt))
      : null;
    return [chatCopy.onePrice(o.label, name, `${offerPrice(o, now)}${bird ? chatCopy.earlyBird(bird) : ""}`), ...(saving ? [saving] : []), ...upgrades([o])].join(" ");
  }
  if (named.offers.length > 1) return [chatCopy.pricesAt(name, joinList(named.offers.map(line))), ...upgrades(named.offers)].join(" ");
  const main = mainOffers(e);
  const audition = e.offers.find((o) => o.tierKey === AUDITION_TIER);
  const lines = main.map(line);
  if (audition && audition.price.amountMinor === 0) lines.push(chatCopy.auditionFree);
  else if (audition) lines.push(line(audition));
  if (named.missing.length > 0) return chatCopy.notSold(name, joinList(named.missing, "or"), joinList(lines));
  if (lines.length === 0) return chatCopy.unknown(site.contactEmail);
  // 'The cheapest way to take part in Cypress': the lowest-priced paid ticket first, then the list.
  const paid = main.filter((o) => o.price.amountMinor > 0);
  const cheapest = CHEAPEST.test(normalizeText(question)) && new Set(paid.map((o) => o.price.currency)).size === 1 ? [...paid].sort((a, b) => a.price.amountMinor - b.price.amountMinor)[0] : undefined;
  if (cheapest) return [chatCopy.cheapestAt(name, cheapest.label, offerPrice(cheapest, now)), chatCopy.pricesAt(name, joinList(lines)), ...upgrades(main)].join(" ");
  return [chatCopy.pricesAt(name, joinList(lines)), ...upgrades(main)].join(" ");
}

export function seatsSentence(name: string, e: KnownEvent, offers: KnownOffer[]): string {
  const lines = offers.map((o) => {
    if (o.soldOut) return chatCopy.seatsSoldOut(o.label);
    if (o.remaining !== null) return chatCopy.seatsLeft(o.label, o.remaining);
    return chatCopy.seatsOpen(o.label);
  });
  return chatCopy.seats(name, lines.join("; "));
}

export function earlyBirdSentence(name: string, e: KnownEvent, now: Date): string | null {
  const bird = e.earlyBird;
  if (!bird || new Date(bird.endsAt) <= now) return null;
  const offers = bird.tiers.map((key) => e.offers.find((o) => o.tierKey === key)).filter((o): o is KnownOffer => Boolean(o));
  const prices = offers.map((o) => chatCopy.earlyBirdPrice(o.label, formatMoney(o.price), formatMoney({ amountMinor: percentOff(o.price.amountMinor, bird.percentOff), currency: o.price.currency })));
  return chatCopy.earlyBirdAt(name, bird.percentOff, joinList(offers.map((o) => o.label)), bird.code, formatDeadline(bird.endsAt, e.timeZone), joinList(prices));
}

export function answerPriceWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, upcoming: KnownEvent[], r: ReplyBuilder): void {
  const mentorshipKeys = new Set(k.knowledge.mentorshipTierKeys);
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  if (u.tierKeys.length > 0 && u.tierKeys.every((key) => mentorshipKeys.has(key))) return answerMentorship(u, k, r);
  if (u.tierKeys.length > 0 && u.tierKeys.every((key) => key === AUDITION_TIER)) {
    const doc = topDoc(k, "is the audition included what does it cost", (d) => d.id.startsWith("faq:"));
    if (doc) r.add(sentences(doc.text, 2));
    r.link({ label: "FAQ", href: "/faq" });
    return;
  }
  if (program && u.tierKeys.length > 0 && u.tierKeys.every((key) => program.offers.some((o) => o.tierKey === key))) return answerActing(u, k, r, now);

  const selling = upcoming.filter((e) => e.slug !== k.knowledge.programEventSlug);
  if (u.tierKeys.length > 0) {
    const keys = new Set(u.tierKeys);
    const offers = selling.flatMap((e) => e.offers.filter((o) => keys.has(o.tierKey)).map((o) => ({ e, o })));
    if (offers.length > 0) {
      const labels = [...new Set(u.tierKeys.map((key) => mostCommon(offers.filter((x) => x.o.tierKey === key).map((x) => x.o.label))).filter((l): l is string => Boolean(l)))];
      const ranges = labels.map((label) => {
        const range = rangesByCurrency(offers.filter((x) => x.o.label === label));
        return chatCopy.priceRange(label, range.main, range.others);
      });
      r.add(chatCopy.priceRanges(joinList(ranges)));
      r.add(chatCopy.askCity);
      r.link({ label: "Tour dates", href: "/" });
      return;
    }
  }
  if (u.unsoldTierKeys.length > 0) {
    // Every tier has a price answer: its listed price, and that no event sells it now.
    for (const key of u.unsoldTierKeys.slice(0, 3)) {
      const sentence = listedPriceSentence(k, key);
      if (sentence) r.add(sentence);
    }
    if (r.empty) r.add(chatCopy.notOnSale(joinList(u.unsoldTierKeys.map((key) => k.tiersByKey.get(key)?.label ?? key), "or")));
    r.add(chatCopy.askTeam(site.contactEmail));
    r.link({ label: "Tour dates", href: "/" });
    return;
  }
  // The two tickets every page sells, each the family's usual label ('Pro Track', not the VIP upgrade).
  const families = (["core", "pro"] satisfies TierFamily[]).flatMap((family) => {
    const offers = selling.flatMap((e) => mainOffers(e).filter((o) => o.family === family).map((o) => ({ e, o })));
    const label = mostCommon(offers.map((x) => x.o.tierLabel));
    const usual = offers.filter((x) => x.o.tierLabel === label);
    return label && usual.length > 0 ? [{ label, ranges: rangesByCurrency(usual) }] : [];
  });
  if (families.length > 0) {
    const others = [...new Set(families.flatMap((f) => f.ranges.otherPlaces))];
    r.add(chatCopy.priceGeneral(joinList(families.map((f) => `the ${f.label} ${f.ranges.main}`)), chatCopy.auditionFree, others.length > 0 ? joinList(others) : null));
    r.add(chatCopy.askCity);
  } else r.add(chatCopy.tourNone);
  r.link({ label: "Tour dates", href: "/" });
}

/** What tickets include, named without a city: each tier's features; false when none lists any. */
export function answerIncludedWithoutCity(u: Understanding, k: PreparedKnowledge, now: Date, upcoming: KnownEvent[], r: ReplyBuilder): boolean {
  const program = k.knowledge.events.find((e) => e.slug === k.knowledge.programEventSlug);
  if (program && u.tierKeys.every((key) => program.offers.some((o) => o.tierKey === key))) {
    answerActing(u, k, r, now);
    return true;
  }
  if (u.tierKeys.every((key) => k.knowledge.mentorshipTierKeys.includes(key))) {
    answerMentorship(u, k, r);
    return true;
  }
  const shown: KnownTier[] = [];
  for (const key of u.tierKeys) {
    const tier = k.tiersByKey.get(key);
    if (tier && tier.features.length > 0 && !shown.some((t) => t.label === tier.label) && shown.length < 3) shown.push(tier);
  }
  for (const tier of shown) {
    // Compared with a ticket every city sells, a ticket one city sells says where ('difference between pro track and vip').
    const sellers = shown.length > 1 ? upcoming.filter((e) => e.offers.some((o) => o.tierKey === tier.key || o.tierLabel === tier.label)) : [];
    const label = sellers.length === 1 && sellers[0] ? chatCopy.tierOnlyAt(tier.label, eventName(sellers[0], k.knowledge.events)) : tier.label;
    r.add(chatCopy.includes(`The ${label}`, joinList(tier.features.map(lowerFirst))));
  }
  if (shown.length === 0) return false;
  r.add(chatCopy.askCity);
  r.link({ label: "Tour dates", href: "/" });
  return true;
}

export interface PriceRanges {
  /** The range in the currency most cities use ('$328 to $498'). */
  main: string;
  /** The other currencies' ranges with their places ('£307 in London, UK'), or null. */
  others: string | null;
  otherPlaces: string[];
}

/** One range per currency: the one most cities use first, the others with the places that use them. */
export function rangesByCurrency(offers: Array<{ e: KnownEvent; o: KnownOffer }>): PriceRanges {
  const byCurrency = new Map<CurrencyCode, Array<{ e: KnownEvent; o: KnownOffer }>>();
  for (const x of offers) byCurrency.set(x.o.price.currency, [...(byCurrency.get(x.o.price.currency) ?? []), x]);
  const groups = [...byCurrency].map(([currency, xs]) => {
    const amounts = xs.map((x) => x.o.price.amountMinor);
    const min: Money = { amountMinor: Math.min(...amounts), currency };
    const max: Money = { amountMinor: Math.max(...amounts), currency };
    const range = min.amountMinor === max.amountMinor ? formatMoney(min) : `${formatMoney(min)} to ${formatMoney(max)}`;
    return { range, places: [...new Set(xs.map((x) => x.e.cityName))] };
  });
  groups.sort((a, b) => b.places.length - a.places.length);
  const [main, ...rest] = groups;
  return {
    main: main?.range ?? "",
    others: rest.length > 0 ? rest.map((g) => chatCopy.rangeIn(g.range, joinList(g.places))).join("; ") : null,
    otherPlaces: rest.flatMap((g) => g.places),
  };
}

export function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A tier no event sells now: its listed price and what it includes. */
export function listedPriceSentence(k: PreparedKnowledge, key: string): string | null {
  const tier = k.tiersByKey.get(key);
  if (!tier) return null;
  const features = tier.features.length > 0 ? joinList(tier.features.map(lowerFirst)) : null;
  return chatCopy.listedPrice(tier.label, priceText(tier.basePrice, tier.billing), features);
}
