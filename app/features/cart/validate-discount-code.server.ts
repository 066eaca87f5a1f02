import type { Db } from "~/db/client.server";
import { applyCredit, isCreditCode } from "~/domain/credits";
import { checkCode, normalizeCode } from "~/domain/discounts";
import { formatMoney, type CurrencyCode } from "~/domain/money";
import { loadEvent } from "~/features/catalog/catalog.server";
import { creditCopy } from "./cart-copy";
import { loadCredit } from "./load-credit.server";
import { loadDiscountCodes } from "./load-discount-codes.server";
import { quoteCart } from "./quote-cart.server";
import type { ValidateCodeRequest } from "./quote-schema";
import type { AppliedDiscount, CodeRejection, QuoteRefusal } from "./types";
import { describeDiscount } from "./describe-discount";

export type ValidateDiscountCodeResult =
  | { ok: true; valid: true; discount: AppliedDiscount }
  | { ok: true; valid: false; reason: CodeRejection }
  | ({ ok: false } & QuoteRefusal);

/**
 * The spec's validate_discount_code: is this code good for this city and this cart? With tickets in
 * the cart the answer comes from a full quote (so it is exactly what checkout will charge); with none,
 * from the code's own rules.
 */
export async function validateDiscountCode(options: { db: Db; request: ValidateCodeRequest; now: Date; verifiedEmail?: string | null }): Promise<ValidateDiscountCodeResult> {
  const { db, request, now } = options;
  const code = normalizeCode(request.code);
  const applied = request.appliedCodes.map(normalizeCode);
  if (applied.includes(code)) return { ok: true, valid: false, reason: "already_applied" };

  if (request.items.length > 0) {
    const quoted = await quoteCart({ db, request: { eventSlug: request.eventSlug, items: request.items, codes: [...applied, code] }, now, verifiedEmail: options.verifiedEmail });
    if (!quoted.ok) return quoted;
    const rejected = quoted.quote.rejectedCodes.find((r) => r.code === code);
    if (rejected) return { ok: true, valid: false, reason: rejected.reason };
    if (quoted.quote.credit?.code === code) return { ok: true, valid: true, discount: creditAsDiscount(code, quoted.quote.credit, quoted.quote.currency) };
    return { ok: true, valid: true, discount: quoted.quote.discounts.find((d) => d.code === code)! };
  }

  const event = await loadEvent({ db, slug: request.eventSlug, now });
  if (!event) return { ok: false, reason: "event_not_found" };
  if (isCreditCode(code)) {
    const credit = await loadCredit({ db, code, now });
    if (!credit) return { ok: true, valid: false, reason: "not_found" };
    const verdict = applyCredit({ credit, currency: event.currency, dueMinor: 0 });
    if (!verdict.ok) return { ok: true, valid: false, reason: verdict.reason };
    return { ok: true, valid: true, discount: creditAsDiscount(code, { amountMinor: 0, leftMinor: verdict.freeMinor }, event.currency) };
  }
  const rule = (await loadDiscountCodes({ db, codes: [code] })).get(code);
  if (!rule) return { ok: true, valid: false, reason: "not_found" };
  const verdict = checkCode(rule, { eventSlug: event.slug, currency: event.currency, tierKeys: [], now });
  if (!verdict.ok) return { ok: true, valid: false, reason: verdict.reason };
  return { ok: true, valid: true, discount: describeDiscount(rule, 0) };
}

/** A credit as the promo field shows it once applied: what it takes off this cart and what stays on it. */
function creditAsDiscount(code: string, credit: { amountMinor: number; leftMinor: number }, currency: CurrencyCode): AppliedDiscount {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency });
  return {
    code,
    discountType: "fixed",
    discountValue: credit.amountMinor,
    customerTag: null,
    eligibleTiers: [],
    cityRestriction: null,
    description: creditCopy.applied(money(credit.amountMinor), money(credit.leftMinor)),
    discountAmount: credit.amountMinor,
  };
}
