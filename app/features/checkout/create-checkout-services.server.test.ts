import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createCheckoutServices } from "./create-checkout-services.server";

const logger = pino({ level: "silent" });
const stripeKeys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

describe("how checkout takes payments", () => {
  it("uses Stripe when its keys are set, and the test card when PAYMENTS=test says so whatever keys are set", () => {
    expect(createCheckoutServices({ env: parseEnv(stripeKeys), logger }).provider.name).toBe("stripe");
    expect(createCheckoutServices({ env: parseEnv({ ...stripeKeys, PAYMENTS: "stripe" }), logger }).provider.name).toBe("stripe");
    const test = createCheckoutServices({ env: parseEnv({ ...stripeKeys, PAYMENTS: "test" }), logger });
    expect(test.provider.name).toBe("test");
    expect(test.readWebhook).toBeNull();
  });

  it("keeps the test card on this machine's own address with nothing set", () => {
    expect(createCheckoutServices({ env: parseEnv({}), logger }).provider.name).toBe("test");
    expect(createCheckoutServices({ env: parseEnv({ SITE_URL: "http://localhost:3000" }), logger }).provider.name).toBe("test");
  });
});
