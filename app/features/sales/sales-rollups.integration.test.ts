import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { salesCopy } from "~/content/sales";
import { openDatabase } from "~/db/client.server";
import { checkoutEvents, creditRedemptions, credits, events, ledgerEntries, orderLines, orders, orderUpgrades, refunds, subscriptionPayments, subscriptions } from "~/db/schema";
import type { TallyPreset } from "~/domain/sales-tally";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
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

describe.each(testDatabaseKinds())("the sales tally from the ledger's daily rollup on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const eventsBy: Record<Currency, number[]> = { USD: [], GBP: [], CAD: [] };

  /** An order placed, its lines, a credit's redemption when it has one, then paid (the ledger is written at the payment's commit). */
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
        status: "pending",
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
        createdAt: new Date(options.at.getTime() - 60_000),
      })
      .returning({ id: orders.id });
    // The order's discount sits on its first line.
    await db()
      .insert(orderLines)
      .values(
        options.lines.map((l, i) => {
          const lineDiscount = i === 0 ? discount : 0;
          return { orderId: row!.id, tierKey: l.tierKey, label: l.tierKey, isAddOn: l.isAddOn, quantity: l.quantity, unitPriceMinor: l.unitMinor, subtotalMinor: l.quantity * l.unitMinor, discountMinor: lineDiscount, totalMinor: l.quantity * l.unitMinor - lineDiscount };
        }),
      );
    if (options.creditMinor > 0) {
      const [credit] = await db().insert(credits).values({ code: `CR-ROLL-${row!.id}`, holderEmail: "buyer@example.com", amountMinor: options.creditMinor, balanceMinor: 0, currency: options.currency, actorEmail: "ada@example.com" }).returning({ id: credits.id });
      await db().insert(creditRedemptions).values({ creditId: credit!.id, orderId: row!.id, amountMinor: options.creditMinor });
    }
    if (options.paid) await db().update(orders).set({ status: "paid", paidAt: options.at }).where(eq(orders.id, row!.id));
    return row!.id;
  }

  async function refund(orderId: number, currency: Currency, amountMinor: number, at: Date, status: "succeeded" | "failed" | "pending" = "succeeded", upgradeId: number | null = null) {
    const [row] = await db()
      .insert(refunds)
      .values({ orderId, upgradeId, currency, amountMinor, reason: "asked", status, provider: "test", idempotencyKey: `r-${orderId}-${at.getTime()}-${amountMinor}`, createdAt: at, updatedAt: at })
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
      if (random.next() < 0.15) lines.push({ tierKey: "boston_core", quantity: 1, unitMinor: 15100, isAddOn: false });
      const unpaid = random.next() < 0.1;
      const id = await order({ currency, at, paid: !unpaid, codes: random.pick(CODE_SETS), utm: random.pick(UTMS), creditMinor: random.next() < 0.15 ? 2500 : 0, lines });
      if (!unpaid) paidOrders.push({ id, currency, at });
    }
    const later = (o: { at: Date }, days: number) => new Date(Math.min(o.at.getTime() + days * 86_400_000, NOW.getTime() - 1));
    // Refunds: whole (the order marked refunded), partial on two later days, pending then succeeded,
    // pending then failed, failed outright, and succeeded then reversed by the provider days later.
    for (const [n, o] of paidOrders.entries()) {
      if (n % 7 === 0) {
        await refund(o.id, o.currency, 16800, later(o, 2));
        await db().update(orders).set({ status: "refunded", closedAt: later(o, 2) }).where(eq(orders.id, o.id));
      } else if (n % 7 === 1) {
        await refund(o.id, o.currency, 3000, later(o, 1));
        await refund(o.id, o.currency, 2000, later(o, 9));
      } else if (n % 11 === 2) {
        const r = await refund(o.id, o.currency, 4000, later(o, 3), "pending");
        await db().update(refunds).set({ status: "succeeded" }).where(eq(refunds.id, r));
      } else if (n % 11 === 3) {
        const r = await refund(o.id, o.currency, 4000, later(o, 3), "pending");
        await db().update(refunds).set({ status: "failed" }).where(eq(refunds.id, r));
      } else if (n % 13 === 4) {
        await refund(o.id, o.currency, 1000, later(o, 0), "failed");
      } else if (n % 13 === 5) {
        const r = await refund(o.id, o.currency, 1500, later(o, 1));
        await db().update(refunds).set({ status: "failed", updatedAt: later(o, 4) }).where(eq(refunds.id, r));
      }
    }
    // Upgrades paid after their order (decision 0038), some days later, at the clocks around midnight:
    // the line becomes the higher tier; some are partly refunded from their own payment.
    for (const [n, o] of paidOrders.entries()) {
      if (n % 4 !== 1) continue;
      const at = new Date(Math.min(o.at.getTime() + (n % 5) * 86_400_000 + 3_600_000 * (n % 3), NOW.getTime() - 1));
      const [line] = await db().select({ id: orderLines.id }).from(orderLines).where(and(eq(orderLines.orderId, o.id), eq(orderLines.tierKey, "core"))).limit(1);
      const [upgrade] = await db().transaction(async (tx) => {
        if (line) await tx.update(orderLines).set({ tierKey: "pro", label: "Pro Track" }).where(eq(orderLines.id, line.id));
        return tx
          .insert(orderUpgrades)
          .values({ linkKey: `${o.id}.0.0.${n}`, orderId: o.id, lineId: line?.id ?? null, fromTier: "core", toTier: "pro", amountMinor: 22000 + n, currency: o.currency, provider: "test", paymentRef: `test_ch_up_${n}`, paidAt: at })
          .returning({ id: orderUpgrades.id });
      });
      if (n % 8 === 1) await refund(o.id, o.currency, 5000, later({ at }, 2), "succeeded", upgrade!.id);
    }
    // Subscriptions: some bought on an event's page, some on the virtual page (no event), each with
    // paid periods and a failed renewal now and then.
    for (let i = 0; i < 18; i++) {
      const currency = random.pick(["USD", "USD", "GBP", "CAD"] as const);
      const start = new Date(day0 + Math.floor(random.next() * 80) * 86_400_000 + 3_600_000 * (i % 24));
      const [sub] = await db()
        .insert(subscriptions)
        .values({
          token: `sub-roll-${i}`,
          buyerEmail: `member${i}@example.com`,
          buyerName: "Member",
          eventId: i % 3 === 0 ? eventsBy[currency][0]! : null,
          tierKey: i % 2 ? "mentorship_building" : "mentorship_growth",
          tierLabel: "Mentorship",
          currency,
          priceMinor: i % 2 ? 14700 : 34800,
          status: "active",
          provider: "test",
          startsAt: start,
          minimumTermEndsAt: start,
          currentPeriodStart: start,
          currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
        })
        .returning();
      for (let p = 0; p < 1 + (i % 3); p++) {
        const periodStart = new Date(start.getTime() + p * 30 * 86_400_000);
        if (periodStart > NOW) break;
        const failed = (i + p) % 5 === 4;
        await db()
          .insert(subscriptionPayments)
          .values({ subscriptionId: sub!.id, periodStart, periodEnd: new Date(periodStart.getTime() + 30 * 86_400_000), amountMinor: sub!.priceMinor, currency, status: failed ? "failed" : "paid", providerRef: failed ? null : `test_sub_${i}_${p}`, paidAt: failed ? null : periodStart });
      }
    }
    const [gone] = await db().select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.token, "sub-roll-4"));
    await db().delete(subscriptions).where(eq(subscriptions.id, gone!.id));

    // A provider refund that did not fit its order: flagged, counted in nothing.
    const flaggedOn = paidOrders[3]!;
    await db().insert(ledgerEntries).values({ entryKey: "flagged-test-1", kind: "refund", amountMinor: -99_999, currency: flaggedOn.currency, orderId: flaggedOn.id, actorKind: "provider", flagged: true, flagReason: "exceeds_remaining", occurredAt: later(flaggedOn, 1) });

    // Later edits: a line added after payment (a charge of its own, not another order), codes and
    // campaign changed on a paid and refunded order (its money moves with it), an order moved to
    // another day (the ledger keeps the payment's day), a paid order without refunds deleted.
    const [a, c, d] = [paidOrders[5]!, paidOrders[7]!, paidOrders[12]!];
    await db().insert(orderLines).values({ orderId: a.id, tierKey: "nh_protrack_vip", label: "VIP", isAddOn: true, quantity: 2, unitPriceMinor: 5000, subtotalMinor: 10000, totalMinor: 10000 });
    await db().update(orders).set({ codes: ["NEWCODE"], discounts: [{ code: "NEWCODE", description: "x", amountMinor: 500 }], utm: { utmSource: "moved" } }).where(eq(orders.id, c.id));
    await db().update(orders).set({ paidAt: new Date(d.at.getTime() + 86_400_000 * 3) }).where(eq(orders.id, d.id));
    for (const o of paidOrders.slice(20)) {
      const [withRefund] = await db().select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, o.id));
      const [withCredit] = await db().select({ id: creditRedemptions.id }).from(creditRedemptions).where(eq(creditRedemptions.orderId, o.id));
      if (withRefund || withCredit) continue;
      await db().delete(orders).where(eq(orders.id, o.id));
      break;
    }

    // The funnel, with kinds the tally ignores, an event-less row and one whose event is cleared.
    for (let i = 0; i < 120; i++) {
      const day = new Date(day0 + Math.floor(random.next() * 112) * 86_400_000).toISOString().slice(0, 10);
      const currency = random.pick(["USD", "GBP", "CAD"] as const);
      const kindOf = random.pick(["initiate_checkout", "initiate_checkout", "order_created", "purchase", "payment_failed"] as const);
      await db().insert(checkoutEvents).values({ kind: kindOf, eventId: random.next() < 0.05 ? null : eventsBy[currency][i % eventsBy[currency].length]!, createdAt: new Date(`${day}T${random.pick(CLOCKS)}Z`) });
    }
    await db().execute(sql`update checkout_events set event_id = null where id = (select min(id) from checkout_events where event_id is not null and kind = 'purchase')`);
  }, 180_000);

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

  it.each(ranges)("answers %o exactly as the raw ledger does", async (query) => {
    const fromLedger = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "orders" });
    const fromRollups = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "rollups" });
    expect(fromRollups).toEqual(fromLedger);
  });

  it("has something to compare: refunds, reversals, credits, codes, channels, upgrades, programs and three currencies", async () => {
    const all = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "all" }, source: "rollups" });
    expect(all.summary.map((r) => r.current.currency)).toEqual(["CAD", "GBP", "USD"]);
    for (const row of all.summary) expect(row.current.refundMinor).toBeGreaterThan(0);
    expect(all.summary.some((r) => r.current.creditMinor > 0)).toBe(true);
    expect(all.byCode.map((r) => r.code)).toEqual(expect.arrayContaining(["FALL10", "VIP5", "PARTNER", "NEWCODE"]));
    expect(new Set(all.byChannel.map((r) => r.channel)).size).toBeGreaterThanOrEqual(6);
    expect(all.byChannel.map((r) => r.channel)).toContain(salesCopy.programsChannel);
    expect(new Set(all.byTier.map((r) => r.source))).toEqual(new Set(["tickets", "upgrades", "programs"]));
    expect(all.byTier.find((r) => r.source === "upgrades" && r.tierKey === "pro")?.current.refundMinor).toBeGreaterThan(0);
    expect(all.byEvent.find((r) => r.eventId === null)?.label).toBe(salesCopy.programsOnline);
    const reversed = (await db().execute(sql`select count(*)::int as n from ledger_entries where kind = 'refund_reversed'`)) as unknown as { rows: Array<{ n: number }> };
    expect(Number(reversed.rows[0]!.n)).toBeGreaterThan(0);
  });

  it("counts every charge in gross: the paid orders' lines, the upgrades and the subscription periods paid", async () => {
    const all = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "all" }, source: "rollups" });
    const sums = (await db().execute(sql`select currency, sum(n)::bigint as gross from (
        select o.currency, l.subtotal_minor as n from orders o join order_lines l on l.order_id = o.id where o.paid_at is not null
        union all select currency, amount_minor from order_upgrades
        union all select currency, amount_minor from subscription_payments where status = 'paid') s group by 1 order by 1`)) as unknown as { rows: Array<{ currency: string; gross: string }> };
    expect(all.summary.map((r) => [r.current.currency, r.current.grossMinor])).toEqual(sums.rows.map((r) => [r.currency, Number(r.gross)]));
    // Net is the ledger's cash less what was flagged: the flagged refund took nothing off.
    const net = (await db().execute(sql`select currency, sum(amount_minor)::bigint as net from ledger_entries
        where not flagged and kind not in ('credit_issued', 'credit_released') group by 1 order by 1`)) as unknown as { rows: Array<{ currency: string; net: string }> };
    expect(all.summary.map((r) => [r.current.currency, r.current.netMinor])).toEqual(net.rows.map((r) => [r.currency, Number(r.net)]));
  });

  it("keeps, row by row, what a rebuild from the ledger computes", async () => {
    const snapshot = async () => {
      const read = async (query: ReturnType<typeof sql>) => (await db().execute(query)) as unknown as { rows: unknown[] };
      return Promise.all([
        // A key's shards summed: the triggers write each connection's own shard, a rebuild shard 0.
        read(sql`select day::text, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, sum(entries)::text, sum(amount_minor)::text, sum(quantity)::text, sum(orders)::text
          from ledger_daily group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 having sum(entries) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`),
        read(sql`select day::text, event_id, sum(started)::text, sum(created)::text, sum(paid)::text from sales_daily_funnel group by 1, 2 having sum(started) <> 0 or sum(created) <> 0 or sum(paid) <> 0 order by 1, 2`),
      ]).then((results) => results.map((r) => r.rows));
    };
    const kept = await snapshot();
    await db().execute(sql`select sales_rollups_rebuild()`);
    expect(kept).toEqual(await snapshot());
    expect(kept[0]!.length).toBeGreaterThan(100);
  });

  it("writes each ledger row into its own connection's shard", async () => {
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.token, "sub-roll-1"));
    await db().transaction(async (tx) => {
      await tx.insert(subscriptionPayments).values({ subscriptionId: sub!.id, periodStart: new Date("2025-07-01T00:00:00Z"), periodEnd: new Date("2025-07-31T00:00:00Z"), amountMinor: 100, currency: sub!.currency, status: "paid", providerRef: "shard-test", paidAt: new Date("2025-07-02T18:00:00Z") });
      const found = (await tx.execute(sql`select shard, (pg_backend_pid() % 64)::smallint as own from ledger_daily where day = '2025-07-02'`)) as unknown as { rows: Array<{ shard: number; own: number }> };
      expect(found.rows).toHaveLength(1);
      expect(Number(found.rows[0]!.shard)).toBe(Number(found.rows[0]!.own));
    });
  });

  it("sums a key's shards: a delta taken back in another shard cancels it, even on a day without sales", async () => {
    const key = sql`'2025-07-15'::date, 'USD', ${eventsBy.USD[0]!}::integer, 'tickets', 'core', 'ticket_charge', '', '{}'::text[], '', '', ''`;
    await db().execute(sql`insert into ledger_daily (day, currency, event_id, source, tier_key, kind, code, codes, utm_source, utm_medium, utm_campaign, shard, entries, amount_minor, quantity, orders)
      values (${key}, 61, 1, 500, 1, 1), (${key}, 62, -1, -500, -1, -1)`);
    await db().execute(sql`insert into sales_daily_funnel (day, event_id, shard, started, created, paid) values ('2025-07-15', ${eventsBy.USD[0]!}, 61, 2, 1, 1), ('2025-07-15', ${eventsBy.USD[0]!}, 62, -2, -1, -1)`);
    for (const query of [{ preset: "all" as const }, { preset: "tour" as const }, { preset: "30d" as const, from: "2025-07-01", to: "2025-07-31" }]) {
      const fromLedger = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "orders" });
      expect(await getSalesTally({ db: db(), now: NOW, timeZone: LA, query, source: "rollups" })).toEqual(fromLedger);
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
      const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.token, "sub-roll-2"));
      writer = second.db.transaction(async (tx) => {
        await tx.execute(sql`insert into subscription_payments (subscription_id, period_start, period_end, amount_minor, currency, status, provider_ref, paid_at)
          values (${sub!.id}, '2025-07-20T00:00:00Z', '2025-08-19T00:00:00Z', 700, ${sub!.currency}, 'paid', 'writer-test', '2025-07-20T18:00:00Z')`);
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
      const kept = (await db().execute(sql`select sum(amount_minor)::int as n from ledger_daily where day = '2025-07-20'`)) as unknown as { rows: Array<{ n: number }> };
      expect(kept.rows[0]!.n).toBe(700);
    } finally {
      release();
      await writer.catch(() => undefined);
      await second.close();
    }
  });

  it("reads a day as a day in Los Angeles: 23:59:59 on 1 November (PDT) and 00:00 on 2 November are a day apart", async () => {
    const day = { preset: "30d" as const, from: "2025-11-02", to: "2025-11-02" };
    const gbp = (tally: Awaited<ReturnType<typeof getSalesTally>>) => tally.summary.find((r) => r.current.currency === "GBP");
    const before = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: day, source: "rollups" });
    await order({ currency: "GBP", at: new Date("2025-11-02T06:59:59Z"), paid: true, codes: [], utm: {}, creditMinor: 0, lines: [{ tierKey: "core", quantity: 1, unitMinor: 100, isAddOn: false }] });
    const lateNight = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: day, source: "rollups" });
    // 1 November: the day before, so the previous period's.
    expect(lateNight.summary.map((r) => r.current)).toEqual(before.summary.map((r) => r.current));
    expect((gbp(lateNight)?.previous?.grossMinor ?? 0) - (gbp(before)?.previous?.grossMinor ?? 0)).toBe(100);
    await order({ currency: "GBP", at: new Date("2025-11-02T07:00:00Z"), paid: true, codes: [], utm: {}, creditMinor: 0, lines: [{ tierKey: "core", quantity: 1, unitMinor: 100, isAddOn: false }] });
    const midnight = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: day, source: "rollups" });
    expect((gbp(midnight)?.current.grossMinor ?? 0) - (gbp(before)?.current.grossMinor ?? 0)).toBe(100);
    expect(midnight).toEqual(await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: day, source: "orders" }));
  });
});
