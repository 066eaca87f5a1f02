import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppContext } from "~/app-context.server";
import { fieldPathErrors } from "~/lib/form-errors";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { siteUrl } from "~/lib/env.server";
import { FIX_FIELDS_MESSAGE, NOT_JSON_MESSAGE, readJson } from "~/lib/http/json-body.server";
import { rateLimit } from "~/lib/http/rate-limit.server";
import { cancelOrder } from "./cancel-order.server";
import { createOrderSchema } from "./checkout-schema";
import { getOrderView } from "./get-order-view.server";
import { ORDER_TOKEN_PATTERN } from "./order-reference";
import { payWithTestCard } from "./pay-with-test-card.server";
import { recordInitiateCheckout } from "./record-initiate-checkout.server";
import { startOrderPayment } from "./start-order-payment.server";
import { testCardSchema } from "./test-card-schema";
import type { CheckoutAnswer, PayAnswer } from "./answers";

const MINUTE = 60_000;
export const ORDERS_PER_MINUTE = 20;
export const CARD_TRIES_PER_MINUTE = 10;
const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** The checkout's JSON API (mounted at /api/checkout). Every amount comes from the database. */
export function createCheckoutRoutes(context: AppContext, limits?: { orders?: RateLimiter; cards?: RateLimiter }): Hono {
  const routes = new Hono();
  const { database, clock, logger, checkout } = context;
  const db = database.db;
  const orderLimiter = limits?.orders ?? createRateLimiter({ db, limit: ORDERS_PER_MINUTE, windowMs: MINUTE });
  const cardLimiter = limits?.cards ?? createRateLimiter({ db, limit: CARD_TRIES_PER_MINUTE, windowMs: MINUTE });
  const site = siteUrl(context.env);

  const limited = (limiter: RateLimiter, what: string) =>
    rateLimit({ limiter, what, trustProxyHops: context.env.TRUST_PROXY_HOPS, logger, message: TOO_MANY_ATTEMPTS });
  const token = (c: Context) => {
    const value = c.req.param("token") ?? "";
    return ORDER_TOKEN_PATTERN.test(value) ? value : null;
  };

  routes.post("/initiate", limited(orderLimiter, "initiate"), async (c) => {
    const raw = await readJson(c);
    const parsed = z.object({ eventSlug: z.string().max(80), itemCount: z.number().int().min(0).max(1000) }).safeParse(raw.ok ? raw.value : null);
    if (!parsed.success) return c.json({ ok: false, message: "Invalid checkout event." }, 400);
    await recordInitiateCheckout({ db, ...parsed.data, now: clock.now() });
    return c.json({ ok: true }, 202);
  });

  routes.post("/orders", limited(orderLimiter, "order"), async (c) => {
    const raw = await readJson(c);
    if (!raw.ok) return c.json<CheckoutAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    const parsed = createOrderSchema.safeParse(raw.value);
    if (!parsed.success) return c.json<CheckoutAnswer>({ ok: false, message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const result = await startOrderPayment({ context, request: parsed.data, siteUrl: site });
    return c.json<CheckoutAnswer>(result.answer, result.status);
  });

  routes.get("/orders/:token", async (c) => {
    const t = token(c);
    const order = t ? await getOrderView({ db, token: t }) : null;
    if (!order) return c.json({ ok: false, message: "We couldn't find that order." }, 404);
    const { id: _id, eventId: _eventId, ...view } = order;
    return c.json({ ok: true, order: view, testMode: checkout.provider.testMode });
  });

  routes.post("/orders/:token/test-card", limited(cardLimiter, "card"), async (c) => {
    const t = token(c);
    if (!t) return c.json<PayAnswer>({ ok: false, code: "not_found", message: "We couldn't find that order." }, 404);
    if (checkout.provider.name !== "test") return c.json<PayAnswer>({ ok: false, code: "wrong_provider", message: "Test cards are not accepted here." }, 409);
    const raw = await readJson(c);
    if (!raw.ok) return c.json<PayAnswer>({ ok: false, code: "invalid", message: NOT_JSON_MESSAGE }, 400);
    const parsed = testCardSchema.safeParse(raw.value);
    if (!parsed.success) return c.json<PayAnswer>({ ok: false, code: "invalid", message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const result = await payWithTestCard({ db, token: t, card: parsed.data, now: clock.now(), mail: context.mail, siteUrl: site, logger, provider: checkout.provider });
    if (result.ok) {
      context.emailWorker.kick();
      return c.json<PayAnswer>({ ok: true, status: "paid", redirectTo: `/order-confirmation?order=${t}` });
    }
    return c.json<PayAnswer>({ ok: false, code: result.code, message: result.message }, result.status);
  });

  routes.post("/orders/:token/cancel", async (c) => {
    const t = token(c);
    if (!t) return c.json({ ok: false, message: "We couldn't find that order." }, 404);
    const result = await cancelOrder({ db, token: t, now: clock.now() });
    return result.ok ? c.json({ ok: true }) : c.json({ ok: false, message: result.message }, result.status);
  });

  return routes;
}
