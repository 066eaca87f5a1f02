import { Hono, type Context } from "hono";
import type { AppContext } from "~/lib/app-context.server";
import { fieldErrors } from "~/lib/form-errors";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { discountMessages } from "./discount-messages";
import { quoteCart } from "./quote-cart.server";
import { quoteRequestSchema, validateCodeRequestSchema } from "./quote-schema";
import type { QuoteAnswer, ValidateCodeAnswer } from "./types";
import { validateDiscountCode } from "./validate-discount-code.server";
import { requestClientAddress } from "../../../server/http/client-address";
import { NOT_JSON_MESSAGE } from "../../../server/http/json-body";

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

  const client = (c: Context) => requestClientAddress(c, context.env.TRUST_PROXY_HOPS);

  /** One hit on a limiter; a broken limiter lets the request through (logged), as the forms do. */
  async function allowed(limiter: RateLimiter, key: string, c: Context): Promise<boolean> {
    try {
      const verdict = await limiter.hit(key);
      if (!verdict.allowed) c.header("Retry-After", String(verdict.retryAfterSeconds));
      return verdict.allowed;
    } catch (err) {
      logger.warn({ err, key: key.split(":").pop() }, "rate limiter unavailable; request allowed without a limit");
      return true;
    }
  }

  async function body(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
    try {
      return { ok: true, value: await c.req.json() };
    } catch {
      return { ok: false };
    }
  }

  routes.post("/quote", async (c) => {
    const who = client(c);
    if (!(await allowed(quoteLimiter, `${who}:quote`, c)))
      return c.json<QuoteAnswer>({ ok: false, message: "Too many requests. Please wait a minute and try again." }, 429);
    const raw = await body(c);
    if (!raw.ok) return c.json<QuoteAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    const parsed = quoteRequestSchema.safeParse(raw.value);
    if (!parsed.success) return c.json<QuoteAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? "Invalid cart", errors: fieldErrors(parsed.error) }, 400);
    const result = await quoteCart({ db, request: parsed.data, now: clock.now() });
    if (!result.ok) return c.json<QuoteAnswer>({ ok: false, message: result.message, errors: result.errors }, result.status);
    // Unknown codes on a quote are guesses too: they count against the same allowance as validation.
    for (const rejected of result.quote.rejectedCodes)
      if (rejected.message === discountMessages.notFound && !(await allowed(discountLimiter, `${who}:discount`, c)))
        return c.json<QuoteAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    return c.json<QuoteAnswer>({ ok: true, quote: result.quote });
  });

  routes.post("/discount-codes/validate", async (c) => {
    if (!(await allowed(discountLimiter, `${client(c)}:discount`, c)))
      return c.json<ValidateCodeAnswer>({ ok: false, message: discountMessages.tooManyTries }, 429);
    const raw = await body(c);
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
