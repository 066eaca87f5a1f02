import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { salesCopy, type TallyTable } from "~/content/sales";
import { credits, emailOutbox, events, ledgerEntries, offers, orders, subscriptionPayments, subscriptions } from "~/db/schema";
import type { LedgerFigures } from "~/domain/ledger";
import type { CurrencyCode } from "~/domain/money";
import { DECLINES_RENEWALS_CARD } from "~/domain/subscription-cards";
import { TEST_CARDS } from "~/domain/test-cards";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { readStripeWebhook } from "~/features/checkout/read-stripe-webhook.server";
import { createPaidOrderExtrasHandler } from "~/features/checkout/confirmation/run-paid-order-extras.server";
import { EVENT_CANCELLATION_JOB } from "~/features/event-changes/event-change-jobs";
import { createEventCancellationHandler } from "~/features/event-changes/run-event-cancellation.server";
import { getOrderDetails } from "~/features/orders/get-order-details.server";
import { getSalesTally } from "~/features/sales/get-sales-tally.server";
import { tallyTable } from "~/features/sales/tally-tables";
import type { SalesTally } from "~/features/sales/types";
import { listSubscriptionsAdmin } from "~/features/subscriptions/list-subscriptions-admin.server";
import { renewDueSubscriptions } from "~/features/subscriptions/renew-due-subscriptions.server";
import * as cancelPage from "~/routes/admin-events-cancel";
import * as orderPage from "~/routes/admin-order";
import { runQueuedJobs } from "../../../tests/support/run-queued-jobs";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { createStripePaymentProvider } from "./stripe-payment-provider.server";

/**
 * Issue 36's first "Done when": one day of business (Monday 1 September 2025 in the team's zone), made
 * through the real operations as the buyers and the team make them, and every money figure the back
 * office shows for it agreeing to the cent, per currency, with each other and with the money counted
 * by hand from what the buyers paid and what went back.
 */

// Noon in Los Angeles: createTestContext's clock.
const NOW = new Date("2025-09-01T19:00:00Z");
const LA = "America/Los_Angeles";
const WEBHOOK_SECRET = "whsec_money_day";
const okCard = { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", name: "Day Buyer" };

/** The money counted by hand, per currency, in minor units. */
interface Expected {
  orders: number;
  tickets: number;
  grossMinor: number;
  discountMinor: number;
  creditMinor: number;
  refundMinor: number;
  netMinor: number;
}

/** The local Stripe fake: Checkout Sessions for orders placed through Stripe; nothing else is asked of it. */
async function fakeStripe() {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      paths.push(url.pathname);
      if (url.pathname !== "/v1/checkout/sessions") {
        res.writeHead(404, { "content-type": "application/json", "request-id": `req_${paths.length}` });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `the fake has no ${url.pathname}` } }));
        return;
      }
      const id = `cs_test_day_${paths.length}`;
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_${paths.length}` });
      res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` }));
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
  return { paths, provider, close };
}

/** A CSV amount (major units, 12.5) in minor units. */
const cents = (value: unknown) => Math.round(Number(value) * 100);

describe.each(testDatabaseKinds())("a day of business adds up to the cent in every figure, per currency, on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let stripeApp: ReturnType<typeof createTestApp>;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let adminCookie: string;
  const db = () => t.database.db;
  /** The day's orders by their part in the story. */
  const day: Record<string, { id: number; number: string; token: string; currency: CurrencyCode }> = {};
  let subscriptionId = 0;
  let keys = 0;
  const key = () => `moneyday${kind}${String(keys++).padStart(10, "0")}`;

  const post = async (to: ReturnType<typeof createTestApp>, path: string, body: unknown) => {
    const res = await to.request(testRequest(path, { body }));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  /** The queued jobs, run as the worker runs them: each payment's extras (confirmation, upgrade links) and a cancelled event's refunds. */
  const runJobs = () => {
    const deps = { db: db(), clock: context.clock, mail: context.mail, secret: context.secret, siteUrl: "http://localhost:3000", logger: context.logger, kickEmail: () => {} };
    return runQueuedJobs(db(), {
      [PAID_ORDER_EXTRAS_JOB]: createPaidOrderExtrasHandler(deps),
      [EVENT_CANCELLATION_JOB]: createEventCancellationHandler({ ...deps, provider: context.checkout.provider }),
    });
  };

  /** A buyer's order through the checkout API: placed, then paid with the test card on our page. */
  async function buy(name: string, options: { eventSlug: string; quantity: number; codes?: string[]; email?: string }) {
    const email = options.email ?? `${name}@example.com`;
    const placed = await post(app, "/api/checkout/orders", {
      eventSlug: options.eventSlug,
      items: [{ tierKey: "core", quantity: options.quantity }],
      buyer: { fullName: `Buyer ${name}`, email, phone: "+1 555 0100" },
      students: Array.from({ length: options.quantity }, (_, i) => ({ fullName: `Dancer ${name} ${i + 1}`, age: 19 })),
      codes: options.codes ?? [],
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const token = (placed.json.order as { token: string }).token;
    const paid = await post(app, `/api/checkout/orders/${token}/test-card`, okCard);
    expect(paid.json, name).toMatchObject({ ok: true, status: "paid" });
    const [order] = await db().select().from(orders).where(eq(orders.token, token));
    day[name] = { id: order!.id, number: order!.number, token, currency: order!.currency as CurrencyCode };
    return order!;
  }

  /** The team's refund or credit from the order page, as its form posts it. */
  async function team(name: string, form: Record<string, string>) {
    const number = day[name]!.number;
    const answer = (await orderPage.action({
      request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { method: "POST", headers: { Cookie: adminCookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ confirm: "yes", ...form, key: key() }) }),
      context: { app: context },
      params: { number },
    } as never)) as unknown as { data: { ok: boolean; message?: string; errors?: Record<string, string> }; init: { status: number } };
    expect(answer.data.ok, `${name}: ${answer.data.message ?? JSON.stringify(answer.data.errors)}`).toBe(true);
    return answer.data.message;
  }

  /** A Stripe event, signed with the endpoint's secret and delivered to the webhook as Stripe does. */
  async function deliver(id: string, type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await app.request(new Request(`${TEST_ORIGIN}/api/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload }));
    expect(res.status, `${type} ${id}`).toBe(200);
  }

  /** The first event in a currency (by id) that sells core tickets in the cart now at the price counted with, optionally one that also sells Pro Track at `proMinor` (a core ticket's upgrade is the difference). */
  async function eventIn(currency: CurrencyCode, coreMinor: number, options: { proMinor?: number; not?: number[] } = {}) {
    const rows = await db()
      .select({ id: events.id, slug: events.slug, version: events.version })
      .from(events)
      .innerJoin(offers, and(eq(offers.eventId, events.id), eq(offers.tierKey, "core"), eq(offers.inCart, true)))
      .where(and(eq(events.currency, currency), eq(events.isCancelled, false), or(isNull(events.startsOn), gt(events.startsOn, "2025-09-30")), eq(offers.priceMinor, coreMinor), options.proMinor ? and(isNull(offers.upgradeToTier), sql`exists (select 1 from ${offers} p where p.event_id = ${events.id} and p.tier_key = 'pro' and p.in_cart and p.price_minor = ${options.proMinor})`) : undefined))
      .orderBy(asc(events.id));
    const found = rows.find((r) => !(options.not ?? []).includes(r.id));
    if (!found) throw new Error(`no ${currency} event sells core tickets at ${coreMinor}`);
    return found;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    stripe = await fakeStripe();
    const base = createTestContext(t.database, { TEAM_TIME_ZONE: LA });
    expect(base.clock.now().toISOString()).toBe(NOW.toISOString());
    const readWebhook = (rawBody: string, signature: string | null) => readStripeWebhook({ stripe: stripe.provider.stripe, rawBody, signature, secret: WEBHOOK_SECRET });
    // The site takes the test card; one buyer pays through Stripe's hosted page (a server with Stripe keys).
    context = { ...base, checkout: { provider: base.checkout.provider, readWebhook, holdMinutes: 15 } };
    app = createTestApp(context);
    stripeApp = createTestApp({ ...base, checkout: { provider: stripe.provider, readWebhook, holdMinutes: 15 } });
    adminCookie = await signedInCookie(context, { email: "ada@example.com", name: "Ada Admin", admin: true });

    // Events picked by currency, at the prices the hand count below is made of.
    const usd = await eventIn("USD", 16800, { proMinor: 38800 });
    const usdCancelled = await eventIn("USD", 16800, { not: [usd.id] });
    const gbp = await eventIn("GBP", 13300);
    const cad = await eventIn("CAD", 22700);

    // USD. u1: a Core ticket at $168, upgraded to Pro Track for $220 from the emailed link, then $50 refunded by the team.
    const u1 = await buy("u1", { eventSlug: usd.slug, quantity: 1 });
    // u2: two Core tickets with STUDIOFRIEND10 (10% a ticket: $151 each, $302), refunded in full by the team.
    await buy("u2", { eventSlug: usd.slug, quantity: 2, codes: ["STUDIOFRIEND10"] });
    // u3: a Core ticket with BRINGAFRIEND25 ($25 off: $143); the team turns $40 of it into credit.
    await buy("u3", { eventSlug: usd.slug, quantity: 1, codes: ["BRINGAFRIEND25"], email: "rosa@example.com" });
    // s1: a Core ticket paid through Stripe's hosted page ($168), $60 of it refunded in Stripe's dashboard.
    const placed = await post(stripeApp, "/api/checkout/orders", {
      eventSlug: usd.slug,
      items: [{ tierKey: "core", quantity: 1 }],
      buyer: { fullName: "Buyer s1", email: "s1@example.com", phone: "+1 555 0100" },
      students: [{ fullName: "Dancer s1", age: 19 }],
      codes: [],
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json.payment).toMatchObject({ kind: "redirect" });
    const [s1] = await db().select().from(orders).where(eq(orders.token, (placed.json.order as { token: string }).token));
    day.s1 = { id: s1!.id, number: s1!.number, token: s1!.token, currency: "USD" };
    await deliver("evt_day_paid", "checkout.session.completed", {
      id: "cs_test_day_1",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      status: "complete",
      client_reference_id: String(s1!.id),
      metadata: { orderId: String(s1!.id), orderNumber: s1!.number },
      payment_intent: "pi_day_s1",
      amount_total: 16800,
      currency: "usd",
    });
    // c1, c2: the other USD event's Core tickets ($168; $143 with BRINGAFRIEND25), refunded by its cancellation's job.
    await buy("c1", { eventSlug: usdCancelled.slug, quantity: 1 });
    await buy("c2", { eventSlug: usdCancelled.slug, quantity: 1, codes: ["BRINGAFRIEND25"] });
    // GBP. g1: a Core ticket with STUDIOFRIEND10 (£133 → £120), £20 refunded by the team; g2: a Core ticket at £133.
    await buy("g1", { eventSlug: gbp.slug, quantity: 1, codes: ["STUDIOFRIEND10"] });
    await buy("g2", { eventSlug: gbp.slug, quantity: 1 });
    // CAD. k1: two Core tickets with STUDIOFRIEND10 (C$227 → C$204 each), C$100 refunded; k2: a Core ticket at C$227, refunded in full.
    await buy("k1", { eventSlug: cad.slug, quantity: 2, codes: ["STUDIOFRIEND10"] });
    await buy("k2", { eventSlug: cad.slug, quantity: 1 });
    // Each payment's job: confirmations and the upgrade links.
    expect(await runJobs()).toBeGreaterThanOrEqual(10);

    // The upgrade, paid from the link in u1's email.
    const [invite] = await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `upgrade-invite:${u1.id}:ticket-upgrade-invite:u1@example.com`));
    const link = decodeURIComponent(/upgrade-confirmation\?link=([^\s)"]+)/.exec(invite!.text)![1]!);
    const upgraded = await post(app, `/api/upgrades/${encodeURIComponent(link)}/test-card`, okCard);
    expect(upgraded).toMatchObject({ status: 200, json: { ok: true, status: "paid" } });

    // A credit of $40 from u3, spent by the same buyer on u4: a Core ticket, $168 − $40 credit = $128 paid.
    await team("u3", { intent: "credit", scope: "part", amount: "40", note: "Asked for credit instead" });
    const [credit] = await db().select().from(credits).where(eq(credits.sourceOrderId, day.u3!.id));
    expect(credit).toMatchObject({ amountMinor: 4000, currency: "USD" });
    const u4 = await buy("u4", { eventSlug: usd.slug, quantity: 1, codes: [credit!.code], email: "rosa@example.com" });
    expect(u4).toMatchObject({ subtotalMinor: 16800, creditMinor: 4000, totalMinor: 12800 });

    // The Building mentorship at sign-up ($147), on a card that declines every renewal.
    const subscribed = await post(app, "/api/subscriptions", { tierKey: "mentorship_building", name: "Mia Park", email: "mia@example.com", card: { ...okCard, number: DECLINES_RENEWALS_CARD } });
    expect(subscribed.status, JSON.stringify(subscribed.json)).toBe(201);
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, "mia@example.com"));
    subscriptionId = sub!.id;

    // The team's refunds: part of u1, all of u2, part of g1, part of k1, all of k2.
    expect(await team("u1", { intent: "refund", scope: "part", amount: "50", reason: "Missed the first class" })).toBe("Refunded $50. The buyer is emailed.");
    expect(await team("u2", { intent: "refund", scope: "rest", reason: "Family moved" })).toBe("Refunded $302. The buyer is emailed.");
    expect(await team("g1", { intent: "refund", scope: "part", amount: "20", reason: "Missed the first class" })).toBe("Refunded £20. The buyer is emailed.");
    expect(await team("k1", { intent: "refund", scope: "part", amount: "100", reason: "One dancer ill" })).toBe("Refunded C$100. The buyer is emailed.");
    expect(await team("k2", { intent: "refund", scope: "rest", reason: "Injury" })).toBe("Refunded C$227. The buyer is emailed.");

    // $60 of s1 refunded in Stripe's dashboard: Stripe tells the webhook.
    await deliver("evt_day_dashboard_refund", "refund.updated", { id: "re_day_dashboard", object: "refund", payment_intent: "pi_day_s1", amount: 6000, currency: "usd", status: "succeeded", metadata: {} });

    // The team cancels the other USD event; its job refunds c1 and c2 in full.
    const cancelled = (await cancelPage.action({
      request: new Request(`${TEST_ORIGIN}/admin/events/${usdCancelled.id}/cancel`, {
        method: "POST",
        headers: { Cookie: adminCookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ version: String(usdCancelled.version), reason: "Venue flooded", confirm: "on" }),
      }),
      context: { app: context },
      params: { id: String(usdCancelled.id) },
    } as never)) as unknown as { data: { ok: boolean; message?: string } };
    expect(cancelled.data.ok, cancelled.data.message).toBe(true);
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    for (const name of ["c1", "c2", "u2", "k2"]) expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, day[name]!.id)))[0]?.status, name).toBe("refunded");

    // The subscription's first renewal (January 1) is declined: nothing is charged.
    const renewal = await renewDueSubscriptions({ db: db(), mail: context.mail, siteUrl: "http://localhost", secret: context.secret, now: new Date("2026-01-01T00:00:00Z") });
    expect(renewal.failed).toBe(1);
    // Stripe was asked for the one Checkout Session; the dashboard refund came from Stripe, not from us.
    expect(stripe.paths).toEqual(["/v1/checkout/sessions"]);
  }, 120_000);
  afterAll(async () => {
    await stripe?.close();
    await t?.destroy();
  });

  // Counted by hand from what the buyers paid and what went back.
  // USD paid: u1 $168 + $220 upgrade, u2 $302, u3 $143, u4 $128 (+ $40 credit), s1 $168, c1 $168, c2 $143, subscription $147 = $1,587.
  // USD back: u1 $50, u2 $302, s1 $60 (Stripe's dashboard), c1 $168 and c2 $143 (the cancellation) = $723. $1,587 − $723 = $864 came in.
  // Gross at list price: 7 Core tickets of $168 (8 tickets, u2 has two) = $1,344, + $220 + $147 = $1,711; codes took $34 + $25 + $25 = $84; the credit paid $40.
  // GBP: £120 + £133 = £253 paid, £20 back: £233. Gross £266, STUDIOFRIEND10 took £13.
  // CAD: C$408 + C$227 = C$635 paid, C$100 + C$227 back: C$308. Gross C$681, STUDIOFRIEND10 took C$46.
  const expected: Record<CurrencyCode, Expected> = {
    USD: { orders: 7, tickets: 8, grossMinor: 171100, discountMinor: 8400, creditMinor: 4000, refundMinor: 72300, netMinor: 86400 },
    GBP: { orders: 2, tickets: 2, grossMinor: 26600, discountMinor: 1300, creditMinor: 0, refundMinor: 2000, netMinor: 23300 },
    CAD: { orders: 2, tickets: 3, grossMinor: 68100, discountMinor: 4600, creditMinor: 0, refundMinor: 32700, netMinor: 30800 },
  } as Record<CurrencyCode, Expected>;
  const paidByHand: Record<string, number> = { USD: 158700, GBP: 25300, CAD: 63500 };
  const backByHand: Record<string, number> = { USD: 72300, GBP: 2000, CAD: 32700 };
  // Each order's page, by hand: paid in money (its upgrades included), went back, turned into credit, left.
  const orderPages: Record<string, { paidMinor: number; refundedMinor: number; creditedMinor: number; leftMinor: number }> = {
    u1: { paidMinor: 38800, refundedMinor: 5000, creditedMinor: 0, leftMinor: 33800 },
    u2: { paidMinor: 30200, refundedMinor: 30200, creditedMinor: 0, leftMinor: 0 },
    u3: { paidMinor: 14300, refundedMinor: 0, creditedMinor: 4000, leftMinor: 10300 },
    u4: { paidMinor: 12800, refundedMinor: 0, creditedMinor: 0, leftMinor: 12800 },
    s1: { paidMinor: 16800, refundedMinor: 6000, creditedMinor: 0, leftMinor: 10800 },
    c1: { paidMinor: 16800, refundedMinor: 16800, creditedMinor: 0, leftMinor: 0 },
    c2: { paidMinor: 14300, refundedMinor: 14300, creditedMinor: 0, leftMinor: 0 },
    g1: { paidMinor: 12000, refundedMinor: 2000, creditedMinor: 0, leftMinor: 10000 },
    g2: { paidMinor: 13300, refundedMinor: 0, creditedMinor: 0, leftMinor: 13300 },
    k1: { paidMinor: 40800, refundedMinor: 10000, creditedMinor: 0, leftMinor: 30800 },
    k2: { paidMinor: 22700, refundedMinor: 22700, creditedMinor: 0, leftMinor: 0 },
  };
  const CURRENCIES = ["CAD", "GBP", "USD"] as const;

  const tallyOf = (query: Parameters<typeof getSalesTally>[0]["query"], source?: "rollups" | "orders") => getSalesTally({ db: db(), now: NOW, timeZone: LA, query, ...(source ? { source } : {}) });
  /** The tallies that must agree: today from the raw ledger, and ranges of 8 days or more from the daily rollup (each way forced too). */
  const tallies = async (): Promise<Array<[string, SalesTally]>> => [
    ["today (raw ledger)", await tallyOf({ preset: "today" })],
    ["today (rollups forced)", await tallyOf({ preset: "today" }, "rollups")],
    ["last 7 days (rollups: 14 days with the week before)", await tallyOf({ preset: "7d" })],
    ["last 7 days (raw ledger forced)", await tallyOf({ preset: "7d" }, "orders")],
    ["Aug 25 – Sep 3, typed (rollups)", await tallyOf({ preset: "30d", from: "2025-08-25", to: "2025-09-03" })],
    ["last 30 days (rollups)", await tallyOf({ preset: "30d" })],
  ];
  const summaryOf = (tally: SalesTally) => Object.fromEntries(tally.summary.map((r) => [r.current.currency, r.current]));

  it("the tally's summary is the hand count, per currency, today from the raw ledger and over 8+ days from the rollup", async () => {
    for (const [name, tally] of await tallies()) {
      const summary = summaryOf(tally);
      expect(Object.keys(summary).sort(), name).toEqual([...CURRENCIES]);
      for (const currency of CURRENCIES) expect(summary[currency], `${name} ${currency}`).toEqual({ currency, feeMinor: 0, ...expected[currency] });
    }
    // What the buyers paid less what went back is the net, in each currency.
    for (const currency of CURRENCIES) {
      const e = expected[currency];
      expect(e.grossMinor - e.discountMinor - e.creditMinor, currency).toBe(paidByHand[currency]);
      expect(e.refundMinor, currency).toBe(backByHand[currency]);
      expect(paidByHand[currency]! - backByHand[currency]!, currency).toBe(e.netMinor);
    }
  });

  it("each table of the tally (by event, channel, tier; each code's discount) adds up to the summary, per currency, on both paths", async () => {
    const MONEY = ["grossMinor", "discountMinor", "creditMinor", "refundMinor", "netMinor"] as const;
    const sum = (rows: Array<Record<(typeof MONEY)[number], number> & { currency: string }>, currency: string) =>
      Object.fromEntries(MONEY.map((m) => [m, rows.filter((r) => r.currency === currency).reduce((n, r) => n + r[m], 0)]));
    for (const [name, tally] of await tallies()) {
      for (const currency of CURRENCIES) {
        const e = expected[currency];
        const want = { grossMinor: e.grossMinor, discountMinor: e.discountMinor, creditMinor: e.creditMinor, refundMinor: e.refundMinor, netMinor: e.netMinor };
        expect(sum(tally.byEvent.map((r) => r.current), currency), `${name} by event ${currency}`).toEqual(want);
        expect(sum(tally.byChannel.map((r) => r.current), currency), `${name} by channel ${currency}`).toEqual(want);
        expect(sum(tally.byTier.map((r) => r.current), currency), `${name} by tier ${currency}`).toEqual(want);
        const of = <T extends { current: { currency: string } }>(rows: T[]) => rows.filter((r) => r.current.currency === currency);
        expect(of(tally.byEvent).reduce((n, r) => n + r.current.orders, 0), `${name} orders by event ${currency}`).toBe(e.orders);
        expect(of(tally.byChannel).reduce((n, r) => n + r.current.tickets, 0), `${name} tickets by channel ${currency}`).toBe(e.tickets);
        expect(of(tally.byTier).reduce((n, r) => n + r.current.tickets, 0), `${name} tickets by tier ${currency}`).toBe(e.tickets);
        expect(of(tally.byCode).reduce((n, r) => n + r.current.discountMinor, 0), `${name} discounts by code ${currency}`).toBe(e.discountMinor);
        expect(tally.series.rows.reduce((n, r) => n + (r.amounts[currency] ?? 0), 0), `${name} net per day ${currency}`).toBe(e.netMinor);
      }
      // The upgrade and the subscription under their own rows; the cancelled event's money all went back.
      const tier = (source: string, tierKey: string) => tally.byTier.find((r) => r.source === source && r.tierKey === tierKey && r.current.currency === "USD")?.current;
      expect(tier("upgrades", "pro"), name).toMatchObject({ tickets: 0, grossMinor: 22000, netMinor: 22000 });
      expect(tier("programs", "mentorship_building"), name).toMatchObject({ grossMinor: 14700, netMinor: 14700 });
      expect(tally.byEvent.find((r) => r.eventId === null)?.current, name).toMatchObject({ currency: "USD", grossMinor: 14700, netMinor: 14700 });
    }
  });

  it("the raw ledger and the rollup give the same rows in every table, not only the same totals", async () => {
    const keyed = (tally: SalesTally) => ({
      byEvent: tally.byEvent.map((r) => [r.label, r.current]).sort(),
      byChannel: tally.byChannel.map((r) => [r.channel, r.current]).sort(),
      byTier: tally.byTier.map((r) => [r.label, r.current]).sort(),
      byCode: tally.byCode.map((r) => [r.label, r.current]).sort(),
    });
    const [first, ...others] = await tallies();
    for (const [name, tally] of others) expect(keyed(tally), `${name} against ${first![0]}`).toEqual(keyed(first![1]));
  });

  it("each CSV adds up to the summary's CSV, per currency", async () => {
    const c = salesCopy.columns;
    for (const [name, tally] of await tallies()) {
      const table = (which: TallyTable) => tallyTable(tally, which);
      const summary = table("summary");
      const want = (currency: string, column: string) => cents(summary.rows.find((r) => r[0] === currency)![summary.header.indexOf(column)]);
      for (const currency of CURRENCIES) {
        const e = expected[currency];
        expect([c.gross, c.discounts, c.credits, c.refunds, c.net].map((col) => want(currency, col)), `${name} summary CSV ${currency}`).toEqual([e.grossMinor, e.discountMinor, e.creditMinor, e.refundMinor, e.netMinor]);
      }
      for (const which of ["events", "channels", "tiers"] as const) {
        const { header, rows } = table(which);
        const currencyAt = header.indexOf(c.currency);
        for (const currency of CURRENCIES)
          for (const column of [c.gross, c.discounts, c.credits, c.refunds, c.net]) {
            const total = rows.filter((r) => r[currencyAt] === currency).reduce((n, r) => n + cents(r[header.indexOf(column)]), 0);
            expect(total, `${name} ${which} CSV ${currency} ${column}`).toBe(want(currency, column));
          }
      }
      const codes = table("codes");
      for (const currency of CURRENCIES) {
        const total = codes.rows.filter((r) => r[codes.header.indexOf(c.currency)] === currency).reduce((n, r) => n + cents(r[codes.header.indexOf(c.discountGiven)]), 0);
        expect(total, `${name} codes CSV ${currency}`).toBe(want(currency, c.discounts));
      }
      const revenue = table("revenue");
      for (const currency of CURRENCIES) expect(revenue.rows.reduce((n, r) => n + cents(r[revenue.header.indexOf(currency)]), 0), `${name} revenue CSV ${currency}`).toBe(want(currency, c.net));
      // The funnel holds counts, no money: its paid checkouts are the day's 11 orders.
      const funnel = table("funnel");
      expect(funnel.rows.reduce((n, r) => n + Number(r[funnel.header.indexOf(c.paid)]), 0), `${name} funnel`).toBe(11);
    }
  });

  it("the /admin overview's today (and its week) is the tally's summary, and nothing is flagged", async () => {
    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: LA });
    const want: LedgerFigures[] = CURRENCIES.map((currency) => {
      const e = expected[currency];
      return { currency, grossMinor: e.grossMinor, discountMinor: e.discountMinor, creditMinor: e.creditMinor, refundMinor: e.refundMinor, netMinor: e.netMinor, feeMinor: 0 };
    });
    expect(overview.today).toEqual({ orders: 11, figures: want });
    expect(overview.lastSevenDays).toEqual({ orders: 11, figures: want });
    const today = summaryOf(await tallyOf({ preset: "today" }));
    for (const figures of overview.today.figures) {
      const { orders: _orders, tickets: _tickets, ...money } = today[figures.currency]!;
      expect(figures, figures.currency).toEqual(money);
    }
    expect(overview.flagged.count).toBe(0);
  });

  it("each order's page (paid, went back, left) added over the day's orders, plus the subscription's charges, is the summary's net", async () => {
    const summary = summaryOf(await tallyOf({ preset: "today" }));
    const totals = Object.fromEntries(CURRENCIES.map((c) => [c, { paidMinor: 0, refundedMinor: 0, creditedMinor: 0, leftMinor: 0 }]));
    const netOfOrdersWithCode = new Map<string, number>();
    expect(Object.keys(day).sort()).toEqual(Object.keys(orderPages).sort());
    for (const [name, order] of Object.entries(day)) {
      const details = await getOrderDetails({ db: db(), number: order.number });
      expect(details!.money, name).toEqual({ currency: order.currency, feeMinor: 0, ...orderPages[name] });
      // The refunds the page lists are the refunds the ledger counts.
      expect(details!.refundedMinor, name).toBe(details!.money.refundedMinor);
      const sum = totals[order.currency]!;
      for (const m of ["paidMinor", "refundedMinor", "creditedMinor", "leftMinor"] as const) sum[m] += details!.money[m];
      for (const code of details!.order.codes) netOfOrdersWithCode.set(`${order.currency} ${code}`, (netOfOrdersWithCode.get(`${order.currency} ${code}`) ?? 0) + details!.money.paidMinor - details!.money.refundedMinor);
    }
    const charged = (await listSubscriptionsAdmin({ db: db() })).rows.find((r) => r.id === subscriptionId)!.chargedMinor;
    expect(charged).toBe(14700);
    // The declined renewal is a failed payment of the subscription, and nothing in the ledger.
    expect((await db().select({ status: subscriptionPayments.status }).from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, subscriptionId)).orderBy(subscriptionPayments.periodStart)).map((p) => p.status)).toEqual(["paid", "failed"]);
    expect((await db().select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor }).from(ledgerEntries).where(eq(ledgerEntries.subscriptionId, subscriptionId))).map((r) => [r.kind, r.amountMinor])).toEqual([["subscription_charge", 14700]]);
    for (const currency of CURRENCIES) {
      const sum = totals[currency]!;
      const subscription = currency === "USD" ? charged : 0;
      expect(sum.paidMinor + subscription, `paid ${currency}`).toBe(paidByHand[currency]);
      expect(sum.refundedMinor, `went back ${currency}`).toBe(backByHand[currency]);
      expect(sum.paidMinor - sum.refundedMinor + subscription, `net ${currency}`).toBe(summary[currency]!.netMinor);
      // What is left on the orders, with what was turned into credit, is what stayed (no order below zero).
      expect(sum.leftMinor + sum.creditedMinor + subscription, `left ${currency}`).toBe(summary[currency]!.netMinor);
    }
    // Each code's net in the tally is the net of the orders that used it, read from their pages.
    const tally = await tallyOf({ preset: "today" });
    for (const row of tally.byCode) {
      if (row.code === "") continue;
      expect(row.current.netMinor, `${row.current.currency} ${row.code}`).toBe(netOfOrdersWithCode.get(`${row.current.currency} ${row.code}`));
    }
    expect(tally.byCode.map((r) => [r.current.currency, r.code, r.current.discountMinor, r.current.netMinor]).sort()).toEqual(
      [
        ["CAD", "STUDIOFRIEND10", 4600, 30800],
        ["GBP", "STUDIOFRIEND10", 1300, 10000],
        ["USD", "BRINGAFRIEND25", 5000, 14300],
        ["USD", "STUDIOFRIEND10", 3400, 0],
      ].sort(),
    );
  });
});
