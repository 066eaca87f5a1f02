import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditLog, emailOutbox, events, orderLines, orders, orderStudents, orderUpgrades, refunds } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as csvRoute from "~/routes/admin-orders-csv";
import * as orderPage from "~/routes/admin-order";
import * as ordersPage from "~/routes/admin-orders";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { orderSearchSchema } from "./order-search-schema";
import { searchOrders } from "./search-orders.server";

describe.each(testDatabaseKinds())("the team's order search on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const numbers: Record<string, string> = {};
  let eventA: number;
  let eventB: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    await seedCatalog({ db, catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles" });
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
    const [a, b] = await db.select({ id: events.id }).from(events).where(eq(events.currency, "USD")).limit(2);
    eventA = a!.id;
    eventB = b!.id;
    const place = async (key: string, values: { eventId: number; buyerName: string; buyerEmail: string; status: "paid" | "pending" | "refunded"; createdAt: Date; students?: string[] }) => {
      const [order] = await db
        .insert(orders)
        .values({ number: newOrderNumber(), token: newOrderToken(), currency: "USD", buyerPhone: "+1 555 0100", subtotalMinor: 16800, totalMinor: 16800, holdExpiresAt: values.createdAt, provider: "test", ...values })
        .returning({ id: orders.id, number: orders.number });
      numbers[key] = order!.number;
      if (values.students?.length)
        await db.insert(orderStudents).values(values.students.map((fullName, i) => ({ orderId: order!.id, position: i + 1, fullName, age: 20, ageGroup: "13_and_up" as const })));
    };
    await place("maya", { eventId: eventA, buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", status: "paid", createdAt: new Date("2025-10-01T18:00:00Z"), students: ["Maya Reyes", "Lu Reyes"] });
    await place("percent", { eventId: eventB, buyerName: "100% Dance_Co", buyerEmail: "studio@example.com", status: "pending", createdAt: new Date("2025-10-02T06:30:00Z") }); // 23:30 on the 1st in Los Angeles
    await place("formula", { eventId: eventB, buyerName: "=HYPERLINK(\"http://x\")", buyerEmail: "f@example.com", status: "refunded", createdAt: new Date("2025-10-03T18:00:00Z") });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const find = async (query: Record<string, string>) =>
    (await searchOrders({ db: t.database.db, search: orderSearchSchema.parse(query), timeZone: "America/Los_Angeles", pageSize: 25 })).rows.map((r) => r.number);

  it("finds orders by student name, buyer, email and number, case-insensitively", async () => {
    expect(await find({ q: "maya" })).toEqual([numbers.maya]);
    expect(await find({ q: "ROSA@EX" })).toEqual([numbers.maya]);
    expect(await find({ q: numbers.percent!.toLowerCase() })).toEqual([numbers.percent]);
    expect(await find({ q: "nobody" })).toEqual([]);
  });

  it("treats % and _ as letters", async () => {
    expect(await find({ q: "100%" })).toEqual([numbers.percent]);
    expect(await find({ q: "%" })).toEqual([numbers.percent]);
    expect(await find({ q: "anc_" })).toEqual([]);
    expect(await find({ q: "e_co" })).toEqual([numbers.percent]);
  });

  it("filters by event, status and the day placed in the team's zone", async () => {
    expect(await find({ event: String(eventB) })).toEqual([numbers.formula, numbers.percent]);
    expect(await find({ status: "refunded" })).toEqual([numbers.formula]);
    expect(await find({ from: "2025-10-01", to: "2025-10-01" })).toEqual([numbers.percent, numbers.maya]);
    expect(await find({ from: "2025-10-02" })).toEqual([numbers.formula]);
  });

  it("pages, guards the page and its CSV, and writes formula-safe CSV", async () => {
    const found = await searchOrders({ db: t.database.db, search: orderSearchSchema.parse({ page: "2" }), timeZone: "UTC", pageSize: 2 });
    expect(found.total).toBe(3);
    expect(found.rows.map((r) => r.number)).toEqual([numbers.maya]);

    const args = (path: string, cookie?: string) => ({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), context: { app: context }, params: {} }) as never;
    await expect(ordersPage.loader(args("/admin/orders", dancerCookie))).rejects.toMatchObject({ status: 302 });
    await expect(csvRoute.loader(args("/admin/orders.csv"))).rejects.toMatchObject({ status: 302 });

    const response = (await csvRoute.loader(args("/admin/orders.csv?status=refunded", adminCookie))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFOrder,Status")).toBe(true);
    expect(text).toContain(`${numbers.formula},Refunded,`);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);

    const bad = (await csvRoute.loader(args("/admin/orders.csv?from=2025-10-05&to=2025-10-01", adminCookie))) as Response;
    expect(bad.status).toBe(400);
  });

  it("shows one order to the team and resends its confirmation, audited", async () => {
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.number, numbers.maya!));
    await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 2, unitPriceMinor: 8400, subtotalMinor: 16800, totalMinor: 16800 });
    await db.insert(emailOutbox).values({ toAddress: "rosa@example.com", subject: "Your tickets", html: "<p>x</p>", text: "x", template: "order-confirmation", dedupeKey: `order-confirmation:${order!.id}:order-confirmation:rosa@example.com` });
    const request = (method: "GET" | "POST", cookie: string, number = numbers.maya!) =>
      ({
        request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { method, headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) }, body: method === "POST" ? new URLSearchParams({ intent: "resend" }) : undefined }),
        context: { app: context },
        params: { number },
      }) as never;

    await expect(orderPage.loader(request("GET", dancerCookie))).rejects.toMatchObject({ status: 302 });
    await expect(orderPage.action(request("POST", dancerCookie))).rejects.toMatchObject({ status: 302 });
    const page = (await orderPage.loader(request("GET", adminCookie))) as unknown as { data: { lines: Array<{ label: string; total: string }>; students: Array<{ fullName: string }>; emails: unknown[] } };
    expect(page.data.lines).toEqual([expect.objectContaining({ label: "Core Experience", total: "$168" })]);
    expect(page.data.students.map((s) => s.fullName)).toEqual(["Maya Reyes", "Lu Reyes"]);
    expect(page.data.emails).toHaveLength(1);
    await expect(orderPage.loader(request("GET", adminCookie, "CB-NOSUCH"))).rejects.toMatchObject({ init: { status: 404 } });

    const resent = (await orderPage.action(request("POST", adminCookie))) as unknown as { data: { ok: boolean }; init: { status: number } };
    expect(resent).toMatchObject({ data: { ok: true }, init: { status: 200 } });
    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "rosa@example.com"));
    expect(emails).toHaveLength(2);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "order.resend_confirmation"));
    expect(entry).toMatchObject({ target: numbers.maya, actorEmail: "ada@example.com" });
    const refused = (await orderPage.action(request("POST", adminCookie, numbers.percent))) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(409);
  });

  it("lists each order's money from the ledger: paid with its upgrade, what went back and what is left, not the placed total", async () => {
    const db = t.database.db;
    const paidAt = new Date("2025-10-04T18:00:00Z");
    const [order] = await db
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId: eventA, currency: "USD", status: "paid", buyerName: "Ines Upgraded", buyerEmail: "ines@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: paidAt, createdAt: paidAt, paidAt, provider: "test", paymentRef: "test_ch_list" })
      .returning();
    const [line] = await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 2, unitPriceMinor: 16800, subtotalMinor: 33600, totalMinor: 33600 }).returning();
    await db.insert(orderUpgrades).values({ linkKey: "list-upgrade", orderId: order!.id, lineId: line!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: "test_up_list", paidAt });
    await db.insert(refunds).values({ orderId: order!.id, amountMinor: 5000, currency: "USD", reason: "Missed a day", status: "succeeded", provider: "test", providerRefundId: "test_re_list", idempotencyKey: "list-refund", actorEmail: "ada@example.com", createdAt: paidAt, updatedAt: paidAt });

    const page = (await ordersPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders?q=ines`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: {} } as never)) as unknown as {
      data: { rows: Array<{ number: string; status: string; money: { paid: string; back: string; credited: string | null; left: string } }> };
    };
    // $336 with the order + $220 upgrade paid; $50 went back; $506 left. The placed total ($336) is not the money.
    expect(page.data.rows).toEqual([expect.objectContaining({ number: order!.number, status: "paid", money: { paid: "$556", back: "$50", credited: null, left: "$506" } })]);
    // The same figures as the order's own page.
    const orderPageData = (await orderPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders/${order!.number}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: { number: order!.number } } as never)) as unknown as {
      data: { money: { paid: string; back: string; left: string } };
    };
    expect(orderPageData.data.money).toMatchObject({ paid: "$556", back: "$50", left: "$506" });
  });
});
