import { Hono, type Context } from "hono";
import type { AppContext } from "~/app-context.server";
import { fieldErrors } from "~/lib/form-errors";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { discountMessages } from "./discount-messages";
import { quoteCart } from "./quote-cart.server";
import { quoteRequestSchema, validateCodeRequestSchema } from "./quote-schema";
import type { QuoteAnswer, ValidateCodeAnswer } from "./types";
import { validateDiscountCode } from "./validate-discount-code.server";
import { NOT_JSON_MESSAGE, readJson } from "~/lib/http/json-body.server";
import { hitRateLimit } from "~/lib/http/rate-limit.server";

const MINUTE = 60_000;
/** Code guesses per client and minute, across validation and quotes. */
export const DISCOUNT_TRIES_PER_MINUTE = 10;
/** Quotes per client and minute: a buyer changing quantities quickly stays far below it. */
export const QUOTES_PER_MINUTE = 120;

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
      return c.json<QuoteAnswer>({ ok: false, message: "Too many requests. Please wait a minute and try again." }, 429);
    const raw = await readJson(c);
    if (!raw.ok) return c.json<QuoteAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    const parsed = quoteRequestSchema.safeParse(raw.value);
    if (!parsed.success) return c.json<QuoteAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? "Invalid cart", errors: fieldErrors(parsed.error) }, 400);
    const result = await quoteCart({ db, request: parsed.data, now: clock.now() });
    if (!result.ok) return c.json<QuoteAnswer>({ ok: false, message: result.message, errors: result.errors }, result.status);
    // Unknown codes on a quote are guesses too: they count against the same allowance as validation.
    for (const rejected of result.quote.rejectedCodes)
      if (rejected.message === discountMessages.notFound && !(await allowed(discountLimiter, "discount", c)))
        return c.json<QuoteAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    return c.json<QuoteAnswer>({ ok: true, quote: result.quote });
  });

  routes.post("/discount-codes/validate", async (c) => {
    if (!(await allowed(discountLimiter, "discount", c)))
      return c.json<ValidateCodeAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    const raw = await readJson(c);
    if (!raw.ok) return c.json<ValidateCodeAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    const parsed = validateCodeRequestSchema.safeParse(raw.value);
    if (!parsed.success)
      return c.json<ValidateCodeAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? discountMessages.invalid, errors: fieldErrors(parsed.error) }, 400);
    const result = await validateDiscountCode({ db, request: parsed.data, now: clock.now() });
    if (!result.ok) return c.json<ValidateCodeAnswer>({ ok: false, message: result.message, errors: result.errors }, result.status);
    if (!result.valid) return c.json<ValidateCodeAnswer>({ ok: true, valid: false, message: result.message });
    const { discount } = result;
    return c.json<ValidateCodeAnswer>({
      ok: true,
      valid: true,
      message: result.message,
      discount,
      discount_percentage: discount.discountType === "percentage" ? discount.discountValue : null,
    });
  });

  return routes;
}
