import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import type { CheckoutServices } from "./checkout-services";
import { readStripeWebhook } from "./read-stripe-webhook.server";
import { createStripePaymentProvider } from "./stripe-payment-provider.server";
import { createTestPaymentProvider } from "./test-payment-provider.server";

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. Never refuses to start:
 * a production site without Stripe still sells in test mode, says so on every checkout step and
 * logs a warning here.
 */
export function createCheckoutServices(options: { env: Env; logger: Logger }): CheckoutServices {
  const { env, logger } = options;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY });
    const secret = env.STRIPE_WEBHOOK_SECRET;
    logger.info({ testMode: provider.testMode }, "payments: Stripe");
    return {
      provider,
      readWebhook: (rawBody, signature) => readStripeWebhook({ stripe: provider.stripe, rawBody, signature, secret }),
      holdMinutes: env.ORDER_HOLD_MINUTES,
    };
  }
  const message = "payments: STRIPE_SECRET_KEY is not set, so checkout uses the built-in test provider: no money moves";
  if (env.NODE_ENV === "production") logger.warn(message);
  else logger.info(message);
  return { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: env.ORDER_HOLD_MINUTES };
}
