import { pino } from "pino";
import type { AppContext } from "~/app-context.server";
import type { Database } from "~/db/client.server";
import { emailOutbox, orders, paymentEvents, rateLimitWindows, refunds } from "~/db/schema";
import { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { createTestPaymentProvider } from "~/features/payments/payments.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

/** Empties what one payments test leaves behind (orders and their refunds, mail, provider events, limits). */
export async function clearPaymentTables(database: Database): Promise<void> {
  const { db } = database;
  await db.delete(rateLimitWindows);
  await db.delete(refunds);
  await db.delete(orders);
  await db.delete(emailOutbox);
  await db.delete(paymentEvents);
}

/**
 * A bare app context for the payments tests, on the site's clock `now`: orders are placed with the
 * test provider (a Stripe-paid order is then paid by its webhook, `readWebhook`), no workers run, and
 * the checkout routes have limits no test reaches.
 */
export function paymentsTestContext(options: { database: Database; now: Date; secret: string; readWebhook?: AppContext["checkout"]["readWebhook"] }) {
  const env = parseEnv({});
  const logger = pino({ level: "silent" });
  const context = {
    env,
    database: options.database,
    clock: { now: () => options.now },
    logger,
    mail: createEmailContext({ env, logger }),
    secret: options.secret,
    emailWorker: { kick: () => {}, stop: async () => {} },
    jobs: { owner: "test", kick: () => {}, stop: async () => {} },
    checkout: { provider: createTestPaymentProvider(), readWebhook: options.readWebhook ?? null, holdMinutes: 15 },
  } as unknown as AppContext;
  const generous = () => createRateLimiter({ db: options.database.db, limit: 1000, windowMs: 60_000 });
  return { context, checkout: createCheckoutRoutes(context, { orders: generous(), cards: generous() }) };
}
