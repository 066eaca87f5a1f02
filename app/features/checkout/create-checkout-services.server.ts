import type { Logger } from "pino";
import { paymentsThroughStripe, type Env } from "~/lib/env.server";
import type { CheckoutServices } from "./checkout-services";
import { readStripeWebhook } from "./read-stripe-webhook.server";
import { createStripePaymentProvider, createTestPaymentProvider } from "~/features/payments/payments.server";

/**
 * Stripe when PAYMENTS=stripe or its keys are set, else the built-in test provider (PAYMENTS=test
 * chooses it whatever keys are set). A site on a public SITE_URL without Stripe never gets here
 * unless PAYMENTS=test was set on purpose: parseEnv refuses it. The test provider says so on every
 * checkout step and in a warning here.
 */
export function createCheckoutServices(options: { env: Env; logger: Logger }): CheckoutServices {
  const { env, logger } = options;
  if (paymentsThroughStripe(env) && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY });
    const secret = env.STRIPE_WEBHOOK_SECRET;
    logger.info({ testMode: provider.testMode }, "payments: Stripe");
    return {
      provider,
      readWebhook: (rawBody, signature) => readStripeWebhook({ stripe: provider.stripe, rawBody, signature, secret }),
      holdMinutes: env.ORDER_HOLD_MINUTES,
    };
  }
  const message =
    env.PAYMENTS === "test"
      ? "payments: PAYMENTS=test, so checkout uses the built-in test provider: no money moves"
      : "payments: STRIPE_SECRET_KEY is not set, so checkout uses the built-in test provider: no money moves";
  if (env.NODE_ENV === "production") logger.warn(message);
  else logger.info(message);
  return { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: env.ORDER_HOLD_MINUTES };
}
