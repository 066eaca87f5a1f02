import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { emailOutbox, events, offers, orderLines, orders, rateLimitWindows, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createCheckoutRoutes } from "~/features/checkout/checkout.routes.server";
import { createTestPaymentProvider } from "~/features/checkout/test-payment-provider.server";
import { signUpgradeToken } from "~/features/checkout/upgrade-link.server";
import { createUpgradeRoutes } from "~/features/checkout/upgrade.routes.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { setOfferAccess } from "~/features/events-admin/offer-access.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";

const NOW = new Date("2025-09-01T19:00:00Z");
const SECRET = "offer-access-test-secret";
const actor = { userId: "admin-1", email: "team@example.com" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Sam Studio" };
type Routes = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

describe.each(testDatabaseKinds())("offers sold only to a list, on every way to buy them, on %s", (kind) => {
  let t: TestDatabase;
  let now = NOW;
  let context: AppContext;
  let checkout: Routes;
  let upgrades: Routes;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    await t.database.db.insert(users).values({ id: actor.userId, name: "Team", email: actor.email }).onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(rateLimitWindows);
    await db.delete(orders);
    await db.delete(emailOutbox);
    now = NOW;
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    context = {
      env,
      database: t.database,
      clock: { now: () => now },
      logger,
      mail: createEmailContext({ env, logger }),
      secret: SECRET,
      emailWorker: { kick: () => {}, stop: async () => {} },
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      formLimiter: createRateLimiter({ db, limit: 1000, windowMs: 60_000 }),
      checkout: { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: 15 },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    checkout = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
    upgrades = createUpgradeRoutes(context);
  });

  const post = async (routes: Routes, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await routes.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  const eventId = async (slug: string) => (await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, slug)))[0]!.id;
  const restrict = async (slug: string, tierKey: string, emails: string[]) => {
    const id = await eventId(slug);
    const [offer] = await t.database.db.select({ id: offers.id }).from(offers).where(and(eq(offers.eventId, id), eq(offers.tierKey, tierKey)));
    await setOfferAccess({ db: t.database.db, eventId: id, offerId: offer!.id, emails, actor, now });
  };

  it("refuses an upgrade link into a tier sold only to a list the order's address is not on, and pays it once the address is listed", async () => {
    const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
    const placed = await post(checkout, "/orders", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer, students: [{ fullName: "Dancer 1", age: 19 }] });
    expect(placed.status).toBe(201);
    const token = (placed.json.order as { token: string }).token;
    expect((await post(checkout, `/orders/${token}/test-card`, okCard)).status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.token, token));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const link = signUpgradeToken(SECRET, { orderId: order!.id, lineId: line!.id, studentId: 0, issuedAt: now });

    await restrict("hartford", "pro", ["someone@studio.example"]);
    try {
      const refused = await post(upgrades, `/${link}/test-card`, okCard);
      expect([refused.status, refused.json.code]).toEqual([403, "not_on_list"]);
      expect(String(refused.json.message)).toContain("open only to the studio's list");
      const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines.map((l) => l.tierKey)).toEqual(["core"]);

      await restrict("hartford", "pro", ["someone@studio.example", "jordan@example.com"]);
      expect((await post(upgrades, `/${link}/test-card`, okCard)).status).toBe(200);
    } finally {
      await restrict("hartford", "pro", []);
    }
  });
});
