import type Stripe from "stripe";
import { formatMonth } from "./subscription-format";
import type { SubscriptionCheckout, SubscriptionCheckoutInput } from "./subscription-provider";

/** Stripe refuses a trial that ends sooner than this after the subscription is created. */
const MIN_TRIAL_SECONDS = 48 * 3600;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Checkout in subscription mode on our schedule. Before the cohort starts, the first period is a
 * one-time line charged at checkout ("Building: December 2025") and the monthly price trials until
 * the first renewal (January 1), so Stripe's renewals fall on our period boundaries. Once the start
 * has passed, the subscription starts on purchase: the monthly price alone, charged now and monthly.
 */
export function createStripeSubscriptionCheckout(stripe: Stripe): SubscriptionCheckout {
  return {
    async startCheckout(input: SubscriptionCheckoutInput) {
      const currency = input.currency.toLowerCase();
      const metadata = { subscriptionId: String(input.subscriptionId) };
      const deferred = unix(input.plan.recurringFrom) - unix(input.now) >= MIN_TRIAL_SECONDS && input.plan.startsAt.getTime() > input.now.getTime();
      const monthly: Stripe.Checkout.SessionCreateParams.LineItem = {
        price_data: { currency, unit_amount: input.priceMinor, recurring: { interval: "month" }, product_data: { name: input.label } },
        quantity: 1,
      };
      const firstPeriod: Stripe.Checkout.SessionCreateParams.LineItem = {
        price_data: { currency, unit_amount: input.priceMinor, product_data: { name: `${input.label}: ${formatMonth(input.plan.firstPeriod.start)}` } },
        quantity: 1,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer_email: input.email,
          line_items: deferred ? [monthly, firstPeriod] : [monthly],
          metadata,
          subscription_data: { metadata, ...(deferred ? { trial_end: unix(input.plan.recurringFrom) } : {}) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `subscription-${input.subscriptionId}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { url: session.url, checkoutId: session.id };
    },
    async portalUrl({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },
    async cancelAt({ providerSubscriptionId, at }) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at: unix(at) }, { idempotencyKey: `cancel-${providerSubscriptionId}-${unix(at)}` });
    },
    async cardLast4(input) {
      if ("paymentMethodId" in input) return (await stripe.paymentMethods.retrieve(input.paymentMethodId)).card?.last4 ?? null;
      const sub = await stripe.subscriptions.retrieve(input.providerSubscriptionId, { expand: ["default_payment_method"] });
      const method = sub.default_payment_method;
      return method && typeof method !== "string" ? (method.card?.last4 ?? null) : null;
    },
  };
}

/** Stripe's subscription side when payments go through Stripe (the provider carries its client), else null. */
export function stripeSubscriptionCheckoutFor(provider: { name: string }): SubscriptionCheckout | null {
  const stripe = (provider as { stripe?: Stripe }).stripe;
  return provider.name === "stripe" && stripe ? createStripeSubscriptionCheckout(stripe) : null;
}
