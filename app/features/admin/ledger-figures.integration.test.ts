import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { ledgerWords } from "~/content/ledger-words";
import { checkoutDrafts, creditRedemptions, credits, events, ledgerEntries, orderLines, orders, orderUpgrades, refunds, subscriptionPayments, subscriptions, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { summarizeRecovered } from "~/features/recovery/get-abandoned-carts.server";
import { listSubscriptionsAdmin } from "~/features/subscriptions/list-subscriptions-admin.server";
import * as homePage from "~/routes/admin-home";
import * as orderPage from "~/routes/admin-order";
import * as ordersCsv from "~/routes/admin-orders-csv";
import * as subscriptionsPage from "~/routes/admin-subscriptions";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getAdminOverview } from "./get-admin-overview.server";

// 10:00 in Los Angeles on 18 October 2025; the team counts its days there.
const NOW = new Date("2025-10-18T17:00:00Z");
const at = (iso: string) => new Date(iso);

/**
 * The back office's money reads the ledger (issue 36): the overview, the order page, the orders CSV,
 * the subscriptions page and the abandoned carts' recovered revenue, for a morning of upgrades, codes,
 * credits, refunds and a subscription charge.
 */
describe.each(testDatabaseKinds())("the back office's money from the ledger on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let usdEvent: number;
  let gbpEvent: number;
  const numbers: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const db = () => t.database.db;

  async function paidOrder(
    key: string,
    options: { eventId: number; currency: "USD" | "GBP"; paidAt: Date; lines: Array<{ tier: string; label: string; unit: number; discount?: number }>; discounts?: Array<{ code: string; amountMinor: number }>; creditMinor?: number; creditId?: number },
  ) {
    const subtotal = options.lines.reduce((n, l) => n + l.unit, 0);
    const discount = options.lines.reduce((n, l) => n + (l.discount ?? 0), 0);
    const credit = options.creditMinor ?? 0;
    const order = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          number: newOrderNumber(),
          token: newOrderToken(),
          eventId: options.eventId,
          currency: options.currency,
          buyerName: "Rosa Reyes",
          buyerEmail: `${key}@example.com`,
          buyerPhone: "+1 555 0100",
          subtotalMinor: subtotal,
          discountMinor: discount,
          creditMinor: credit,
          totalMinor: subtotal - discount - credit,
          codes: (options.discounts ?? []).map((d) => d.code),
          discounts: (options.discounts ?? []).map((d) => ({ ...d, description: d.code })),
          holdExpiresAt: options.paidAt,
          provider: "test",
          createdAt: options.paidAt,
        })
        .returning();
      await tx.insert(orderLines).values(options.lines.map((l) => ({ orderId: row!.id, tierKey: l.tier, label: l.label, quantity: 1, unitPriceMinor: l.unit, subtotalMinor: l.unit, discountMinor: l.discount ?? 0, totalMinor: l.unit - (l.discount ?? 0) })));
      if (options.creditId) await tx.insert(creditRedemptions).values({ creditId: options.creditId, orderId: row!.id, amountMinor: credit });
      return row!;
    });
    await db().update(orders).set({ status: "paid", paidAt: options.paidAt, paymentRef: `test_ch_${key}` }).where(eq(orders.id, order.id));
    numbers[key] = order.number;
    ids[key] = order.id;
    return order.id;
  }
  let adaId: string;
  const refund = (key: string, amountMinor: number, createdAt: Date, upgradeId: number | null = null) =>
    db()
      .insert(refunds)
      .values({ orderId: ids[key]!, upgradeId, amountMinor, currency: "USD", reason: "Asked", status: "succeeded", provider: "test", providerRefundId: `test_re_${key}_${amountMinor}`, idempotencyKey: `r-${key}-${amountMinor}`, actorUserId: adaId, actorEmail: "ada@example.com", createdAt, updatedAt: createdAt });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles" });
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    // The team member's account: a refund with it is the team's in the ledger (a buyer's own has none).
    adaId = (await db().select({ id: users.id }).from(users).where(eq(users.email, "ada@example.com")))[0]!.id;
    usdEvent = (await db().select({ id: events.id }).from(events).where(eq(events.currency, "USD")).orderBy(events.id).limit(1))[0]!.id;
    gbpEvent = (await db().select({ id: events.id }).from(events).where(eq(events.currency, "GBP")).orderBy(events.id).limit(1))[0]!.id;

    // Today: a Core ticket at $168 with a $17 code and $20 of credit, upgraded to Pro Track for $220, then $50 refunded.
    const [credit] = await db().insert(credits).values({ code: "CR-TEST-0001", holderEmail: "upgraded@example.com", amountMinor: 2000, balanceMinor: 0, currency: "USD", actorEmail: "ada@example.com", createdAt: at("2025-10-01T17:00:00Z") }).returning();
    await paidOrder("upgraded", { eventId: usdEvent, currency: "USD", paidAt: at("2025-10-18T15:00:00Z"), lines: [{ tier: "core", label: "Core Experience", unit: 16800, discount: 1700 }], discounts: [{ code: "STUDIOFRIEND10", amountMinor: 1700 }], creditMinor: 2000, creditId: credit!.id });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, ids.upgraded!));
    ids.upgradedLine = line!.id;
    await db().transaction(async (tx) => {
      await tx.update(orderLines).set({ tierKey: "pro", label: "Pro Track" }).where(eq(orderLines.id, line!.id));
      await tx.insert(orderUpgrades).values({ linkKey: "up-ledger-figures", orderId: ids.upgraded!, lineId: line!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: "test_up_1", paidAt: at("2025-10-18T15:30:00Z") });
    });
    await refund("upgraded", 5000, at("2025-10-18T16:00:00Z"));
    // Today, in pounds: £129.
    await paidOrder("pounds", { eventId: gbpEvent, currency: "GBP", paidAt: at("2025-10-18T16:30:00Z"), lines: [{ tier: "core", label: "Core Experience", unit: 12900 }] });
    // Paid three days ago, refunded in full today: it shows today as a refund, not as a vanished order.
    await paidOrder("refunded", { eventId: usdEvent, currency: "USD", paidAt: at("2025-10-15T18:00:00Z"), lines: [{ tier: "core", label: "Core Experience", unit: 16800 }] });
    await refund("refunded", 16800, at("2025-10-18T16:45:00Z"));
    await db().update(orders).set({ status: "refunded", closedAt: at("2025-10-18T16:45:00Z") }).where(eq(orders.id, ids.refunded!));
    // Eight days ago: outside the week.
    await paidOrder("old", { eventId: usdEvent, currency: "USD", paidAt: at("2025-10-10T18:00:00Z"), lines: [{ tier: "core", label: "Core Experience", unit: 16800 }] });

    // A Building mentorship charged $147 today and last month; a renewal that failed charges nothing.
    const [sub] = await db()
      .insert(subscriptions)
      .values({ token: "sub-ledger-figures", buyerEmail: "mentee@example.com", buyerName: "Mina", tierKey: "mentorship_building", tierLabel: "Building", currency: "USD", priceMinor: 14700, status: "active", provider: "test", startsAt: at("2025-09-18T16:00:00Z"), minimumTermEndsAt: at("2025-12-18T16:00:00Z"), currentPeriodStart: at("2025-10-18T16:00:00Z"), currentPeriodEnd: at("2025-11-18T16:00:00Z"), createdAt: at("2025-09-18T16:00:00Z") })
      .returning();
    ids.subscription = sub!.id;
    await db().insert(subscriptionPayments).values([
      { subscriptionId: sub!.id, periodStart: at("2025-09-18T16:00:00Z"), periodEnd: at("2025-10-18T16:00:00Z"), amountMinor: 14700, currency: "USD", status: "paid", providerRef: "test_sub_1", paidAt: at("2025-09-18T16:00:00Z") },
      { subscriptionId: sub!.id, periodStart: at("2025-10-18T16:00:00Z"), periodEnd: at("2025-11-18T16:00:00Z"), amountMinor: 14700, currency: "USD", status: "paid", providerRef: "test_sub_2", paidAt: at("2025-10-18T16:05:00Z") },
    ]);
    const [failing] = await db()
      .insert(subscriptions)
      .values({ token: "sub-ledger-failing", buyerEmail: "late@example.com", buyerName: "Lee", tierKey: "mentorship_building", tierLabel: "Building", currency: "USD", priceMinor: 14700, status: "past_due", provider: "test", startsAt: at("2025-10-18T16:00:00Z"), minimumTermEndsAt: at("2026-01-18T16:00:00Z"), currentPeriodStart: at("2025-10-18T16:00:00Z"), currentPeriodEnd: at("2025-11-18T16:00:00Z") })
      .returning();
    ids.failing = failing!.id;
    await db().insert(subscriptionPayments).values({ subscriptionId: failing!.id, periodStart: at("2025-10-18T16:00:00Z"), periodEnd: at("2025-11-18T16:00:00Z"), amountMinor: 14700, currency: "USD", status: "failed" });

    // Two provider movements that did not fit, set aside by the payments feature: shown, counted nowhere.
    await db().insert(ledgerEntries).values([
      { entryKey: "flagged:test:1", kind: "refund", amountMinor: -50000, currency: "USD", orderId: ids.upgraded!, provider: "stripe", providerRef: "re_too_much", actorKind: "provider", flagged: true, flagReason: "exceeds_remaining", occurredAt: at("2025-10-18T16:50:00Z") },
      { entryKey: "flagged:test:2", kind: "ticket_charge", amountMinor: 1250, currency: "EUR" as "USD", provider: "stripe", providerRef: "ch_unknown", actorKind: "provider", flagged: true, flagReason: "unknown_reference", occurredAt: at("2025-10-18T16:55:00Z") },
    ]);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const args = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params }) as never;

  it("the overview's today and last 7 days count upgrades, subscription charges and refunds, per currency, and list the flagged rows", async () => {
    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: "America/Los_Angeles" });
    // USD today: $168 ticket + $220 upgrade + $147 subscription = $535 gross; less the $17 code, $20 credit, $50 + $168 refunds = $280.
    expect(overview.today).toEqual({
      orders: 2,
      figures: [
        { currency: "GBP", grossMinor: 12900, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 12900, feeMinor: 0 },
        { currency: "USD", grossMinor: 53500, discountMinor: 1700, creditMinor: 2000, refundMinor: 21800, netMinor: 28000, feeMinor: 0 },
      ],
    });
    // The week adds the refunded order's own charge three days ago: it came in, and went back today.
    expect(overview.lastSevenDays).toEqual({
      orders: 3,
      figures: [
        { currency: "GBP", grossMinor: 12900, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 12900, feeMinor: 0 },
        { currency: "USD", grossMinor: 70300, discountMinor: 1700, creditMinor: 2000, refundMinor: 21800, netMinor: 44800, feeMinor: 0 },
      ],
    });
    expect(overview.flagged.count).toBe(2);
    expect(overview.flagged.latest.map((f) => [f.orderNumber, f.kind, f.amountMinor, f.currency, f.flagReason])).toEqual([
      [null, "ticket_charge", 1250, "EUR", "unknown_reference"],
      [numbers.upgraded, "refund", -50000, "USD", "exceeds_remaining"],
    ]);

    const page = (await homePage.loader(args("/admin"))) as unknown as { data: { today: unknown; flagged: { count: number; latest: Array<Record<string, unknown>> } } };
    expect(page.data.today).toEqual({
      orders: 2,
      money: [
        { currency: "GBP", gross: "£129", refunds: "£0", net: "£129", fees: null },
        { currency: "USD", gross: "$535", refunds: "$218", net: "$280", fees: null },
      ],
    });
    expect(page.data.flagged.latest).toEqual([
      expect.objectContaining({ orderNumber: null, kind: ledgerWords.kinds.ticket_charge, amount: "EUR 12.50", reason: ledgerWords.flagReasons.unknown_reference }),
      expect.objectContaining({ orderNumber: numbers.upgraded, kind: ledgerWords.kinds.refund, amount: "-$500", reason: ledgerWords.flagReasons.exceeds_remaining }),
    ]);
  });

  it("the order page: paid, went back and left from the ledger for an order with a code, a credit, an upgrade and a partial refund; the upgraded line as it is now", async () => {
    const details = await getOrderDetails({ db: db(), number: numbers.upgraded! });
    // Paid in money: $168 − $17 code − $20 credit + $220 upgrade = $351; $50 went back; $301 left. The flagged $500 counts nowhere.
    expect(details!.money).toEqual({ currency: "USD", paidMinor: 35100, refundedMinor: 5000, creditedMinor: 0, leftMinor: 30100, feeMinor: 0 });
    expect(details!.refundableMinor).toBe(30100);

    const page = (await orderPage.loader(args(`/admin/orders/${numbers.upgraded}`, { number: numbers.upgraded! }))) as unknown as {
      data: { money: Record<string, unknown>; refundable: string; lines: Array<{ quantity: number; total: string; upgraded: { label: string; paid: string } | null }>; ledger: Array<{ kind: string; amount: string; by: string; ref: string | null; flagged: string | null }> };
    };
    expect(page.data.money).toEqual({ paid: "$351", back: "$50", credited: null, left: "$301", pending: null, fee: null });
    // The form's "up to" is the ledger's left.
    expect(page.data.refundable).toBe("$301");
    expect(page.data.lines).toEqual([expect.objectContaining({ quantity: 1, total: "$371", upgraded: { label: "Pro Track (upgraded from Core Experience)", paid: "$151 with the order + $220 upgrade" } })]);
    const kinds = page.data.ledger.map((e) => [e.kind, e.amount, e.flagged !== null]);
    expect(kinds).toEqual([
      [ledgerWords.kinds.ticket_charge, "$168", false],
      [ledgerWords.kinds.discount, "-$17", false],
      [ledgerWords.kinds.credit_spent, "-$20", false],
      [ledgerWords.kinds.upgrade_charge, "$220", false],
      [ledgerWords.kinds.refund, "-$50", false],
      [ledgerWords.kinds.refund, "-$500", true],
    ]);
    expect(page.data.ledger[0]).toMatchObject({ by: "buyer (upgraded@example.com)", ref: "test_ch_upgraded" });
    expect(page.data.ledger[4]).toMatchObject({ by: "team (ada@example.com)", ref: "test_re_upgraded_5000" });
    expect(page.data.ledger[5]).toMatchObject({ flagged: ledgerWords.flagReasons.exceeds_remaining, ref: "re_too_much" });

    // A refund on its way is not in the ledger yet, but no longer free to give back.
    await db().insert(refunds).values({ orderId: ids.upgraded!, amountMinor: 1000, currency: "USD", reason: "More", status: "pending", provider: "test", idempotencyKey: "r-upgraded-pending", actorUserId: adaId, actorEmail: "ada@example.com", createdAt: NOW, updatedAt: NOW });
    const pending = (await orderPage.loader(args(`/admin/orders/${numbers.upgraded}`, { number: numbers.upgraded! }))) as unknown as { data: { money: Record<string, unknown>; refundable: string } };
    expect(pending.data.money).toMatchObject({ left: "$301", pending: "$10" });
    expect(pending.data.refundable).toBe("$291");
    await db().delete(refunds).where(and(eq(refunds.orderId, ids.upgraded!), eq(refunds.status, "pending")));
  });

  it("the orders CSV's money is the ledger's: paid, refunded, credited and left per order", async () => {
    const response = (await ordersCsv.loader(args("/admin/orders.csv"))) as Response;
    const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Order,Status,Event,Buyer,Buyer email,Paid in money,Refunded,Credited,Left,Currency,Placed (UTC),Paid (UTC),Needs attention");
    const row = (key: string) => lines.find((l) => l.startsWith(`${numbers[key]},`))!;
    expect(row("upgraded")).toContain(",upgraded@example.com,351.00,50.00,0.00,301.00,USD,");
    expect(row("refunded")).toContain(",refunded@example.com,168.00,168.00,0.00,0.00,USD,");
    expect(row("pounds")).toContain(",pounds@example.com,129.00,0.00,0.00,129.00,GBP,");
  });

  it("the subscriptions page shows the money collected from the ledger's subscription charges, per currency and per subscription", async () => {
    const found = await listSubscriptionsAdmin({ db: db() });
    expect(found.collected).toEqual([{ currency: "USD", grossMinor: 29400, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 29400, feeMinor: 0 }]);
    expect(found.rows.find((r) => r.id === ids.subscription)?.chargedMinor).toBe(29400);
    expect(found.rows.find((r) => r.id === ids.failing)?.chargedMinor).toBe(0);
    const page = (await subscriptionsPage.loader(args("/admin/subscriptions"))) as unknown as { data: { view: { collected: unknown; rows: Array<{ id: number; charged: string }> } } };
    expect(page.data.view.collected).toEqual([{ currency: "USD", charged: "$294", refunded: "$0", net: "$294" }]);
    expect(page.data.view.rows.find((r) => r.id === ids.subscription)?.charged).toBe("$294");
  });

  it("recovered revenue is the recovered orders' money net of refunds, upgrades included", async () => {
    await db().insert(checkoutDrafts).values([
      { clientKey: "recovered-upgraded", eventId: usdEvent, buyerEmail: "upgraded@example.com", lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 16800, currency: "USD", recoveredOrderId: ids.upgraded!, recoveredAt: at("2025-10-18T15:00:00Z") },
      { clientKey: "recovered-refunded", eventId: usdEvent, buyerEmail: "refunded@example.com", lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 16800, currency: "USD", recoveredOrderId: ids.refunded!, recoveredAt: at("2025-10-15T18:00:00Z") },
      { clientKey: "recovered-pounds", eventId: gbpEvent, buyerEmail: "pounds@example.com", lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 12900, currency: "GBP", recoveredOrderId: ids.pounds!, recoveredAt: at("2025-10-18T16:30:00Z") },
    ]);
    const recovered = await summarizeRecovered(db(), {});
    // $351 paid − $50 refunded on the upgraded order, $168 − $168 on the refunded one; the flagged $500 is not taken off.
    expect(recovered).toEqual({
      carts: 3,
      revenue: [
        { currency: "GBP", amountMinor: 12900, carts: 1 },
        { currency: "USD", amountMinor: 30100, carts: 2 },
      ],
    });
  });
});
