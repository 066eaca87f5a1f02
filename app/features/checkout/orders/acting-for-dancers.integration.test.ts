import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { discountCodes, emailOutbox, orders, rateLimitWindows } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { runQueuedJobs } from "../../../../tests/support/run-queued-jobs";
import { createCheckoutRoutes } from "./checkout.routes.server";
import { PAID_ORDER_EXTRAS_JOB } from "../confirmation/paid-order-extras-job";
import { createPaidOrderExtrasHandler } from "../confirmation/run-paid-order-extras.server";
import { findOrderProgram } from "./find-order-program.server";
import { freeMonthCodeFor } from "~/features/payments/issue-free-month-code.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const afdContext = { checkoutCityKey: "acting-for-dancers", checkoutCityName: "Virtual (Online)", isVirtualSession: true, actingForDancersContext: true };

describe.each(testDatabaseKinds())("Acting for Dancers sales on %s", (kind) => {
  let t: TestDatabase;
  let checkout: ReturnType<typeof createCheckoutRoutes>;

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
    await db.delete(orders);
    await db.delete(emailOutbox);
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    const context = {
      env,
      database: t.database,
      clock: { now: () => NOW },
      logger,
      mail: createEmailContext({ env, logger }),
      secret: "afd-test-secret",
      emailWorker: { kick: () => {}, stop: async () => {} },
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      checkout: { provider: createTestPaymentProvider(), readWebhook: null, holdMinutes: 15 },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    checkout = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
    const extras = createPaidOrderExtrasHandler({ db, clock: context.clock, mail: context.mail, secret: "afd-test-secret", siteUrl: "http://localhost:3000", kickEmail: () => {}, logger: context.logger });
    runExtras = () => runQueuedJobs(db, { [PAID_ORDER_EXTRAS_JOB]: extras });
  });
  /** The paid orders' extras (the free month), queued on the job runner by the payment, sent as the worker would. */
  let runExtras: () => Promise<number>;

  const post = async (path: string, body: unknown) => {
    const res = await checkout.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const students = (n: number) => Array.from({ length: n }, (_, i) => ({ fullName: `Dancer ${i + 1}`, age: 19 }));

  async function buy(body: Record<string, unknown>) {
    const placed = await post("/orders", { buyer, ...body });
    expect(placed.status).toBe(201);
    const order = placed.json.order as { token: string; totalMinor: number; currency: string };
    if ((placed.json.payment as { kind: string }).kind === "test_card") expect((await post(`/orders/${order.token}/test-card`, okCard)).status).toBe(200);
    expect(await runExtras()).toBe(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.token, order.token));
    return row!;
  }

  it("sells private sessions by quantity in the virtual context, one-time, and sends its confirmation to the program's page", async () => {
    const order = await buy({ eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_private_session", quantity: 2 }], students: students(2), context: afdContext });
    expect([order.status, order.totalMinor, order.currency]).toEqual(["paid", 23000, "USD"]);
    expect(order.context).toMatchObject({ actingForDancersContext: true, isVirtualSession: true });
    expect(await findOrderProgram({ db: t.database.db, token: order.token })).toBe("actingForDancers");
    const paths = await Promise.all(["afd_3pack", "afd_starter", "afd_steady_growth"].map((tierKey) => post("/orders", { buyer, eventSlug: "acting-for-dancers", items: [{ tierKey, quantity: 1 }], students: students(1), context: afdContext })));
    expect(paths.map((p) => (p.json.order as { totalMinor: number }).totalMinor)).toEqual([28900, 22900, 38900]);
  });

  it("gives a free-month code with a ticket whose What to Expect promises it, good once on the program's Starter Path", async () => {
    const hartford = await buy({ eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], students: students(1) });
    expect(await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, freeMonthCodeFor("afd-test-secret", hartford.number)))).toEqual([]);

    const boston = await buy({ eventSlug: "boston", items: [{ tierKey: "boston_core", quantity: 1 }], students: students(1) });
    const code = freeMonthCodeFor("afd-test-secret", boston.number);
    expect(code).not.toContain(boston.number.replace(/^CB-/, ""));
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "free-month-code"));
    expect([mail?.toAddress, mail?.text.includes(code), mail?.text.includes("$229")]).toEqual([buyer.email, true, true]);

    const elsewhere = await post("/orders", { buyer, eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], students: students(1), codes: [code] });
    expect(elsewhere.status).toBe(409);

    const free = await buy({ eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_starter", quantity: 1 }], students: students(1), codes: [code], context: afdContext });
    expect([free.status, free.totalMinor, free.discountMinor]).toEqual(["paid", 0, 22900]);
    const [issued] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect([issued?.usesCount, issued?.maxUses]).toEqual([1, 1]);

    const again = await post("/orders", { buyer, eventSlug: "acting-for-dancers", items: [{ tierKey: "afd_starter", quantity: 1 }], students: students(1), codes: [code], context: afdContext });
    expect(again.status).toBe(409);
  });
});
