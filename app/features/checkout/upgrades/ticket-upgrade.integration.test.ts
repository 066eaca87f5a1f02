import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { emailOutbox, events, offers, orderLines, orders, orderStudents, orderUpgrades, rateLimitWindows } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { runQueuedJobs } from "../../../../tests/support/run-queued-jobs";
import { createCheckoutRoutes } from "../orders/checkout.routes.server";
import { PAID_ORDER_EXTRAS_JOB } from "../confirmation/paid-order-extras-job";
import { createPaidOrderExtrasHandler } from "../confirmation/run-paid-order-extras.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { signUpgradeToken } from "./upgrade-link.server";
import { createUpgradeRoutes } from "./upgrade.routes.server";
import type { OrderView } from "../confirmation/types";
import * as orderPage from "~/routes/order-confirmation";

const NOW = new Date("2025-09-01T19:00:00Z");
const SECRET = "upgrade-test-secret";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };

describe.each(testDatabaseKinds())("ticket upgrades on %s", (kind) => {
  let t: TestDatabase;
  let now = NOW;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let upgrades: ReturnType<typeof createUpgradeRoutes>;
  let context: AppContext;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    // These upgrades move a seat into another pool: Hartford's Pro Track leaves the room it shares with Core for one of its own.
    const [hartford] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    await t.database.db.update(offers).set({ poolId: null }).where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "pro")));
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
    const extras = createPaidOrderExtrasHandler({ db, clock: context.clock, mail: context.mail, secret: SECRET, siteUrl: "http://localhost:3000", kickEmail: () => {}, logger: context.logger });
    runExtras = () => runQueuedJobs(db, { [PAID_ORDER_EXTRAS_JOB]: extras });
  });
  /** The paid orders' extras (the upgrade links), queued on the job runner by the payment, sent as the worker would. */
  let runExtras: () => Promise<number>;

  const post = async (routes: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, path: string, body: unknown) => {
    const res = await routes.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** A paid Hartford order of `quantity` core tickets, each student named. */
  async function paidCoreOrder(quantity = 1, eventSlug = "hartford") {
    const students = Array.from({ length: quantity }, (_, i) => ({ fullName: `Dancer ${i + 1}`, age: 19 }));
    const placed = await post(checkout, "/orders", { eventSlug, items: [{ tierKey: "core", quantity }], buyer, students });
    expect(placed.status).toBe(201);
    const token = (placed.json.order as { token: string }).token;
    const paid = await post(checkout, `/orders/${token}/test-card`, okCard);
    expect(paid.status).toBe(200);
    expect(await runExtras()).toBe(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.token, token));
    return order!;
  }

  async function invite(orderId: number) {
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `upgrade-invite:${orderId}:ticket-upgrade-invite:${buyer.email}`));
    return rows[0];
  }

  const linkToken = (text: string) => decodeURIComponent(/upgrade-confirmation\?link=([^\s)"]+)/.exec(text)![1]!);

  it("emails a link with the paid order, and the link moves the core ticket to Pro Track for exactly the difference, once", async () => {
    const order = await paidCoreOrder();
    const email = await invite(order.id);
    expect(email?.toAddress).toBe(buyer.email);
    expect(email?.text).toContain("Upgrade Dancer 1 to Pro Track for $220 more");
    const token = linkToken(email!.text);

    // Stripe's page is for Stripe: with the test provider the card is taken on our page.
    expect(await post(upgrades, `/${token}/checkout`, {})).toEqual({ status: 409, json: { ok: false, code: "wrong_provider", message: "Pay with the test card on this page." } });
    const paid = await post(upgrades, `/${token}/test-card`, okCard);
    expect(paid).toEqual({ status: 200, json: { ok: true, status: "paid", redirectTo: `/pro-track-upgrade-thank-you?link=${encodeURIComponent(token)}` } });
    const db = t.database.db;
    const [upgrade] = await db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id));
    expect([upgrade?.amountMinor, upgrade?.currency, upgrade?.fromTier, upgrade?.toTier]).toEqual([22000, "USD", "core", "pro"]);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.tierKey, l.quantity])).toEqual([["pro", 1]]);
    const [student] = await db.select().from(orderStudents).where(eq(orderStudents.orderId, order.id));
    expect(student?.orderLineId).toBe(lines[0]!.id);
    const [stillPaid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([stillPaid?.status, stillPaid?.totalMinor]).toEqual(["paid", 16800]);
    const done = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "ticket-upgrade-confirmation"));
    expect(done.map((e) => e.toAddress)).toEqual([buyer.email]);

    // The buyer's order page shows the upgrade's own payment beside the order's total.
    const page = (await orderPage.loader({ request: new Request(`http://localhost/order-confirmation?order=${order.token}`), context: { app: context }, params: {} } as never)) as unknown as { data: { order: OrderView } };
    expect(page.data.order.totalMinor).toBe(16800);
    expect(page.data.order.upgrades).toEqual([{ fromLabel: "Core Experience", toLabel: "Pro Track", studentName: "Dancer 1", amountMinor: 22000 }]);

    const again = await post(upgrades, `/${token}/test-card`, okCard);
    expect([again.status, again.json.code]).toEqual([409, "used"]);
    expect(await db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id))).toHaveLength(1);
  });

  it("pays one upgrade when the same link is used twice at once", async () => {
    const order = await paidCoreOrder();
    const token = linkToken((await invite(order.id))!.text);
    const both = await Promise.all([post(upgrades, `/${token}/test-card`, okCard), post(upgrades, `/${token}/test-card`, okCard)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id))).toHaveLength(1);
  });

  it("refuses a link after 14 days, a forged one, and a declined card changes nothing", async () => {
    const order = await paidCoreOrder();
    const token = linkToken((await invite(order.id))!.text);
    const declined = await post(upgrades, `/${token}/test-card`, { ...okCard, number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    now = new Date(NOW.getTime() + 14 * 86_400_000);
    const expired = await post(upgrades, `/${token}/test-card`, okCard);
    expect([expired.status, expired.json.code]).toEqual([410, "expired"]);
    const forged = await post(upgrades, `/${token.slice(0, -2)}xx/test-card`, okCard);
    expect([forged.status, forged.json.code]).toEqual([404, "invalid"]);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => l.tierKey)).toEqual(["core"]);
  });

  it("stops a link when its event starts, even within 14 days", async () => {
    const order = await paidCoreOrder();
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await t.database.db.update(events).set({ startsOn: "2025-09-05" }).where(eq(events.id, order.eventId));
    try {
      const token = signUpgradeToken(SECRET, { orderId: order.id, lineId: line!.id, studentId: 0, issuedAt: NOW });
      now = new Date("2025-09-05T05:00:00Z");
      const late = await post(upgrades, `/${token}/test-card`, okCard);
      expect([late.status, late.json.code]).toEqual([410, "expired"]);
    } finally {
      await t.database.db.update(events).set({ startsOn: "2026-01-18" }).where(eq(events.id, order.eventId));
    }
  });

  it("upgrades one of two tickets, splitting the line, and never past the Pro Track pool's capacity", async () => {
    const order = await paidCoreOrder(2);
    const email = await invite(order.id);
    const tokens = [...email!.text.matchAll(/upgrade-confirmation\?link=([^\s)"]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(tokens).toHaveLength(2);
    const db = t.database.db;
    // Pro Track limited to one seat: the first upgrade takes it, the second finds none.
    await setOfferSeats({ db, eventId: order.eventId, tierKey: "pro", capacity: 1 });
    const first = await post(upgrades, `/${tokens[0]}/test-card`, okCard);
    expect(first.status).toBe(200);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.tierKey, l.quantity, l.totalMinor])).toEqual([["core", 1, 16800], ["pro", 1, 16800]]);

    try {
      const second = await post(upgrades, `/${tokens[1]}/test-card`, okCard);
      expect([second.status, second.json.code]).toEqual([409, "sold_out"]);
      expect(await db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id))).toHaveLength(1);
    } finally {
      await setOfferSeats({ db, eventId: order.eventId, tierKey: "pro", capacity: null });
    }
  });

  it("moves a ticket to Pro Track in a full room they share: the ticket keeps its own seat", async () => {
    const order = await paidCoreOrder(1, "orlando");
    const db = t.database.db;
    const [core] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, order.eventId), eq(offers.tierKey, "core")));
    const [pro] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, order.eventId), eq(offers.tierKey, "pro")));
    expect(pro!.poolId).toBe(core!.poolId);
    // Every seat of the room is taken (this order's one), so Pro Track shows sold out to a new buyer.
    await setOfferSeats({ db, eventId: order.eventId, tierKey: "core", capacity: 1 });
    try {
      const paid = await post(upgrades, `/${linkToken((await invite(order.id))!.text)}/test-card`, okCard);
      expect(paid.status).toBe(200);
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.map((l) => [l.tierKey, l.quantity, l.poolId])).toEqual([["pro", 1, core!.poolId]]);
    } finally {
      await setOfferSeats({ db, eventId: order.eventId, tierKey: "core", capacity: 80 });
    }
  });

  it("emails links from /upgrade-to-pro-track only to the order's address, answering the same either way", async () => {
    const order = await paidCoreOrder();
    const right = await post(upgrades, "/request", { email: "JORDAN@example.com", orderNumber: order.number });
    const wrong = await post(upgrades, "/request", { email: "someone@example.com", orderNumber: order.number });
    expect(wrong).toEqual(right);
    expect(right.status).toBe(202);
    const sent = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "ticket-upgrade-invite"));
    expect(sent.map((e) => e.toAddress)).toEqual([buyer.email, buyer.email]);
  });

  it("sells at most one VIP upgrade per Full Weekend Pass in a cart, and lets a pass holder add it later from the link, once", async () => {
    const items = (vip: number) => [{ tierKey: "nh_full_weekend", quantity: 1 }, { tierKey: "nh_protrack_vip", quantity: vip }];
    const two = await post(checkout, "/orders", { eventSlug: "new-hampshire", items: items(2), buyer, students: [{ fullName: "Dancer 1", age: 19 }] });
    expect([two.status, two.json.message]).toEqual([400, "One Pro Track VIP Upgrade per Full Weekend Pass or Balance Payment (deposit holders): this cart can have 1."]);

    const placed = await post(checkout, "/orders", { eventSlug: "new-hampshire", items: [{ tierKey: "nh_full_weekend", quantity: 1 }], buyer, students: [{ fullName: "Dancer 1", age: 19 }] });
    const token = (placed.json.order as { token: string }).token;
    expect((await post(checkout, `/orders/${token}/test-card`, okCard)).status).toBe(200);
    expect(await runExtras()).toBe(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.token, token));
    const email = await invite(order!.id);
    // The offer's own name says "Upgrade": it is added to the ticket, never "upgrade a ticket to … Upgrade".
    expect(email?.text).toContain("Add Pro Track VIP Upgrade to a ticket for $249 more");
    expect(email?.text).not.toMatch(/Upgrade a ticket to .*Upgrade/);
    const link = linkToken(email!.text);
    expect((await post(upgrades, `/${link}/test-card`, okCard)).status).toBe(200);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.tierKey, l.isAddOn])).toEqual([["nh_full_weekend", false], ["nh_protrack_vip", true]]);
    const [upgrade] = await t.database.db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order!.id));
    expect(upgrade?.amountMinor).toBe(24900);

    // A fresh link for the same pass: the pass already has its VIP upgrade.
    now = new Date(NOW.getTime() + 60_000);
    const fresh = signUpgradeToken(SECRET, { orderId: order!.id, lineId: lines[0]!.id, studentId: 0, issuedAt: now });
    const second = await post(upgrades, `/${fresh}/test-card`, okCard);
    expect([second.status, second.json.code]).toEqual([409, "not_upgradeable"]);
  });
});
