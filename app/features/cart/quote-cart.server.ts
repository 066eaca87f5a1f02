import type { Db } from "~/db/client.server";
import { applyDiscounts, checkCode, normalizeCode, type DiscountCodeRule } from "~/domain/discounts";
import { loadOffersForSale } from "~/features/catalog/load-offers-for-sale.server";
import { isOnSale } from "~/features/catalog/priced-tiers";
import { tierExists } from "~/features/catalog/tier-exists.server";
import type { EventOffer } from "~/features/catalog/types";
import { findOpenWaitlistOffer } from "~/features/waitlist/find-open-waitlist-offer.server";
import { describeDiscount } from "./describe-discount";
import { discountMessages } from "./discount-messages";
import { loadDiscountCodes } from "./load-discount-codes.server";
import type { QuoteRequest } from "./quote-schema";
import type { CartQuote } from "./types";

export const WAITLIST_OFFER_GONE = "This waitlist offer has expired or was already used. Join the waitlist again and we'll email you if another seat opens up.";

export type QuoteCartResult =
  /** `eventId`, `offers` (as loaded for this quote) and the waitlist offer used are for server code placing the order; never sent. */
  | { ok: true; quote: CartQuote; eventId: number; offers: EventOffer[]; waitlistOfferId?: number }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

const refuse = (status: 400 | 404 | 409, message: string, field?: string): QuoteCartResult => ({
  ok: false,
  status,
  message,
  ...(field ? { errors: { [field]: message } } : {}),
});

/**
 * Price a cart from the catalog: each line at its offer's price, the rules between tiers and the
 * seats checked, then every code re-validated and applied. Nothing the client says about money is used.
 */
export async function quoteCart(options: { db: Db; request: QuoteRequest; now: Date }): Promise<QuoteCartResult> {
  const { db, request, now } = options;
  const heldOffer = request.waitlistOffer ? await findOpenWaitlistOffer({ db, token: request.waitlistOffer, now }) : null;
  const forSale = await loadOffersForSale({ db, slug: request.eventSlug, now, exceptWaitlistOfferId: heldOffer?.id });
  if (!forSale) return refuse(404, "We couldn't find that event.", "eventSlug");
  const { event } = forSale;
  if (event.isCancelled) return refuse(409, "This event has been cancelled. Please choose another city.");
  if (event.hasEnded) return refuse(409, "Ticket sales for this event have ended.");
  if (request.waitlistOffer && heldOffer?.eventId !== event.id) return refuse(409, WAITLIST_OFFER_GONE, "waitlistOffer");
  const offers = new Map(forSale.offers.map((o) => [o.tierKey, o]));
  if (heldOffer && !request.items.some((i) => i.tierKey === heldOffer.tierKey))
    return refuse(409, `Your waitlist seat is for ${offers.get(heldOffer.tierKey)?.label ?? heldOffer.tierKey}: keep it in your cart to use it.`, "waitlistOffer");
  const chosen: Array<{ offer: EventOffer; quantity: number }> = [];
  for (const [i, item] of request.items.entries()) {
    const field = `items.${i}`;
    const offer = offers.get(item.tierKey);
    if (!offer)
      return (await tierExists({ db, key: item.tierKey }))
        ? refuse(400, `${item.tierKey} isn't sold for ${event.cityName}.`, field)
        : refuse(400, `Unknown ticket tier: ${item.tierKey}.`, field);
    if (chosen.some((c) => c.offer.tierKey === item.tierKey)) return refuse(400, `${offer.label} is listed twice.`, field);
    if (!offer.inCart) return refuse(400, `${offer.label} isn't sold through the cart.`, field);
    if (!isOnSale(offer, now)) return refuse(409, `${offer.label} is not on sale right now.`, field);
    if (offer.soldOut) return refuse(409, `${offer.label} is sold out.`, field);
    if (item.quantity > offer.maxPerOrder) return refuse(400, `You can buy at most ${offer.maxPerOrder} × ${offer.label} in one order.`, field);
    chosen.push({ offer, quantity: item.quantity });
  }

  const seatProblem = checkSeats(chosen);
  if (seatProblem) return refuse(409, seatProblem);
  const ruleProblem = checkRules(chosen, offers);
  if (ruleProblem) return refuse(400, ruleProblem);

  const { applied, rejectedCodes } = await screenCodes({ db, codes: request.codes, now, event, tierKeys: chosen.map((c) => c.offer.tierKey) });
  const result = applyDiscounts(
    chosen.map((c) => ({ tierKey: c.offer.tierKey, unitPriceMinor: c.offer.price.amountMinor, quantity: c.quantity })),
    applied,
  );
  const amounts = new Map(result.discounts.map((d) => [d.code, d.amountMinor]));
  return {
    ok: true,
    eventId: event.id,
    offers: [...offers.values()],
    waitlistOfferId: heldOffer?.id,
    quote: {
      eventSlug: event.slug,
      cityName: event.cityName,
      dateText: event.dateText,
      currency: event.currency,
      lines: result.lines.map((l, i) => {
        const offer = chosen[i]!.offer;
        return { ...l, label: offer.label, isVirtual: offer.isVirtual, isAddOn: offer.rule.requiresOneOf.length > 0, billing: offer.billing };
      }),
      discounts: applied.map((rule) => describeDiscount(rule, amounts.get(rule.code) ?? 0)),
      rejectedCodes,
      subtotalMinor: result.subtotalMinor,
      discountMinor: result.discountMinor,
      totalMinor: result.totalMinor,
      itemCount: chosen.reduce((n, c) => n + c.quantity, 0),
    },
  };
}

/** Lines that draw on one seat pool must fit in what is left of it together. */
function checkSeats(chosen: ReadonlyArray<{ offer: EventOffer; quantity: number }>): string | null {
  const perPool = new Map<number, { remaining: number; quantity: number; labels: string[] }>();
  for (const { offer, quantity } of chosen) {
    if (offer.poolId === null || offer.remaining === null) continue;
    const pool = perPool.get(offer.poolId) ?? { remaining: offer.remaining, quantity: 0, labels: [] };
    pool.quantity += quantity;
    pool.labels.push(offer.label);
    perPool.set(offer.poolId, pool);
  }
  for (const pool of perPool.values())
    if (pool.quantity > pool.remaining)
      return `Only ${pool.remaining} ${pool.remaining === 1 ? "seat is" : "seats are"} left for ${pool.labels.join(" and ")}.`;
  return null;
}

/** The rules between tiers, as the offers state them. */
function checkRules(chosen: ReadonlyArray<{ offer: EventOffer }>, offers: ReadonlyMap<string, EventOffer>): string | null {
  const inCart = new Set(chosen.map((c) => c.offer.tierKey));
  const label = (key: string) => offers.get(key)?.label ?? key;
  for (const { offer } of chosen) {
    const { requiresOneOf, excludes } = offer.rule;
    if (requiresOneOf.length > 0 && !requiresOneOf.some((k) => inCart.has(k)))
      return `${offer.label} can only be bought with ${requiresOneOf.map(label).join(" or ")}.`;
    const clash = excludes.find((k) => inCart.has(k));
    if (clash) return `${offer.label} and ${label(clash)} can't be bought together.`;
  }
  return null;
}

async function screenCodes(options: {
  db: Db;
  codes: readonly string[];
  now: Date;
  event: { slug: string; currency: CartQuote["currency"] };
  tierKeys: readonly string[];
}): Promise<{ applied: DiscountCodeRule[]; rejectedCodes: CartQuote["rejectedCodes"] }> {
  const { db, now, event, tierKeys } = options;
  const codes = options.codes.map(normalizeCode).filter((c) => c.length > 0);
  const rules = await loadDiscountCodes({ db, codes: [...new Set(codes)] });
  const applied: DiscountCodeRule[] = [];
  const rejectedCodes: CartQuote["rejectedCodes"] = [];
  for (const code of codes) {
    const rule = rules.get(code);
    if (!rule) rejectedCodes.push({ code, message: discountMessages.notFound });
    else if (applied.some((a) => a.code === code)) rejectedCodes.push({ code, message: discountMessages.alreadyApplied });
    else {
      const verdict = checkCode(rule, { eventSlug: event.slug, currency: event.currency, tierKeys, now });
      if (verdict.ok) applied.push(rule);
      else rejectedCodes.push({ code, message: verdict.message });
    }
  }
  return { applied, rejectedCodes };
}
