import type { Db } from "~/db/client.server";
import { applyCredit, isCreditCode } from "~/domain/credits";
import { applyDiscounts, checkCode, normalizeCode, type DiscountCodeRule } from "~/domain/discounts";
import { loadOffersForSale, tierExists } from "~/features/catalog/catalog.server";
import { isOnSale } from "~/features/catalog/priced-tiers";
import { checkOfferAccess } from "~/features/offer-access/offer-access.server";
import type { EventOffer } from "~/features/catalog/types";
import { findOpenWaitlistOffer } from "~/features/waitlist/waitlist.server";
import { fewSeatsLeft } from "~/domain/seats";
import { describeDiscount } from "./describe-discount";
import { loadCredit } from "./load-credit.server";
import { loadDiscountCodes } from "./load-discount-codes.server";
import type { QuoteRequest } from "./quote-schema";
import type { PricedQuote, QuoteRefusal } from "./types";

export type QuoteCartResult =
  /** `eventId`, `offers` (as loaded for this quote) and the waitlist offer used are for server code placing the order; never sent. */
  | { ok: true; quote: PricedQuote; eventId: number; offers: EventOffer[]; waitlistOfferId?: number }
  | ({ ok: false } & QuoteRefusal);

const refuse = (refusal: QuoteRefusal): QuoteCartResult => ({ ok: false, ...refusal });

/** The part of the request a refusal points at (a form shows it there), or null for the cart as a whole. */
export function quoteRefusalField(refusal: QuoteRefusal): string | null {
  switch (refusal.reason) {
    case "event_not_found":
      return "eventSlug";
    case "waitlist_offer_gone":
    case "waitlist_tier_missing":
      return "waitlistOffer";
    case "unknown_tier":
    case "not_sold_here":
    case "listed_twice":
    case "not_in_cart":
    case "not_on_sale":
    case "sold_out":
    case "over_max":
      return `items.${refusal.line}`;
    case "restricted":
      return refusal.access === "other_email" ? "buyer.email" : `items.${refusal.line}`;
    case "event_cancelled":
    case "sales_ended":
    case "seats_short":
    case "rule":
      return null;
    default:
      return refusal satisfies never;
  }
}

/**
 * Price a cart from the catalog: each line at its offer's price, the rules between tiers and the
 * seats checked, then every code re-validated and applied. Nothing the client says about money is used.
 * A tier sold only to a list needs `verifiedEmail` (the address this browser proved through its signed
 * access link) on the list, and when an order is placed (`buyerEmail`) the buyer's email must be it.
 */
export async function quoteCart(options: { db: Db; request: QuoteRequest; now: Date; verifiedEmail?: string | null; buyerEmail?: string }): Promise<QuoteCartResult> {
  const { db, request, now } = options;
  const heldOffer = request.waitlistOffer ? await findOpenWaitlistOffer({ db, token: request.waitlistOffer, now }) : null;
  const forSale = await loadOffersForSale({ db, slug: request.eventSlug, now, exceptWaitlistOfferId: heldOffer?.id });
  if (!forSale) return refuse({ reason: "event_not_found" });
  const { event } = forSale;
  if (event.isCancelled) return refuse({ reason: "event_cancelled" });
  if (event.hasEnded) return refuse({ reason: "sales_ended" });
  if (request.waitlistOffer && heldOffer?.eventId !== event.id) return refuse({ reason: "waitlist_offer_gone" });
  const offers = new Map(forSale.offers.map((o) => [o.tierKey, o]));
  if (heldOffer && !request.items.some((i) => i.tierKey === heldOffer.tierKey))
    return refuse({ reason: "waitlist_tier_missing", tier: offers.get(heldOffer.tierKey)?.label ?? heldOffer.tierKey });
  const chosen: Array<{ offer: EventOffer; quantity: number }> = [];
  for (const [line, item] of request.items.entries()) {
    const offer = offers.get(item.tierKey);
    if (!offer)
      return (await tierExists({ db, key: item.tierKey }))
        ? refuse({ reason: "not_sold_here", line, tierKey: item.tierKey, cityName: event.cityName })
        : refuse({ reason: "unknown_tier", line, tierKey: item.tierKey });
    const tier = offer.label;
    if (chosen.some((c) => c.offer.tierKey === item.tierKey)) return refuse({ reason: "listed_twice", line, tier });
    // A monthly tier is a subscription, sold through its own checkout (features/subscriptions), never charged once here.
    if (!offer.inCart || offer.billing === "monthly") return refuse({ reason: "not_in_cart", line, tier });
    if (!isOnSale(offer, now)) return refuse({ reason: "not_on_sale", line, tier });
    if (offer.soldOut) return refuse({ reason: "sold_out", line, tier });
    if (item.quantity > offer.maxPerOrder) return refuse({ reason: "over_max", line, tier, max: offer.maxPerOrder });
    chosen.push({ offer, quantity: item.quantity });
  }

  const problem = checkSeats(chosen) ?? checkRules(chosen, offers);
  if (problem) return refuse(problem);
  const tierKeys = chosen.map((c) => c.offer.tierKey);
  const access = await checkOfferAccess({ db, eventId: event.id, tierKeys, verifiedEmail: options.verifiedEmail ?? null, buyerEmail: options.buyerEmail, listedTiers: forSale.listedTiers });
  if (access) {
    const line = tierKeys.indexOf(access.tierKey);
    return refuse({ reason: "restricted", line, tier: chosen[line]!.offer.label, access: access.reason, email: access.reason === "access_required" ? null : access.email });
  }

  const { applied, rejectedCodes } = await screenCodes({ db, codes: request.codes, now, event, tierKeys: chosen.map((c) => c.offer.tierKey) });
  const result = applyDiscounts(
    chosen.map((c) => ({ tierKey: c.offer.tierKey, unitPriceMinor: c.offer.price.amountMinor, quantity: c.quantity })),
    applied,
  );
  const amounts = new Map(result.discounts.map((d) => [d.code, d.amountMinor]));
  const credit = await screenCredit({ db, codes: request.codes, now, currency: event.currency, dueMinor: result.totalMinor, rejectedCodes });
  return {
    ok: true,
    eventId: event.id,
    offers: [...offers.values()],
    waitlistOfferId: heldOffer?.id,
    quote: {
      eventSlug: event.slug,
      cityName: event.cityName,
      dateText: event.dateText,
      isOnline: event.kind === "virtual",
      currency: event.currency,
      lines: result.lines.map((l, i) => {
        const offer = chosen[i]!.offer;
        return { ...l, label: offer.label, isVirtual: offer.isVirtual, isAddOn: offer.rule.requiresOneOf.length > 0, billing: offer.billing, seatsLeft: fewSeatsLeft(offer) };
      }),
      discounts: applied.map((rule) => describeDiscount(rule, amounts.get(rule.code) ?? 0)),
      rejectedCodes,
      subtotalMinor: result.subtotalMinor,
      discountMinor: result.discountMinor,
      credit,
      creditMinor: credit?.amountMinor ?? 0,
      totalMinor: result.totalMinor - (credit?.amountMinor ?? 0),
      itemCount: chosen.reduce((n, c) => n + c.quantity, 0),
    },
  };
}

/** Lines that draw on one seat pool must fit in what is left of it together. */
function checkSeats(chosen: ReadonlyArray<{ offer: EventOffer; quantity: number }>): QuoteRefusal | null {
  const perPool = new Map<number, { remaining: number; quantity: number; labels: string[] }>();
  for (const { offer, quantity } of chosen) {
    if (offer.poolId === null || offer.remaining === null) continue;
    const pool = perPool.get(offer.poolId) ?? { remaining: offer.remaining, quantity: 0, labels: [] };
    pool.quantity += quantity;
    pool.labels.push(offer.label);
    perPool.set(offer.poolId, pool);
  }
  for (const pool of perPool.values())
    if (pool.quantity > pool.remaining) return { reason: "seats_short", tiers: pool.labels, left: pool.remaining };
  return null;
}

/** The rules between tiers, as the offers state them. */
function checkRules(chosen: ReadonlyArray<{ offer: EventOffer; quantity: number }>, offers: ReadonlyMap<string, EventOffer>): QuoteRefusal | null {
  const inCart = new Set(chosen.map((c) => c.offer.tierKey));
  const label = (key: string) => offers.get(key)?.label ?? key;
  for (const { offer, quantity } of chosen) {
    const { requiresOneOf, excludes } = offer.rule;
    if (requiresOneOf.length > 0 && !requiresOneOf.some((k) => inCart.has(k))) return { reason: "rule", rule: "requires", tier: offer.label, oneOf: requiresOneOf.map(label) };
    // An add-on goes with a ticket: at most one per ticket of the tiers it requires.
    const tickets = chosen.filter((c) => requiresOneOf.includes(c.offer.tierKey)).reduce((n, c) => n + c.quantity, 0);
    if (requiresOneOf.length > 0 && quantity > tickets) return { reason: "rule", rule: "one_per", tier: offer.label, oneOf: requiresOneOf.map(label), max: tickets };
    const clash = excludes.find((k) => inCart.has(k));
    if (clash) return { reason: "rule", rule: "excludes", tier: offer.label, clash: label(clash) };
  }
  return null;
}

async function screenCodes(options: {
  db: Db;
  codes: readonly string[];
  now: Date;
  event: { slug: string; currency: PricedQuote["currency"] };
  tierKeys: readonly string[];
}): Promise<{ applied: DiscountCodeRule[]; rejectedCodes: PricedQuote["rejectedCodes"] }> {
  const { db, now, event, tierKeys } = options;
  // Credit codes are answered by screenCredit.
  const codes = options.codes.map(normalizeCode).filter((c) => c.length > 0 && !isCreditCode(c));
  const rules = await loadDiscountCodes({ db, codes: [...new Set(codes)] });
  const applied: DiscountCodeRule[] = [];
  const rejectedCodes: PricedQuote["rejectedCodes"] = [];
  for (const code of codes) {
    const rule = rules.get(code);
    if (!rule) rejectedCodes.push({ code, reason: "not_found" });
    else if (applied.some((a) => a.code === code)) rejectedCodes.push({ code, reason: "already_applied" });
    else {
      const verdict = checkCode(rule, { eventSlug: event.slug, currency: event.currency, tierKeys, now });
      if (verdict.ok) applied.push(rule);
      else rejectedCodes.push({ code, reason: verdict.reason });
    }
  }
  return { applied, rejectedCodes };
}

/**
 * The credit typed in the promo field, if any (one per order): in the event's currency, it takes off
 * what is due after the discounts, up to what it has free. A second credit, an unknown one, another
 * currency or nothing free is refused with its reason (added to `rejectedCodes`).
 */
async function screenCredit(options: {
  db: Db;
  codes: readonly string[];
  now: Date;
  currency: PricedQuote["currency"];
  dueMinor: number;
  rejectedCodes: PricedQuote["rejectedCodes"];
}): Promise<PricedQuote["credit"]> {
  const { db, now, rejectedCodes } = options;
  const codes = options.codes.map(normalizeCode).filter(isCreditCode);
  let applied: PricedQuote["credit"] = null;
  for (const code of codes) {
    if (applied) {
      rejectedCodes.push({ code, reason: applied.code === code ? "already_applied" : "credit_one_per_order" });
      continue;
    }
    const credit = await loadCredit({ db, code, now });
    if (!credit) {
      rejectedCodes.push({ code, reason: "not_found" });
      continue;
    }
    const verdict = applyCredit({ credit, currency: options.currency, dueMinor: options.dueMinor });
    if (!verdict.ok) rejectedCodes.push({ code, reason: verdict.reason });
    else applied = { code, amountMinor: verdict.amountMinor, leftMinor: verdict.freeMinor - verdict.amountMinor };
  }
  return applied;
}
