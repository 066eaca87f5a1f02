import type { Db } from "~/db/client.server";
import { checkCode, normalizeCode } from "~/domain/discounts";
import { loadEvent } from "~/features/catalog/load-event.server";
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
export async function validateDiscountCode(options: { db: Db; request: ValidateCodeRequest; now: Date }): Promise<ValidateDiscountCodeResult> {
  const { db, request, now } = options;
  const code = normalizeCode(request.code);
  const applied = request.appliedCodes.map(normalizeCode);
  if (applied.includes(code)) return { ok: true, valid: false, reason: "already_applied" };

  if (request.items.length > 0) {
    const quoted = await quoteCart({ db, request: { eventSlug: request.eventSlug, items: request.items, codes: [...applied, code] }, now });
    if (!quoted.ok) return quoted;
    const rejected = quoted.quote.rejectedCodes.find((r) => r.code === code);
    if (rejected) return { ok: true, valid: false, reason: rejected.reason };
    return { ok: true, valid: true, discount: quoted.quote.discounts.find((d) => d.code === code)! };
  }

  const event = await loadEvent({ db, slug: request.eventSlug, now });
  if (!event) return { ok: false, reason: "event_not_found" };
  const rule = (await loadDiscountCodes({ db, codes: [code] })).get(code);
  if (!rule) return { ok: true, valid: false, reason: "not_found" };
  const verdict = checkCode(rule, { eventSlug: event.slug, currency: event.currency, tierKeys: [], now });
  if (!verdict.ok) return { ok: true, valid: false, reason: verdict.reason };
  return { ok: true, valid: true, discount: describeDiscount(rule, 0) };
}
