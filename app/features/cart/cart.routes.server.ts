import { Hono, type Context } from "hono";
import type { AppContext } from "~/app-context.server";
import { fieldErrors } from "~/lib/form-errors";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { cartCopy, codeRejectionMessage, quoteRefusalMessage, wordedQuote } from "./cart-copy";
import { discountMessages } from "./discount-messages";
import { quoteCart, quoteRefusalField } from "./quote-cart.server";
import { quoteRequestSchema, validateCodeRequestSchema } from "./quote-schema";
import type { QuoteAnswer, QuoteRefusal, ValidateCodeAnswer } from "./types";
import { validateDiscountCode } from "./validate-discount-code.server";
import { NOT_JSON_MESSAGE, readJsonBody } from "~/lib/http/json-body.server";
import { hitRateLimit } from "~/lib/http/rate-limit.server";
import { readAccessGrant } from "~/features/offer-access/offer-access.server";

const MINUTE = 60_000;
/** Code guesses per client and minute, across validation and quotes. */
export const DISCOUNT_TRIES_PER_MINUTE = 10;
/** Quotes per client and minute: a buyer changing quantities quickly stays far below it. */
export const QUOTES_PER_MINUTE = 120;

/** The status of a cart the server will not price: 404 no such event, 409 not for sale now, 403 sold only to a list, 400 a cart that can never be sold. */
export function quoteRefusalStatus(refusal: Pick<QuoteRefusal, "reason">): 400 | 403 | 404 | 409 {
  switch (refusal.reason) {
    case "event_not_found":
      return 404;
    case "event_cancelled":
    case "sales_ended":
    case "waitlist_offer_gone":
    case "waitlist_tier_missing":
    case "not_on_sale":
    case "sold_out":
    case "seats_short":
      return 409;
    case "unknown_tier":
    case "not_sold_here":
    case "listed_twice":
    case "not_in_cart":
    case "over_max":
    case "rule":
      return 400;
    case "restricted":
      return 403;
    default:
      return refusal.reason satisfies never;
  }
}

/** A refused cart as the browser reads it: the words, and the field they belong to. */
export function quoteRefusalAnswer(refusal: QuoteRefusal): { ok: false; message: string; errors?: Record<string, string>; accessFor?: string } {
  const message = quoteRefusalMessage(refusal);
  const field = quoteRefusalField(refusal);
  const accessFor = refusal.reason === "restricted" && refusal.access !== "other_email" ? { accessFor: refusal.tier } : {};
  return { ok: false, message, ...(field ? { errors: { [field]: message } } : {}), ...accessFor };
}

/** The cart's JSON API (mounted at /api/cart): quotes and discount code checks. Every amount comes from the database. */
export function createCartRoutes(context: AppContext, limits?: { discount?: RateLimiter; quote?: RateLimiter }): Hono {
  const routes = new Hono();
  const { database, clock, logger } = context;
  const db = database.db;
  const discountLimiter = limits?.discount ?? createRateLimiter({ db, limit: DISCOUNT_TRIES_PER_MINUTE, windowMs: MINUTE });
  const quoteLimiter = limits?.quote ?? createRateLimiter({ db, limit: QUOTES_PER_MINUTE, windowMs: MINUTE });

  const allowed = (limiter: RateLimiter, what: string, c: Context) => hitRateLimit(c, { limiter, what, trustProxyHops: context.env.TRUST_PROXY_HOPS, logger });

  routes.post("/quote", async (c) => {
    if (!(await allowed(quoteLimiter, "quote", c)))
      return c.json<QuoteAnswer>({ ok: false, message: cartCopy.tooManyRequests }, 429);
    const parsed = await readJsonBody(c, quoteRequestSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<QuoteAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json<QuoteAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? cartCopy.invalidCart, errors: fieldErrors(parsed.error) }, 400);
    const now = clock.now();
    const result = await quoteCart({ db, request: parsed.data, now, verifiedEmail: readAccessGrant(context.secret, c.req.header("Cookie"), now) });
    if (!result.ok) return c.json<QuoteAnswer>(quoteRefusalAnswer(result), quoteRefusalStatus(result));
    // Unknown codes on a quote are guesses too: they count against the same allowance as validation.
    for (const rejected of result.quote.rejectedCodes)
      if (rejected.reason === "not_found" && !(await allowed(discountLimiter, "discount", c)))
        return c.json<QuoteAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    return c.json<QuoteAnswer>({ ok: true, quote: wordedQuote(result.quote) });
  });

  routes.post("/discount-codes/validate", async (c) => {
    if (!(await allowed(discountLimiter, "discount", c)))
      return c.json<ValidateCodeAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    const parsed = await readJsonBody(c, validateCodeRequestSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<ValidateCodeAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok)
      return c.json<ValidateCodeAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? discountMessages.invalid, errors: fieldErrors(parsed.error) }, 400);
    const now = clock.now();
    const result = await validateDiscountCode({ db, request: parsed.data, now, verifiedEmail: readAccessGrant(context.secret, c.req.header("Cookie"), now) });
    if (!result.ok) return c.json<ValidateCodeAnswer>(quoteRefusalAnswer(result), quoteRefusalStatus(result));
    if (!result.valid) return c.json<ValidateCodeAnswer>({ ok: true, valid: false, message: codeRejectionMessage(result.reason) });
    const { discount } = result;
    return c.json<ValidateCodeAnswer>({
      ok: true,
      valid: true,
      message: discountMessages.applied(discount.description, discount.code),
      discount,
      discount_percentage: discount.discountType === "percentage" ? discount.discountValue : null,
    });
  });

  return routes;
}
