import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { emailOutbox, ledgerEntries, subscriptionPayments, subscriptions } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { readStripeWebhook } from "~/features/checkout/read-stripe-webhook.server";
import { createStripePaymentProvider } from "~/features/payments/stripe-payment-provider.server";
import { createTestApp, createTestContext, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { cancelSubscription } from "./cancel-subscription.server";
import { getPortalUrl } from "./get-portal-url.server";
import { listMySubscriptions } from "./list-my-subscriptions.server";
import { listSubscriptionsAdmin } from "./list-subscriptions-admin.server";
import { createStripeSubscriptionCheckout } from "./stripe-subscription-checkout.server";
import { subscriptionAttentionWords } from "./subscription-attention";

const WEBHOOK_SECRET = "whsec_test_subscriptions";
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

interface Received {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** The local Stripe fake the checkout tests use, answering the calls subscriptions make. */
async function fakeStripe() {
  const requests: Received[] = [];
  /** Payment methods the fake knows by id (a card added in the portal). */
  const cards: Record<string, string> = { pm_portal: "5556" };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      requests.push({ method: req.method ?? "", path: url.pathname, form: new URLSearchParams(body || url.search) });
      const last = url.pathname.split("/").pop();
      const sessions = requests.filter((r) => r.path === "/v1/checkout/sessions").length;
      const sessionId = sessions === 1 ? "cs_test_sub" : `cs_test_sub_${sessions}`;
      const reply =
        url.pathname === "/v1/checkout/sessions"
          ? { id: sessionId, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${sessionId}` }
          : url.pathname === "/v1/billing_portal/sessions"
            ? { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session/bps_1" }
            : url.pathname.startsWith("/v1/payment_methods/")
              ? { id: last, object: "payment_method", type: "card", card: { brand: "mastercard", last4: cards[last ?? ""] ?? "0000" } }
              : req.method === "GET" && url.searchParams.get("expand[0]") === "default_payment_method"
                ? // A subscription read with its payment method expanded, as Checkout left it.
                  { id: last, object: "subscription", default_payment_method: { id: "pm_checkout", object: "payment_method", type: "card", card: { brand: "visa", last4: "4242" } } }
                : { id: last, object: "subscription" };
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_${requests.length}` });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const provider = createStripePaymentProvider({ secretKey: "sk_test_fake", apiBase: { host: "127.0.0.1", port, protocol: "http" } });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { requests, provider, close };
}

describe.each(testDatabaseKinds())("mentorship subscriptions through Stripe on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let now = new Date("2025-11-20T17:00:00Z");
  let ours: typeof subscriptions.$inferSelect;
  const db = () => t.database.db;
  const row = async () => (await db().select().from(subscriptions).where(eq(subscriptions.id, ours.id)))[0]!;
  const payments = () => db().select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, ours.id)).orderBy(subscriptionPayments.periodStart);

  /** Deliver a signed event as Stripe does; each is delivered twice in these tests. */
  const deliver = async (id: string, type: string, object: Record<string, unknown>, signature?: string) => {
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } });
    const header = signature ?? stripe.provider.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return app.request(
      new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": header }, body: payload }),
    );
  };
  const twice = async (id: string, type: string, object: Record<string, unknown>) => {
    for (let i = 0; i < 2; i++) expect((await deliver(id, type, object)).status).toBe(200);
  };
  const invoice = (id: string, amountMinor: number, reason: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: "invoice",
    customer: "cus_1",
    amount_paid: amountMinor,
    amount_due: 14700,
    currency: "usd",
    billing_reason: reason,
    next_payment_attempt: null,
    parent: { type: "subscription_details", subscription_details: { metadata: { subscriptionId: String(ours.id) }, subscription: "sub_1" } },
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    stripe = await fakeStripe();
    const base = createTestContext(t.database);
    context = {
      ...base,
      clock: { now: () => now },
      checkout: {
        provider: stripe.provider,
        readWebhook: (rawBody, signature) => readStripeWebhook({ stripe: stripe.provider.stripe, rawBody, signature, secret: WEBHOOK_SECRET }),
        holdMinutes: 15,
      },
    };
    app = createTestApp(context);
  });
  afterAll(async () => {
    await stripe?.close();
    await t?.destroy();
  });

  it("opens Checkout in subscription mode: December charged at checkout, the monthly price trialling until January 1", async () => {
    const res = await app.request(testRequest("/api/subscriptions", { body: { tierKey: "mentorship_building", name: "Nia", email: "nia@example.com" } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, kind: "redirect", url: "https://checkout.stripe.test/c/pay/cs_test_sub" });
    ours = (await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, "nia@example.com")))[0]!;
    expect(ours).toMatchObject({ status: "incomplete", provider: "stripe", providerCheckoutId: "cs_test_sub", priceMinor: 14700 });
    const session = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!.form;
    expect(session.get("mode")).toBe("subscription");
    expect(session.get("subscription_data[trial_end]")).toBe(String(unix("2026-01-01T00:00:00Z")));
    expect(session.get("subscription_data[metadata][subscriptionId]")).toBe(String(ours.id));
    expect(session.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(session.get("line_items[0][price_data][unit_amount]")).toBe("14700");
    expect(session.get("line_items[1][price_data][unit_amount]")).toBe("14700");
    expect(session.get("line_items[1][price_data][product_data][name]")).toBe("Building: December 2025");
  });

  it("follows the webhooks, each delivered twice and handled once: checkout, December paid, January paid", async () => {
    await twice("evt_cs", "checkout.session.completed", { id: "cs_test_sub", object: "checkout.session", mode: "subscription", subscription: "sub_1", customer: "cus_1", metadata: { subscriptionId: String(ours.id) } });
    // The card Checkout saved, read from Stripe with the subscription's payment method expanded.
    expect(await row()).toMatchObject({ providerSubscriptionId: "sub_1", providerCustomerId: "cus_1", status: "incomplete", cardLast4: "4242" });
    const read = stripe.requests.find((r) => r.path === "/v1/subscriptions/sub_1" && r.method === "GET")!;
    expect(read.form.get("expand[0]")).toBe("default_payment_method");
    await twice("evt_inv_1", "invoice.paid", invoice("in_1", 14700, "subscription_create"));
    expect(await row()).toMatchObject({ status: "active", currentPeriodEnd: new Date("2026-01-01T00:00:00Z") });
    expect((await payments()).map((p) => [p.periodStart.toISOString().slice(0, 7), p.status])).toEqual([["2025-12", "paid"]]);

    now = new Date("2026-01-01T00:10:00Z");
    await twice("evt_inv_2", "invoice.paid", invoice("in_2", 14700, "subscription_cycle"));
    expect((await payments()).map((p) => [p.periodStart.toISOString().slice(0, 7), p.status])).toEqual([
      ["2025-12", "paid"],
      ["2026-01", "paid"],
    ]);
    expect(await row()).toMatchObject({ currentPeriodEnd: new Date("2026-02-01T00:00:00Z") });

    // A receipt for every charge (issue 37): the first is the confirmation, each renewal a receipt, once each however often Stripe delivers.
    const mailTo = async (template: string) => db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "nia@example.com"), eq(emailOutbox.template, template)));
    const [confirmation, ...moreConfirmations] = await mailTo("subscription-confirmation");
    expect(moreConfirmations).toHaveLength(0);
    expect(confirmation!.text).toContain("First payment covers December 2025");
    expect(confirmation!.text).toContain("To stop, cancel from your account page");
    const receipts = await mailTo("subscription-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain("Receipt");
    expect(receipts[0]!.text).toContain("We charged $147 for the month from January 1, 2026 to January 31, 2026.");
    expect(receipts[0]!.text).toContain("Next charge: $147 on February 1, 2026.");
    expect(receipts[0]!.text).toContain("To stop, cancel from your account page");
  });

  it("refuses an event that Stripe did not sign", async () => {
    const res = await deliver("evt_forged", "invoice.paid", invoice("in_forged", 14700, "subscription_cycle"), "t=1,v1=forged");
    expect(res.status).toBe(400);
    expect(await payments()).toHaveLength(2);
  });

  it("/account shows the card's last four digits, and follows a card changed in the portal (customer.subscription.updated)", async () => {
    const account = async () => (await listMySubscriptions({ db: db(), userId: "nobody", email: "nia@example.com" }))[0]!;
    expect(await account()).toMatchObject({ provider: "stripe", cardLast4: "4242" });
    await twice("evt_upd_card", "customer.subscription.updated", { id: "sub_1", object: "subscription", status: "active", default_payment_method: "pm_portal", metadata: { subscriptionId: String(ours.id) }, cancel_at: null, cancel_at_period_end: false });
    expect(await row()).toMatchObject({ cardLast4: "5556", status: "active" });
    expect(await account()).toMatchObject({ cardLast4: "5556" });
    // A payload that carries the payment method expanded is read as it is.
    await twice("evt_upd_card_2", "customer.subscription.updated", {
      id: "sub_1",
      object: "subscription",
      status: "active",
      default_payment_method: { id: "pm_x", object: "payment_method", type: "card", card: { last4: "1881" } },
      metadata: { subscriptionId: String(ours.id) },
      cancel_at: null,
      cancel_at_period_end: false,
    });
    expect(await row()).toMatchObject({ cardLast4: "1881" });
  });

  it("a paid invoice for another Stripe subscription, or for the wrong amount or currency, marks nothing paid and is flagged for the team once", async () => {
    const before = await row();
    await twice("evt_other_sub", "invoice.paid", invoice("in_other", 14700, "subscription_cycle", { parent: { type: "subscription_details", subscription_details: { metadata: { subscriptionId: String(ours.id) }, subscription: "sub_someone_else" } } }));
    expect(await payments()).toHaveLength(2);
    const flagged = await row();
    // A reason code with its data, not a sentence: the team's page words it.
    expect(flagged).toMatchObject({ status: "active", currentPeriodEnd: before.currentPeriodEnd, attention: "other_subscription", attentionData: { given: "sub_someone_else" } });
    expect(subscriptionAttentionWords(flagged.attention!, flagged.attentionData)).toContain("sub_someone_else");
    expect(flagged.attentionRaisedAt).toEqual(now);

    now = new Date("2026-01-01T01:00:00Z");
    await twice("evt_wrong_amount", "invoice.paid", invoice("in_cheap", 100, "subscription_cycle"));
    await twice("evt_wrong_currency", "invoice.paid", invoice("in_gbp", 14700, "subscription_cycle", { currency: "gbp" }));
    expect(await payments()).toHaveLength(2);
    const after = await row();
    expect(after).toMatchObject({ status: "active", currentPeriodEnd: before.currentPeriodEnd, attention: "amount_mismatch", attentionData: { paidCurrency: "GBP", invoiceId: "in_gbp" } });
    expect(after.attentionRaisedAt).toEqual(new Date("2026-01-01T01:00:00Z"));
    const admin = await listSubscriptionsAdmin({ db: db() });
    const listed = admin.rows.find((s) => s.id === ours.id)!;
    expect(subscriptionAttentionWords(listed.attention!, listed.attentionData)).toBe("Stripe invoice in_gbp paid 14700 GBP, the subscription costs 14700 USD: not counted as paid");
    // The money that arrived is kept as flagged ledger rows (counted in no figure), one per invoice however often delivered.
    const unfit = await db().select().from(ledgerEntries).where(and(eq(ledgerEntries.subscriptionId, ours.id), eq(ledgerEntries.flagged, true)));
    expect(unfit.map((r) => [r.providerRef, r.amountMinor, r.currency, r.flagReason]).sort()).toEqual([
      ["in_cheap", 100, "USD", "provider_difference"],
      ["in_gbp", 14700, "GBP", "currency_mismatch"],
    ]);
    expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "nia@example.com"), eq(emailOutbox.template, "subscription-receipt")))).toHaveLength(1);
    // A payment-failed event for another subscription does not make ours past due either.
    await twice("evt_other_fail", "invoice.payment_failed", invoice("in_other_2", 0, "subscription_cycle", { parent: { type: "subscription_details", subscription_details: { metadata: { subscriptionId: String(ours.id) }, subscription: "sub_someone_else" } } }));
    expect(await row()).toMatchObject({ status: "active", failedAttempts: 0 });
  });

  it("a failed renewal makes it past due once and emails the subscriber; cancelling tells Stripe the minimum term's end; deletion cancels with both sides told", async () => {
    now = new Date("2026-02-01T00:10:00Z");
    await twice("evt_fail", "invoice.payment_failed", invoice("in_3", 0, "subscription_cycle", { next_payment_attempt: unix("2026-02-04T00:00:00Z") }));
    expect(await row()).toMatchObject({ status: "past_due", failedAttempts: 1, nextAttemptAt: new Date("2026-02-04T00:00:00Z") });
    expect((await payments()).filter((p) => p.status === "failed")).toMatchObject([{ failure: { kind: "provider_failed" }, failureMessage: null }]);
    const failedMail = await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "nia@example.com"), eq(emailOutbox.template, "subscription-payment-failed")));
    expect(failedMail).toHaveLength(1);

    const portal = await getPortalUrl({ db: db(), id: ours.id, userId: "u", email: "nia@example.com", stripe: createStripeSubscriptionCheckout(stripe.provider.stripe), returnUrl: "http://localhost/account", logger: context.logger });
    expect(portal).toEqual({ ok: true, url: "https://billing.stripe.test/p/session/bps_1" });

    const cancelled = await cancelSubscription({ db: db(), id: ours.id, by: { kind: "subscriber", userId: "u", email: "nia@example.com" }, now, mail: context.mail, stripe: createStripeSubscriptionCheckout(stripe.provider.stripe) });
    expect(cancelled).toMatchObject({ ok: true, endsAt: new Date("2026-03-01T00:00:00Z") });
    const update = stripe.requests.find((r) => r.path === "/v1/subscriptions/sub_1" && r.method === "POST")!;
    expect(update.form.get("cancel_at")).toBe(String(unix("2026-03-01T00:00:00Z")));

    await twice("evt_del", "customer.subscription.deleted", { id: "sub_1", object: "subscription", status: "canceled", metadata: { subscriptionId: String(ours.id) }, cancel_at: null, cancel_at_period_end: false });
    expect(await row()).toMatchObject({ status: "cancelled", cancelReason: "subscriber" });
    expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "nia@example.com"), eq(emailOutbox.template, "subscription-cancelled")))).toHaveLength(1);
  });

  it("one live subscription per address and tier: refused before Checkout; two Checkouts paid at once leave the second cancelled and flagged", async () => {
    now = new Date("2025-11-21T09:00:00Z");
    const start = () => app.request(testRequest("/api/subscriptions", { body: { tierKey: "mentorship_growth", name: "Ivy", email: "ivy@example.com" } }));
    // Two Checkouts opened before either is paid (the address had nothing live yet).
    expect((await start()).status).toBe(201);
    expect((await start()).status).toBe(201);
    const [first, second] = await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, "ivy@example.com")).orderBy(subscriptions.id);
    const pay = async (sub: typeof first, stripeId: string, n: number) => {
      const meta = { subscriptionId: String(sub!.id) };
      await twice(`evt_ivy_cs_${n}`, "checkout.session.completed", { id: sub!.providerCheckoutId, object: "checkout.session", mode: "subscription", subscription: stripeId, customer: "cus_ivy", metadata: meta });
      await twice(`evt_ivy_inv_${n}`, "invoice.paid", {
        id: `in_ivy_${n}`,
        object: "invoice",
        customer: "cus_ivy",
        amount_paid: 34800,
        amount_due: 34800,
        currency: "usd",
        billing_reason: "subscription_create",
        next_payment_attempt: null,
        parent: { type: "subscription_details", subscription_details: { metadata: meta, subscription: stripeId } },
      });
    };
    await pay(first, "sub_ivy_1", 1);
    await pay(second, "sub_ivy_2", 2);
    const [live, extra] = await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, "ivy@example.com")).orderBy(subscriptions.id);
    expect(live).toMatchObject({ status: "active", attention: null });
    expect(extra).toMatchObject({ status: "cancelled", cancelReason: "duplicate", providerSubscriptionId: "sub_ivy_2", attention: "duplicate_paid", attentionData: { invoiceId: "in_ivy_2" } });
    expect(subscriptionAttentionWords(extra!.attention!, extra!.attentionData)).toContain("refund invoice in_ivy_2");
    // The flag goes to the error log too: it names the subscription, never its buyer's address.
    expect(JSON.stringify(extra!.attentionData)).not.toContain("ivy@example.com");
    // Its money is recorded (the team refunds it), and nothing made it live.
    expect(await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, extra!.id))).toMatchObject([{ status: "paid", amountMinor: 34800 }]);
    // Stripe failing to renew the duplicate (before the team cancels it there) leaves it closed, not past due.
    await twice("evt_ivy_fail_2", "invoice.payment_failed", {
      id: "in_ivy_2b",
      object: "invoice",
      customer: "cus_ivy",
      amount_paid: 0,
      amount_due: 34800,
      currency: "usd",
      billing_reason: "subscription_cycle",
      next_payment_attempt: null,
      parent: { type: "subscription_details", subscription_details: { metadata: { subscriptionId: String(extra!.id) }, subscription: "sub_ivy_2" } },
    });
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, extra!.id)))[0]).toMatchObject({ status: "cancelled" });

    // Now that one is live, a third try is refused before any Checkout is opened, with the code the form links to /account on.
    const sessionsBefore = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const refused = await app.request(testRequest("/api/subscriptions", { body: { tierKey: "mentorship_growth", name: "Ivy", email: "Ivy@Example.com" } }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ ok: false, code: "already_subscribed" });
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
  });
});
