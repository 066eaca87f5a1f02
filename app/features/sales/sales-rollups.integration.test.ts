import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { openDatabase } from "~/db/client.server";
import { checkoutEvents, events, orderLines, orders, orderUpgrades, refunds } from "~/db/schema";
import type { TallyPreset } from "~/domain/sales-tally";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/order-reference";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getSalesTally } from "./get-sales-tally.server";
import { SALES_ROLLUP_TIME_ZONE } from "./query-tally-rollups.server";

// 10:00 on Thursday 20 November 2025 in Los Angeles; the data spans August to November, across the
// end of daylight saving time (2 November).
const NOW = new Date("2025-11-20T18:00:00Z");
const LA = SALES_ROLLUP_TIME_ZONE;
type Currency = "USD" | "GBP" | "CAD";

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const CODE_SETS: string[][] = [[], [], ["FALL10"], ["FALL10", "VIP5"], ["PARTNER"]];
const UTMS: Array<Record<string, unknown>> = [
  {},
  { utmSource: "instagram", utmMedium: "social", utmCampaign: "fall" },
  { utmSource: " instagram ", utmMedium: "social", utmCampaign: "fall" },
  { utmSource: "newsletter", utmMedium: "email" },
  { utmSource: 5, utmMedium: "paid" },
  { utmSource: "facebook", referrer: "https://example.com/a" },
];
// Instants around midnight in Los Angeles (PDT until 2 November, PST after), and plain afternoons.
const CLOCKS = ["06:59:59", "07:00:00", "07:59:59", "08:00:00", "18:30:00", "23:10:00"];

describe.each(testDatabaseKinds())("the sales tally from the daily rollups on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const eventsBy: Record<Currency, number[]> = { USD: [], GBP: [], CAD: [] };

  async function order(options: { currency: Currency; at: Date; paid: boolean; codes: string[]; utm: Record<string, unknown>; creditMinor: number; lines: Array<{ tierKey: string; quantity: number; unitMinor: number; isAddOn: boolean }> }) {
    const subtotal = options.lines.reduce((n, l) => n + l.quantity * l.unitMinor, 0);
    const discount = options.codes.length ? 1000 * options.codes.length : 0;
    const [row] = await db()
      .insert(orders)
      .values({
        number: newOrderNumber(),
        token: newOrderToken(),
        eventId: eventsBy[options.currency][Math.floor(options.at.getTime() / 1000) % eventsBy[options.currency].length]!,
        currency: options.currency,
        status: options.paid ? "paid" : "pending",
        buyerName: "Buyer",
        buyerEmail: "buyer@example.com",
        buyerPhone: "+1 555 0100",
        subtotalMinor: subtotal,
        discountMinor: discount,
        creditMinor: options.creditMinor,
        totalMinor: subtotal - discount - options.creditMinor,
        codes: options.codes,
        discounts: options.codes.map((code) => ({ code, description: "off", amountMinor: 1000 })),
        utm: options.utm as Record<string, string>,
        holdExpiresAt: options.at,
        provider: "test",
        paidAt: options.paid ? options.at : null,
        createdAt: new Date(options.at.getTime() - 60_000),
      })
      .returning({ id: orders.id });
    await db()
      .insert(orderLines)
      .values(options.lines.map((l) => ({ orderId: row!.id, tierKey: l.tierKey, label: l.tierKey, isAddOn: l.isAddOn, quantity: l.quantity, unitPriceMinor: l.unitMinor, subtotalMinor: l.quantity * l.unitMinor, totalMinor: l.quantity * l.unitMinor })));
    return row!.id;
  }

  async function refund(orderId: number, currency: Currency, amountMinor: number, at: Date, status: "succeeded" | "failed" | "pending" = "succeeded") {
    const [row] = await db()
      .insert(refunds)
      .values({ orderId, currency, amountMinor, reason: "asked", status, provider: "test", idempotencyKey: `r-${orderId}-${at.getTime()}-${amountMinor}`, createdAt: at })
      .returning({ id: refunds.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    for (const currency of ["USD", "GBP", "CAD"] as const) {
      const found = await db().select({ id: events.id }).from(events).where(eq(events.currency, currency)).orderBy(events.id).limit(2);
      eventsBy[currency] = found.map((e) => e.id);
    }
    const random = generator(21);
    const day0 = Date.parse("2025-08-01T00:00:00Z");
    const paidOrders: Array<{ id: number; currency: Currency; at: Date }> = [];
    for (let i = 0; i < 160; i++) {
      const day = new Date(day0 + Math.floor(random.next() * 112) * 86_400_000).toISOString().slice(0, 10);
      const at = new Date(`${day}T${random.pick(CLOCKS)}Z`);
      if (at > NOW) continue;
      const currency = random.pick(["USD", "USD", "GBP", "CAD"] as const);
      const lines = [{ tierKey: "core", quantity: 1 + Math.floor(random.next() * 3), unitMinor: 16800, isAddOn: false }];
      if (random.next() < 0.3) lines.push({ tierKey: "nh_protrack_vip", quantity: 1, unitMinor: 5000, isAddOn: true });
      const payLater = random.next() < 0.3;
      const unpaid = random.next() < 0.1;
      const id = await order({ currency, at, paid: !payLater && !unpaid, codes: random.pick(CODE_SETS), utm: random.pick(UTMS), creditMinor: random.next() < 0.15 ? 2500 : 0, lines });
      // Paid after the order was made (the checkout's own path): an UPDATE sets paid_at.
      if (payLater && !unpaid) await db().update(orders).set({ status: "paid", paidAt: at }).where(eq(orders.id, id));
      if (!unpaid) paidOrders.push({ id, currency, at });
    }
    // Refunds: whole (the order marked refunded), partial on two later days, one pending then
    // succeeded, one pending then failed, one failed outright.
    for (const [n, o] of paidOrders.entries()) {
      const later = (days: number) => new Date(Math.min(o.at.getTime() + days * 86_400_000, NOW.getTime() - 1));
      if (n % 7 === 0) {
        await refund(o.id, o.currency, 16800, later(2));
        await db().update(orders).set({ status: "refunded" }).where(eq(orders.id, o.id));
      } else if (n % 7 === 1) {
        await refund(o.id, o.currency, 3000, later(1));
        await refund(o.id, o.currency, 2000, later(9));
      } else if (n % 11 === 2) {
        const r = await refund(o.id, o.currency, 4000, later(3), "pending");
        await db().update(refunds).set({ status: "succeeded" }).where(eq(refunds.id, r));
      } else if (n % 11 === 3) {
        const r = await refund(o.id, o.currency, 4000, later(3), "pending");
        await db().update(refunds).set({ status: "failed" }).where(eq(refunds.id, r));
      } else if (n % 13 === 4) {
        await refund(o.id, o.currency, 1000, later(0), "failed");
      }
    }
    // Upgrades paid after their order (decision 0038), some days later, at the clocks around midnight;
    // then one's amount corrected and one removed.
    const upgradeIds: number[] = [];
    for (const [n, o] of paidOrders.entries()) {
      if (n % 4 !== 1) continue;
      const at = new Date(Math.min(o.at.getTime() + (n % 5) * 86_400_000 + 3_600_000 * (n % 3), NOW.getTime() - 1));
      const [row] = await db()
        .insert(orderUpgrades)
        .values({ linkKey: `${o.id}.0.0.${n}`, orderId: o.id, fromTier: "core", toTier: "pro", amountMinor: 22000 + n, currency: o.currency, provider: "test", paymentRef: `test_ch_up_${n}`, paidAt: at })
        .returning({ id: orderUpgrades.id });
      upgradeIds.push(row!.id);
    }
    await db().update(orderUpgrades).set({ amountMinor: 9900 }).where(eq(orderUpgrades.id, upgradeIds[0]!));
    await db().delete(orderUpgrades).where(eq(orderUpgrades.id, upgradeIds[1]!));

    // Later edits: a line added and one removed after payment, codes and campaign changed on a
    // paid and refunded order, an order moved to another day, a paid order without refunds deleted.
    const [a, b, c, d, e] = [paidOrders[5]!, paidOrders[8]!, paidOrders[7]!, paidOrders[12]!, paidOrders[13]!];
    for (const o of [c, e])
      await db().insert(orderUpgrades).values({ linkKey: `${o.id}.0.0.edited`, orderId: o.id, fromTier: "core", toTier: "pro", amountMinor: 12345, currency: o.currency, provider: "test", paymentRef: `test_ch_up_edited_${o.id}`, paidAt: new Date(o.at.getTime() + 3_600_000) });
    await db().insert(orderLines).values({ orderId: a.id, tierKey: "nh_protrack_vip", label: "VIP", isAddOn: true, quantity: 2, unitPriceMinor: 5000, subtotalMinor: 10000, totalMinor: 10000 });
    await db().delete(orderLines).where(inArray(orderLines.id, db().select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, b.id)).limit(1)));
    await db().update(orders).set({ codes: ["NEWCODE"], discounts: [{ code: "NEWCODE", description: "x", amountMinor: 500 }], discountMinor: 500, totalMinor: sql`${orders.subtotalMinor} - 500 - ${orders.creditMinor}`, utm: { utmSource: "moved" } }).where(eq(orders.id, c.id));
    await db().update(orders).set({ paidAt: new Date(d.at.getTime() + 86_400_000 * 3) }).where(eq(orders.id, d.id));
    const [withRefund] = await db().select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, e.id));
    if (!withRefund) await db().delete(orders).where(eq(orders.id, e.id));

    // The funnel, with kinds the tally ignores, an event-less row and one whose event is cleared.
    for (let i = 0; i < 120; i++) {
      const day = new Date(day0 + Math.floor(random.next() * 112) * 86_400_000).toISOString().slice(0, 10);
      const currency = random.pick(["USD", "GBP", "CAD"] as const);
      const kindOf = random.pick(["initiate_checkout", "initiate_checkout", "order_created", "purchase", "payment_failed"] as const);
      await db().insert(checkoutEvents).values({ kind: kindOf, eventId: random.next() < 0.05 ? null : eventsBy[currency][i % eventsBy[currency].length]!, createdAt: new Date(`${day}T${random.pick(CLOCKS)}Z`) });
    }
    await db().execute(sql`update checkout_events set event_id = null where id = (select min(id) from checkout_events where event_id is not null and kind = 'purchase')`);
  }, 120_000);

  afterAll(async () => {
    await t?.destroy();
  });

  const ranges: Array<{ preset: TallyPreset; from?: string; to?: string }> = [
    { preset: "today" },
    { preset: "7d" },
    { preset: "30d" },
    { preset: "tour" },
    { preset: "all" },
    { preset: "30d", from: "2025-11-02", to: "2025-11-02" },
    { preset: "30d", from: "2025-08-01", to: "2025-08-31" },
    { preset: "30d", from: "2025-09-15", to: "2025-11-20" },
    { preset: "30d", from: "2025-10-31", to: "2025-11-03" },
  ];

  it.each(ranges)("answers %o exactly as the orders do", async (query) => {
    const fromOrders = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "orders" });
    const fromRollups = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "rollups" });
    expect(fromRollups).toEqual(fromOrders);
  });

  it("has something to compare: refunds, credits, codes, channels and three currencies over the whole range", async () => {
    const all = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "all" }, source: "rollups" });
    expect(all.summary.map((r) => r.current.currency)).toEqual(["CAD", "GBP", "USD"]);
    for (const row of all.summary) expect(row.current.refundMinor).toBeGreaterThan(0);
    expect(all.summary.some((r) => r.current.creditMinor > 0)).toBe(true);
    expect(all.byCode.map((r) => r.code)).toEqual(expect.arrayContaining(["FALL10", "VIP5", "PARTNER", "NEWCODE"]));
    expect(new Set(all.byChannel.map((r) => r.channel)).size).toBeGreaterThanOrEqual(5);
  });

  it("counts upgrades paid after their order as sales: gross is the orders' subtotals and the upgrades' payments", async () => {
    const all = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "all" }, source: "rollups" });
    const sums = (await db().execute(sql`select currency, sum(n)::bigint as gross from (
        select currency, subtotal_minor as n from orders where paid_at is not null and paid_at < ${NOW.toISOString()}::timestamptz
        union all select currency, amount_minor from order_upgrades where paid_at < ${NOW.toISOString()}::timestamptz) s group by 1 order by 1`)) as unknown as { rows: Array<{ currency: string; gross: string }> };
    const upgrades = (await db().execute(sql`select count(*)::int as n from order_upgrades`)) as unknown as { rows: Array<{ n: number }> };
    expect(Number(upgrades.rows[0]!.n)).toBeGreaterThan(10);
    expect(all.summary.map((r) => [r.current.currency, r.current.grossMinor])).toEqual(sums.rows.map((r) => [r.currency, Number(r.gross)]));
  });

  it("keeps, row by row, what a rebuild from the tables computes", async () => {
    const snapshot = async () => {
      const read = async (query: ReturnType<typeof sql>) => (await db().execute(query)) as unknown as { rows: unknown[] };
      return Promise.all([
        // A key's shards summed: the triggers write each connection's own shard, a rebuild shard 0.
        read(sql`select day::text, event_id, currency, codes, utm_source, utm_medium, utm_campaign, sum(orders)::text, sum(gross_minor)::text, sum(discount_minor)::text, sum(credit_minor)::text, sum(total_minor)::text from sales_daily_orders group by 1, 2, 3, 4, 5, 6, 7 having sum(orders) <> 0 order by 1, 2, 3, 4, 5, 6, 7`),
        read(sql`select day::text, event_id, currency, codes, utm_source, utm_medium, utm_campaign, tier_key, is_add_on, sum(lines)::text, sum(quantity)::text, sum(total_minor)::text from sales_daily_lines group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(lines) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`),
        read(sql`select day::text, event_id, currency, code, sum(entries)::text, sum(discount_minor)::text from sales_daily_code_discounts group by 1, 2, 3, 4 having sum(entries) <> 0 order by 1, 2, 3, 4`),
        read(sql`select day::text, event_id, currency, codes, utm_source, utm_medium, utm_campaign, sum(refunds)::text, sum(refund_minor)::text from sales_daily_refunds group by 1, 2, 3, 4, 5, 6, 7 having sum(refunds) <> 0 order by 1, 2, 3, 4, 5, 6, 7`),
        read(sql`select day::text, event_id, sum(started)::text, sum(created)::text, sum(paid)::text from sales_daily_funnel group by 1, 2 having sum(started) <> 0 or sum(created) <> 0 or sum(paid) <> 0 order by 1, 2`),
        read(sql`select day::text, event_id, currency, codes, utm_source, utm_medium, utm_campaign, sum(upgrades)::text, sum(amount_minor)::text from sales_daily_upgrades group by 1, 2, 3, 4, 5, 6, 7 having sum(upgrades) <> 0 order by 1, 2, 3, 4, 5, 6, 7`),
      ]).then((results) => results.map((r) => r.rows));
    };
    const kept = await snapshot();
    await db().execute(sql`select sales_rollups_rebuild()`);
    expect(kept).toEqual(await snapshot());
    expect(kept[0]!.length).toBeGreaterThan(20);
    expect(kept[5]!.length).toBeGreaterThan(10);
  });

  it("writes each payment's figures into its own connection's shard", async () => {
    await db().transaction(async (tx) => {
      await tx.insert(orders).values({
        number: newOrderNumber(),
        token: newOrderToken(),
        eventId: eventsBy.USD[0]!,
        currency: "USD",
        status: "paid",
        buyerName: "Buyer",
        buyerEmail: "shard@example.com",
        buyerPhone: "+1 555 0100",
        subtotalMinor: 100,
        discountMinor: 0,
        creditMinor: 0,
        totalMinor: 100,
        codes: [],
        discounts: [],
        utm: { utmSource: "shard-test" },
        holdExpiresAt: NOW,
        provider: "test",
        paidAt: NOW,
      });
      const found = (await tx.execute(sql`select shard, (pg_backend_pid() % 64)::smallint as own from sales_daily_orders where utm_source = 'shard-test'`)) as unknown as { rows: Array<{ shard: number; own: number }> };
      expect(found.rows).toHaveLength(1);
      expect(Number(found.rows[0]!.shard)).toBe(Number(found.rows[0]!.own));
    });
  });

  it("sums a key's shards: a delta taken back in another shard cancels it, even on a day without sales", async () => {
    const key = sql`'2025-07-15'::date, ${eventsBy.USD[0]!}::integer, 'USD', '{}'::text[], '', '', ''`;
    await db().execute(sql`insert into sales_daily_orders (day, event_id, currency, codes, utm_source, utm_medium, utm_campaign, shard, orders, gross_minor, discount_minor, credit_minor, total_minor)
      values (${key}, 61, 1, 500, 0, 0, 500), (${key}, 62, -1, -500, 0, 0, -500)`);
    await db().execute(sql`insert into sales_daily_funnel (day, event_id, shard, started, created, paid) values ('2025-07-15', ${eventsBy.USD[0]!}, 61, 2, 1, 1), ('2025-07-15', ${eventsBy.USD[0]!}, 62, -2, -1, -1)`);
    for (const query of [{ preset: "all" as const }, { preset: "tour" as const }, { preset: "30d" as const, from: "2025-07-01", to: "2025-07-31" }]) {
      const fromOrders = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "orders" });
      expect(await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "rollups" })).toEqual(fromOrders);
    }
  });

  it("rebuilds only once the writers in flight have committed (PostgreSQL: a second connection)", async () => {
    if (!t.url) return;
    // Another handle (openDatabase shares one per URL): the name makes the URL another key.
    const url = new URL(t.url);
    url.searchParams.set("application_name", "rollups-writer");
    const second = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    let release: () => void = () => {};
    let writer: Promise<void> = Promise.resolve();
    try {
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      writer = second.db.transaction(async (tx) => {
        await tx.execute(sql`insert into checkout_events (kind, event_id, created_at) values ('initiate_checkout', ${eventsBy.CAD[0]!}, '2025-07-20T18:00:00Z')`);
        inserted();
        await released;
      });
      await insertedYet;
      const refused = db().transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '1s'`);
        await tx.execute(sql`select sales_rollups_rebuild()`);
      });
      const error = await refused.then(() => null, (e: unknown) => e as Error & { cause?: Error });
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/lock timeout/);
      release();
      await writer;
      await db().execute(sql`select sales_rollups_rebuild()`);
      const funnel = (await db().execute(sql`select sum(started)::int as n from sales_daily_funnel where day = '2025-07-20'`)) as unknown as { rows: Array<{ n: number }> };
      expect(funnel.rows[0]!.n).toBe(1);
    } finally {
      release();
      await writer.catch(() => undefined);
      await second.close();
    }
  });

  it("reads a day as a day in Los Angeles: 23:59:59 on 1 November (PDT) and 00:00 on 2 November are a day apart", async () => {
    const before = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "30d", from: "2025-11-02", to: "2025-11-02" }, source: "rollups" });
    const id = await order({ currency: "GBP", at: new Date("2025-11-02T06:59:59Z"), paid: true, codes: [], utm: {}, creditMinor: 0, lines: [{ tierKey: "core", quantity: 1, unitMinor: 100, isAddOn: false }] });
    const lateNight = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "30d", from: "2025-11-02", to: "2025-11-02" }, source: "rollups" });
    // 1 November: the day before, so the previous period's.
    expect(lateNight.summary.map((r) => r.current)).toEqual(before.summary.map((r) => r.current));
    const previousGbp = (tally: typeof before) => tally.summary.find((r) => r.current.currency === "GBP")?.previous?.grossMinor ?? 0;
    expect(previousGbp(lateNight) - previousGbp(before)).toBe(100);
    await db().update(orders).set({ paidAt: new Date("2025-11-02T07:00:00Z") }).where(eq(orders.id, id));
    const midnight = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "30d", from: "2025-11-02", to: "2025-11-02" }, source: "rollups" });
    const gbp = (tally: typeof before) => tally.summary.find((r) => r.current.currency === "GBP")?.current.grossMinor ?? 0;
    expect(gbp(midnight) - gbp(before)).toBe(100);
    expect(midnight).toEqual(await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "30d", from: "2025-11-02", to: "2025-11-02" }, source: "orders" }));
  });
});
