import { and, eq, isNull } from "drizzle-orm";
import { pino } from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { ledgerEntries, orderAttention, orders, refunds } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { orderMoney } from "~/domain/ledger";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import type { createCheckoutRoutes } from "~/features/checkout/orders/checkout.routes.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { readStripeWebhook } from "~/features/checkout/read-stripe-webhook.server";
import { createWebhookRoutes } from "~/features/checkout/webhook.routes.server";
import { clearPaymentTables, paymentsTestContext } from "../../../tests/support/payments-test-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createStripePaymentProvider } from "./stripe-payment-provider.server";
import { orderAttentionWords } from "~/content/order-attention";

const NOW = new Date("2025-09-01T19:00:00Z");
const SECRET = "whsec_reconcile";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };

describe.each(testDatabaseKinds())("provider money that does not fit its order, on %s", (kind) => {
  let t: TestDatabase;
  let checkout: ReturnType<typeof createCheckoutRoutes>;
  let webhook: ReturnType<typeof createWebhookRoutes>;
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
    const stripe = createStripePaymentProvider({ secretKey: "sk_test_fake", apiBase: { host: "127.0.0.1", port: 9, protocol: "http" } });
    // Orders are placed with the test provider and paid by Stripe's webhook, as in production's Stripe path.
    const readWebhook = (raw: string, sig: string | null) => readStripeWebhook({ stripe: stripe.stripe, rawBody: raw, signature: sig, secret: SECRET });
    let context: AppContext;
    ({ context, checkout } = paymentsTestContext({ database: t.database, now: NOW, secret: "reconcile-test-secret", readWebhook }));
    webhook = createWebhookRoutes(context);
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
    const [placed] = await db().select().from(orders).where(eq(orders.token, token));
    const paid = await fulfilOrder({ db: db(), now: NOW, logger: pino({ level: "silent" }), payment: { provider: "stripe", eventId: `evt_paid_${intent}`, orderId: placed!.id, paymentRef: intent, amountMinor: 16800, currency: "USD" } });
    expect(paid).toMatchObject({ ok: true, kind: "fulfilled" });
    return placed!;
  }

  const deliver = async (body: string) => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    return (await webhook.request("/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body })).status;
  };
  const refundEvent = (id: string, refund: { id: string; payment_intent: string; amount: number; currency?: string }) =>
    JSON.stringify({ id, object: "event", type: "refund.updated", data: { object: { object: "refund", currency: "usd", status: "succeeded", metadata: {}, ...refund } } });
  const disputeEvent = (id: string, intent: string, amount: number) =>
    JSON.stringify({ id, object: "event", type: "charge.dispute.created", data: { object: { id: `dp_${id}`, object: "dispute", payment_intent: intent, amount, currency: "usd", reason: "fraudulent" } } });

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundRows = (orderId: number) => db().select({ status: refunds.status, amountMinor: refunds.amountMinor }).from(refunds).where(eq(refunds.orderId, orderId));
  const flagged = (orderId: number) =>
    db().select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, flagReason: ledgerEntries.flagReason }).from(ledgerEntries).where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.flagged, true)));
  const money = async (orderId: number) => orderMoney(await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)), "USD");
  const attention = (orderId: number) => db().select({ reason: orderAttention.reason, data: orderAttention.data }).from(orderAttention).where(eq(orderAttention.orderId, orderId));

  it("a $500 refund on a $168 order is flagged, not stored as paid back: refunds stay, the order stays paid, its attention is raised, once when delivered twice", async () => {
    const order = await paidOrder("pi_over");
    // A fitting dashboard refund of $150 first: it settles as before.
    expect(await deliver(refundEvent("evt_fit", { id: "re_fit", payment_intent: "pi_over", amount: 15000 }))).toBe(200);
    expect(await refundRows(order.id)).toEqual([{ status: "succeeded", amountMinor: 15000 }]);

    const over = refundEvent("evt_over", { id: "re_over", payment_intent: "pi_over", amount: 50000 });
    expect(await deliver(over)).toBe(200);
    expect(await deliver(over)).toBe(200);
    expect(await refundRows(order.id)).toEqual([{ status: "succeeded", amountMinor: 15000 }]);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await flagged(order.id)).toEqual([{ kind: "refund", amountMinor: -50000, currency: "USD", flagReason: "exceeds_remaining" }]);
    expect(await money(order.id)).toMatchObject({ paidMinor: 16800, refundedMinor: 15000, leftMinor: 1800 });
    const raised = await attention(order.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ reason: "money_out_misfit", data: { misfit: "over_left", left: { amountMinor: 1800 } } });
    expect(orderAttentionWords(raised[0]!)).toMatch(/refund of \$500 .*more than the \$18 left/);
  });

  it("a refund in another currency than the order's is flagged with the provider's currency", async () => {
    const order = await paidOrder("pi_gbp");
    expect(await deliver(refundEvent("evt_gbp", { id: "re_gbp", payment_intent: "pi_gbp", amount: 5000, currency: "gbp" }))).toBe(200);
    expect(await refundRows(order.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await flagged(order.id)).toEqual([{ kind: "refund", amountMinor: -5000, currency: "GBP", flagReason: "currency_mismatch" }]);
    expect(await attention(order.id)).toHaveLength(1);
  });

  it("a refund or dispute of a payment no order has is a flagged row without an order, once per event, answered the same", async () => {
    const unknown = refundEvent("evt_unknown", { id: "re_unknown", payment_intent: "pi_nobody", amount: 5000 });
    expect(await deliver(unknown)).toBe(200);
    expect(await deliver(unknown)).toBe(200);
    expect(await deliver(disputeEvent("evt_unknown_dp", "pi_nobody", 7000))).toBe(200);
    const rows = await db()
      .select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, flagReason: ledgerEntries.flagReason, providerRef: ledgerEntries.providerRef })
      .from(ledgerEntries)
      .where(and(isNull(ledgerEntries.orderId), eq(ledgerEntries.flagged, true)));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "dispute", amountMinor: -7000, flagReason: "unknown_reference", providerRef: "pi_nobody" },
      { kind: "refund", amountMinor: -5000, flagReason: "unknown_reference", providerRef: "re_unknown" },
    ]);
  });

  it("a full refund made in Stripe's dashboard still settles: the order refunded, its money back in the ledger, nothing flagged", async () => {
    const order = await paidOrder("pi_full");
    expect(await deliver(refundEvent("evt_full", { id: "re_full", payment_intent: "pi_full", amount: 16800 }))).toBe(200);
    expect(await refundRows(order.id)).toEqual([{ status: "succeeded", amountMinor: 16800 }]);
    expect((await orderRow(order.id)).status).toBe("refunded");
    expect(await flagged(order.id)).toEqual([]);
    expect(await money(order.id)).toMatchObject({ refundedMinor: 16800, leftMinor: 0 });
  });

  it("a dispute is a ledger row of its own (− its amount), once when delivered twice; one above what is left is flagged", async () => {
    const order = await paidOrder("pi_dispute");
    const dispute = disputeEvent("evt_dp", "pi_dispute", 16800);
    expect(await deliver(dispute)).toBe(200);
    expect(await deliver(dispute)).toBe(200);
    const rows = await db().select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, flagged: ledgerEntries.flagged }).from(ledgerEntries).where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, "dispute")));
    expect(rows).toEqual([{ kind: "dispute", amountMinor: -16800, flagged: false }]);
    expect(await money(order.id)).toMatchObject({ refundedMinor: 16800, leftMinor: 0 });
    expect(await deliver(disputeEvent("evt_dp_again", "pi_dispute", 16800))).toBe(200);
    expect(await flagged(order.id)).toEqual([{ kind: "dispute", amountMinor: -16800, currency: "USD", flagReason: "exceeds_remaining" }]);
  });
});
