import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { checkoutDrafts, events, orderLines, orders, recoverySends } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as csvRoute from "~/routes/admin-abandoned-carts-csv";
import * as listPage from "~/routes/admin-abandoned-carts";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";

type Page = { data: { total: number; pages: number; error: string | null; recovered: { carts: number; revenue: Array<{ currency: string; amount: string }> }; rows: Array<{ buyerName: string | null; buyerEmail: string; event: string; lines: string[]; value: string; when: string; status: string; emailedOn: string | null }> }; init: { status: number; headers: Record<string, string> } };

describe.each(testDatabaseKinds())("/admin/abandoned-carts on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    await seedCatalog({ db, catalog });
    // The clock is 2025-09-01 12:00 in Los Angeles (19:00 UTC); the team counts days there.
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles", ORDER_HOLD_MINUTES: "15" });
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
    const byCurrency = async (currency: "USD" | "GBP" | "CAD") => (await db.select({ id: events.id }).from(events).where(eq(events.currency, currency)).limit(1))[0]!.id;
    const usd = await byCurrency("USD");
    const gbp = await byCurrency("GBP");
    const cad = await byCurrency("CAD");
    // A paid order of one line: the ledger, which recovered revenue reads, records its charge at commit.
    const paidOrder = async (eventId: number, currency: "USD" | "GBP" | "CAD", totalMinor: number, at: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency, status: "paid", buyerName: "B", buyerEmail: `paid-${totalMinor}@example.com`, buyerPhone: "+1 555 0100", subtotalMinor: totalMinor, totalMinor, holdExpiresAt: at, provider: "test", createdAt: at, paidAt: at })
          .returning({ id: orders.id });
        await tx.insert(orderLines).values({ orderId: row!.id, tierKey: "core", label: "Core Experience", quantity: 1, unitPriceMinor: totalMinor, subtotalMinor: totalMinor, totalMinor });
        return row!.id;
      });
    const draft = async (key: string, values: Partial<typeof checkoutDrafts.$inferInsert>) => {
      const [row] = await db
        .insert(checkoutDrafts)
        .values({ clientKey: key, eventId: usd, buyerEmail: `${key}@example.com`, lines: [{ tierKey: "core", quantity: 2 }], valueMinor: 33600, currency: "USD", ...values })
        .returning({ id: checkoutDrafts.id });
      ids[key] = row!.id;
    };
    const at = (iso: string) => new Date(iso);
    // back-usd and back-gbp share a time: the later row comes first.
    // Aug 31 23:30 in Los Angeles is Sep 1 in UTC: it belongs to the 31st for the team.
    await draft("late-night", { buyerName: "Rosa Reyes", updatedAt: at("2025-09-01T06:30:00Z"), createdAt: at("2025-09-01T06:00:00Z"), codes: ["EARLY10"] });
    await draft("formula", { buyerName: '=HYPERLINK("http://x")', eventId: gbp, currency: "GBP", valueMinor: 9900, updatedAt: at("2025-08-30T18:00:00Z"), createdAt: at("2025-08-30T17:00:00Z") });
    await draft("emailed", { buyerName: "Lu Chen", updatedAt: at("2025-08-29T18:00:00Z"), createdAt: at("2025-08-29T17:00:00Z") });
    await db.insert(recoverySends).values({ draftId: ids.emailed!, trigger: "manual", status: "sent", createdAt: at("2025-08-30T16:00:00Z") });
    await draft("typing", { updatedAt: at("2025-09-01T18:55:00Z"), createdAt: at("2025-09-01T18:50:00Z") });
    await draft("back-usd", { updatedAt: at("2025-08-20T18:00:00Z"), createdAt: at("2025-08-20T17:00:00Z"), recoveredOrderId: await paidOrder(usd, "USD", 16800, at("2025-08-31T18:00:00Z")), recoveredAt: at("2025-08-31T18:00:00Z") });
    await draft("back-gbp", { eventId: gbp, currency: "GBP", valueMinor: 9900, updatedAt: at("2025-08-20T18:00:00Z"), createdAt: at("2025-08-20T17:00:00Z"), recoveredOrderId: await paidOrder(gbp, "GBP", 9900, at("2025-08-31T19:00:00Z")), recoveredAt: at("2025-08-31T19:00:00Z") });
    await draft("back-cad-old", { eventId: cad, currency: "CAD", valueMinor: 5000, updatedAt: at("2025-08-01T18:00:00Z"), createdAt: at("2025-08-01T17:00:00Z"), recoveredOrderId: await paidOrder(cad, "CAD", 5000, at("2025-08-02T18:00:00Z")), recoveredAt: at("2025-08-02T18:00:00Z") });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const args = (path: string, cookie?: string) => ({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), context: { app: context }, params: {} }) as never;
  const open = async (query = "") => (await listPage.loader(args(`/admin/abandoned-carts${query}`, adminCookie))) as unknown as Page;

  it("lists abandoned carts newest first with buyer, event, lines, value, when in the team's zone and status; not one still being typed", async () => {
    const page = await open();
    expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    expect(page.data.rows.map((r) => r.buyerEmail)).toEqual(["late-night@example.com", "formula@example.com", "emailed@example.com", "back-gbp@example.com", "back-usd@example.com", "back-cad-old@example.com"]);
    expect(page.data.rows[0]).toMatchObject({ buyerName: "Rosa Reyes", lines: ["2 × Core Experience"], value: "$336", when: "2025-08-31 23:30 PDT", status: "not_contacted" });
    expect(page.data.rows[1]).toMatchObject({ value: "£99", status: "not_contacted" });
    expect(page.data.rows[2]).toMatchObject({ status: "emailed", emailedOn: "2025-08-30" });
    expect(page.data.rows[3]).toMatchObject({ status: "recovered" });
  });

  it("filters by event and by days in the team's zone; recovered carts and revenue per currency for the range", async () => {
    const all = await open();
    expect(all.data.recovered.carts).toBe(3);
    expect(all.data.recovered.revenue).toEqual([
      { currency: "CAD", amount: "CA$50" },
      { currency: "GBP", amount: "£99" },
      { currency: "USD", amount: "$168" },
    ].map((r) => ({ ...r, amount: expect.stringContaining(r.amount.replace(/^CA/, "")) })));
    const day = await open("?from=2025-08-31&to=2025-08-31");
    expect(day.data.rows.map((r) => r.buyerEmail)).toEqual(["late-night@example.com"]);
    expect(day.data.recovered).toMatchObject({ carts: 2, revenue: [{ currency: "GBP" }, { currency: "USD" }] });
    const [gbpEvent] = await t.database.db.select({ eventId: checkoutDrafts.eventId }).from(checkoutDrafts).where(eq(checkoutDrafts.id, ids.formula!));
    const gbp = await open(`?event=${gbpEvent!.eventId}`);
    expect(gbp.data.rows.map((r) => r.buyerEmail)).toEqual(["formula@example.com", "back-gbp@example.com"]);
    expect(gbp.data.recovered).toMatchObject({ carts: 1, revenue: [{ currency: "GBP" }] });
    const backwards = await open("?from=2025-09-02&to=2025-09-01");
    expect(backwards.init.status).toBe(400);
    expect(backwards.data.error).toBe("The first day comes before the last.");
  });

  it("pages", async () => {
    const second = await open("?page=2");
    expect(second.data).toMatchObject({ total: 6, pages: 1, rows: [] });
  });

  it("turns strangers and dancers away from the page and its CSV; the CSV has every match, formula-safe", async () => {
    await expect(listPage.loader(args("/admin/abandoned-carts", dancerCookie))).rejects.toMatchObject({ status: 302 });
    await expect(listPage.loader(args("/admin/abandoned-carts"))).rejects.toMatchObject({ status: 302 });
    await expect(csvRoute.loader(args("/admin/abandoned-carts.csv", dancerCookie))).rejects.toMatchObject({ status: 302 });
    const response = (await csvRoute.loader(args("/admin/abandoned-carts.csv?from=2025-08-29&to=2025-08-31", adminCookie))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="abandoned-carts-2025-09-01.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    expect(lines[0]).toBe("\uFEFFLast activity,Event,Buyer name,Buyer email,Tickets,Codes,Value,Currency,Status,Last emailed,Recovered at");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^2025-08-31 23:30,.*,Rosa Reyes,late-night@example.com,2 × Core Experience,EARLY10,336.00,USD,Not contacted,,$/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")",formula@example.com`);
    expect(lines[3]).toContain(",Emailed,2025-08-30 09:00,");
    const bad = (await csvRoute.loader(args("/admin/abandoned-carts.csv?from=2025-13-01", adminCookie))) as Response;
    expect(bad.status).toBe(400);
  });
});
