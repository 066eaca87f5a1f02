import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppContext } from "~/app-context.server";
import { fieldPathErrors } from "~/lib/form-errors";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { siteUrl } from "~/lib/env.server";
import { FIX_FIELDS_MESSAGE, NOT_JSON_MESSAGE, readJsonBody } from "~/lib/http/json-body.server";
import { hitRateLimit, rateLimit } from "~/lib/http/rate-limit.server";
import { codeRejectionMessage } from "~/features/cart/cart-copy";
import { quoteRefusalField } from "~/features/cart/quote-cart.server";
import { quoteRefusalStatus } from "~/features/cart/cart.routes.server";
import { cancelOrder } from "./cancel-order.server";
import { checkoutApiCopy, orderRefusalMessage, paymentRefusalMessage } from "../checkout-copy";
import { createOrderSchema } from "./checkout-schema";
import type { OrderRefusal } from "./create-order.server";
import { getOrderView } from "../confirmation/get-order-view.server";
import { ORDER_TOKEN_PATTERN } from "./order-reference";
import { payWithTestCard, type PaymentRefusal } from "./pay-with-test-card.server";
import { recordInitiateCheckout } from "./record-initiate-checkout.server";
import { noteRecoveredCheckout, readRecoveryCookie } from "~/features/recovery/recovery.server";
import { startOrderPayment } from "./start-order-payment.server";
import { readAccessGrant } from "~/features/offer-access/offer-access.server";
import { testCardSchema } from "../test-card-schema";
import type { CheckoutAnswer, PayAnswer } from "../answers";

const MINUTE = 60_000;
export const ORDERS_PER_MINUTE = 20;
export const CARD_TRIES_PER_MINUTE = 10;

type Refused<A> = { status: 400 | 402 | 403 | 404 | 409 | 502; answer: Extract<A, { ok: false }> };

/**
 * A refused order as the checkout form reads it. A cart refused as a quote says whether it was for
 * want of seats (`soldOut`, which offers the waitlist); so does the hold when the seats went meanwhile.
 */
export function orderRefusalAnswer(refusal: OrderRefusal | { reason: "payment_unavailable" }): Refused<CheckoutAnswer> {
  if (refusal.reason === "payment_unavailable") return { status: 502, answer: { ok: false, message: checkoutApiCopy.paymentUnavailable } };
  const message = orderRefusalMessage(refusal);
  const on = (field: string, words = message) => ({ ok: false as const, message, errors: { [field]: words } });
  switch (refusal.reason) {
    case "code_rejected":
      return { status: 409, answer: on("codes", codeRejectionMessage(refusal.rejection)) };
    case "code_limit":
    case "credit_changed":
      return { status: 409, answer: on("codes") };
    case "offers_changed":
      return { status: 409, answer: { ok: false, message } };
    case "restricted": {
      const field = quoteRefusalField(refusal) ?? "buyer.email";
      return { status: 403, answer: { ok: false, message, errors: { [field]: message }, ...(refusal.access === "other_email" ? {} : { accessFor: refusal.tier }) } };
    }
    case "too_many_students":
      return { status: 400, answer: on("students", checkoutApiCopy.tooManyStudentsField) };
    case "students_missing":
      return { status: 400, answer: on("students") };
    case "waitlist_offer_taken":
      return { status: 409, answer: on("waitlistOffer") };
    case "seats_taken":
      return { status: 409, answer: { ok: false, message, soldOut: true } };
    case "event_not_found":
    case "event_cancelled":
    case "sales_ended":
    case "waitlist_offer_gone":
    case "waitlist_tier_missing":
    case "unknown_tier":
    case "not_sold_here":
    case "listed_twice":
    case "not_in_cart":
    case "not_on_sale":
    case "sold_out":
    case "over_max":
    case "seats_short":
    case "rule": {
      const field = quoteRefusalField(refusal);
      const soldOut = refusal.reason === "sold_out" || refusal.reason === "seats_short";
      return { status: quoteRefusalStatus(refusal), answer: { ok: false, message, ...(field ? { errors: { [field]: message } } : {}), soldOut } };
    }
    default:
      return refusal satisfies never;
  }
}


/** A refused test card payment; `code` names the reason for the card form (a decline by the card's own code). */
export function paymentRefusalAnswer(refusal: PaymentRefusal): Refused<PayAnswer> {
  const message = paymentRefusalMessage(refusal);
  switch (refusal.reason) {
    case "not_found":
      return { status: 404, answer: { ok: false, code: "not_found", message } };
    case "wrong_provider":
    case "rejected":
      return { status: 409, answer: { ok: false, code: refusal.reason, message } };
    case "closed":
      return { status: 409, answer: { ok: false, code: refusal.status, message } };
    case "card_refused":
      return { status: 402, answer: { ok: false, code: refusal.code, message } };
    case "refunded_late":
      return { status: 409, answer: { ok: false, code: refusal.late.kind, message } };
    default:
      return refusal satisfies never;
  }
}

/** The checkout's JSON API (mounted at /api/checkout). Every amount comes from the database. */
export function createCheckoutRoutes(context: AppContext, limits?: { orders?: RateLimiter; cards?: RateLimiter }): Hono {
  const routes = new Hono();
  const { database, clock, logger, checkout } = context;
  const db = database.db;
  const orderLimiter = limits?.orders ?? createRateLimiter({ db, limit: ORDERS_PER_MINUTE, windowMs: MINUTE });
  const cardLimiter = limits?.cards ?? createRateLimiter({ db, limit: CARD_TRIES_PER_MINUTE, windowMs: MINUTE });
  const site = siteUrl(context.env);

  const limited = (limiter: RateLimiter, what: string) =>
    rateLimit({ limiter, what, trustProxyHops: context.env.TRUST_PROXY_HOPS, logger, message: checkoutApiCopy.tooManyAttempts });
  const token = (c: Context) => {
    const value = c.req.param("token") ?? "";
    return ORDER_TOKEN_PATTERN.test(value) ? value : null;
  };

  routes.post("/initiate", limited(orderLimiter, "initiate"), async (c) => {
    const parsed = await readJsonBody(c, z.object({ eventSlug: z.string().max(80), itemCount: z.number().int().min(0).max(1000) }));
    if (!parsed.ok) return c.json({ ok: false, message: checkoutApiCopy.invalidCheckoutEvent }, 400);
    await recordInitiateCheckout({ db, ...parsed.data, now: clock.now() });
    return c.json({ ok: true }, 202);
  });

  routes.post("/orders", async (c) => {
    // The client's limit is counted while the body is read and the cart priced (reads only), and
    // decided before anything is written or answered: a sale's buyers wait for one round trip less.
    const allowed = hitRateLimit(c, { limiter: orderLimiter, what: "order", trustProxyHops: context.env.TRUST_PROXY_HOPS, logger });
    const answer = async (body: CheckoutAnswer, status: 201 | Refused<CheckoutAnswer>["status"]) =>
      (await allowed) ? c.json<CheckoutAnswer>(body, status) : c.json<CheckoutAnswer>({ ok: false, message: checkoutApiCopy.tooManyAttempts }, 429);
    const parsed = await readJsonBody(c, createOrderSchema);
    if (!parsed.ok && parsed.reason === "not_json") return answer({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return answer({ ok: false, message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const verifiedEmail = readAccessGrant(context.secret, c.req.header("Cookie"), clock.now());
    const result = await startOrderPayment({ context, request: parsed.data, siteUrl: site, verifiedEmail, mayWrite: allowed });
    if (result.ok) {
      // A checkout opened from a reminder's link (its signed cookie) names the kept cart on the order.
      const mark = readRecoveryCookie(c.req.header("Cookie"));
      if (mark) await noteRecoveredCheckout({ db, secret: context.secret, mark, orderToken: result.order.token, now: clock.now() }).catch((err: unknown) => logger.warn({ err }, "could not note a recovered checkout"));
      return answer(result, 201);
    }
    if (result.reason === "rate_limited") return c.json<CheckoutAnswer>({ ok: false, message: checkoutApiCopy.tooManyAttempts }, 429);
    const refused = orderRefusalAnswer(result);
    return answer(refused.answer, refused.status);
  });

  routes.get("/orders/:token", async (c) => {
    const t = token(c);
    const order = t ? await getOrderView({ db, token: t }) : null;
    if (!order) return c.json({ ok: false, message: checkoutApiCopy.orderNotFound }, 404);
    const { id: _id, eventId: _eventId, ...view } = order;
    return c.json({ ok: true, order: view, testMode: checkout.provider.testMode });
  });

  routes.post("/orders/:token/test-card", limited(cardLimiter, "card"), async (c) => {
    const t = token(c);
    if (!t) return c.json<PayAnswer>({ ok: false, code: "not_found", message: checkoutApiCopy.orderNotFound }, 404);
    if (checkout.provider.name !== "test") return c.json<PayAnswer>({ ok: false, code: "wrong_provider", message: checkoutApiCopy.testCardsRefused }, 409);
    const parsed = await readJsonBody(c, testCardSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<PayAnswer>({ ok: false, code: "invalid", message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json<PayAnswer>({ ok: false, code: "invalid", message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const result = await payWithTestCard({ db, token: t, card: parsed.data, now: clock.now(), logger, provider: checkout.provider });
    if (result.ok) {
      // The payment queued its job (confirmation, extras); it runs once this burst of requests lets it.
      context.jobs.kick();
      return c.json<PayAnswer>({ ok: true, status: "paid", redirectTo: `/order-confirmation?order=${t}` });
    }
    const refused = paymentRefusalAnswer(result);
    return c.json<PayAnswer>(refused.answer, refused.status);
  });

  routes.post("/orders/:token/cancel", async (c) => {
    const t = token(c);
    if (!t) return c.json({ ok: false, message: checkoutApiCopy.orderNotFound }, 404);
    const result = await cancelOrder({ db, token: t, now: clock.now() });
    if (result.ok) return c.json({ ok: true });
    return result.reason === "not_found" ? c.json({ ok: false, message: checkoutApiCopy.orderNotFound }, 404) : c.json({ ok: false, message: checkoutApiCopy.orderPaid }, 409);
  });

  return routes;
}
