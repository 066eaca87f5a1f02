import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { quoteRefusalStatus } from "~/features/cart/cart.routes.server";
import { quoteRefusalMessage } from "~/features/cart/cart-copy";
import { parseJsonBody } from "~/lib/http/json-body.server";
import { rateLimit } from "~/lib/http/rate-limit.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { checkoutApiCopy } from "../checkout-copy";
import { checkoutDraftSchema } from "./checkout-draft-schema";
import { keepCheckoutDraft } from "./keep-checkout-draft.server";

/** A checkout sends its cart again on each change of email, name or lines; a person edits no faster than this. */
export const DRAFTS_PER_MINUTE = 30;

/**
 * POST /api/checkout-draft: keep the cart of a checkout whose buyer's email is known. The browser
 * sends tiers, quantities, codes, the email and name; the server prices the cart itself. The page
 * never waits for it nor shows its answer.
 */
export function createCheckoutDraftRoutes(context: AppContext, limiter?: RateLimiter): Hono {
  const routes = new Hono();
  const db = context.database.db;
  const drafts = limiter ?? createRateLimiter({ db, limit: DRAFTS_PER_MINUTE, windowMs: 60_000 });
  const limited = rateLimit({ limiter: drafts, what: "checkout-draft", trustProxyHops: context.env.TRUST_PROXY_HOPS, logger: context.logger, message: checkoutApiCopy.tooManyAttempts });

  routes.post("/", limited, async (c) => {
    const parsed = await parseJsonBody(c, checkoutDraftSchema);
    if (!parsed.ok) return parsed.response;
    const result = await keepCheckoutDraft({ db, request: parsed.data, now: context.clock.now() });
    if (result.ok) return c.json({ ok: true }, 202);
    switch (result.reason) {
      case "already_paid":
        return c.json({ ok: false, paid: true, message: checkoutApiCopy.orderPaid }, 409);
      case "cart_refused":
        return c.json({ ok: false, message: quoteRefusalMessage(result.refusal) }, quoteRefusalStatus(result.refusal));
      default:
        return result satisfies never;
    }
  });
  return routes;
}
