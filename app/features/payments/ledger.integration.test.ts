import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { creditRedemptions, credits, events, ledgerEntries, orderLines, orders, orderUpgrades, refunds, subscriptionPayments, subscriptions, users } from "~/db/schema";
import { orderMoney, type LedgerAmount } from "~/domain/ledger";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";

describe.each(testDatabaseKinds())("the ledger on %s", (kind) => {
  let t: TestDatabase;
  let eventId: number;
  const db = () => t.database.db;
  const now = new Date("2025-09-01T19:00:00Z");

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    const [usd] = await db().select({ id: events.id }).from(events).where(eq(events.currency, "USD")).limit(1);
    eventId = usd!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const rowsOf = (orderId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(ledgerEntries.id);
  const sumOf = (rows: LedgerAmount[]) => orderMoney(rows, "USD");

  async function pendingOrder(options: { lines: Array<{ tier: string; quantity: number; unit: number; discount?: number }>; discounts?: Array<{ code: string; amountMinor: number }>; creditMinor?: number }) {
    const subtotal = options.lines.reduce((n, l) => n + l.quantity * l.unit, 0);
    const discount = options.lines.reduce((n, l) => n + (l.discount ?? 0), 0);
    const credit = options.creditMinor ?? 0;
    return db().transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", buyerName: "Rosa", buyerEmail: "rosa@example.com", buyerPhone: "1", subtotalMinor: subtotal, discountMinor: discount, creditMinor: credit, totalMinor: subtotal - discount - credit, codes: (options.discounts ?? []).map((d) => d.code), discounts: (options.discounts ?? []).map((d) => ({ ...d, description: d.code })), holdExpiresAt: now, provider: "test" })
        .returning();
      await tx.insert(orderLines).values(options.lines.map((l) => ({ orderId: order!.id, tierKey: l.tier, label: l.tier, quantity: l.quantity, unitPriceMinor: l.unit, subtotalMinor: l.quantity * l.unit, discountMinor: l.discount ?? 0, totalMinor: l.quantity * l.unit - (l.discount ?? 0) })));
      return order!;
    });
  }
  const pay = (orderId: number) => db().update(orders).set({ status: "paid", paidAt: now, paymentRef: `test_ch_${orderId}` }).where(eq(orders.id, orderId));

  it("writes nothing for a hold, and the charge, each code's share and the credit when it is paid", async () => {
    const [credit] = await db().insert(credits).values({ code: `CR-${Date.now()}`, holderEmail: "rosa@example.com", amountMinor: 5000, balanceMinor: 5000, currency: "USD", actorEmail: "ada@example.com" }).returning();
    const order = await pendingOrder({
      lines: [
        { tier: "core", quantity: 2, unit: 16800, discount: 3000 },
        { tier: "pro", quantity: 1, unit: 38800, discount: 1001 },
      ],
      discounts: [
        { code: "TENOFF", amountMinor: 3001 },
        { code: "FIVE", amountMinor: 1000 },
      ],
      creditMinor: 5000,
    });
    await db().insert(creditRedemptions).values({ creditId: credit!.id, orderId: order.id, amountMinor: 5000 });
    expect(await rowsOf(order.id)).toEqual([]);

    await pay(order.id);
    const rows = await rowsOf(order.id);
    const byKind = (k: string) => rows.filter((r) => r.kind === k);
    expect(byKind("ticket_charge").map((r) => [r.tierKey, r.quantity, r.amountMinor])).toEqual([
      ["core", 2, 33600],
      ["pro", 1, 38800],
    ]);
    expect(byKind("discount").reduce((n, r) => n + r.amountMinor, 0)).toBe(-4001);
    // Each line's discount is split between the codes in proportion to what each took off the order.
    expect(byKind("discount").filter((r) => r.code === "TENOFF").reduce((n, r) => n + r.amountMinor, 0) + byKind("discount").filter((r) => r.code === "FIVE").reduce((n, r) => n + r.amountMinor, 0)).toBe(-4001);
    expect(byKind("credit_spent").reduce((n, r) => n + r.amountMinor, 0)).toBe(-5000);
    expect(byKind("credit_spent").every((r) => r.creditId === credit!.id && r.orderLineId !== null)).toBe(true);
    expect(rows.every((r) => r.actorKind === "buyer" && r.occurredAt.getTime() === now.getTime() && r.providerRef === `test_ch_${order.id}`)).toBe(true);
    expect(sumOf(rows).paidMinor).toBe(33600 + 38800 - 4001 - 5000);

    // Marking it paid again (a redelivered webhook, a status written twice) adds nothing.
    await pay(order.id);
    expect(await rowsOf(order.id)).toHaveLength(rows.length);
  });

  it("records an upgrade as its own charge, a refund split across lines, its reversal, and the credit given back on close", async () => {
    const [credit] = await db().insert(credits).values({ code: `CR2-${Date.now()}`, holderEmail: "rosa@example.com", amountMinor: 1000, balanceMinor: 0, currency: "USD", actorEmail: "ada@example.com" }).returning();
    const order = await pendingOrder({ lines: [{ tier: "core", quantity: 1, unit: 16800 }, { tier: "masterclass", quantity: 1, unit: 4700 }], creditMinor: 1000 });
    await db().insert(creditRedemptions).values({ creditId: credit!.id, orderId: order.id, amountMinor: 1000 });
    await pay(order.id);
    const [core] = await db().select().from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.tierKey, "core")));
    await db().transaction(async (tx) => {
      await tx.update(orderLines).set({ tierKey: "pro", label: "Pro Track" }).where(eq(orderLines.id, core!.id));
      await tx.insert(orderUpgrades).values({ linkKey: `up-${order.id}`, orderId: order.id, lineId: core!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: "test_up_1", paidAt: now });
    });
    // A team member's refund (an account: the actor's user id); a buyer's own has none (migration 0055).
    const [ada] = await db().insert(users).values({ id: `ada-${order.id}`, name: "Ada", email: `ada-${order.id}@example.com` }).returning();
    const [refund] = await db().insert(refunds).values({ orderId: order.id, amountMinor: 2000, currency: "USD", reason: "Part", status: "succeeded", provider: "test", idempotencyKey: `r-${order.id}`, actorUserId: ada!.id, actorEmail: "ada@example.com", createdAt: now, updatedAt: now }).returning();

    let rows = await rowsOf(order.id);
    expect(rows.filter((r) => r.kind === "upgrade_charge").map((r) => [r.tierKey, r.amountMinor, r.orderLineId])).toEqual([["pro", 22000, core!.id]]);
    const refundRows = rows.filter((r) => r.kind === "refund");
    expect(refundRows.reduce((n, r) => n + r.amountMinor, 0)).toBe(-2000);
    // The order's own payment is given back as the tiers it sold: the upgraded line still counts as core.
    expect(new Set(refundRows.map((r) => r.tierKey))).toEqual(new Set(["core", "masterclass"]));
    expect(refundRows.every((r) => r.actorKind === "team" && r.actor === "ada@example.com")).toBe(true);
    expect(sumOf(rows)).toMatchObject({ paidMinor: 16800 + 4700 - 1000 + 22000, refundedMinor: 2000 });

    await db().update(refunds).set({ status: "failed", updatedAt: now }).where(eq(refunds.id, refund!.id));
    rows = await rowsOf(order.id);
    expect(rows.filter((r) => r.kind === "refund_reversed").reduce((n, r) => n + r.amountMinor, 0)).toBe(2000);
    expect(sumOf(rows).refundedMinor).toBe(0);
    await db().update(refunds).set({ status: "succeeded", updatedAt: now }).where(eq(refunds.id, refund!.id));
    expect(sumOf(await rowsOf(order.id)).refundedMinor).toBe(2000);

    await db().update(orders).set({ status: "refunded", closedAt: now }).where(eq(orders.id, order.id));
    rows = await rowsOf(order.id);
    expect(rows.filter((r) => r.kind === "credit_released").map((r) => [r.creditId, r.amountMinor])).toEqual([[credit!.id, 1000]]);
  });

  it("records an order written paid before its lines, once", async () => {
    const [order] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", status: "paid", buyerName: "F", buyerEmail: "f@example.com", buyerPhone: "1", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: now, provider: "test", paymentRef: "fx", paidAt: now })
      .returning();
    await db().insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core", quantity: 2, unitPriceMinor: 16800, subtotalMinor: 33600, totalMinor: 33600 });
    expect((await rowsOf(order!.id)).map((r) => [r.kind, r.amountMinor])).toEqual([["ticket_charge", 33600]]);
  });

  it("records subscription charges when paid, not when they fail, and credits when issued", async () => {
    const [sub] = await db()
      .insert(subscriptions)
      .values({ token: `sub-${Date.now()}`, buyerEmail: "m@example.com", buyerName: "M", tierKey: "mentorship_building", tierLabel: "Building", currency: "USD", priceMinor: 14700, status: "active", provider: "test", startsAt: now, minimumTermEndsAt: now, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000) })
      .returning();
    await db().insert(subscriptionPayments).values({ subscriptionId: sub!.id, periodStart: now, periodEnd: sub!.currentPeriodEnd, amountMinor: 14700, currency: "USD", status: "paid", providerRef: "test_sub_1", paidAt: now });
    const [failed] = await db().insert(subscriptionPayments).values({ subscriptionId: sub!.id, periodStart: sub!.currentPeriodEnd, periodEnd: new Date(sub!.currentPeriodEnd.getTime() + 30 * 86_400_000), amountMinor: 14700, currency: "USD", status: "failed" }).returning();
    let rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.subscriptionId, sub!.id));
    expect(rows.map((r) => [r.kind, r.amountMinor, r.tierKey, r.providerRef])).toEqual([["subscription_charge", 14700, "mentorship_building", "test_sub_1"]]);
    await db().update(subscriptionPayments).set({ status: "paid", paidAt: now, providerRef: "test_sub_2" }).where(eq(subscriptionPayments.id, failed!.id));
    rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.subscriptionId, sub!.id));
    expect(rows).toHaveLength(2);

    const [credit] = await db().insert(credits).values({ code: `CR3-${Date.now()}`, holderEmail: "m@example.com", amountMinor: 700, balanceMinor: 700, currency: "USD", actorEmail: "ada@example.com" }).returning();
    const [issued] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.creditId, credit!.id));
    expect(issued).toMatchObject({ kind: "credit_issued", amountMinor: 700, actorKind: "system", actor: "ada@example.com" });
  });

  it("refuses to change or delete a row", async () => {
    const [row] = await db().select().from(ledgerEntries).limit(1);
    await expect(db().update(ledgerEntries).set({ amountMinor: 1 }).where(eq(ledgerEntries.id, row!.id))).rejects.toThrow();
    await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.id, row!.id))).rejects.toThrow();
  });

  it("the backfill writes what the tables hold: charges, discounts, credits, upgrades and refunds per order, subscription charges", async () => {
    type Figures = { paid: string; upgrades: string; refunded: string; subs: string };
    const tableFigures = async () =>
      (
        (await db().execute(sql`select
          (select coalesce(sum(total_minor), 0) from orders where paid_at is not null) as paid,
          (select coalesce(sum(amount_minor), 0) from order_upgrades) as upgrades,
          (select coalesce(sum(amount_minor), 0) from refunds where status = 'succeeded') as refunded,
          (select coalesce(sum(amount_minor), 0) from subscription_payments where status = 'paid') as subs`)) as unknown as { rows: Figures[] }
      ).rows[0]!;
    const ledgerFigures = async () =>
      (
        (await db().execute(sql`select
          (select coalesce(sum(amount_minor), 0) from ledger_entries where kind in ('ticket_charge', 'discount', 'credit_spent')) as paid,
          (select coalesce(sum(amount_minor), 0) from ledger_entries where kind = 'upgrade_charge') as upgrades,
          (select -coalesce(sum(amount_minor), 0) from ledger_entries where kind in ('refund', 'refund_reversed')) as refunded,
          (select coalesce(sum(amount_minor), 0) from ledger_entries where kind = 'subscription_charge') as subs`)) as unknown as { rows: Figures[] }
      ).rows[0]!;
    const live = await ledgerFigures();
    expect(live).toEqual(await tableFigures());
    // Rebuilt from scratch by the migration's backfill, the ledger holds the same.
    await db().execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
    await db().execute(sql`delete from ledger_entries`);
    await db().execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
    await db().execute(sql`select ledger_backfill()`);
    expect(await ledgerFigures()).toEqual(live);
  });
});
