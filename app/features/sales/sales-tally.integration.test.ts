import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { checkoutEvents, creditRedemptions, credits, events, orderLines, orders, refunds } from "~/db/schema";
import { csvCell } from "~/domain/csv";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createOrderSchema } from "~/features/checkout/orders/checkout-schema";
import { createOrder } from "~/features/checkout/orders/create-order.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as csvRoute from "~/routes/sales-tally-csv";
import * as page from "~/routes/sales-tally";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getSalesTally } from "./get-sales-tally.server";
import type { SalesTally } from "./types";

// 10:00 on Saturday 18 October 2025 in Los Angeles: "last 7 days" is 12–18 October there.
const NOW = new Date("2025-10-18T17:00:00Z");
const LA = "America/Los_Angeles";

type Currency = "USD" | "GBP" | "CAD";
interface Line {
  tierKey: string;
  quantity: number;
  unitMinor: number;
  discountMinor?: number;
  isAddOn?: boolean;
}

describe.each(testDatabaseKinds())("the sales tally on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const eventOf: Partial<Record<Currency, { id: number; label: string }>> = {};
  let tally: SalesTally;

  const db = () => t.database.db;

  async function paidOrder(currency: Currency, paidAt: string, lines: Line[], extra: { codes?: string[]; utm?: Record<string, string>; status?: "paid" | "refunded" | "pending"; creditMinor?: number } = {}) {
    const subtotal = lines.reduce((n, l) => n + l.quantity * l.unitMinor, 0);
    const discount = lines.reduce((n, l) => n + (l.discountMinor ?? 0), 0);
    const codes = extra.codes ?? [];
    const [order] = await db()
      .insert(orders)
      .values({
        number: newOrderNumber(),
        token: newOrderToken(),
        eventId: eventOf[currency]!.id,
        currency,
        status: extra.status ?? "paid",
        buyerName: "Buyer",
        buyerEmail: "buyer@example.com",
        buyerPhone: "+1 555 0100",
        subtotalMinor: subtotal,
        discountMinor: discount,
        creditMinor: extra.creditMinor ?? 0,
        totalMinor: subtotal - discount - (extra.creditMinor ?? 0),
        codes,
        discounts: codes.map((code) => ({ code, description: "10% off", amountMinor: discount / codes.length })),
        utm: extra.utm ?? {},
        holdExpiresAt: new Date(paidAt),
        provider: "test",
        paidAt: extra.status === "pending" ? null : new Date(paidAt),
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderLines)
      .values(
        lines.map((l) => ({
          orderId: order!.id,
          tierKey: l.tierKey,
          label: l.tierKey,
          isAddOn: l.isAddOn ?? false,
          quantity: l.quantity,
          unitPriceMinor: l.unitMinor,
          subtotalMinor: l.quantity * l.unitMinor,
          discountMinor: l.discountMinor ?? 0,
          totalMinor: l.quantity * l.unitMinor - (l.discountMinor ?? 0),
        })),
      );
    return order!.id;
  }

  async function refund(orderId: number, currency: Currency, amountMinor: number, createdAt: string, status: "succeeded" | "failed" = "succeeded") {
    await db().insert(refunds).values({ orderId, currency, amountMinor, reason: "asked", status, provider: "test", idempotencyKey: `${orderId}-${createdAt}-${status}`, createdAt: new Date(createdAt) });
  }

  async function funnel(currency: Currency, kind: "initiate_checkout" | "order_created" | "purchase", times: number, at: string) {
    for (let i = 0; i < times; i++) await db().insert(checkoutEvents).values({ kind, eventId: eventOf[currency]!.id, createdAt: new Date(at) });
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: LA });
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", name: "Ada Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com", name: "Dee Dancer" });
    for (const currency of ["USD", "GBP", "CAD"] as const) {
      const [event] = await db().select().from(events).where(eq(events.currency, currency)).orderBy(events.id).limit(1);
      eventOf[currency] = { id: event!.id, label: `${event!.cityName} · ${event!.dateText}` };
    }

    // This period (12–18 October in Los Angeles).
    await paidOrder("USD", "2025-10-18T16:00:00Z", [{ tierKey: "core", quantity: 2, unitMinor: 16800, discountMinor: 3360 }], { codes: ["FALL10"], utm: { utmSource: "instagram", utmMedium: "social", utmCampaign: "fall" } });
    await paidOrder("USD", "2025-10-15T20:00:00Z", [
      { tierKey: "core", quantity: 1, unitMinor: 16800 },
      { tierKey: "nh_protrack_vip", quantity: 1, unitMinor: 5000, isAddOn: true },
    ]);
    const gbp = await paidOrder("GBP", "2025-10-14T12:00:00Z", [{ tierKey: "core", quantity: 1, unitMinor: 12900 }], { utm: { utmSource: "newsletter" }, status: "refunded" });
    await refund(gbp, "GBP", 5000, "2025-10-16T12:00:00Z");
    await refund(gbp, "GBP", 1000, "2025-10-16T13:00:00Z", "failed");
    await paidOrder("CAD", "2025-10-17T18:00:00Z", [{ tierKey: "core", quantity: 2, unitMinor: 11000, discountMinor: 2200 }], { codes: ["FALL10"] });
    // 23:59 on 11 October in Los Angeles: the previous period; refunded in this one.
    const earlier = await paidOrder("USD", "2025-10-12T06:59:00Z", [{ tierKey: "core", quantity: 1, unitMinor: 16800 }]);
    await refund(earlier, "USD", 2000, "2025-10-13T18:00:00Z");
    // Neither period, or never paid.
    await paidOrder("USD", "2025-10-01T18:00:00Z", [{ tierKey: "core", quantity: 5, unitMinor: 16800 }]);
    await paidOrder("USD", "2025-10-16T18:00:00Z", [{ tierKey: "core", quantity: 5, unitMinor: 16800 }], { status: "pending" });

    await funnel("USD", "initiate_checkout", 4, "2025-10-16T18:00:00Z");
    await funnel("USD", "order_created", 2, "2025-10-16T18:01:00Z");
    await funnel("USD", "purchase", 1, "2025-10-16T18:02:00Z");
    await funnel("USD", "initiate_checkout", 2, "2025-10-08T18:00:00Z");
    await funnel("USD", "order_created", 1, "2025-10-08T18:01:00Z");
    await funnel("GBP", "initiate_checkout", 1, "2025-10-17T18:00:00Z");

    tally = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "7d" } });
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  const zero = (currency: Currency) => ({ currency, orders: 0, tickets: 0, grossMinor: 0, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 0, feeMinor: 0 });


  it("sums the ledger's money per currency: gross, discounts, refunds made in the period, net; beside the previous period", () => {
    expect(tally.period).toMatchObject({ firstDay: "2025-10-12", lastDay: "2025-10-18", previous: { firstDay: "2025-10-05", lastDay: "2025-10-11" } });
    expect(tally.summary).toEqual([
      { current: { currency: "CAD", orders: 1, tickets: 2, grossMinor: 22000, discountMinor: 2200, creditMinor: 0, refundMinor: 0, netMinor: 19800, feeMinor: 0 }, previous: zero("CAD") },
      { current: { currency: "GBP", orders: 1, tickets: 1, grossMinor: 12900, discountMinor: 0, creditMinor: 0, refundMinor: 5000, netMinor: 7900, feeMinor: 0 }, previous: zero("GBP") },
      // Tickets are the ticket charges' quantities: the add-on line counts as one.
      { current: { currency: "USD", orders: 2, tickets: 4, grossMinor: 55400, discountMinor: 3360, creditMinor: 0, refundMinor: 2000, netMinor: 50040, feeMinor: 0 }, previous: { currency: "USD", orders: 1, tickets: 1, grossMinor: 16800, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 16800, feeMinor: 0 } },
    ]);
  });

  it("breaks it down by event, tier, code and channel", () => {
    const usdEvent = tally.byEvent.find((r) => r.eventId === eventOf.USD!.id);
    expect(usdEvent).toMatchObject({ label: eventOf.USD!.label, current: { orders: 2, tickets: 4, netMinor: 50040 }, previous: { orders: 1, netMinor: 16800 } });
    expect(tally.byEvent.map((r) => r.current.currency).sort()).toEqual(["CAD", "GBP", "USD"]);

    // Per source and tier, with the summary's columns: the refund of the earlier order comes off its
    // core tier in this period (the refund's day), the GBP refund off the GBP core tier.
    const tiers = tally.byTier.map((r) => [r.source, r.tierKey, r.current.currency, r.current.tickets, r.current.grossMinor, r.current.discountMinor, r.current.refundMinor, r.current.netMinor, r.previous?.netMinor]);
    expect(tiers).toEqual(
      expect.arrayContaining([
        ["tickets", "core", "USD", 3, 50400, 3360, 2000, 45040, 16800],
        ["tickets", "core", "CAD", 2, 22000, 2200, 0, 19800, 0],
        ["tickets", "core", "GBP", 1, 12900, 0, 5000, 7900, 0],
        ["tickets", "nh_protrack_vip", "USD", 1, 5000, 0, 0, 5000, 0],
      ]),
    );
    expect(tiers).toHaveLength(4);
    // core and boston_core share "Core Experience": the label names the key.
    expect(tally.byTier.find((r) => r.tierKey === "core")?.label).toBe("Tickets: Core Experience · core");

    expect(tally.byCode).toEqual([
      { code: "FALL10", label: "FALL10", current: { currency: "CAD", orders: 1, tickets: 2, discountMinor: 2200, netMinor: 19800 }, previous: { currency: "CAD", orders: 0, tickets: 0, discountMinor: 0, netMinor: 0 } },
      { code: "FALL10", label: "FALL10", current: { currency: "USD", orders: 1, tickets: 2, discountMinor: 3360, netMinor: 30240 }, previous: { currency: "USD", orders: 0, tickets: 0, discountMinor: 0, netMinor: 0 } },
    ]);

    const channels = Object.fromEntries(tally.byChannel.map((r) => [`${r.channel} ${r.current.currency}`, [r.current.orders, r.current.netMinor, r.previous?.orders]]));
    expect(channels).toEqual({
      "instagram / social / fall USD": [1, 30240, 0],
      "direct USD": [1, 19800, 1],
      "newsletter GBP": [1, 7900, 0],
      "direct CAD": [1, 19800, 0],
    });
  });

  it("draws net per day of the team's zone, one series per currency, refunds on their own day", () => {
    expect(tally.series.currencies).toEqual(["CAD", "GBP", "USD"]);
    expect(tally.series.rows.map((r) => r.bucket)).toEqual(["2025-10-12", "2025-10-13", "2025-10-14", "2025-10-15", "2025-10-16", "2025-10-17", "2025-10-18"]);
    const day = (bucket: string) => tally.series.rows.find((r) => r.bucket === bucket)?.amounts;
    expect(day("2025-10-14")).toEqual({ CAD: 0, GBP: 12900, USD: 0 });
    expect(day("2025-10-13")).toEqual({ CAD: 0, GBP: 0, USD: -2000 });
    expect(day("2025-10-15")).toEqual({ CAD: 0, GBP: 0, USD: 21800 });
    expect(day("2025-10-16")).toEqual({ CAD: 0, GBP: -5000, USD: 0 });
    expect(day("2025-10-17")).toEqual({ CAD: 19800, GBP: 0, USD: 0 });
    expect(day("2025-10-18")).toEqual({ CAD: 0, GBP: 0, USD: 30240 });
  });

  it("counts the checkout funnel per event from the server's events, with rates", () => {
    const usd = tally.funnel.find((r) => r.eventId === eventOf.USD!.id);
    expect(usd).toMatchObject({ current: { started: 4, created: 2, paid: 1, createdRate: 0.5, paidRate: 0.5, overallRate: 0.25 }, previous: { started: 2, created: 1, paid: 0, overallRate: 0 } });
    expect(tally.funnel.find((r) => r.eventId === eventOf.GBP!.id)).toMatchObject({ current: { started: 1, created: 0, paid: 0, paidRate: null } });
  });

  it("has no previous period for all time, and counts everything paid", async () => {
    const all = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "all" } });
    expect(all.period).toMatchObject({ firstDay: "2025-10-01", previous: null });
    expect(all.summary.find((r) => r.current.currency === "USD")?.current).toMatchObject({ orders: 4, tickets: 10, grossMinor: 156200 });
    expect(all.summary.every((r) => r.previous === null)).toBe(true);
  });

  const request = (path: string, cookie?: string) => new Request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const args = (req: Request) => ({ request: req, context: { app: context }, params: {} }) as never;
  async function thrown(run: () => Promise<unknown>): Promise<Response> {
    try {
      await run();
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("expected a redirect");
  }

  it("turns away anyone but an admin, from the page and the CSV", async () => {
    expect((await thrown(() => page.loader(args(request("/internal/sales-tally", dancerCookie))))).headers.get("location")).toBe("/");
    expect((await thrown(() => csvRoute.loader(args(request("/internal/sales-tally.csv?table=summary", dancerCookie))))).headers.get("location")).toBe("/");
    expect((await thrown(() => page.loader(args(request("/internal/sales-tally"))))).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    const loaded = (await page.loader(args(request("/internal/sales-tally?preset=7d", adminCookie)))) as unknown as { data: { tally: SalesTally }; init: { headers: Record<string, string> } };
    expect(loaded.data.tally.summary).toEqual(tally.summary);
    expect(loaded.init.headers).toMatchObject({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  });

  it("downloads each table as CSV with the previous period beside each figure", async () => {
    const response = await csvRoute.loader(args(request("/internal/sales-tally.csv?table=summary&preset=7d", adminCookie)));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="sales-summary-2025-10-12-2025-10-18.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 with BOM
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Currency,Orders,Orders (previous),Tickets,Tickets (previous),Gross,Gross (previous),Discounts,Discounts (previous),Credits spent,Credits spent (previous),Refunds,Refunds (previous),Net,Net (previous),Provider fees,Provider fees (previous),After fees,After fees (previous)");
    expect(lines).toContain("USD,2,1,4,1,554,168,33.6,0,0,0,20,0,500.4,168,0,0,500.4,168");

    const tiersCsv = (await (await csvRoute.loader(args(request("/internal/sales-tally.csv?table=tiers&preset=7d", adminCookie)))).text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(tiersCsv[0]).toBe("Source,Tier,Currency,Tickets,Tickets (previous),Gross,Gross (previous),Discounts,Discounts (previous),Credits spent,Credits spent (previous),Refunds,Refunds (previous),Net,Net (previous)");
    expect(tiersCsv).toContain("Tickets,Core Experience · core,USD,3,1,504,168,33.6,0,0,0,20,0,450.4,168");
    expect(lines).toContain("GBP,1,0,1,0,129,0,0,0,0,0,50,0,79,0,0,0,79,0");

    const funnelCsv = await (await csvRoute.loader(args(request("/internal/sales-tally.csv?table=funnel&preset=7d", adminCookie)))).text();
    expect(funnelCsv).toContain(`${csvCell(eventOf.USD!.label)},4,2,2,1,1,0,0.5,0.5,0.5,0,0.25,0\r\n`);

    const bad = await csvRoute.loader(args(request("/internal/sales-tally.csv?table=nope", adminCookie)));
    expect(bad.status).toBe(400);
  });

  it("keeps the visit's campaign tags and referrer on an order placed at checkout, capped", async () => {
    const request = createOrderSchema.parse({
      eventSlug: "hartford",
      items: [{ tierKey: "core", quantity: 1 }],
      buyer: { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" },
      studentsLater: true,
      utm: { utmSource: " instagram ", utmCampaign: "x".repeat(300), utmMedium: 42 },
      referrer: "https://www.instagram.com/p/abc",
    });
    const placed = await createOrder({ db: db(), request, now: new Date("2025-09-01T19:00:00Z"), holdMinutes: 30, provider: "test" });
    if (!placed.ok) throw new Error(placed.reason);
    const [row] = await db().select({ utm: orders.utm, referrer: orders.referrer }).from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toEqual({ utm: { utmSource: "instagram", utmCampaign: "x".repeat(200) }, referrer: "https://www.instagram.com/p/abc" });

    const plain = await createOrder({ db: db(), request: createOrderSchema.parse({ ...request, utm: undefined, referrer: "javascript:alert(1)" }), now: new Date("2025-09-01T19:00:00Z"), holdMinutes: 30, provider: "test" });
    if (!plain.ok) throw new Error(plain.reason);
    const [none] = await db().select({ utm: orders.utm, referrer: orders.referrer }).from(orders).where(eq(orders.id, plain.orderId));
    expect(none).toEqual({ utm: {}, referrer: null });
  });

  it("counts money paid with a credit once: on the order the credit came from, not again where it is spent", async () => {
    // 1–7 September in Los Angeles: one order of $168 of which a credit paid $100 (the ledger's
    // credit_spent rows are written when the order is paid with its redemption).
    const id = await paidOrder("USD", "2025-09-03T18:00:00Z", [{ tierKey: "core", quantity: 1, unitMinor: 16800 }], { creditMinor: 10000, status: "pending" });
    const [credit] = await db().insert(credits).values({ code: `CR-TALLY-${id}`, holderEmail: "buyer@example.com", amountMinor: 10000, balanceMinor: 0, currency: "USD", actorEmail: "ada@example.com" }).returning();
    await db().insert(creditRedemptions).values({ creditId: credit!.id, orderId: id, amountMinor: 10000 });
    await db().update(orders).set({ status: "paid", paidAt: new Date("2025-09-03T18:00:00Z") }).where(eq(orders.id, id));
    const september = await getSalesTally({ db: db(), now: new Date("2025-09-07T20:00:00Z"), timeZone: LA, query: { preset: "7d" } });
    expect(september.summary.map((r) => r.current)).toEqual([{ currency: "USD", orders: 1, tickets: 1, grossMinor: 16800, discountMinor: 0, creditMinor: 10000, refundMinor: 0, netMinor: 6800, feeMinor: 0 }]);
    expect(september.series.rows.find((r) => r.bucket === "2025-09-03")?.amounts).toEqual({ USD: 6800 });
  });

});
