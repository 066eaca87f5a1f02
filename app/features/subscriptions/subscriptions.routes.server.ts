import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { subscriptionCopy } from "~/content/subscriptions";
import { TEST_CARD_REFUSAL_MESSAGES } from "~/domain/test-cards";
import { getViewer } from "~/features/auth/auth.server";
import { offerAccessRefusalMessage, readAccessGrant } from "~/features/offer-access/offer-access.server";
import { siteUrl } from "~/lib/env.server";
import { fieldPathErrors } from "~/lib/form-errors";
import { FIX_FIELDS_MESSAGE, NOT_JSON_MESSAGE, readJsonBody } from "~/lib/http/json-body.server";
import { rateLimit } from "~/lib/http/rate-limit.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import type { SubscribeAnswer, UpdateCardAnswer } from "./answers";
import { startSubscription, type StartSubscriptionResult } from "./start-subscription.server";
import { startSubscriptionSchema, updateCardSchema } from "./subscription-schema";
import type { SubscriptionCheckout } from "./subscription-provider";
import { stripeSubscriptionCheckoutFor } from "./stripe-subscription-checkout.server";
import { updateSubscriptionCard, type UpdateCardResult } from "./update-subscription-card.server";

export const SUBSCRIBE_TRIES_PER_MINUTE = 10;

type Refused<A> = { status: 400 | 402 | 403 | 404 | 409 | 502; answer: Extract<A, { ok: false }> };

export function subscribeRefusal(result: Extract<StartSubscriptionResult, { ok: false }>): Refused<SubscribeAnswer> {
  const words = subscriptionCopy.refusals;
  switch (result.reason) {
    case "card_refused":
      return { status: 402, answer: { ok: false, code: result.code, message: TEST_CARD_REFUSAL_MESSAGES[result.code] } };
    case "card_required":
      return { status: 400, answer: { ok: false, code: result.reason, message: words.card_required!, errors: { "card.number": words.card_required! } } };
    case "payment_unavailable":
      return { status: 502, answer: { ok: false, code: result.reason, message: words.payment_unavailable! } };
    case "unknown_tier":
    case "event_not_found":
      return { status: 404, answer: { ok: false, code: result.reason, message: words[result.reason]! } };
    case "already_subscribed":
    case "not_monthly":
    case "not_sold_here":
    case "event_closed":
    case "not_on_sale":
      return { status: 409, answer: { ok: false, code: result.reason, message: words[result.reason]! } };
    case "restricted": {
      const message = offerAccessRefusalMessage(result.tier, result.access);
      // As the cart does: a buyer who has not proved a listed address is offered the form that emails the link.
      const accessFor = result.access.reason === "other_email" ? {} : { accessFor: result.tier };
      return { status: 403, answer: { ok: false, code: result.access.reason, message, errors: { email: message }, ...accessFor } };
    }
    default:
      return result satisfies never;
  }
}

function cardRefusal(result: Extract<UpdateCardResult, { ok: false }>): Refused<UpdateCardAnswer> {
  const words = subscriptionCopy.card;
  switch (result.reason) {
    case "invalid_link":
      return { status: 404, answer: { ok: false, code: result.reason, message: words.invalidLink } };
    case "expired":
    case "used":
    case "closed":
    case "wrong_provider":
      return { status: 409, answer: { ok: false, code: result.reason, message: words.linkState[result.reason] } };
    case "card_refused":
      return { status: 402, answer: { ok: false, code: result.code, message: TEST_CARD_REFUSAL_MESSAGES[result.code] } };
    default:
      return result satisfies never;
  }
}

/** Subscribing and updating a card (mounted at /api/subscriptions). Every price comes from the catalog. */
export function createSubscriptionRoutes(context: AppContext, options: { limiter?: RateLimiter; stripe?: SubscriptionCheckout | null } = {}): Hono {
  const routes = new Hono();
  const db = context.database.db;
  const site = siteUrl(context.env);
  const limiter = options.limiter ?? createRateLimiter({ db, limit: SUBSCRIBE_TRIES_PER_MINUTE, windowMs: 60_000 });
  const limited = (what: string) => rateLimit({ limiter, what, trustProxyHops: context.env.TRUST_PROXY_HOPS, logger: context.logger, message: subscriptionCopy.refusals.too_many! });
  const deps = { db, mail: context.mail, siteUrl: site, secret: context.secret };

  routes.post("/", limited("subscribe"), async (c) => {
    const parsed = await readJsonBody(c, startSubscriptionSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<SubscribeAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json<SubscribeAnswer>({ ok: false, message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const viewer = await getViewer({ auth: context.auth, db, request: c.req.raw }).catch(() => null);
    const result = await startSubscription({
      db,
      request: parsed.data,
      userId: viewer?.userId ?? null,
      now: context.clock.now(),
      mail: context.mail,
      siteUrl: site,
      provider: context.checkout.provider.name,
      stripe: options.stripe ?? stripeSubscriptionCheckoutFor(context.checkout.provider),
      verifiedEmail: readAccessGrant(context.secret, c.req.header("Cookie"), context.clock.now()),
      logger: context.logger,
    });
    if (result.ok) {
      context.emailWorker.kick();
      return result.kind === "active"
        ? c.json<SubscribeAnswer>({ ok: true, kind: "active", redirectTo: result.redirectTo }, 201)
        : c.json<SubscribeAnswer>({ ok: true, kind: "redirect", url: result.url }, 201);
    }
    const refused = subscribeRefusal(result);
    return c.json<SubscribeAnswer>(refused.answer, refused.status);
  });

  routes.post("/card", limited("subscription-card"), async (c) => {
    const parsed = await readJsonBody(c, updateCardSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<UpdateCardAnswer>({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json<UpdateCardAnswer>({ ok: false, message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const result = await updateSubscriptionCard({ ...deps, token: parsed.data.token, card: parsed.data.card, now: context.clock.now() });
    if (result.ok) {
      context.emailWorker.kick();
      const words = subscriptionCopy.card;
      return c.json<UpdateCardAnswer>({ ok: true, message: result.paidOverdue ? words.savedAndPaid(result.last4) : words.saved(result.last4) });
    }
    const refused = cardRefusal(result);
    return c.json<UpdateCardAnswer>(refused.answer, refused.status);
  });

  return routes;
}
