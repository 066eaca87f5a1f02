import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { TEST_CARD_REFUSAL_MESSAGES } from "~/domain/test-cards";
import { siteUrl } from "~/lib/env.server";
import { fieldPathErrors } from "~/lib/form-errors";
import { honeypotAnswer } from "~/lib/http/honeypot.server";
import { FIX_FIELDS_MESSAGE, NOT_JSON_MESSAGE, parseJsonBody, readJsonBody } from "~/lib/http/json-body.server";
import { formRateLimit, rateLimit } from "~/lib/http/rate-limit.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { PayAnswer, UpgradeCheckoutAnswer } from "../answers";
import { checkoutApiCopy } from "../checkout-copy";
import { payTicketUpgrade, type PayTicketUpgradeResult } from "./pay-ticket-upgrade.server";
import { requestUpgradeLink } from "./request-upgrade-link.server";
import { startUpgradeCheckout, type StartUpgradeCheckoutResult } from "./start-upgrade-checkout.server";
import { testCardSchema } from "../test-card-schema";
import { upgradeLinks } from "./upgrade-link.server";
import { upgradeRequestSchema } from "./upgrade-request-schema";

/**
 * /api/upgrades: emailing a ticket's upgrade links (`/request`, the same answer whether or not the
 * order matched, rate-limited like every public form) and paying an upgrade with the test card.
 */
export function createUpgradeRoutes(context: AppContext): Hono {
  const routes = new Hono();
  const { database, clock, logger } = context;
  const db = database.db;
  const site = siteUrl(context.env);
  const cardLimiter = createRateLimiter({ db, limit: 10, windowMs: 60_000 });

  routes.post("/request", formRateLimit(context, "upgrade-request"), async (c) => {
    const parsed = await parseJsonBody(c, upgradeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const answer = { ok: true, message: ticketUpgradeCopy.request.sent };
    if (parsed.data.website) return honeypotAnswer(c, answer);
    const result = await requestUpgradeLink({ db, secret: context.secret, email: parsed.data.email, orderNumber: parsed.data.orderNumber, now: clock.now(), mail: context.mail, siteUrl: site });
    if (result.sent) context.emailWorker.kick();
    logger.info({ sent: result.sent }, "upgrade link requested");
    return c.json(answer, 202);
  });

  routes.post("/:token/test-card", rateLimit({ limiter: cardLimiter, what: "upgrade-card", trustProxyHops: context.env.TRUST_PROXY_HOPS, logger, message: checkoutApiCopy.tooManyAttempts }), async (c) => {
    const token = c.req.param("token");
    const parsed = await readJsonBody(c, testCardSchema);
    if (!parsed.ok && parsed.reason === "not_json") return c.json<PayAnswer>({ ok: false, code: "invalid", message: NOT_JSON_MESSAGE }, 400);
    if (!parsed.ok) return c.json<PayAnswer>({ ok: false, code: "invalid", message: FIX_FIELDS_MESSAGE, errors: fieldPathErrors(parsed.error) }, 400);
    const result = await payTicketUpgrade({ db, secret: context.secret, token, card: parsed.data, provider: context.checkout.provider.name, now: clock.now(), mail: context.mail, siteUrl: site });
    if (result.ok) {
      context.emailWorker.kick();
      return c.json<PayAnswer>({ ok: true, status: "paid", redirectTo: upgradeLinks.thankYou(token) });
    }
    const refused = upgradeRefusal(result);
    return c.json<PayAnswer>({ ok: false, code: result.reason, message: refused.message }, refused.status);
  });

  // With Stripe: a Checkout Session for the difference, the seat held until it ends; the webhook applies it.
  routes.post("/:token/checkout", rateLimit({ limiter: cardLimiter, what: "upgrade-checkout", trustProxyHops: context.env.TRUST_PROXY_HOPS, logger, message: checkoutApiCopy.tooManyAttempts }), async (c) => {
    const result = await startUpgradeCheckout({ db, secret: context.secret, token: c.req.param("token"), provider: context.checkout.provider, now: clock.now(), siteUrl: site, logger });
    if (result.ok) return c.json<UpgradeCheckoutAnswer>({ ok: true, kind: "redirect", url: result.url }, 201);
    if (result.reason === "wrong_provider") return c.json<UpgradeCheckoutAnswer>({ ok: false, code: result.reason, message: ticketUpgradeCopy.confirmation.testCardHere }, 409);
    const refused = upgradeRefusal(result);
    return c.json<UpgradeCheckoutAnswer>({ ok: false, code: result.reason, message: refused.message }, refused.status);
  });

  return routes;
}

function upgradeRefusal(result: Extract<PayTicketUpgradeResult | StartUpgradeCheckoutResult, { ok: false }>): { status: 400 | 402 | 403 | 404 | 409 | 410 | 503; message: string } {
  const words = ticketUpgradeCopy.refused;
  switch (result.reason) {
    case "invalid":
      return { status: 404, message: words.invalid };
    case "expired":
      return { status: 410, message: words.expired };
    case "used":
      return { status: 409, message: words.used };
    case "not_upgradeable":
      return { status: 409, message: words.not_upgradeable };
    case "sold_out":
      return { status: 409, message: words.sold_out };
    case "not_on_list":
      return { status: 403, message: words.not_on_list };
    case "wrong_provider":
      return { status: 409, message: checkoutApiCopy.testCardsRefused };
    case "payment_unavailable":
      return { status: 503, message: checkoutApiCopy.paymentUnavailable };
    case "card_refused":
      return { status: 402, message: TEST_CARD_REFUSAL_MESSAGES[result.code] };
    default:
      return result satisfies never;
  }
}
