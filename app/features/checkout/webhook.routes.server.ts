import { Hono } from "hono";
import type { AppContext } from "~/app-context.server";
import { siteUrl } from "~/lib/env.server";
import { checkoutApiCopy } from "./checkout-copy";
import { expireOrderCheckout } from "./orders/expire-order-checkout.server";
import { fulfilOrder } from "./orders/fulfil-order.server";
import { recordDispute, recordProviderRefund, refundLatePayment } from "~/features/payments/payments.server";
import { applyUpgradePayment } from "./upgrades/apply-upgrade-payment.server";
import { releaseUpgradeCheckout } from "./upgrades/release-upgrade-checkout.server";
import { handleStripeSubscriptionEvent } from "~/features/subscriptions/handle-stripe-subscription-event.server";

/**
 * POST /api/webhooks/stripe: the source of truth for Stripe payments. Exempt from the same-origin
 * guard (Stripe is another origin) and verified by signature instead; anything unsigned, re-signed,
 * changed or older than 300 s gets 400 and changes nothing, as does one naming an order id no order can
 * have (too large, negative, not a number). A failure answers 500 so Stripe retries.
 */
export function createWebhookRoutes(context: AppContext): Hono {
  const routes = new Hono();
  const { database, clock, logger, checkout } = context;
  // The body's size is bounded before it gets here, like every body (1 MB for webhooks: server/http/bounded-body.ts).
  routes.post("/stripe", async (c) => {
    if (!checkout.readWebhook) return c.json({ ok: false, message: checkoutApiCopy.stripeNotConfigured }, 404);
    const rawBody = await c.req.text();
    const reading = checkout.readWebhook(rawBody, c.req.header("stripe-signature") ?? null);
    if (!reading.ok) {
      logger.warn({ reason: reading.reason, message: reading.message }, "stripe webhook refused");
      return c.json({ ok: false, message: reading.message }, 400);
    }
    const now = clock.now();
    if (reading.kind === "paid") {
      const result = await fulfilOrder({ db: database.db, payment: reading.payment, now, logger });
      if (!result.ok && result.reason === "refund_needed") await refundLatePayment({ db: database.db, provider: checkout.provider, orderId: result.orderId, cause: result.cause, now, logger });
      if (result.ok && result.kind === "fulfilled") context.jobs.kick();
      logger.info({ event: reading.payment.eventId, result: result.ok ? result.kind : result.reason }, "stripe payment handled");
    } else if (reading.kind === "refund") {
      const recorded = await recordProviderRefund({ db: database.db, eventId: reading.eventId, refund: reading.refund, mail: context.mail, now });
      if (recorded.ok) context.emailWorker.kick();
      logger.info({ event: reading.eventId, status: reading.refund.status, result: recorded.ok ? "recorded" : recorded.reason }, "stripe refund handled");
    } else if (reading.kind === "dispute") {
      const recorded = await recordDispute({ db: database.db, eventId: reading.eventId, dispute: reading.dispute, now });
      logger.warn({ event: reading.eventId, result: recorded.ok ? "recorded" : recorded.reason }, "stripe dispute opened");
    } else if (reading.kind === "expired") {
      const expired = await expireOrderCheckout({ db: database.db, orderId: reading.orderId, now });
      logger.info({ event: reading.eventId, result: expired.ok ? "expired" : expired.reason }, "stripe checkout expired");
    } else if (reading.kind === "upgrade_paid") {
      const applied = await applyUpgradePayment({ db: database.db, payment: reading.payment, now, mail: context.mail, siteUrl: siteUrl(context.env), logger });
      if (applied.ok) context.emailWorker.kick();
      else if (applied.reason === "refund_queued") context.jobs.kick();
    } else if (reading.kind === "upgrade_expired") {
      await releaseUpgradeCheckout({ db: database.db, upgradeCheckoutId: reading.upgradeCheckoutId, now });
    } else if (reading.kind === "ignored") {
      // Subscriptions (Checkout in subscription mode, invoices, the subscription's own changes) are theirs; the body was verified above.
      const handled = await handleStripeSubscriptionEvent({
        db: database.db,
        event: JSON.parse(rawBody) as unknown,
        now,
        mail: context.mail,
        siteUrl: siteUrl(context.env),
        provider: checkout.provider,
        logger,
      });
      if (handled.ok || handled.reason !== "not_ours") logger.info({ event: reading.eventId, type: reading.type, result: handled.ok ? "applied" : handled.reason }, "stripe subscription event handled");
      if (handled.ok) context.emailWorker.kick();
    }
    return c.json({ ok: true, received: true });
  });
  return routes;
}
