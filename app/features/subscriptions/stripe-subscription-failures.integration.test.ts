import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { subscriptions } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getPortalUrl } from "./get-portal-url.server";
import { startSubscription } from "./start-subscription.server";
import type { SubscriptionCheckout } from "./subscription-provider";

const NOW = new Date("2025-11-20T17:00:00Z");

/** A logger whose lines the test reads back. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

/** Stripe refusing every call, as when it is down or the key is wrong. */
const failingStripe: SubscriptionCheckout = {
  startCheckout: () => Promise.reject(new Error("stripe checkout unreachable")),
  portalUrl: () => Promise.reject(new Error("stripe portal unreachable")),
  cancelAt: () => Promise.reject(new Error("not used")),
  cardLast4: () => Promise.reject(new Error("not used")),
};

/** Stripe's failures reach the log with their context; the buyer still only hears a reason code. */
describe.each(testDatabaseKinds())("Stripe subscription failures on %s", (kind) => {
  let t: TestDatabase;
  const env = parseEnv({});
  const mail = createEmailContext({ env, logger: pino({ level: "silent" }) });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("logs a checkout that could not start and answers payment_unavailable", async () => {
    const { logger, lines } = recordingLogger();
    const result = await startSubscription({
      db: t.database.db,
      request: { tierKey: "mentorship_building", name: "Nia", email: "nia@example.com" },
      userId: null,
      now: NOW,
      mail,
      siteUrl: "http://localhost",
      provider: "stripe",
      stripe: failingStripe,
      logger,
    });
    expect(result).toEqual({ ok: false, reason: "payment_unavailable" });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.buyerEmail, "nia@example.com"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "stripe subscription checkout could not start", subscription: row!.id, tier: "mentorship_building", err: { message: "stripe checkout unreachable" } });
    expect(JSON.stringify(lines[0])).not.toContain("nia@example.com");
  });

  it("logs a customer portal that could not open and answers provider_failed", async () => {
    const { logger, lines } = recordingLogger();
    const [row] = await t.database.db
      .update(subscriptions)
      .set({ providerCustomerId: "cus_nia", userId: "u_nia" })
      .where(eq(subscriptions.buyerEmail, "nia@example.com"))
      .returning({ id: subscriptions.id });
    const result = await getPortalUrl({ db: t.database.db, id: row!.id, userId: "u_nia", email: "nia@example.com", stripe: failingStripe, returnUrl: "http://localhost/account", logger });
    expect(result).toEqual({ ok: false, reason: "provider_failed" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: "stripe customer portal could not open", subscription: row!.id, customer: "cus_nia", err: { message: "stripe portal unreachable" } });
    expect(JSON.stringify(lines[0])).not.toContain("nia@example.com");
  });
});
