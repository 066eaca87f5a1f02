import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { salesCopy } from "~/content/sales";
import { ledgerEntries, orders } from "~/db/schema";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import type { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { getSalesTally } from "~/features/sales/get-sales-tally.server";
import { tallyTable } from "~/features/sales/tally-tables";
import type { AppContext } from "~/app-context.server";
import { fakeStripeBooks, stripeCharge, stripeRefund } from "../../../tests/support/fake-stripe-books";
import { clearPaymentTables, paymentsTestContext } from "../../../tests/support/payments-test-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { recordProviderRefund } from "./record-provider-refund.server";
import { reconcileProviderBalance } from "./reconcile-provider-balance.server";

const PAID_AT = new Date("2025-09-01T19:00:00Z");
const DAY = { from: new Date("2025-09-01T00:00:00Z"), to: new Date("2025-09-02T00:00:00Z") };
const NOW = new Date("2025-09-01T23:00:00Z");
const LA = "America/Los_Angeles";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };

describe.each(testDatabaseKinds())("the provider's fees in the ledger, on %s", (kind) => {
  let t: TestDatabase;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let context: AppContext;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await clearPaymentTables(t.database);
    ({ context, checkout } = paymentsTestContext({ database: t.database, now: PAID_AT, secret: "fees-test-secret" }));
  });

  /** A Hartford Core ticket ($168) paid through Stripe on payment intent `intent`. */
  async function paidOrder(intent: string) {
    const res = await checkout.request("/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ buyer, eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], students: [{ fullName: "Dancer 1", age: 19 }] }),
    });
    expect(res.status).toBe(201);
    const token = ((await res.json()) as { order: { token: string } }).order.token;
    const [placed] = await db().update(orders).set({ provider: "stripe" }).where(eq(orders.token, token)).returning();
    const paid = await fulfilOrder({ db: db(), now: PAID_AT, logger: pino({ level: "silent" }), payment: { provider: "stripe", eventId: `evt_paid_${intent}`, orderId: placed!.id, paymentRef: intent, amountMinor: 16800, currency: "USD" } });
    expect(paid).toMatchObject({ ok: true, kind: "fulfilled" });
    return placed!;
  }

  const feeRows = () =>
    db()
      .select({ amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, orderId: ledgerEntries.orderId, providerRef: ledgerEntries.providerRef, flagged: ledgerEntries.flagged, flagReason: ledgerEntries.flagReason, actorKind: ledgerEntries.actorKind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, "fee"))
      .orderBy(ledgerEntries.amountMinor);

  it("writes each transaction's fee once, on the order it paid for (a fee with no order still counts, one in a currency the site does not sell in is flagged); the summary, its CSV, the overview and the order page show fees apart from net", async () => {
    const order = await paidOrder("pi_fee");
    expect(
      await recordProviderRefund({
        db: db(),
        eventId: "evt_re_fee",
        refund: { providerRefundId: "re_fee", paymentRef: "pi_fee", amountMinor: 5000, currency: "USD", status: "succeeded", refundKey: null, failureReason: null },
        mail: context.mail,
        now: PAID_AT,
      }),
    ).toEqual({ ok: true });
    const books = await fakeStripeBooks([
      stripeCharge("fee", "pi_fee", 16800, { fee: 517 }),
      stripeRefund("re_fee", "pi_fee", 5000),
      stripeCharge("stranger", "pi_stranger", 9900, { fee: 317 }),
      stripeCharge("euro", "pi_euro", 2000, { fee: 90, settlement: "eur" }),
    ]);
    try {
      const first = await reconcileProviderBalance({ db: db(), provider: books.provider, ...DAY, now: DAY.to });
      expect(first.fees).toBe(3);
      const again = await reconcileProviderBalance({ db: db(), provider: books.provider, ...DAY, now: DAY.to });
      expect(again.fees).toBe(0);
    } finally {
      await books.close();
    }
    expect(await feeRows()).toEqual([
      { amountMinor: -517, currency: "USD", orderId: order.id, providerRef: "pi_fee", flagged: false, flagReason: null, actorKind: "provider" },
      { amountMinor: -317, currency: "USD", orderId: null, providerRef: "pi_stranger", flagged: false, flagReason: null, actorKind: "provider" },
      { amountMinor: -90, currency: "EUR", orderId: null, providerRef: "pi_euro", flagged: true, flagReason: "currency_mismatch", actorKind: "provider" },
    ]);

    // The tally's summary, its CSV, the overview and the order page show the fees apart: net stays the
    // buyers' money (the EUR fee is flagged and counts nowhere), and no other table holds a fee-only row.
    for (const source of ["orders", "rollups"] as const) {
      const tally = await getSalesTally({ db: db(), now: NOW, timeZone: LA, query: { preset: "today" }, source });
      const [usd] = tally.summary;
      expect(usd!.current, source).toMatchObject({ currency: "USD", grossMinor: 16800, refundMinor: 5000, netMinor: 11800, feeMinor: 834 });
      // The other tables hold the sale's money only and still add up to the summary's net.
      for (const table of [tally.byEvent, tally.byTier, tally.byChannel]) {
        expect(table.reduce((n, r) => n + r.current.netMinor, 0), source).toBe(11800);
        expect(table.every((r) => r.current.grossMinor !== 0 || r.current.refundMinor !== 0), source).toBe(true);
      }
      const csv = tallyTable(tally, "summary");
      const row = csv.rows[0]!;
      expect(row[csv.header.indexOf(salesCopy.columns.net)], source).toBe(118);
      expect(row[csv.header.indexOf(salesCopy.columns.fees)], source).toBe(8.34);
      expect(row[csv.header.indexOf(salesCopy.columns.afterFees)], source).toBe(109.66);
    }

    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: LA });
    expect(overview.today.figures).toEqual([{ currency: "USD", grossMinor: 16800, discountMinor: 0, creditMinor: 0, refundMinor: 5000, netMinor: 11800, feeMinor: 834 }]);

    // The order's own fee is the team's cost, not the buyer's money: what is left to give back is unchanged.
    const details = await getOrderDetails({ db: db(), number: order.number });
    expect(details!.money).toEqual({ currency: "USD", paidMinor: 16800, refundedMinor: 5000, creditedMinor: 0, leftMinor: 11800, feeMinor: 517 });
    expect((await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, "fee"), eq(ledgerEntries.flagged, true)))).map((r) => r.currency)).toEqual(["EUR"]);
  });
});
