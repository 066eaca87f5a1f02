import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { salesCopy } from "~/content/sales";
import { events, orderLines, orders, orderUpgrades, refunds, subscriptionPayments, subscriptions } from "~/db/schema";
import type { CurrencyCode } from "~/domain/money";
import type { TallyPreset } from "~/domain/sales-tally";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as csvRoute from "~/routes/sales-tally-csv";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getSalesTally } from "./get-sales-tally.server";
import type { SalesTally } from "./types";

// Noon on Monday 1 September 2025 in Los Angeles: one morning of business, as issue 36 tried it.
const NOW = new Date("2025-09-01T19:00:00Z");
const LA = "America/Los_Angeles";
const at = (clock: string) => new Date(`2025-09-01T${clock}Z`);

const MONEY = ["grossMinor", "discountMinor", "creditMinor", "refundMinor", "netMinor"] as const;
type Money = Record<(typeof MONEY)[number], number> & { currency: CurrencyCode };

/** One CSV line's cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}

/** A table's money summed per currency, to set beside the summary's. */
function totals(rows: Money[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const sum = (out[row.currency] ??= Object.fromEntries(MONEY.map((m) => [m, 0])));
    for (const m of MONEY) sum[m]! += row[m];
  }
  return out;
}

describe.each(testDatabaseKinds())("every table of the sales tally adds up to its summary on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  const db = () => t.database.db;

  async function paidOrder(options: { slug: string; tierKey: string; unitMinor: number; discountMinor?: number; code?: string; utm?: Record<string, string>; paidAt: Date }) {
    const [event] = await db().select().from(events).where(eq(events.slug, options.slug));
    const discount = options.discountMinor ?? 0;
    const [order] = await db()
      .insert(orders)
      .values({
        number: newOrderNumber(),
        token: newOrderToken(),
        eventId: event!.id,
        currency: event!.currency,
        status: "pending",
        buyerName: "Buyer",
        buyerEmail: `buyer-${options.slug}@example.com`,
        buyerPhone: "+1 555 0100",
        subtotalMinor: options.unitMinor,
        discountMinor: discount,
        totalMinor: options.unitMinor - discount,
        codes: options.code ? [options.code] : [],
        discounts: options.code ? [{ code: options.code, description: "10% off", amountMinor: discount }] : [],
        utm: options.utm ?? {},
        holdExpiresAt: options.paidAt,
        provider: "test",
      })
      .returning();
    await db().insert(orderLines).values({ orderId: order!.id, tierKey: options.tierKey, label: options.tierKey, quantity: 1, unitPriceMinor: options.unitMinor, subtotalMinor: options.unitMinor, discountMinor: discount, totalMinor: options.unitMinor - discount });
    await db().update(orders).set({ status: "paid", paidAt: options.paidAt, paymentRef: `test_ch_${order!.id}` }).where(eq(orders.id, order!.id));
    return order!;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = { ...createTestContext(t.database, { TEAM_TIME_ZONE: LA }), clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", name: "Ada Admin", admin: true });

    // A Hartford Core ticket at $168; a Boston Core ticket with STUDIOFRIEND10 at $151.
    const hartford = await paidOrder({ slug: "hartford", tierKey: "core", unitMinor: 16800, utm: { utmSource: "instagram", utmMedium: "social" }, paidAt: at("16:00:00") });
    const boston = await paidOrder({ slug: "boston", tierKey: "boston_core", unitMinor: 16800, discountMinor: 1700, code: "STUDIOFRIEND10", paidAt: at("16:30:00") });
    // The Hartford ticket upgraded to Pro Track for $220 from the emailed link.
    const [line] = await db().select().from(orderLines).where(and(eq(orderLines.orderId, hartford.id), eq(orderLines.tierKey, "core")));
    const [upgrade] = await db().transaction(async (tx) => {
      await tx.update(orderLines).set({ tierKey: "pro", label: "Pro Track" }).where(eq(orderLines.id, line!.id));
      return tx.insert(orderUpgrades).values({ linkKey: `up-${hartford.id}`, orderId: hartford.id, lineId: line!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: "test_up_1", paidAt: at("17:00:00") }).returning();
    });
    // A Building mentorship subscription charged $147 at sign-up, on the virtual page (no event).
    const [sub] = await db()
      .insert(subscriptions)
      .values({ token: "sub-morning", buyerEmail: "m@example.com", buyerName: "M", tierKey: "mentorship_building", tierLabel: "Building", currency: "USD", priceMinor: 14700, status: "active", provider: "test", startsAt: at("17:10:00"), minimumTermEndsAt: at("17:10:00"), currentPeriodStart: at("17:10:00"), currentPeriodEnd: new Date("2025-10-01T17:10:00Z") })
      .returning();
    await db().insert(subscriptionPayments).values({ subscriptionId: sub!.id, periodStart: sub!.startsAt, periodEnd: sub!.currentPeriodEnd, amountMinor: 14700, currency: "USD", status: "paid", providerRef: "test_sub_1", paidAt: at("17:10:00") });
    // $20 refunded on the Boston order; $30 of the upgrade's own payment given back.
    await db().insert(refunds).values({ orderId: boston.id, amountMinor: 2000, currency: "USD", reason: "Part", status: "succeeded", provider: "test", idempotencyKey: "r-boston", actorEmail: "ada@example.com", createdAt: at("18:00:00"), updatedAt: at("18:00:00") });
    await db().insert(refunds).values({ orderId: hartford.id, upgradeId: upgrade!.id, amountMinor: 3000, currency: "USD", reason: "Part", status: "succeeded", provider: "test", idempotencyKey: "r-upgrade", actorEmail: "ada@example.com", createdAt: at("18:10:00"), updatedAt: at("18:10:00") });
    // And a London ticket in pounds, with a code and a partial refund: never added to the dollars.
    const [london] = await db().select().from(events).where(eq(events.currency, "GBP")).limit(1);
    const gbp = await paidOrder({ slug: london!.slug, tierKey: "core", unitMinor: 12900, discountMinor: 1290, code: "STUDIOFRIEND10", paidAt: at("16:45:00") });
    await db().insert(refunds).values({ orderId: gbp.id, amountMinor: 1000, currency: "GBP", reason: "Part", status: "succeeded", provider: "test", idempotencyKey: "r-london", actorEmail: "ada@example.com", createdAt: at("18:20:00"), updatedAt: at("18:20:00") });
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  // "today" reads the ledger itself, "7d" (with the week before, 14 days) the daily rollup.
  const presets: TallyPreset[] = ["today", "7d"];
  const tallyOf = (preset: TallyPreset) => getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset } });

  it.each(presets)("the summary counts every dollar of the morning (%s): 686 paid, 50 back, the upgrade and the subscription included", async (preset) => {
    const tally = await tallyOf(preset);
    const usd = tally.summary.find((r) => r.current.currency === "USD")!.current;
    // 168 + 168 + 220 + 147 at list price; STUDIOFRIEND10 took 17; 20 and 30 went back.
    expect(usd).toEqual({ currency: "USD", orders: 2, tickets: 2, grossMinor: 70300, discountMinor: 1700, creditMinor: 0, refundMinor: 5000, netMinor: 63600, feeMinor: 0 });
    expect(tally.summary.find((r) => r.current.currency === "GBP")!.current).toEqual({ currency: "GBP", orders: 1, tickets: 1, grossMinor: 12900, discountMinor: 1290, creditMinor: 0, refundMinor: 1000, netMinor: 10610, feeMinor: 0 });
  });

  it.each(presets)("by event, channel and tier add up to the summary per currency, to the cent (%s)", async (preset) => {
    const tally: SalesTally = await tallyOf(preset);
    const summary = totals(tally.summary.map((r) => r.current));
    expect(Object.keys(summary).sort()).toEqual(["GBP", "USD"]);
    expect(totals(tally.byEvent.map((r) => r.current))).toEqual(summary);
    expect(totals(tally.byChannel.map((r) => r.current))).toEqual(summary);
    expect(totals(tally.byTier.map((r) => r.current))).toEqual(summary);
    for (const currency of ["USD", "GBP"]) {
      const of = <T extends { current: { currency: string } }>(rows: T[]) => rows.filter((r) => r.current.currency === currency);
      const summaryRow = tally.summary.find((r) => r.current.currency === currency)!.current;
      expect(of(tally.byEvent).reduce((n, r) => n + r.current.orders, 0)).toBe(summaryRow.orders);
      expect(of(tally.byChannel).reduce((n, r) => n + r.current.tickets, 0)).toBe(summaryRow.tickets);
      expect(of(tally.byTier).reduce((n, r) => n + r.current.tickets, 0)).toBe(summaryRow.tickets);
      // Each code's own share of the discounts adds up to the summary's discounts.
      expect(of(tally.byCode).reduce((n, r) => n + r.current.discountMinor, 0)).toBe(summaryRow.discountMinor);
      // The net per day adds up to the summary's net.
      expect(tally.series.rows.reduce((n, r) => n + (r.amounts[currency] ?? 0), 0)).toBe(summaryRow.netMinor);
    }
  });

  it.each(presets)("shows upgrades and programs under their own rows, refunds on the row they gave back, and no two tier rows alike (%s)", async (preset) => {
    const tally = await tallyOf(preset);
    const tier = (source: string, tierKey: string, currency = "USD") => tally.byTier.find((r) => r.source === source && r.tierKey === tierKey && r.current.currency === currency);
    expect(tier("tickets", "core")).toMatchObject({ label: "Tickets: Core Experience · core", current: { tickets: 1, grossMinor: 16800, refundMinor: 0, netMinor: 16800 } });
    expect(tier("tickets", "boston_core")).toMatchObject({ label: "Tickets: Core Experience · boston_core", current: { tickets: 1, grossMinor: 16800, discountMinor: 1700, refundMinor: 2000, netMinor: 13100 } });
    expect(tier("upgrades", "pro")).toMatchObject({ label: "Upgrades: Pro Track · pro", current: { tickets: 0, grossMinor: 22000, refundMinor: 3000, netMinor: 19000 } });
    expect(tier("programs", "mentorship_building")).toMatchObject({ label: "Programs: Building", current: { grossMinor: 14700, netMinor: 14700 } });
    const visible = tally.byTier.map((r) => `${r.label} (${r.current.currency})`);
    expect(new Set(visible).size).toBe(visible.length);

    expect(tally.byEvent.find((r) => r.eventId === null)).toMatchObject({ label: salesCopy.programsOnline, current: { orders: 0, grossMinor: 14700, netMinor: 14700 } });
    expect(tally.byChannel.find((r) => r.channel === salesCopy.programsChannel)?.current.netMinor).toBe(14700);
    // The upgrade and its refund count under its order's channel.
    expect(tally.byChannel.find((r) => r.channel === "instagram / social")?.current).toMatchObject({ orders: 1, grossMinor: 38800, refundMinor: 3000, netMinor: 35800 });
    expect(tally.byCode.find((r) => r.code === "STUDIOFRIEND10" && r.current.currency === "USD")?.current).toEqual({ currency: "USD", orders: 1, tickets: 1, discountMinor: 1700, netMinor: 13100 });
  });

  it("each CSV adds up to the summary's CSV per currency", async () => {
    const csv = async (table: string) => {
      const response = await csvRoute.loader({ request: new Request(`${TEST_ORIGIN}/internal/sales-tally.csv?table=${table}&preset=today`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: {} } as never);
      const [head, ...rows] = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n").map(cellsOf);
      return { head: head!, rows };
    };
    const cents = (value: string) => Math.round(Number(value) * 100);
    const summary = await csv("summary");
    const column = (name: string) => summary.head.indexOf(name);
    const want = (currency: string, name: string) => cents(summary.rows.find((r) => r[0] === currency)![column(name)]!);
    for (const table of ["events", "channels", "tiers"]) {
      const { head, rows } = await csv(table);
      const currencyAt = head.indexOf(salesCopy.columns.currency);
      for (const currency of ["USD", "GBP"]) {
        for (const name of [salesCopy.columns.gross, salesCopy.columns.discounts, salesCopy.columns.credits, salesCopy.columns.refunds, salesCopy.columns.net]) {
          const sum = rows.filter((r) => r[currencyAt] === currency).reduce((n, r) => n + cents(r[head.indexOf(name)]!), 0);
          expect(sum, `${table} ${currency} ${name}`).toBe(want(currency, name));
        }
      }
    }
    const revenue = await csv("revenue");
    for (const currency of ["USD", "GBP"]) expect(revenue.rows.reduce((n, r) => n + cents(r[revenue.head.indexOf(currency)]!), 0)).toBe(want(currency, salesCopy.columns.net));
  });
});
