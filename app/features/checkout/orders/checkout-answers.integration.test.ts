import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { discountCodes, events, orders, rateLimitWindows } from "~/db/schema";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { createCheckoutRoutes } from "./checkout.routes.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const adult = (n: number) => ({ fullName: `Dancer ${n}`, age: 19 });
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const NO_ORDER = "We couldn't find that order.";

/**
 * Every refusal the checkout API gives that one request can reach, status and body exactly as the
 * checkout page and the card form read them: the route words and numbers each operation's reason.
 */
describe.each(testDatabaseKinds())("the checkout API's refusals on %s", (kind) => {
  let t: TestDatabase;
  let routes: ReturnType<typeof createCheckoutRoutes>;
  let providerDown = false;

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
    providerDown = false;
    const env = parseEnv({});
    const provider = createTestPaymentProvider();
    const context = {
      env,
      database: t.database,
      clock: fixedClock(NOW),
      logger: pino({ level: "silent" }),
      emailWorker: { kick: () => {}, stop: async () => {} },
      checkout: {
        provider: { ...provider, startPayment: (...args: Parameters<typeof provider.startPayment>) => (providerDown ? Promise.reject(new Error("down")) : provider.startPayment(...args)) },
        readWebhook: null,
        holdMinutes: 15,
      },
    } as unknown as AppContext;
    const generous = () => createRateLimiter({ db, limit: 1000, windowMs: 60_000 });
    routes = createCheckoutRoutes(context, { orders: generous(), cards: generous() });
  });

  const post = async (path: string, body: unknown) => {
    const res = await routes.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.text() };
  };
  const order = (body: Record<string, unknown> = {}) => post("/orders", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer, students: [adult(1)], ...body });
  const refusal = (status: number, json: unknown) => ({ status, body: JSON.stringify(json) });
  const placed = async (body: Record<string, unknown> = {}) => {
    const res = await order(body);
    expect(res.status).toBe(201);
    return JSON.parse(res.body) as { order: { token: string } };
  };

  it("answers a placed order with how to pay", async () => {
    const res = await order();
    const json = JSON.parse(res.body) as Record<string, unknown>;
    expect([res.status, Object.keys(json), json.payment, json.testMode]).toEqual([201, ["ok", "order", "payment", "testMode"], { kind: "test_card" }, true]);
    expect(Object.keys(json.order as object)).toEqual(["token", "number", "totalMinor", "currency", "holdExpiresAt"]);
  });

  it("refuses a cart it cannot sell as the cart's API does, saying whether seats ran out", async () => {
    const unknown = "Unknown ticket tier: no_such_tier.";
    expect(await order({ items: [{ tierKey: "no_such_tier", quantity: 1 }] })).toEqual(refusal(400, { ok: false, message: unknown, errors: { "items.0": unknown }, soldOut: false }));
    expect(await order({ eventSlug: "nowhere" })).toEqual(
      refusal(404, { ok: false, message: "We couldn't find that event.", errors: { eventSlug: "We couldn't find that event." }, soldOut: false }),
    );
    const db = t.database.db;
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    await setOfferSeats({ db, eventId: hartford!.id, tierKey: "core", capacity: 1 });
    try {
      expect(await order({ items: [{ tierKey: "core", quantity: 2 }], students: [adult(1), adult(2)] })).toEqual(
        refusal(409, { ok: false, message: "Only 1 seat is left for Core Experience.", soldOut: true }),
      );
      await placed();
      expect(await order()).toEqual(refusal(409, { ok: false, message: "Core Experience is sold out.", errors: { "items.0": "Core Experience is sold out." }, soldOut: true }));
    } finally {
      await setOfferSeats({ db, eventId: hartford!.id, tierKey: "core", capacity: null });
    }
  });

  it("refuses a code that does not apply, and the last use of a code another order holds", async () => {
    expect(await order({ codes: ["NOPE"] })).toEqual(
      refusal(409, { ok: false, message: "NOPE: Discount code not found or expired", errors: { codes: "Discount code not found or expired" } }),
    );
    const db = t.database.db;
    await db.insert(discountCodes).values({ code: "LASTONE", discountType: "percentage", percentOff: 10, maxUses: 1, description: "Ten percent" });
    try {
      await placed({ codes: ["LASTONE"] });
      const limit = "LASTONE has reached its usage limit. Remove it to continue.";
      expect(await order({ codes: ["LASTONE"] })).toEqual(refusal(409, { ok: false, message: limit, errors: { codes: limit } }));
    } finally {
      await db.delete(discountCodes).where(eq(discountCodes.code, "LASTONE"));
    }
  });

  it("refuses too many students, or too few without choosing to add them later", async () => {
    expect(await order({ students: [adult(1), adult(2)] })).toEqual(
      refusal(400, { ok: false, message: "This order has 1 ticket: add at most 1 student.", errors: { students: "Too many students" } }),
    );
    const missing = "Please add all 2 students, or choose to add them after paying.";
    expect(await order({ items: [{ tierKey: "core", quantity: 2 }] })).toEqual(refusal(400, { ok: false, message: missing, errors: { students: missing } }));
  });

  it("answers 502 when the card processor cannot be reached", async () => {
    providerDown = true;
    expect(await order()).toEqual(refusal(502, { ok: false, message: "We couldn't reach our card processor. Nothing was charged. Please try again in a minute." }));
  });

  it("refuses a test card payment with the reason's code", async () => {
    const missing = "a".repeat(43);
    expect(await post(`/orders/${missing}/test-card`, okCard)).toEqual(refusal(404, { ok: false, code: "not_found", message: NO_ORDER }));
    const { order: mine } = await placed();
    expect(await post(`/orders/${mine.token}/test-card`, { ...okCard, number: "4000 0000 0000 0002" })).toEqual(
      refusal(402, { ok: false, code: "card_declined", message: "Your card was declined. No money was taken. Try another card." }),
    );
    const db = t.database.db;
    await db.update(orders).set({ provider: "stripe" }).where(eq(orders.token, mine.token));
    expect(await post(`/orders/${mine.token}/test-card`, okCard)).toEqual(
      refusal(409, { ok: false, code: "wrong_provider", message: "This order is paid through our card processor, not the test form." }),
    );
    await db.update(orders).set({ provider: "test", status: "cancelled" }).where(eq(orders.token, mine.token));
    expect(await post(`/orders/${mine.token}/test-card`, okCard)).toEqual(
      refusal(409, { ok: false, code: "cancelled", message: "This order is closed. Please go back to the event page and start again." }),
    );
  });

  it("cancels a pending order, and refuses an unknown or a paid one", async () => {
    expect(await post(`/orders/${"a".repeat(43)}/cancel`, {})).toEqual(refusal(404, { ok: false, message: NO_ORDER }));
    const { order: mine } = await placed();
    await t.database.db.update(orders).set({ status: "paid" }).where(eq(orders.token, mine.token));
    expect(await post(`/orders/${mine.token}/cancel`, {})).toEqual(refusal(409, { ok: false, message: "This order is paid and can't be changed here. Please contact us." }));
    const { order: other } = await placed();
    expect(await post(`/orders/${other.token}/cancel`, {})).toEqual(refusal(200, { ok: true }));
  });
});
