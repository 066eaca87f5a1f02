import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { emailOutbox, events, offers, orderLines, orders, rateLimitWindows, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { signUpgradeToken } from "~/features/checkout/upgrades/upgrade-link.server";
import { createUpgradeRoutes } from "~/features/checkout/upgrades/upgrade.routes.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { setOfferAccess } from "~/features/events-admin/offer-access.server";
import type { AppContext } from "~/app-context.server";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { pinnedNow } from "../../../tests/support/away-from-window-edge";
import { createCartRoutes } from "~/features/cart/cart.routes.server";
import { createSubscriptionRoutes } from "~/features/subscriptions/subscriptions.routes.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { grantOfferAccess } from "./grant-offer-access.server";
import { ACCESS_COOKIE, signAccessGrant } from "./offer-access-grant.server";
import { createOfferAccessRoutes } from "./offer-access.routes.server";

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
  let cart: Routes;
  let access: Routes;
  let subscriptionsApi: Routes;
  /** The access requests' list checks and emails, which finish after their answers. */
  let deliveries: Array<Promise<void>> = [];
  const delivered = () => Promise.all(deliveries.splice(0));

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
    cart = createCartRoutes(context, { quote: generous(), discount: generous() });
    deliveries = [];
    access = createOfferAccessRoutes(context, { onDelivery: (d) => deliveries.push(d) });
    subscriptionsApi = createSubscriptionRoutes(context, { limiter: generous() });
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

  /** The cookie an opened access link leaves in the browser: the address it proved. */
  const proved = (email: string) => ({ Cookie: `${ACCESS_COOKIE}=${signAccessGrant(SECRET, email, now)}` });
  const student = { fullName: "Dancer 1", age: 19 };
  const order = (email: string, tierKey: string, headers: Record<string, string> = {}) =>
    post(checkout, "/orders", { eventSlug: "new-hampshire", items: [{ tierKey, quantity: 1 }], buyer: { fullName: "Sam Studio", email, phone: "+1 603 555 0100" }, students: [student] }, headers);
  const quote = (tierKey: string, headers: Record<string, string> = {}) => post(cart, "/quote", { eventSlug: "new-hampshire", items: [{ tierKey, quantity: 1 }] }, headers);
  const accessMail = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "offer-access-link"));

  it("refuses a restricted tier in the cart's quote, before checkout, with the words that offer the access link", async () => {
    await restrict("new-hampshire", "nh_full_weekend", ["ana@studio.example"]);
    try {
      const refused = await quote("nh_full_weekend");
      expect(refused.status).toBe(403);
      expect(refused.json.message).toContain("open only to the studio's list");
      expect(refused.json.accessFor).toBeTruthy();
      expect(refused.json.errors).toHaveProperty(["items.0"]);
      // The answer is the same for any caller without a proved address: it names nobody.
      expect(JSON.stringify(refused.json)).not.toContain("ana@studio.example");

      const ok = await quote("nh_full_weekend", proved("ana@studio.example"));
      expect(ok.status).toBe(200);
      const other = await quote("nh_full_weekend", proved("ben@studio.example"));
      expect(other.status).toBe(403);
      expect(other.json.message).toContain("isn't open to ben@studio.example");
      // A forged or foreign cookie proves nothing.
      const forged = await quote("nh_full_weekend", { Cookie: `${ACCESS_COOKIE}=${signAccessGrant("another-secret", "ana@studio.example", now)}` });
      expect(forged.status).toBe(403);
      // Open tiers of the same event are quoted as before.
    } finally {
      await restrict("new-hampshire", "nh_full_weekend", []);
    }
  });

  it("emails a link only to a listed address, answering the same either way; the link's cookie buys with that address only", async () => {
    await restrict("new-hampshire", "nh_full_weekend", ["ana@studio.example"]);
    try {
      const unlisted = await post(access, "/requests", { eventSlug: "new-hampshire", email: "stranger@example.com" });
      const listed = await post(access, "/requests", { eventSlug: "new-hampshire", email: "Ana@Studio.example" });
      expect(unlisted.status).toBe(202);
      expect([listed.status, listed.json]).toEqual([unlisted.status, unlisted.json]);
      await delivered();
      const mail = await accessMail();
      expect(mail.map((m) => m.toAddress)).toEqual(["ana@studio.example"]);

      const token = decodeURIComponent(/\/offer-access\/([^\s)"]+)/.exec(mail[0]!.text)![1]!);
      const granted = await grantOfferAccess({ db: t.database.db, secret: SECRET, token, now, secure: false });
      expect(granted.ok).toBe(true);
      if (!granted.ok) return;
      expect(granted.email).toBe("ana@studio.example");
      const cookie = { Cookie: granted.cookie.split(";")[0]! };

      expect((await quote("nh_full_weekend", cookie)).status).toBe(200);
      const noCookie = await order("ana@studio.example", "nh_full_weekend");
      expect(noCookie.status).toBe(403);
      const otherBuyer = await order("stranger@example.com", "nh_full_weekend", cookie);
      expect(otherBuyer.status).toBe(403);
      expect(otherBuyer.json.message).toContain("use that address as the buyer's email");
      expect(otherBuyer.json.errors).toHaveProperty(["buyer.email"]);
      expect((await order("ANA@studio.example", "nh_full_weekend", cookie)).status).toBe(201);

      // The link expires after a day; a tampered one is no link.
      expect(await grantOfferAccess({ db: t.database.db, secret: SECRET, token, now: new Date(now.getTime() + 24 * 3_600_000), secure: false })).toEqual({ ok: false, reason: "expired" });
      expect(await grantOfferAccess({ db: t.database.db, secret: SECRET, token: token.replace(/^\d+/, "999"), now, secure: false })).toEqual({ ok: false, reason: "invalid" });
    } finally {
      await restrict("new-hampshire", "nh_full_weekend", []);
    }
  });

  it("limits access link requests per client with the public forms' limiter", async () => {
    const limited = createOfferAccessRoutes({ ...context, formLimiter: createRateLimiter({ db: t.database.db, limit: 2, windowMs: 60_000, currentTime: pinnedNow() }) }, { onDelivery: (d) => deliveries.push(d) });
    const send = () => post(limited, "/requests", { eventSlug: "new-hampshire", email: "someone@example.com" });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);
    await delivered();
    expect(await accessMail()).toEqual([]);
  });

  /** The test database, with its transactions (the email's queueing) held until `open` or failing. */
  const heldTransactions = (held: Promise<void>) => {
    const db = t.database.db;
    held.catch(() => undefined);
    const gated = new Proxy(db, {
      get: (target, prop) => {
        const value: unknown = Reflect.get(target, prop);
        if (prop === "transaction") return async (...args: Parameters<typeof db.transaction>) => held.then(() => db.transaction(...args));
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { ...t.database, db: gated };
  };

  it("answers a listed address before its email is queued, as soon as and as it answers an unlisted one", async () => {
    await restrict("new-hampshire", "nh_full_weekend", ["ana@studio.example"]);
    try {
      let open!: () => void;
      const held = new Promise<void>((resolve) => (open = resolve));
      const slow = createOfferAccessRoutes({ ...context, database: heldTransactions(held) }, { onDelivery: (d) => deliveries.push(d) });
      const timeout = new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), 2_000));
      const listed = await Promise.race([post(slow, "/requests", { eventSlug: "new-hampshire", email: "ana@studio.example" }), timeout]);
      const unlisted = await Promise.race([post(slow, "/requests", { eventSlug: "new-hampshire", email: "stranger@example.com" }), timeout]);
      open();
      expect(listed).not.toBe("no answer");
      if (listed === "no answer" || unlisted === "no answer") return;
      expect([listed.status, listed.json]).toEqual([202, { ok: true, message: offerAccessLinkCopy.form.sent }]);
      expect([unlisted.status, unlisted.json]).toEqual([listed.status, listed.json]);
      await delivered();
      expect((await accessMail()).map((m) => m.toAddress)).toEqual(["ana@studio.example"]);
      // An unknown event is public: it is refused at once, with nothing started.
      const unknown = await post(slow, "/requests", { eventSlug: "nowhere", email: "ana@studio.example" });
      expect(unknown.status).toBe(404);
      expect(deliveries).toEqual([]);
    } finally {
      await restrict("new-hampshire", "nh_full_weekend", []);
    }
  });

  it("logs a failed queueing after the answer, never leaving a rejection unhandled", async () => {
    await restrict("new-hampshire", "nh_full_weekend", ["ana@studio.example"]);
    try {
      const lines: string[] = [];
      const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
      const failing = createOfferAccessRoutes({ ...context, logger, database: heldTransactions(Promise.reject(new Error("outbox down"))) }, { onDelivery: (d) => deliveries.push(d) });
      const listed = await post(failing, "/requests", { eventSlug: "new-hampshire", email: "ana@studio.example" });
      expect([listed.status, listed.json]).toEqual([202, { ok: true, message: offerAccessLinkCopy.form.sent }]);
      await expect(delivered()).resolves.toBeDefined();
      expect(lines.map((l) => JSON.parse(l) as { msg: string; err?: { message: string } })).toMatchObject([{ msg: "offer access link request failed", err: { message: "outbox down" } }]);
      expect(await accessMail()).toEqual([]);
    } finally {
      await restrict("new-hampshire", "nh_full_weekend", []);
    }
  });

  it("checks the list and the cart's sale flags on a subscription to an event's monthly offer", async () => {
    now = new Date("2025-11-20T17:00:00Z");
    const subscribe = (email: string, headers: Record<string, string> = {}) =>
      post(subscriptionsApi, "/", { tierKey: "mentorship_building", eventSlug: "london", name: "Ola", email, card: okCard }, headers);
    await restrict("london", "mentorship_building", ["ola@studio.example"]);
    try {
      const refused = await subscribe("ola@studio.example");
      expect([refused.status, refused.json.code]).toEqual([403, "access_required"]);
      expect(refused.json.message).toContain("open only to the studio's list");
      const otherEmail = await subscribe("someone@example.com", proved("ola@studio.example"));
      expect([otherEmail.status, otherEmail.json.code]).toEqual([403, "other_email"]);
      expect((await subscribe("ola@studio.example", proved("ola@studio.example"))).status).toBe(201);
    } finally {
      await restrict("london", "mentorship_building", []);
    }
    const londonId = await eventId("london");
    const where = and(eq(offers.eventId, londonId), eq(offers.tierKey, "mentorship_building"));
    await t.database.db.update(offers).set({ inCart: false }).where(where);
    try {
      const notSold = await subscribe("ola2@example.com");
      expect([notSold.status, notSold.json.code]).toEqual([409, "not_sold_here"]);
    } finally {
      await t.database.db.update(offers).set({ inCart: true }).where(where);
    }
  });

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
