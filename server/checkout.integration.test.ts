import { and, eq, inArray, isNull } from "drizzle-orm";
import { pino } from "pino";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { checkoutEvents, discountCodes, ledgerEntries, orderAttention, refunds, emailOutbox, events, orderStudents, orders, paymentEvents, rateLimitWindows, waitlistEntries, waitlistOffers } from "~/db/schema";
import { readPageVersion } from "~/features/catalog/read-page-version.server";
import { offerFreedSeats } from "~/features/waitlist/offer-freed-seats.server";
import type { Clock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { createApi } from "./api";
import type { CheckoutAnswer, PayAnswer } from "~/features/checkout/answers";
import { createCheckoutServices } from "~/features/checkout/create-checkout-services.server";
import { expireHolds } from "~/features/checkout/orders/expire-holds.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { runPaymentJobs } from "../tests/support/run-payment-jobs";
import { readStripeWebhook } from "~/features/checkout/read-stripe-webhook.server";
import { createStripePaymentProvider } from "~/features/payments/stripe-payment-provider.server";
import { refundOrder } from "~/features/payments/refund-order.server";
import { createTestAuth } from "../tests/support/test-auth";
import { orderAttentionWords } from "~/content/order-attention";
import { awayFromWindowEdge } from "../tests/support/away-from-window-edge";

const START = Date.parse("2025-09-01T19:00:00Z");
const WEBHOOK_SECRET = "whsec_testsecret";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const adult = (n = 1) => ({ fullName: `Dancer ${n}`, age: 19 });
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const declinedCard = { ...okCard, number: "4000 0000 0000 0002" };

describe.each(testDatabaseKinds())("checkout on %s", (kind) => {
  let t: TestDatabase;
  let nowMs = START;
  const clock: Clock = { now: () => new Date(nowMs) };
  let api: ReturnType<typeof createApi>;
  let context: AppContext;
  let kicks = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    nowMs = START;
    const db = t.database.db;
    await db.delete(rateLimitWindows);
    // Refunds keep their order (restrict): clear them first.
    await db.delete(refunds);
    await db.delete(orders);
    await db.delete(emailOutbox);
    const env = parseEnv({ TRUST_PROXY_HOPS: "1" });
    const logger = pino({ level: "silent" });
    const emailWorker = { kick: () => void kicks++, stop: async () => {} };
    context = {
      env,
      database: t.database,
      clock,
      logger,
      emailWorker,
      jobs: { owner: "test", kick: () => {}, stop: async () => {} },
      secret: "test-secret-".padEnd(40, "x"),
      mail: createEmailContext({ env, logger }),
      formLimiter: createRateLimiter({ db, limit: 1000, windowMs: 60_000 }),
      dailyRegistrationLimiter: createRateLimiter({ db, limit: 1000, windowMs: 86_400_000 }),
      checkout: createCheckoutServices({ env, logger }),
      auth: createTestAuth({ db: db, env, logger }),
    };
    api = createApi(context);
  });

  const eventId = async (slug: string) => (await t.database.db.select().from(events).where(eq(events.slug, slug)))[0]!.id;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request(path, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9", ...headers }, body: JSON.stringify(body) });
  async function placeOrder(body: Record<string, unknown> = {}, client = "203.0.113.9"): Promise<{ status: number; json: CheckoutAnswer }> {
    const res = await post("/checkout/orders", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer, students: [adult()], ...body }, { "X-Forwarded-For": client });
    return { status: res.status, json: (await res.json()) as CheckoutAnswer };
  }
  const pay = async (token: string, card = okCard) => {
    const res = await post(`/checkout/orders/${token}/test-card`, card);
    return { status: res.status, json: (await res.json()) as PayAnswer };
  };
  const orderRow = async (token: string) => {
    const row = (await t.database.db.select().from(orders).where(eq(orders.token, token)))[0]!;
    const [open] = await t.database.db.select({ reason: orderAttention.reason, data: orderAttention.data }).from(orderAttention).where(and(eq(orderAttention.orderId, row.id), isNull(orderAttention.resolvedAt)));
    // In the team's words, as the order page shows it (a reason code is worded, a sentence shown as stored).
    return { ...row, needsAttention: open ? orderAttentionWords(open) : null, attentionReason: open?.reason ?? null };
  };
  const confirmations = async () => {
    await runPaymentJobs(context);
    return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "order-confirmation"));
  };

  it("sells a Hartford core ticket with the test card: paid, enrolled, one confirmation email with the calendar", async () => {
    const placed = await placeOrder();
    expect(placed.status).toBe(201);
    if (!placed.json.ok) throw new Error(placed.json.message);
    expect(placed.json).toMatchObject({ order: { totalMinor: 16800, currency: "USD" }, payment: { kind: "test_card" }, testMode: true });
    const paid = await pay(placed.json.order.token);
    expect(paid).toMatchObject({ status: 200, json: { ok: true, status: "paid" } });
    const row = await orderRow(placed.json.order.token);
    expect(row).toMatchObject({ status: "paid", totalMinor: 16800, buyerEmail: "jordan@example.com" });
    const students = await t.database.db.select().from(orderStudents).where(eq(orderStudents.orderId, row.id));
    expect(students.map((s) => s.enrolledAt !== null)).toEqual([true]);
    const mail = await confirmations();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe("jordan@example.com");
    expect(mail[0]!.attachments[0]?.content).toContain("BEGIN:VCALENDAR");
    // The team hears of each paid order once, a repeated payment notice included.
    await pay(placed.json.order.token);
    await runPaymentJobs(context);
    const team = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, "team-notification"));
    expect(team.map((m) => [m.toAddress, m.subject])).toEqual([["team@callboard.dance", `[Callboard] New order ${row.number}: Hartford, CT, 1 × Core Experience, $168`]]);
    expect(team[0]!.html).toContain(`/admin/orders/${row.number}`);
    const funnel = await t.database.db.select().from(checkoutEvents).where(eq(checkoutEvents.orderId, row.id));
    expect(funnel.map((e) => e.kind).sort()).toEqual(["order_created", "purchase"]);
    const ics = await api.request(`/orders/${placed.json.order.token}/calendar.ics`);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(await ics.text()).toContain("DTSTART;VALUE=DATE:20260118");
  });

  it("a client over its order limit is refused with 429 before anything is written or answered, whatever the body", async () => {
    const client = "198.51.100.250";
    // The order limiter counts in fixed one-minute windows of real time: all of this test's requests must fall in one.
    await awayFromWindowEdge(60_000, 10_000);
    for (let i = 0; i < 20; i++) expect((await placeOrder({}, client)).status).toBe(201);
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const over = await placeOrder({}, client);
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ ok: false, message: expect.stringMatching(/too many/i) });
    const unfinished = await post("/checkout/orders", { eventSlug: "hartford" }, { "X-Forwarded-For": client });
    expect(unfinished.status).toBe(429);
    expect(unfinished.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await placeOrder({ items: [{ tierKey: "no-such-tier", quantity: 1 }] }, client)).status).toBe(429);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    // Another client is not affected.
    expect((await placeOrder({}, "198.51.100.251")).status).toBe(201);
  });

  it("a hold and its payment move the page version on, and the hold's expiry is the pages' next deadline", async () => {
    const before = await readPageVersion({ db: t.database.db, now: clock.now() });
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const held = await readPageVersion({ db: t.database.db, now: clock.now() });
    expect(held.catalogVersion).toBeGreaterThan(before.catalogVersion);
    expect(held.nextChangeAt?.toISOString()).toBe(placed.json.order.holdExpiresAt);
    await pay(placed.json.order.token);
    expect((await readPageVersion({ db: t.database.db, now: clock.now() })).catalogVersion).toBeGreaterThan(held.catalogVersion);
  });

  it("ignores any amount the browser sends: the order is priced from the offers", async () => {
    const placed = await placeOrder({ items: [{ tierKey: "core", quantity: 2, price: 1, unitPriceMinor: 1 }], totalMinor: 1, students: [adult(1), adult(2)] });
    if (!placed.json.ok) throw new Error(placed.json.message);
    expect(placed.json.order.totalMinor).toBe(33600);
    expect((await orderRow(placed.json.order.token)).totalMinor).toBe(33600);
  });

  it("a declined card says why, keeps the order pending with its seats, and a good card then pays it", async () => {
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const declined = await pay(placed.json.order.token, declinedCard);
    expect(declined.status).toBe(402);
    expect(declined.json).toMatchObject({ ok: false, code: "card_declined" });
    // Stored as a reason, worded where it is read.
    expect(await orderRow(placed.json.order.token)).toMatchObject({ status: "pending", lastPaymentError: null, lastPaymentProblem: { kind: "card_refused", code: "card_declined" } });
    expect(await confirmations()).toHaveLength(0);
    expect((await pay(placed.json.order.token)).json.ok).toBe(true);
  });

  it("names the field of bad buyer or student details and stores nothing", async () => {
    const before = (await t.database.db.select().from(orders)).length;
    const res = await placeOrder({ buyer: { ...buyer, email: "not-an-email" }, students: [{ fullName: "Kid", age: 12 }] });
    expect(res.status).toBe(400);
    if (res.json.ok) throw new Error("accepted");
    expect(res.json.errors).toMatchObject({ "buyer.email": expect.any(String), "students.0.parentName": expect.any(String) });
    const missing = await placeOrder({ items: [{ tierKey: "core", quantity: 2 }], students: [adult()] });
    expect(missing.status).toBe(400);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it("50 buyers racing for 5 seats: exactly 5 holds and 45 clear sold-out answers; the seats sell again when the holds expire", async () => {
    const hartford = await eventId("hartford");
    await setOfferSeats({ db: t.database.db, eventId: hartford, tierKey: "core", capacity: 5 });
    try {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => placeOrder({}, `198.51.100.${i + 1}`)));
      const held = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 409);
      expect(held).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const r of refused) expect(r.json).toMatchObject({ ok: false, soldOut: true, message: expect.stringMatching(/sold out|left/) });

      nowMs += 16 * 60_000;
      expect((await expireHolds({ db: t.database.db, now: clock.now() })).expired).toBe(5);
      const again = await Promise.all(Array.from({ length: 6 }, (_, i) => placeOrder({}, `192.0.2.${i + 1}`)));
      expect(again.filter((r) => r.status === 201)).toHaveLength(5);
      const abandoned = await t.database.db.select().from(orders).where(eq(orders.status, "expired"));
      expect(abandoned).toHaveLength(5);
      expect(abandoned.every((o) => o.buyerEmail === "jordan@example.com")).toBe(true);
    } finally {
      await setOfferSeats({ db: t.database.db, eventId: hartford, tierKey: "core", capacity: null });
    }
  });

  it("the same payment delivered 5 times in parallel, with the return page, fulfils once and queues one email", async () => {
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const row = await orderRow(placed.json.order.token);
    const payment = { provider: "stripe" as const, eventId: "evt_1", orderId: row.id, paymentRef: "pi_1", amountMinor: 16800, currency: "USD" };
    const deps = { db: t.database.db, now: clock.now(), logger: context.logger };
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => fulfilOrder({ ...deps, payment })),
      fulfilOrder({ ...deps, payment: { ...payment, eventId: "evt_2" } }),
    ]);
    expect(outcomes.filter((o) => o.ok && o.kind === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.ok && o.kind === "already_done")).toHaveLength(5);
    expect(await confirmations()).toHaveLength(1);
    const purchases = await t.database.db.select().from(checkoutEvents).where(and(eq(checkoutEvents.orderId, row.id), eq(checkoutEvents.kind, "purchase")));
    expect(purchases).toHaveLength(1);
  });

  it("a payment whose amount differs from the order is not fulfilled and is flagged", async () => {
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const row = await orderRow(placed.json.order.token);
    const outcome = await fulfilOrder({
      db: t.database.db,
      now: clock.now(),
      logger: context.logger,
      payment: { provider: "stripe", eventId: "evt_low", orderId: row.id, paymentRef: "pi_low", amountMinor: 100, currency: "USD" },
    });
    expect(outcome).toMatchObject({ ok: false, reason: "payment_mismatch" });
    expect(await orderRow(placed.json.order.token)).toMatchObject({ status: "pending", needsAttention: expect.stringMatching(/^A payment of \$1 arrived for the order's \$168: not applied\./) });
    // The money that arrived is a flagged ledger row on the order (issue 36): counted in no figure, never dropped.
    const kept = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.providerRef, "pi_low"));
    expect(kept.map((r) => [r.kind, r.amountMinor, r.currency, r.orderId, r.flagged, r.flagReason])).toEqual([["ticket_charge", 100, "USD", row.id, true, "provider_difference"]]);
    // Another currency, and a payment for no order at all, are kept the same way.
    await fulfilOrder({ db: t.database.db, now: clock.now(), logger: context.logger, payment: { provider: "stripe", eventId: "evt_gbp", orderId: row.id, paymentRef: "pi_gbp", amountMinor: 16800, currency: "GBP" } });
    await fulfilOrder({ db: t.database.db, now: clock.now(), logger: context.logger, payment: { provider: "stripe", eventId: "evt_none", orderId: 999_999, paymentRef: "pi_none", amountMinor: 5000, currency: "USD" } });
    const others = await t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.providerRef, ["pi_gbp", "pi_none"]));
    expect(others.map((r) => [r.providerRef, r.currency, r.orderId, r.flagged, r.flagReason]).sort()).toEqual([
      ["pi_gbp", "GBP", row.id, true, "currency_mismatch"],
      ["pi_none", "USD", null, true, "unknown_reference"],
    ]);
  });

  it("an order flagged for a wrong-amount payment is unflagged when a matching payment then pays it", async () => {
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const row = await orderRow(placed.json.order.token);
    const deps = { db: t.database.db, now: clock.now(), logger: context.logger };
    const wrong = await fulfilOrder({ ...deps, payment: { provider: "stripe", eventId: "evt_wrong", orderId: row.id, paymentRef: "pi_wrong", amountMinor: 100, currency: "USD" } });
    expect(wrong).toMatchObject({ ok: false, reason: "payment_mismatch" });
    expect((await orderRow(placed.json.order.token)).needsAttention).toMatch(/^A payment of \$1 arrived for the order's \$168: not applied\./);

    const right = await fulfilOrder({ ...deps, payment: { provider: "stripe", eventId: "evt_right", orderId: row.id, paymentRef: "pi_right", amountMinor: 16800, currency: "USD" } });
    expect(right).toMatchObject({ ok: true, kind: "fulfilled" });
    expect(await orderRow(placed.json.order.token)).toMatchObject({ status: "paid", paymentRef: "pi_right", needsAttention: null });
  });

  it("a payment landing after its hold expired and its seat was taken is refunded, never oversold", async () => {
    const hartford = await eventId("hartford");
    await setOfferSeats({ db: t.database.db, eventId: hartford, tierKey: "core", capacity: 1 });
    try {
      const late = await placeOrder();
      if (!late.json.ok) throw new Error(late.json.message);
      nowMs += 16 * 60_000;
      const other = await placeOrder({}, "192.0.2.77");
      if (!other.json.ok) throw new Error(other.json.message);
      expect((await pay(other.json.order.token)).json.ok).toBe(true);
      const answer = await pay(late.json.order.token);
      expect(answer).toMatchObject({ status: 409, json: { ok: false, code: "seats_gone" } });
      expect(await orderRow(late.json.order.token)).toMatchObject({ status: "refunded", needsAttention: null });
      const paid = await t.database.db.select().from(orders).where(and(eq(orders.eventId, hartford), eq(orders.status, "paid")));
      expect(paid).toHaveLength(1);
    } finally {
      await setOfferSeats({ db: t.database.db, eventId: hartford, tierKey: "core", capacity: null });
    }
  });

  it("a limited code is never over-used: the last use is held by a pending order and counted when it is paid", async () => {
    const db = t.database.db;
    await db.insert(discountCodes).values({ code: "LASTONE", discountType: "percentage", percentOff: 10, maxUses: 1, description: "Ten percent" });
    try {
      const first = await placeOrder({ codes: ["LASTONE"] });
      if (!first.json.ok) throw new Error(first.json.message);
      expect(first.json.order.totalMinor).toBe(15100);
      const second = await placeOrder({ codes: ["LASTONE"] }, "192.0.2.5");
      expect(second.status).toBe(409);
      expect((await pay(first.json.order.token)).json.ok).toBe(true);
      expect((await db.select().from(discountCodes).where(eq(discountCodes.code, "LASTONE")))[0]!.usesCount).toBe(1);
    } finally {
      await db.delete(discountCodes).where(eq(discountCodes.code, "LASTONE"));
    }
  });

  /** Stripe as the site's provider (its API unreachable): signed webhook deliveries, and the warnings the server logs. */
  function useStripe() {
    const stripe = createStripePaymentProvider({ secretKey: "sk_test_fake", apiBase: { host: "127.0.0.1", port: 9, protocol: "http" } });
    context.checkout = { ...context.checkout, provider: { ...stripe, refund: async () => ({ ok: false, reason: "provider unreachable" }) }, readWebhook: (raw, sig) => readStripeWebhook({ stripe: stripe.stripe, rawBody: raw, signature: sig, secret: WEBHOOK_SECRET }) };
    const warnings: Array<{ level: number; msg: string; reason?: string }> = [];
    context.logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line) as (typeof warnings)[number]) });
    api = createApi(context);
    const sessionEvent = (id: string, orderRef: string, type = "checkout.session.completed") =>
      JSON.stringify({
        id,
        object: "event",
        type,
        data: { object: { id: "cs_1", object: "checkout.session", client_reference_id: orderRef, payment_status: "paid", payment_intent: "pi_9", amount_total: 16800, currency: "usd", metadata: { orderId: orderRef } } },
      });
    const deliver = (body: string, signature: string | null) =>
      api.request("/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://stripe.com", ...(signature ? { "Stripe-Signature": signature } : {}) }, body });
    const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { sessionEvent, deliver, sign, warnings };
  }

  it("Stripe refunds reach the order by webhook: ours settling later, one made in the dashboard, and a dispute; a redelivery changes nothing", async () => {
    const db = t.database.db;
    // Placed while checkout still uses the test provider; Stripe's webhooks then pay them.
    const placed = [await placeOrder({}, "192.0.2.90"), await placeOrder({}, "192.0.2.91")];
    const { sessionEvent, deliver, sign } = useStripe();
    const paidThroughStripe = async (index: number, intent: string) => {
      const order = placed[index]!;
      if (!order.json.ok) throw new Error(order.json.message);
      const row = await orderRow(order.json.order.token);
      const body = sessionEvent(`evt_paid_${intent}`, String(row.id)).replace("pi_9", intent);
      expect((await deliver(body, sign(body))).status).toBe(200);
      return orderRow(order.json.order.token);
    };
    const refundEvent = (id: string, refund: Record<string, unknown>, type = "refund.updated") =>
      JSON.stringify({ id, object: "event", type, data: { object: { object: "refund", currency: "usd", metadata: {}, ...refund } } });
    const send = async (body: string) => (await deliver(body, sign(body))).status;

    // Ours: Stripe accepts it as pending; its webhook settles it.
    const first = await paidThroughStripe(0, "pi_ours");
    expect(first.status).toBe("paid");
    context.checkout = { ...context.checkout, provider: { ...context.checkout.provider, refund: async () => ({ ok: true, providerRefundId: "re_ours", settled: false }) } };
    const asked = await refundOrder({ db, provider: context.checkout.provider, mail: context.mail, number: first.number, amountMinor: "rest", reason: { typed: "Family emergency" }, idempotencyKey: "ourkeyourkeyourkey", actor: { userId: null, email: "ada@example.com" }, now: clock.now() });
    expect(asked).toMatchObject({ ok: true, settled: false });
    expect((await orderRow(first.token)).status).toBe("paid");
    const settledBody = refundEvent("evt_re_ours", { id: "re_ours", payment_intent: "pi_ours", amount: 16800, status: "succeeded", metadata: { refundKey: "refund:ourkeyourkeyourkey" } });
    expect(await send(settledBody)).toBe(200);
    expect(await send(settledBody)).toBe(200);
    expect((await orderRow(first.token)).status).toBe("refunded");
    const ours = await db.select().from(refunds).where(eq(refunds.orderId, first.id));
    expect(ours.map((r) => [r.status, r.providerRefundId, r.amountMinor])).toEqual([["succeeded", "re_ours", 16800]]);
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.template, "refund-notice"))).filter((m) => m.subject.includes(first.number))).toHaveLength(1);

    // Made in Stripe's dashboard: a part refund of another order becomes its own row.
    const second = await paidThroughStripe(1, "pi_dash");
    expect(await send(refundEvent("evt_re_dash", { id: "re_dash", payment_intent: "pi_dash", amount: 5000, status: "succeeded" }, "refund.created"))).toBe(200);
    const dash = await db.select().from(refunds).where(eq(refunds.orderId, second.id));
    expect(dash.map((r) => [r.status, r.amountMinor, r.actorEmail, r.reasonCode, r.reason])).toEqual([["succeeded", 5000, null, "provider_dashboard", null]]);
    expect((await orderRow(second.token)).status).toBe("paid");

    // A dispute flags the order for the team, once.
    const dispute = JSON.stringify({ id: "evt_dp", object: "event", type: "charge.dispute.created", data: { object: { id: "dp_1", object: "dispute", payment_intent: "pi_dash", amount: 11800, currency: "usd", reason: "product_not_received" } } });
    expect(await send(dispute)).toBe(200);
    expect(await send(dispute)).toBe(200);
    expect((await orderRow(second.token)).needsAttention).toMatch(/Dispute opened in Stripe \(product not received\) for \$118/);
    expect((await orderRow(second.token)).attentionReason).toBe("dispute_opened");
    expect(await db.select().from(orderAttention).where(eq(orderAttention.orderId, second.id))).toHaveLength(1);
  });

  it("a one-use code whose lapsed hold another buyer then spent is not spent twice: the late payment is refunded and told why", async () => {
    const db = t.database.db;
    await db.insert(discountCodes).values({ code: "ONCEONLY", discountType: "percentage", percentOff: 10, maxUses: 1, description: "Ten percent" });
    const refunds: unknown[] = [];
    context.checkout = { ...context.checkout, provider: { ...context.checkout.provider, refund: async (input) => (refunds.push(input), { ok: true, providerRefundId: null, settled: true }) } };
    api = createApi(context);
    try {
      const late = await placeOrder({ codes: ["ONCEONLY"] });
      if (!late.json.ok) throw new Error(late.json.message);
      nowMs += 16 * 60_000;
      expect((await expireHolds({ db, now: clock.now() })).expired).toBe(1);
      const other = await placeOrder({ codes: ["ONCEONLY"] }, "192.0.2.78");
      if (!other.json.ok) throw new Error(other.json.message);
      expect((await pay(other.json.order.token)).json.ok).toBe(true);

      const answer = await pay(late.json.order.token);
      expect(answer).toMatchObject({ status: 409, json: { ok: false, code: "code_used_up", message: expect.stringContaining("ONCEONLY") } });
      const lateRow = await orderRow(late.json.order.token);
      expect(lateRow).toMatchObject({ status: "refunded", needsAttention: null, lastPaymentError: null, lastPaymentProblem: { kind: "late_payment", cause: { kind: "code_used_up", code: "ONCEONLY" }, refunded: true } });
      expect(refunds).toEqual([{ paymentRef: `test_ch_${lateRow.number}`, amountMinor: 15100, orderId: lateRow.id, idempotencyKey: `refund-${lateRow.id}` }]);
      expect((await db.select().from(discountCodes).where(eq(discountCodes.code, "ONCEONLY")))[0]!.usesCount).toBe(1);
      expect((await confirmations()).map((m) => m.dedupeKey)).toEqual([expect.stringMatching(new RegExp(`^order-confirmation:${(await orderRow(other.json.order.token)).id}:`))]);

      const page = (await (await api.request(`/checkout/orders/${late.json.order.token}`)).json()) as { order: { status: string; lastPaymentError: string | null } };
      expect(page.order).toMatchObject({ status: "refunded", lastPaymentError: expect.stringMatching(/ONCEONLY.*refunded in full/) });
    } finally {
      await db.delete(discountCodes).where(eq(discountCodes.code, "ONCEONLY"));
    }
  });

  it("two lapsed holds on a one-use code paid at once through Stripe: one is paid, the other refunded (or flagged when Stripe cannot), one use", async () => {
    const db = t.database.db;
    await db.insert(discountCodes).values({ code: "ONCEONLY", discountType: "percentage", percentOff: 10, maxUses: 1, description: "Ten percent" });
    try {
      const first = await placeOrder({ codes: ["ONCEONLY"] });
      if (!first.json.ok) throw new Error(first.json.message);
      nowMs += 16 * 60_000;
      const second = await placeOrder({ codes: ["ONCEONLY"] }, "192.0.2.79");
      if (!second.json.ok) throw new Error(second.json.message);
      nowMs += 16 * 60_000;
      const { sessionEvent, deliver, sign } = useStripe();
      const bodies = await Promise.all(
        [first, second].map(async (o, i) => sessionEvent(`evt_late_${i}`, String((await orderRow(o.json.ok ? o.json.order.token : "")).id)).replace("16800", "15100")),
      );
      const statuses = await Promise.all(bodies.map(async (body) => (await deliver(body, sign(body))).status));
      expect(statuses).toEqual([200, 200]);

      const rows = [await orderRow(first.json.order.token), await orderRow(second.json.order.token)];
      expect(rows.map((r) => r.status).sort()).toEqual(["paid", "refunded"]);
      const refunded = rows.find((r) => r.status === "refunded")!;
      expect(refunded.needsAttention).toContain("refund it by hand");
      expect(refunded.lastPaymentProblem).toEqual({ kind: "late_payment", cause: { kind: "code_used_up", code: "ONCEONLY" }, refunded: false });
      // The buyer's page words it: the money will come back.
      const page = (await (await api.request(`/checkout/orders/${refunded.token}`)).json()) as { order: { lastPaymentError: string | null } };
      expect(page.order.lastPaymentError).toMatch(/ONCEONLY.*will be refunded/);
      expect((await db.select().from(discountCodes).where(eq(discountCodes.code, "ONCEONLY")))[0]!.usesCount).toBe(1);
    } finally {
      await db.delete(discountCodes).where(eq(discountCodes.code, "ONCEONLY"));
    }
  });

  it("Stripe webhooks: a bad signature changes nothing; the same signed paid event 5 times in parallel fulfils once", async () => {
    const placed = await placeOrder();
    if (!placed.json.ok) throw new Error(placed.json.message);
    const { sessionEvent, deliver, sign } = useStripe();
    const row = await orderRow(placed.json.order.token);
    const event = (id: string) => sessionEvent(id, String(row.id));

    const body = event("evt_a");
    expect((await deliver(body, null)).status).toBe(400);
    expect((await deliver(body, sign(body, "whsec_wrong"))).status).toBe(400);
    expect((await deliver(body.replace("16800", "100"), sign(body))).status).toBe(400);
    expect((await deliver(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301))).status).toBe(400);
    expect((await orderRow(placed.json.order.token)).status).toBe("pending");

    const signed = sign(body);
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await deliver(body, signed)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await orderRow(placed.json.order.token)).toMatchObject({ status: "paid", paymentRef: "pi_9" });
    expect(await confirmations()).toHaveLength(1);
  });

  it("a signed Stripe webhook naming an order id no order can have answers 400 and logs a warning, never 500", async () => {
    const { sessionEvent, deliver, sign, warnings } = useStripe();
    const eventIds: string[] = [];
    for (const orderRef of ["99999999999999999999", "2147483648", "9999999999", "-1", "0", "CB-1042", "1e3"]) {
      for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.expired"]) {
        warnings.length = 0;
        eventIds.push(`evt_${type}_${orderRef}`);
        const body = sessionEvent(eventIds.at(-1)!, orderRef, type);
        const res = await deliver(body, sign(body));
        expect(res.status, `${type} ${orderRef}`).toBe(400);
        expect(warnings, `${type} ${orderRef}`).toEqual([expect.objectContaining({ level: 40, msg: "stripe webhook refused", reason: "bad_order_id" })]);
      }
    }
    expect(await t.database.db.select().from(paymentEvents).where(inArray(paymentEvents.eventId, eventIds))).toHaveLength(0);
  });

  it("a freed seat goes to the first person on the tier's waitlist, held for them; unused, it passes to the next", async () => {
    const db = t.database.db;
    const hartford = await eventId("hartford");
    await setOfferSeats({ db, eventId: hartford, tierKey: "core", capacity: 1 });
    const sweep = () => offerFreedSeats({ db, now: clock.now(), mail: context.mail, siteUrl: "http://localhost:3000", hours: 24 });
    try {
      const first = await placeOrder();
      if (!first.json.ok) throw new Error(first.json.message);
      await db.insert(waitlistEntries).values([
        { email: "first@example.com", eventId: hartford, tierKey: "core", createdAt: new Date(START - 2000) },
        { email: "second@example.com", eventId: hartford, tierKey: "core", createdAt: new Date(START - 1000) },
      ]);
      expect((await sweep()).offered).toBe(0);

      nowMs += 16 * 60_000;
      expect((await sweep()).offered).toBe(1);
      const offerMail = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "waitlist-seat-offer"));
      expect(offerMail.map((m) => m.toAddress)).toEqual(["first@example.com"]);
      const [offer] = await db.select().from(waitlistOffers);
      expect(offerMail[0]!.text).toContain(offer!.token);

      // The seat is held for them: nobody else can take it, and sweeping again offers nothing more.
      expect((await placeOrder({}, "192.0.2.40")).status).toBe(409);
      expect((await sweep()).offered).toBe(0);

      // Unused for a day, it passes to the next person.
      nowMs += 25 * 3_600_000;
      expect(await sweep()).toEqual({ offered: 1, lapsed: 1 });
      const [, next] = await db.select().from(waitlistOffers).orderBy(waitlistOffers.id);
      expect(next).toMatchObject({ status: "open" });
      const lapsedClaim = await placeOrder({ waitlistOffer: offer!.token }, "192.0.2.41");
      expect(lapsedClaim).toMatchObject({ status: 409, json: { ok: false } });

      const claimed = await placeOrder({ waitlistOffer: next!.token }, "192.0.2.42");
      expect(claimed.status).toBe(201);
      expect((await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, next!.id)))[0]).toMatchObject({ status: "claimed" });
    } finally {
      await db.delete(waitlistOffers);
      await db.delete(waitlistEntries);
      await setOfferSeats({ db, eventId: hartford, tierKey: "core", capacity: null });
    }
  });
});
