import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { jobs, ledgerEntries, orders } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import type { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { fakeStripeBooks, stripeCharge as charge, stripeRefund as refund } from "../../../tests/support/fake-stripe-books";
import { runQueuedJobs } from "../../../tests/support/run-queued-jobs";
import { clearPaymentTables, paymentsTestContext } from "../../../tests/support/payments-test-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { recordProviderRefund } from "./record-provider-refund.server";
import { createLedgerReconciliationHandler, LEDGER_RECONCILIATION_JOB, reconcileProviderBalance } from "./reconcile-provider-balance.server";
import { createTestPaymentProvider } from "./test-payment-provider.server";

const PAID_AT = new Date("2025-09-01T19:00:00Z");
const DAY = { from: new Date("2025-09-01T00:00:00Z"), to: new Date("2025-09-02T00:00:00Z") };
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
describe.each(testDatabaseKinds())("the daily reconciliation of the ledger with Stripe's balance transactions, on %s", (kind) => {
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
    ({ context, checkout } = paymentsTestContext({ database: t.database, now: PAID_AT, secret: "books-test-secret" }));
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
    // Checked out through Stripe: the order's provider is Stripe's (the ledger's rows follow it).
    const [placed] = await db().update(orders).set({ provider: "stripe" }).where(eq(orders.token, token)).returning();
    const paid = await fulfilOrder({ db: db(), now: PAID_AT, logger: pino({ level: "silent" }), payment: { provider: "stripe", eventId: `evt_paid_${intent}`, orderId: placed!.id, paymentRef: intent, amountMinor: 16800, currency: "USD" } });
    expect(paid).toMatchObject({ ok: true, kind: "fulfilled" });
    return placed!;
  }

  const differences = () =>
    db()
      .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, providerRef: ledgerEntries.providerRef, orderId: ledgerEntries.orderId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.flagged, true), eq(ledgerEntries.flagReason, "provider_difference")));

  it("flags each difference once: a charge of another amount, one the ledger lacks, one Stripe lacks; matching money and refunds are not flagged", async () => {
    const matched = await paidOrder("pi_match");
    const short = await paidOrder("pi_short");
    const missing = await paidOrder("pi_missing");
    const refunded = await recordProviderRefund({
      db: db(),
      eventId: "evt_re_ok",
      refund: { providerRefundId: "re_ok", paymentRef: "pi_match", amountMinor: 5000, currency: "USD", status: "succeeded", refundKey: null, failureReason: null },
      mail: context.mail,
      now: PAID_AT,
    });
    expect(refunded).toEqual({ ok: true });
    // A late payment the site refunded itself is kept as flagged rows (payment_not_applied): still money through Stripe, so compared.
    const late = { currency: "USD" as const, orderId: short.id, provider: "stripe" as const, flagged: true, flagReason: "payment_not_applied" as const, occurredAt: PAID_AT };
    await db().insert(ledgerEntries).values([
      { ...late, entryKey: "late-payment:test", kind: "ticket_charge", amountMinor: 9900, providerRef: "pi_late", actorKind: "buyer" },
      { ...late, entryKey: "late-payment:test:refund", kind: "refund", amountMinor: -9900, providerRef: "re_late", actorKind: "system" },
    ]);
    const books = await fakeStripeBooks([
      charge("late", "pi_late", 9900),
      refund("re_late", "pi_late", 9900),
      charge("match", "pi_match", 16800),
      charge("short", "pi_short", 15000),
      charge("stranger", "pi_stranger", 9900),
      refund("re_ok", "pi_match", 5000),
      // The day before: read (a webhook can land after midnight) but not compared for this day.
      charge("early", "pi_day_before", 100, { created: "2025-08-31T23:59:00Z" }),
    ]);
    try {
      const first = await reconcileProviderBalance({ db: db(), provider: books.provider, ...DAY, now: DAY.to });
      expect(first).toEqual({ compared: 6, differences: 3, fees: 0 });
      const again = await reconcileProviderBalance({ db: db(), provider: books.provider, ...DAY, now: DAY.to });
      expect(again.differences).toBe(3);
      const rows = await differences();
      expect(rows.sort((a, b) => (a.providerRef ?? "").localeCompare(b.providerRef ?? ""))).toEqual([
        { kind: "ticket_charge", amountMinor: -16800, providerRef: "pi_missing", orderId: missing.id },
        { kind: "ticket_charge", amountMinor: -1800, providerRef: "pi_short", orderId: short.id },
        { kind: "ticket_charge", amountMinor: 9900, providerRef: "pi_stranger", orderId: null },
      ]);
      expect(rows.some((r) => r.orderId === matched.id)).toBe(false);
      expect(books.asked.every((url) => url.startsWith("/v1/balance_transactions"))).toBe(true);
    } finally {
      await books.close();
    }
  });

  it("runs as the daily job on the shared runner, for the day before its slot; the test card keeps no books and is skipped", async () => {
    await paidOrder("pi_job");
    const books = await fakeStripeBooks([charge("job", "pi_job", 16000)]);
    try {
      await db().delete(jobs);
      await enqueueJob(db(), { kind: LEDGER_RECONCILIATION_JOB, payload: {}, runAt: DAY.to, dedupeKey: `${LEDGER_RECONCILIATION_JOB}:${DAY.to.toISOString()}`, maxAttempts: 3 });
      const handler = createLedgerReconciliationHandler({ db: db(), provider: books.provider, clock: context.clock, logger: context.logger });
      expect(await runQueuedJobs(db(), { [LEDGER_RECONCILIATION_JOB]: handler })).toBe(1);
      expect((await differences()).filter((r) => r.providerRef !== "pi_stranger").map((r) => [r.providerRef, r.amountMinor])).toEqual([["pi_job", -800]]);
      expect(await reconcileProviderBalance({ db: db(), provider: createTestPaymentProvider(), ...DAY, now: DAY.to })).toEqual({ compared: 0, differences: 0, fees: 0, skipped: "no_balance_transactions" });
    } finally {
      await books.close();
    }
  });
});
