import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { checkoutDrafts, emailSuppressions, orders } from "~/db/schema";
import { quoteCart } from "~/features/cart/quote-cart.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { listAbandonedDrafts } from "~/features/recovery/abandoned-rule.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { pinnedNow } from "../../../../tests/support/away-from-window-edge";
import { createTestApp, createTestContext, testRequest, TEST_ORIGIN } from "../../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { createCheckoutDraftRoutes } from "./checkout-draft.routes.server";

const buyer = { fullName: "Rosa Reyes", email: "rosa@example.com", phone: "+1 860 555 0100" };

describe.each(testDatabaseKinds())("keeping a checkout's cart on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  const db = () => t.database.db;
  const draftOf = async (clientKey: string) => (await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.clientKey, clientKey)))[0];
  const keep = (body: unknown) => app.request(testRequest("/api/checkout-draft", { body }));
  const later = (minutes: number) => new Date(context.clock.now().getTime() + minutes * 60_000);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    app = createTestApp(context);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("prices the cart on the server, ignoring any amount the browser sends", async () => {
    const res = await keep({ clientKey: "forged-value-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 2, price: 1 }], email: " Rosa@Example.com ", name: "Rosa", valueMinor: 1, totalMinor: 1, currency: "GBP" });
    expect(res.status).toBe(202);
    const quoted = await quoteCart({ db: db(), request: { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 2 }], codes: [] }, now: context.clock.now() });
    if (!quoted.ok) throw new Error("hartford's core tier should be on sale");
    expect(quoted.quote.totalMinor).toBeGreaterThan(1);
    expect(await draftOf("forged-value-0001")).toMatchObject({
      buyerEmail: "rosa@example.com",
      buyerName: "Rosa",
      lines: [{ tierKey: "core", quantity: 2 }],
      valueMinor: quoted.quote.totalMinor,
      currency: quoted.quote.currency,
      orderId: null,
    });
  });

  it("keeps one row per checkout: a change of cart or name updates it", async () => {
    expect((await keep({ clientKey: "same-checkout-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], email: "lu@example.com" })).status).toBe(202);
    const first = (await draftOf("same-checkout-0001"))!;
    expect(first.buyerName).toBeNull();
    expect((await keep({ clientKey: "same-checkout-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 3 }], email: "lu@example.com", name: "Lu Chen" })).status).toBe(202);
    const rows = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.clientKey, "same-checkout-0001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, buyerName: "Lu Chen", lines: [{ tierKey: "core", quantity: 3 }], valueMinor: first.valueMinor * 3, createdAt: first.createdAt });
    // A name left empty later does not erase the one typed before.
    expect((await keep({ clientKey: "same-checkout-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 3 }], email: "lu@example.com", name: "" })).status).toBe(202);
    expect((await draftOf("same-checkout-0001"))?.buyerName).toBe("Lu Chen");
  });

  it("refuses a bad email, a bad id, an unknown tier or another site, keeping nothing", async () => {
    const base = { clientKey: "refused-draft-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], email: "mo@example.com" };
    const badEmail = await keep({ ...base, email: "mo@example" });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ ok: false, errors: { email: "Please enter a valid email address" } });
    expect((await keep({ ...base, clientKey: "short" })).status).toBe(400);
    expect((await keep({ ...base, items: [{ tierKey: "no_such_tier", quantity: 1 }] })).status).toBe(400);
    const foreign = await app.request(new Request(`${TEST_ORIGIN}/api/checkout-draft`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://evil.example" }, body: JSON.stringify(base) }));
    expect(foreign.status).toBe(403);
    expect(await draftOf("refused-draft-0001")).toBeUndefined();
  });

  it("keeps an unsubscribed buyer's cart (the team sees it; the list says unsubscribed)", async () => {
    await db().insert(emailSuppressions).values({ email: "quiet@example.com", source: "link" });
    expect((await keep({ clientKey: "unsubscribed-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], email: "QUIET@example.com" })).status).toBe(202);
    const { rows } = await listAbandonedDrafts(db(), { now: later(20), holdMinutes: context.env.ORDER_HOLD_MINUTES, ids: [(await draftOf("unsubscribed-0001"))!.id] });
    expect(rows.map((r) => r.status)).toEqual(["unsubscribed"]);
  });

  it("links the order placed from the checkout; abandoned once its hold lapses, not once paid, and a paid checkout keeps nothing more", async () => {
    const order = (clientKey: string, email: string) =>
      app.request(testRequest("/api/checkout/orders", { body: { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer: { ...buyer, email }, students: [{ fullName: "Maya Reyes", age: 19 }], draftKey: clientKey } }));
    // Left after the details step: the order was placed (even with no draft sent before) and never paid.
    const left = await order("left-after-details", "left@example.com");
    expect(left.status).toBe(201);
    const leftDraft = (await draftOf("left-after-details"))!;
    const [leftOrder] = await db().select({ id: orders.id }).from(orders).where(eq(orders.buyerEmail, "left@example.com"));
    expect(leftDraft).toMatchObject({ orderId: leftOrder!.id, buyerName: buyer.fullName });
    const hold = context.env.ORDER_HOLD_MINUTES;
    const listed = async (minutes: number) => (await listAbandonedDrafts(db(), { now: later(minutes), holdMinutes: hold })).rows.map((r) => r.clientKey);
    expect(await listed(hold - 1)).not.toContain("left-after-details");
    expect(await listed(hold + 1)).toContain("left-after-details");

    // Paid: never abandoned, and the same checkout keeps nothing more.
    expect((await keep({ clientKey: "paid-checkout-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], email: "paid@example.com" })).status).toBe(202);
    const placed = await order("paid-checkout-0001", "paid@example.com");
    const { order: made } = (await placed.json()) as { order: { token: string } };
    // Paid as fulfilment leaves it (status and time are what the rule reads).
    await db().update(orders).set({ status: "paid", paidAt: later(2) }).where(eq(orders.token, made.token));
    expect(await listed(hold + 1)).not.toContain("paid-checkout-0001");
    const again = await keep({ clientKey: "paid-checkout-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 2 }], email: "paid@example.com" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, paid: true });
    expect((await draftOf("paid-checkout-0001"))?.lines).toEqual([{ tierKey: "core", quantity: 1 }]);

    // A malformed draft key never refuses the order.
    expect((await order("bad key!", "other@example.com")).status).toBe(201);
  });

  it("limits how often one client may send", async () => {
    const limited = new Hono().route("/", createCheckoutDraftRoutes(context, createRateLimiter({ db: db(), limit: 2, windowMs: 60_000, currentTime: pinnedNow() })));
    const send = () => limited.request(testRequest("/", { body: { clientKey: "limited-draft-0001", eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], email: "lim@example.com" }, from: "203.0.113.9" }));
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);
  });
});
