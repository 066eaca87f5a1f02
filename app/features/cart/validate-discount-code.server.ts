import type { Db } from "~/db/client.server";
import { checkCode, normalizeCode } from "~/domain/discounts";
import { loadEvent } from "~/features/catalog/load-event.server";
import { discountMessages } from "./discount-messages";
import { loadDiscountCodes } from "./load-discount-codes.server";
import { quoteCart } from "./quote-cart.server";
import type { ValidateCodeRequest } from "./quote-schema";
import type { AppliedDiscount } from "./types";
import { describeDiscount } from "./describe-discount";

export type ValidateDiscountCodeResult =
  | { ok: true; valid: true; message: string; discount: AppliedDiscount }
  | { ok: true; valid: false; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/**
 * The spec's validate_discount_code: is this code good for this city and this cart? With tickets in
 * the cart the answer comes from a full quote (so it is exactly what checkout will charge); with none,
 * from the code's own rules.
 */
export async function validateDiscountCode(options: { db: Db; request: ValidateCodeRequest; now: Date }): Promise<ValidateDiscountCodeResult> {
  const { db, request, now } = options;
  const code = normalizeCode(request.code);
  const applied = request.appliedCodes.map(normalizeCode);
  if (applied.includes(code)) return { ok: true, valid: false, message: discountMessages.alreadyApplied };

  if (request.items.length > 0) {
    const quoted = await quoteCart({ db, request: { eventSlug: request.eventSlug, items: request.items, codes: [...applied, code] }, now });
    if (!quoted.ok) return quoted;
    const rejected = quoted.quote.rejectedCodes.find((r) => r.code === code);
    if (rejected) return { ok: true, valid: false, message: rejected.message };
    const discount = quoted.quote.discounts.find((d) => d.code === code)!;
    return { ok: true, valid: true, message: discountMessages.applied(discount.description, code), discount };
  }

  const event = await loadEvent({ db, slug: request.eventSlug, now });
  if (!event) return { ok: false, status: 404, message: "We couldn't find that event.", errors: { eventSlug: "We couldn't find that event." } };
  const rule = (await loadDiscountCodes({ db, codes: [code] })).get(code);
  if (!rule) return { ok: true, valid: false, message: discountMessages.notFound };
  const verdict = checkCode(rule, { eventSlug: event.slug, currency: event.currency, tierKeys: [], now });
  if (!verdict.ok) return { ok: true, valid: false, message: verdict.message };
  const discount = describeDiscount(rule, 0);
  return { ok: true, valid: true, message: discountMessages.applied(discount.description, code), discount };
}
