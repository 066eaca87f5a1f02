import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { discountCodes, emailOutbox, orders, rateLimitWindows, refunds } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { validateDiscountCode } from "~/features/cart/validate-discount-code.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { createPaidOrderExtrasHandler } from "~/features/checkout/confirmation/run-paid-order-extras.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { runQueuedJobs } from "../../../tests/support/run-queued-jobs";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { freeMonthCodeFor } from "./issue-free-month-code.server";
import { issueOrderCredit } from "./issue-order-credit.server";
import { refundOrder } from "./refund-order.server";
import { createTestPaymentProvider } from "./test-payment-provider.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const SECRET = "free-month-test-secret";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const team = { userId: null, email: "ada@example.com" };

describe.each(testDatabaseKinds())("the free month withdrawn when its order is given back, on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let runExtras: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(rateLimitWindows);
    await db.delete(refunds);
    await db.delete(orders);
    await db.delete(emailOutbox);
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    context = {
      env,
      database: t.database,
      clock: { now: () => NOW },
      logger,
      mail: createEmailContext({ env, logger }),
      secret: SECRET,
      emailWorker: { kick: () => {}, stop: async () => {} },
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      checkout: { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: 15 },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    checkout = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
    const extras = createPaidOrderExtrasHandler({ db, clock: context.clock, mail: context.mail, secret: SECRET, siteUrl: "http://localhost:3000", kickEmail: () => {}, logger });
    runExtras = () => runQueuedJobs(db, { [PAID_ORDER_EXTRAS_JOB]: extras });
  });

  const post = async (path: string, body: unknown) => {
    const res = await checkout.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** A Boston Core ticket ($168, whose What to Expect promises the free month), paid by test card, with its code issued. */
  async function paidBostonOrder() {
    const placed = await post("/orders", { buyer, eventSlug: "boston", items: [{ tierKey: "boston_core", quantity: 1 }], students: [{ fullName: "Dancer 1", age: 19 }] });
    expect(placed.status).toBe(201);
    const token = (placed.json.order as { token: string }).token;
    expect((await post(`/orders/${token}/test-card`, okCard)).status).toBe(200);
    expect(await runExtras()).toBe(1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.token, token));
    return { order: order!, code: freeMonthCodeFor(SECRET, order!.number) };
  }

  /** The code quoted on the Starter Path through the cart's discount validation, as the promo field asks. */
  const quoteStarterPath = (code: string) =>
    validateDiscountCode({ db: t.database.db, request: { code, eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_starter", quantity: 1 }], appliedCodes: [] }, now: NOW });

  const refund = (number: string, amountMinor: number | "rest", key: string) =>
    refundOrder({ db: t.database.db, provider: context.checkout.provider, mail: context.mail, number, amountMinor, reason: { typed: "Asked by the buyer" }, idempotencyKey: key, actor: team, now: NOW });

  it("a full refund withdraws the unused code: it no longer takes the Starter Path to $0", async () => {
    const { order, code } = await paidBostonOrder();
    expect(await quoteStarterPath(code)).toMatchObject({ ok: true, valid: true, discount: { code, discountAmount: 22900 } });
    expect(await refund(order.number, "rest", "full-refund-key-0001")).toMatchObject({ ok: true, settled: true });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("refunded");
    expect(await quoteStarterPath(code)).toMatchObject({ ok: true, valid: false });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect([row?.isActive, row?.usesCount]).toEqual([false, 0]);
  });

  it("the code is found by its order, not its words: withdrawn even after the team rewrote its description", async () => {
    const { order, code } = await paidBostonOrder();
    expect((await t.database.db.select({ issuedFor: discountCodes.issuedForOrderId }).from(discountCodes).where(eq(discountCodes.code, code)))[0]?.issuedFor).toBe(order.id);
    await t.database.db.update(discountCodes).set({ description: "Boston free month (renamed by the team)" }).where(eq(discountCodes.code, code));
    expect(await refund(order.number, "rest", "full-refund-key-0002")).toMatchObject({ ok: true, settled: true });
    expect(await quoteStarterPath(code)).toMatchObject({ ok: true, valid: false });
  });

  it("a partial refund leaves it usable", async () => {
    const { order, code } = await paidBostonOrder();
    expect(await refund(order.number, 5000, "part-refund-key-0001")).toMatchObject({ ok: true, settled: true });
    expect(await quoteStarterPath(code)).toMatchObject({ ok: true, valid: true, discount: { code, discountAmount: 22900 } });
  });

  it("the order closed as credit withdraws it too", async () => {
    const { order, code } = await paidBostonOrder();
    const credited = await issueOrderCredit({ db: t.database.db, mail: context.mail, number: order.number, amountMinor: "rest", note: "", idempotencyKey: "credit-key-00000001", actor: team, now: NOW });
    expect(credited).toMatchObject({ ok: true });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("cancelled");
    expect(await quoteStarterPath(code)).toMatchObject({ ok: true, valid: false });
  });

  it("a code already used stays used: the program order it paid is its own sale", async () => {
    const { order, code } = await paidBostonOrder();
    const placed = await post("/orders", {
      buyer,
      eventSlug: "acting-for-dancers",
      items: [{ tierKey: "afd_starter", quantity: 1 }],
      students: [{ fullName: "Dancer 1", age: 19 }],
      codes: [code],
      context: { checkoutCityKey: "acting-for-dancers", checkoutCityName: "Virtual (Online)", isVirtualSession: true, actingForDancersContext: true },
    });
    expect(placed.status).toBe(201);
    const programToken = (placed.json.order as { token: string }).token;
    expect(await refund(order.number, "rest", "full-refund-key-0002")).toMatchObject({ ok: true });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect([row?.isActive, row?.usesCount]).toEqual([true, 1]);
    expect((await t.database.db.select().from(orders).where(eq(orders.token, programToken)))[0]?.status).toBe("paid");
  });
});
