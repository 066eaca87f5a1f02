import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { auditLog, events, offers, orders, rateLimitWindows, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { listOfferAccess, parseAddressList, setOfferAccess } from "~/features/events-admin/offer-access.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { createCheckoutRoutes } from "./checkout.routes.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { ACCESS_COOKIE, signAccessGrant } from "~/features/offer-access/offer-access-grant.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const actor = { userId: "admin-1", email: "team@example.com" };
const student = { fullName: "Dancer 1", age: 19 };

describe.each(testDatabaseKinds())("offers restricted to a list on %s", (kind) => {
  let t: TestDatabase;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const [nh] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "new-hampshire"));
    eventId = nh!.id;
    await t.database.db.insert(users).values({ id: actor.userId, name: "Team", email: actor.email }).onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(rateLimitWindows);
    await db.delete(orders);
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    const context = {
      env,
      database: t.database,
      clock: { now: () => NOW },
      logger,
      mail: createEmailContext({ env, logger }),
      secret: "access-test-secret",
      emailWorker: { kick: () => {}, stop: async () => {} },
      checkout: { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: 15 },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    checkout = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
  });

  /** An order placed from a browser whose access link proved `email` (the buyer's, unless `proved` says otherwise). */
  const order = async (email: string, tierKey: string, proved: string | null = email) => {
    const res = await checkout.request("/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(proved ? { Cookie: `${ACCESS_COOKIE}=${signAccessGrant("access-test-secret", proved, NOW)}` } : {}) },
      body: JSON.stringify({ eventSlug: "new-hampshire", items: [{ tierKey, quantity: 1 }], buyer: { fullName: "Sam Studio", email, phone: "+1 603 555 0100" }, students: [student] }),
    });
    return { status: res.status, json: (await res.json()) as { message?: string; errors?: Record<string, string> } };
  };
  const offerId = async (tierKey: string) => (await t.database.db.select({ id: offers.id }).from(offers).where(and(eq(offers.eventId, eventId), eq(offers.tierKey, tierKey))))[0]!.id;

  it("sells the studio's pass and the balance payment only to the team's lists, with a clear message, and audits each change", async () => {
    const pasted = parseAddressList("Ana@Studio.example, ben@studio.example;\n\"cara@studio.example\" ana@studio.example not-an-address");
    expect(pasted).toEqual({ emails: ["ana@studio.example", "ben@studio.example", "cara@studio.example"], invalid: [] });
    expect(parseAddressList("dan@@example").invalid).toEqual(["dan@@example"]);

    expect((await order("stranger@example.com", "nh_full_weekend")).status).toBe(201);
    await setOfferAccess({ db: t.database.db, eventId, offerId: await offerId("nh_full_weekend"), emails: pasted.emails, actor, now: NOW });
    await setOfferAccess({ db: t.database.db, eventId, offerId: await offerId("nh_balance_payment"), emails: ["deposit@studio.example"], actor, now: NOW });

    const refused = await order("stranger@example.com", "nh_full_weekend");
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("isn't open to stranger@example.com");
    expect(refused.json.errors).toHaveProperty(["items.0"]);
    // Without a proved address the refusal names no address at all.
    const unproved = await order("ana@studio.example", "nh_full_weekend", null);
    expect(unproved.status).toBe(403);
    expect(unproved.json.message).toContain("open only to the studio's list");
    expect((await order("BEN@studio.example", "nh_full_weekend", "ben@studio.example")).status).toBe(201);
    expect((await order("ana@studio.example", "nh_balance_payment")).status).toBe(403);
    expect((await order("deposit@studio.example", "nh_balance_payment")).status).toBe(201);

    const listed = await listOfferAccess({ db: t.database.db, eventId });
    expect(listed?.offers.find((o) => o.tierKey === "nh_full_weekend")?.emails).toEqual(pasted.emails);
    expect(listed?.offers.find((o) => o.tierKey === "nh_protrack_vip")?.emails).toBeNull();

    // An empty list opens the offer again.
    await setOfferAccess({ db: t.database.db, eventId, offerId: await offerId("nh_full_weekend"), emails: [], actor, now: NOW });
    expect((await order("stranger@example.com", "nh_full_weekend")).status).toBe(201);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "event.offer.access"));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    await setOfferAccess({ db: t.database.db, eventId, offerId: await offerId("nh_balance_payment"), emails: [], actor, now: NOW });
  });
});
