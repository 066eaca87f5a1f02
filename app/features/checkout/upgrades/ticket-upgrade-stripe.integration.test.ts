import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { emailOutbox, events, jobs, ledgerEntries, ledgerFlagResolutions, offers, orderAttention, orderLines, orders, orderStudents, orderUpgrades, upgradeCheckouts } from "~/db/schema";
import { orderMoney, type LedgerAmount } from "~/domain/ledger";
import { getAdminOverview } from "~/features/admin/get-admin-overview.server";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { createTestApp, createTestContext, testRequest } from "../../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { getUpgradeReceipt } from "./get-upgrade-receipt.server";
import { newOrderNumber, newOrderToken } from "../orders/order-reference";
import { readStripeWebhook } from "../read-stripe-webhook.server";
import { UPGRADE_HOLD_MINUTES } from "./start-upgrade-checkout.server";
import { createStripePaymentProvider } from "~/features/payments/stripe-payment-provider.server";
import { signUpgradeToken } from "./upgrade-link.server";
import { createUpgradePaymentRefundHandler } from "~/features/payments/refund-upgrade-payment.server";
import { UPGRADE_PAYMENT_REFUND_ATTEMPTS, UPGRADE_PAYMENT_REFUND_JOB, upgradePaymentRefundKey } from "~/features/payments/upgrade-refund-job";
import { runQueuedJobs } from "../../../../tests/support/run-queued-jobs";
import { orderAttentionWords } from "~/content/order-attention";

const WEBHOOK_SECRET = "whsec_test_upgrades";
const NOW = new Date("2025-09-01T19:00:00Z");

interface Received {
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** The local Stripe fake: a new Checkout Session per request, refunds that succeed (each refused while `refuseRefunds`, or `refuseSessions`, is more than 0). */
async function fakeStripe() {
  const requests: Received[] = [];
  const control = { refuseRefunds: 0, refuseSessions: 0 };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = new URLSearchParams(body);
      requests.push({ path: url.pathname, form, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
      const n = requests.length;
      if (url.pathname === "/v1/checkout/sessions" && control.refuseSessions > 0) {
        control.refuseSessions -= 1;
        res.writeHead(400, { "content-type": "application/json", "request-id": `req_${n}` });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "The session could not be made right now." } }));
        return;
      }
      if (url.pathname === "/v1/refunds" && control.refuseRefunds > 0) {
        control.refuseRefunds -= 1;
        res.writeHead(400, { "content-type": "application/json", "request-id": `req_${n}` });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "The refund could not be made right now." } }));
        return;
      }
      const reply =
        url.pathname === "/v1/checkout/sessions"
          ? { id: `cs_test_up_${n}`, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/cs_test_up_${n}` }
          : url.pathname === "/v1/refunds"
            ? { id: `re_up_${n}`, object: "refund", status: "succeeded", amount: Number(form.get("amount")), currency: "usd", payment_intent: form.get("payment_intent") }
            : { id: "unknown", object: "unknown" };
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_${n}` });
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
  return { requests, control, provider, close };
}

describe.each(testDatabaseKinds())("ticket upgrades paid through Stripe on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let now = NOW;
  let hartford: { id: number; corePool: number; proPool: number };
  const db = () => t.database.db;

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
    const [event] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    // These upgrades move a seat into another pool: Hartford's Pro Track leaves the room it shares with Core for one of its own.
    await db().update(offers).set({ poolId: null }).where(and(eq(offers.eventId, event!.id), eq(offers.tierKey, "pro")));
    await setOfferSeats({ db: db(), eventId: event!.id, tierKey: "core", capacity: 100 });
    await setOfferSeats({ db: db(), eventId: event!.id, tierKey: "pro", capacity: 100 });
    const pools = await db().select({ tierKey: offers.tierKey, poolId: offers.poolId }).from(offers).where(eq(offers.eventId, event!.id));
    hartford = { id: event!.id, corePool: pools.find((p) => p.tierKey === "core")!.poolId!, proPool: pools.find((p) => p.tierKey === "pro")!.poolId! };
  });
  afterAll(async () => {
    await stripe?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(orders);
    await db().delete(emailOutbox);
    stripe.requests.length = 0;
    now = NOW;
  });

  /** A paid Hartford order of one core ticket ($168, its student named) and its signed upgrade link. */
  async function paidCoreTicket(email = "jordan@example.com") {
    const [order] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId: hartford.id, currency: "USD", status: "paid", buyerName: "Jordan Rivera", buyerEmail: email, buyerPhone: "1", subtotalMinor: 16800, totalMinor: 16800, holdExpiresAt: NOW, provider: "stripe", paymentRef: `pi_order_${email}`, paidAt: NOW })
      .returning();
    const [line] = await db().insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", poolId: hartford.corePool, quantity: 1, unitPriceMinor: 16800, subtotalMinor: 16800, totalMinor: 16800 }).returning();
    const [student] = await db().insert(orderStudents).values({ orderId: order!.id, orderLineId: line!.id, position: 1, fullName: "Dancer 1", age: 19, ageGroup: "13_and_up" }).returning();
    const token = signUpgradeToken(context.secret, { orderId: order!.id, lineId: line!.id, studentId: student!.id, issuedAt: NOW });
    return { order: order!, line: line!, token };
  }

  const startCheckout = async (token: string) => {
    const res = await app.request(testRequest(`/api/upgrades/${encodeURIComponent(token)}/checkout`, { body: {} }));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const deliver = async (id: string, type: string, object: Record<string, unknown>, signature?: string) => {
    const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } });
    const header = signature ?? stripe.provider.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return app.request(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": header }, body: payload }));
  };
  const twice = async (id: string, type: string, object: Record<string, unknown>) => {
    for (let i = 0; i < 2; i++) expect((await deliver(id, type, object)).status).toBe(200);
  };
  const session = (checkout: typeof upgradeCheckouts.$inferSelect, extra: Record<string, unknown> = {}) => ({
    id: checkout.sessionId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    amount_total: checkout.amountMinor,
    currency: "usd",
    payment_intent: `pi_up_${checkout.id}`,
    metadata: { upgradeCheckoutId: String(checkout.id), orderNumber: "x" },
    ...extra,
  });
  const checkoutsOf = (orderId: number) => db().select().from(upgradeCheckouts).where(eq(upgradeCheckouts.orderId, orderId)).orderBy(upgradeCheckouts.id);
  const proTaken = async () => (await countPoolSeatsTaken({ db: db(), eventId: hartford.id, now })).get(hartford.proPool) ?? 0;
  /** The job runner's pass over queued upgrade refunds (at `at`, real time by default, as the worker runs). */
  const runRefunds = (at: Date = new Date()) =>
    runQueuedJobs(db(), { [UPGRADE_PAYMENT_REFUND_JOB]: createUpgradePaymentRefundHandler({ db: db(), clock: { now: () => now }, mail: context.mail, provider: stripe.provider, logger: context.logger, kickEmail: () => {} }) }, at);
  const refundsAsked = () => stripe.requests.filter((r) => r.path === "/v1/refunds");
  const refundEmails = async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.template, "ticket-upgrade-refunded"))).map((e) => [e.toAddress, e.subject]);
  /** The order's flagged ledger rows: key, kind, amount, reference, reason and who resolved it (null: waiting for the team). */
  const flaggedRows = async (orderId: number) =>
    (
      await db()
        .select({ key: ledgerEntries.entryKey, kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, providerRef: ledgerEntries.providerRef, flagReason: ledgerEntries.flagReason, resolvedBy: ledgerFlagResolutions.resolvedBy })
        .from(ledgerEntries)
        .leftJoin(ledgerFlagResolutions, eq(ledgerFlagResolutions.ledgerEntryId, ledgerEntries.id))
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.flagged, true)))
        .orderBy(ledgerEntries.id)
    ).map((r) => [r.key, r.kind, r.amountMinor, r.providerRef, r.flagReason, r.resolvedBy]);
  /** The order's money as its page reads it from the ledger (flagged rows count in none of it). */
  const moneyOf = async (orderId: number) => orderMoney((await db().select({ kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, flagged: ledgerEntries.flagged }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))) as LedgerAmount[], "USD");
  const overviewFlags = async () => (await getAdminOverview({ db: db(), now, timeZone: "America/Los_Angeles" })).flagged;
  const openRow = async (orderId: number) => (await db().select().from(orderAttention).where(and(eq(orderAttention.orderId, orderId), isNull(orderAttention.resolvedAt))))[0];
  /** The open flag in the team's words, as the order page shows it. */
  const openAttention = async (orderId: number) => {
    const row = await openRow(orderId);
    return row ? orderAttentionWords(row) : null;
  };

  it("opens one Checkout Session for exactly the difference, holding a Pro Track seat; the signed completion, delivered twice, upgrades once", async () => {
    const { order, line, token } = await paidCoreTicket();
    const takenBefore = await proTaken();
    const started = await startCheckout(token);
    expect(started).toEqual({ status: 201, json: { ok: true, kind: "redirect", url: "https://checkout.stripe.test/c/pay/cs_test_up_1" } });
    // Back from Stripe's page, or a second tab: the same session, not a second one.
    expect((await startCheckout(token)).json.url).toBe("https://checkout.stripe.test/c/pay/cs_test_up_1");
    const sessions = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions).toHaveLength(1);
    const form = sessions[0]!.form;
    expect([form.get("mode"), form.get("line_items[0][price_data][unit_amount]"), form.get("line_items[0][price_data][currency]"), form.get("line_items[0][quantity]")]).toEqual(["payment", "22000", "usd", "1"]);
    expect(form.get("client_reference_id")).toBeNull();
    expect(form.get("success_url")).toBe(`http://localhost:3000/pro-track-upgrade-thank-you?link=${encodeURIComponent(token)}`);
    const [checkout] = await checkoutsOf(order.id);
    expect(checkout).toMatchObject({ status: "open", amountMinor: 22000, currency: "USD", sessionId: "cs_test_up_1", toTier: "pro", toPoolId: hartford.proPool });
    expect(form.get("metadata[upgradeCheckoutId]")).toBe(String(checkout!.id));
    expect(await proTaken()).toBe(takenBefore + 1);
    // Back before the webhook: the thank-you page says it is being confirmed.
    expect(await getUpgradeReceipt({ db: db(), secret: context.secret, token })).toMatchObject({ status: "processing", amountMinor: 22000 });

    // Not signed with our secret: refused, nothing changes.
    const forged = await deliver("evt_forged", "checkout.session.completed", session(checkout!), "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(await db().select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id))).toHaveLength(0);

    await twice("evt_up_paid", "checkout.session.completed", session(checkout!));
    // The delayed-method event for the same session changes nothing more.
    await twice("evt_up_async", "checkout.session.async_payment_succeeded", session(checkout!));
    const upgrades = await db().select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id));
    expect(upgrades.map((u) => [u.provider, u.paymentRef, u.amountMinor, u.fromTier, u.toTier])).toEqual([["stripe", `pi_up_${checkout!.id}`, 22000, "core", "pro"]]);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.id, l.tierKey, l.poolId])).toEqual([[line.id, "pro", hartford.proPool]]);
    expect((await checkoutsOf(order.id))[0]!.status).toBe("paid");
    // The held seat became the ticket's own: one Pro Track seat taken, not two.
    expect(await proTaken()).toBe(takenBefore + 1);
    const confirmations = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "ticket-upgrade-confirmation"));
    expect(confirmations.map((e) => e.toAddress)).toEqual(["jordan@example.com"]);
    expect(await getUpgradeReceipt({ db: db(), secret: context.secret, token })).toMatchObject({ status: "paid", amountMinor: 22000 });
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(0);
    expect([(await startCheckout(token)).status, (await startCheckout(token)).json.code]).toEqual([409, "used"]);
  });

  it("a double click opens one session, keeps its seat held, and the hold ends when the session does", async () => {
    const { order, token } = await paidCoreTicket("double@example.com");
    const takenBefore = await proTaken();
    const both = await Promise.all([startCheckout(token), startCheckout(token)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0]!.json.url).toBe(both[1]!.json.url);
    const sessions = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions).toHaveLength(1);
    const [checkout] = await checkoutsOf(order.id);
    expect(checkout).toMatchObject({ status: "open", sessionUrl: both[0]!.json.url });
    expect(await proTaken()).toBe(takenBefore + 1);
    // The hold ends on a whole minute at least 32 minutes on, which is what Stripe is asked for (with the
    // business clock on real time; here it is not, so Stripe's own 30-minute floor decides the form's value).
    expect(checkout!.expiresAt.getTime() % 60_000).toBe(0);
    expect(checkout!.expiresAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + UPGRADE_HOLD_MINUTES * 60_000);
  });

  it("a session Stripe refuses to open closes the checkout with its problem stored as a reason, and frees its seat", async () => {
    const { order, token } = await paidCoreTicket("refused-session@example.com");
    const takenBefore = await proTaken();
    stripe.control.refuseSessions = 1;
    expect((await startCheckout(token)).status).toBe(503);
    expect((await checkoutsOf(order.id))[0]).toMatchObject({ status: "expired", sessionId: null, lastProblem: { kind: "payment_not_started" }, lastError: null });
    expect(await proTaken()).toBe(takenBefore);
  });

  it("holds the last Pro Track seat for the session, and an expired session (delivered twice) or its end releases it", async () => {
    const first = await paidCoreTicket("first@example.com");
    const second = await paidCoreTicket("second@example.com");
    await setOfferSeats({ db: db(), eventId: hartford.id, tierKey: "pro", capacity: (await proTaken()) + 1 });
    try {
      expect((await startCheckout(first.token)).status).toBe(201);
      // The seat is held: the other ticket's link finds none, while the holder's own page still opens.
      expect(await startCheckout(second.token)).toMatchObject({ status: 409, json: { code: "sold_out" } });
      expect((await startCheckout(first.token)).status).toBe(201);

      const [held] = await checkoutsOf(first.order.id);
      await twice("evt_up_expired", "checkout.session.expired", { ...session(held!), payment_status: "unpaid", status: "expired" });
      expect((await checkoutsOf(first.order.id))[0]!.status).toBe("expired");
      expect((await startCheckout(second.token)).status).toBe(201);

      // No expiry event at all: the hold ends with the session's time.
      now = new Date(NOW.getTime() + (UPGRADE_HOLD_MINUTES + 1) * 60_000);
      expect((await startCheckout(first.token)).status).toBe(201);
      const firsts = await checkoutsOf(first.order.id);
      expect(firsts.map((c) => c.status)).toEqual(["expired", "open"]);
      expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(3);
    } finally {
      await setOfferSeats({ db: db(), eventId: hartford.id, tierKey: "pro", capacity: 100 });
    }
  });

  it("refunds and flags a payment that arrives when the seat is gone, once however often it is delivered", async () => {
    const late = await paidCoreTicket("late@example.com");
    const other = await paidCoreTicket("other@example.com");
    await setOfferSeats({ db: db(), eventId: hartford.id, tierKey: "pro", capacity: (await proTaken()) + 1 });
    try {
      expect((await startCheckout(late.token)).status).toBe(201);
      const [slow] = await checkoutsOf(late.order.id);
      // Its hold ran out before the buyer paid; another ticket took the last seat meanwhile.
      now = new Date(NOW.getTime() + (UPGRADE_HOLD_MINUTES + 1) * 60_000);
      expect((await startCheckout(other.token)).status).toBe(201);
      const [taken] = await checkoutsOf(other.order.id);
      await twice("evt_other_paid", "checkout.session.completed", session(taken!));

      await twice("evt_late_paid", "checkout.session.completed", session(slow!));
      // Recorded and flagged with its refund queued; the webhook itself sends no money.
      expect(refundsAsked()).toHaveLength(0);
      expect(await openAttention(late.order.id)).toMatch(/no seat was left at the higher tier\. Refunding it\.$/);
      // Stored as a reason code with its data, never the sentence.
      expect(await openRow(late.order.id)).toMatchObject({ reason: "upgrade_payment_refused", data: { why: { refusal: "sold_out" } } });
      expect((await checkoutsOf(late.order.id))[0]).toMatchObject({ status: "attention", lastProblem: { kind: "payment_refused", paid: { amountMinor: 22000, currency: "USD" }, why: { refusal: "sold_out" } }, lastError: null });
      expect(await runRefunds()).toBe(1);
      expect(await runRefunds()).toBe(0);
      expect(refundsAsked().map((r) => [r.form.get("payment_intent"), r.form.get("amount"), r.idempotencyKey])).toEqual([[`pi_up_${slow!.id}`, "22000", `upgrade-checkout-refund-${slow!.id}`]]);
      expect((await checkoutsOf(late.order.id))[0]).toMatchObject({ status: "refunded", paymentRef: `pi_up_${slow!.id}` });
      expect(await db().select().from(orderUpgrades).where(eq(orderUpgrades.orderId, late.order.id))).toHaveLength(0);
      expect((await db().select().from(orderLines).where(eq(orderLines.orderId, late.order.id))).map((l) => l.tierKey)).toEqual(["core"]);
      expect(await openAttention(late.order.id)).toMatch(/^An upgrade payment of \$220 .* no seat was left at the higher tier\. It was refunded automatically, and the buyer was emailed\.$/);
      expect(await refundEmails()).toEqual([["late@example.com", `Your upgrade payment for order ${late.order.number} was refunded`]]);
      // The ledger keeps the $220 that came in and went back, flagged and resolved by the system: no figure moves, nothing waits.
      const key = `late-payment:upgrade-checkout:${slow!.id}`;
      expect(await flaggedRows(late.order.id)).toEqual([
        [key, "upgrade_charge", 22000, `pi_up_${slow!.id}`, "payment_not_applied", "system"],
        [`${key}:refund`, "refund", -22000, expect.stringMatching(/^re_up_/), "payment_not_applied", "system"],
      ]);
      expect(await moneyOf(late.order.id)).toEqual({ currency: "USD", paidMinor: 16800, refundedMinor: 0, creditedMinor: 0, leftMinor: 16800, feeMinor: 0 });
      expect(await overviewFlags()).toEqual({ count: 0, latest: [] });
    } finally {
      await setOfferSeats({ db: db(), eventId: hartford.id, tierKey: "pro", capacity: 100 });
    }
  });

  it("refunds and flags a late payment for a link that another session already used", async () => {
    const { order, token } = await paidCoreTicket();
    expect((await startCheckout(token)).status).toBe(201);
    now = new Date(NOW.getTime() + (UPGRADE_HOLD_MINUTES + 1) * 60_000);
    expect((await startCheckout(token)).status).toBe(201);
    const [stale, fresh] = await checkoutsOf(order.id);
    await twice("evt_fresh_paid", "checkout.session.completed", session(fresh!));
    await twice("evt_stale_paid", "checkout.session.completed", session(stale!));
    expect(await runRefunds()).toBe(1);
    expect(await db().select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id))).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.form.get("payment_intent"))).toEqual([`pi_up_${stale!.id}`]);
    expect((await checkoutsOf(order.id)).map((c) => c.status)).toEqual(["refunded", "paid"]);
    expect(await openAttention(order.id)).toContain("its link had already upgraded the ticket. It was refunded automatically, and the buyer was emailed.");
    const [email] = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "ticket-upgrade-refunded"));
    const text = email?.text.replace(/\s+/g, " ");
    expect(text).toContain("The ticket had already been upgraded with the same link, so this second payment wasn't needed.");
    expect(text).toContain(`We couldn't apply your upgrade payment of $220 to order ${order.number} (`);
  });

  it("queues the refund with the payment's record: a crash before it, or a refusal, leaves it to the job runner, which retries on the same key and tells the buyer once", async () => {
    const { order, token } = await paidCoreTicket("crash@example.com");
    expect((await startCheckout(token)).status).toBe(201);
    now = new Date(NOW.getTime() + (UPGRADE_HOLD_MINUTES + 1) * 60_000);
    expect((await startCheckout(token)).status).toBe(201);
    const [stale, fresh] = await checkoutsOf(order.id);
    await twice("evt_crash_fresh", "checkout.session.completed", session(fresh!));
    // The process dies right after the late payment is recorded: the job is already in the queue.
    await deliver("evt_crash_stale", "checkout.session.completed", session(stale!));
    const [queued] = await db().select().from(jobs).where(eq(jobs.dedupeKey, upgradePaymentRefundKey(stale!.id)));
    expect(queued).toMatchObject({ kind: UPGRADE_PAYMENT_REFUND_JOB, status: "queued", maxAttempts: UPGRADE_PAYMENT_REFUND_ATTEMPTS });
    // Stripe delivers again: nothing more is queued and nothing is refunded in the request.
    await deliver("evt_crash_stale", "checkout.session.completed", session(stale!));
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, upgradePaymentRefundKey(stale!.id)))).toHaveLength(1);
    expect(refundsAsked()).toHaveLength(0);
    // The payment that bought nothing is in the ledger from its own transaction on, flagged, before any refund try.
    expect(await flaggedRows(order.id)).toEqual([[`late-payment:upgrade-checkout:${stale!.id}`, "upgrade_charge", 22000, `pi_up_${stale!.id}`, "payment_not_applied", null]]);

    // Stripe refuses the first try: the runner keeps the job for later, the order stays flagged, no email.
    stripe.control.refuseRefunds = 1;
    const start = new Date();
    await expect(runRefunds(start)).rejects.toThrow(/refund refused/);
    expect((await checkoutsOf(order.id))[0]).toMatchObject({ status: "attention", lastProblem: { kind: "refund_failed", error: "The refund could not be made right now." } });
    expect(await openAttention(order.id)).toMatch(/Refunding it\.$/);
    expect(await refundEmails()).toEqual([]);
    // Until it is refunded, the payment that bought nothing waits on the overview, counted in no figure.
    const key = `late-payment:upgrade-checkout:${stale!.id}`;
    expect(await flaggedRows(order.id)).toEqual([[key, "upgrade_charge", 22000, `pi_up_${stale!.id}`, "payment_not_applied", null]]);
    expect((await overviewFlags()).latest.map((f) => [f.orderNumber, f.kind, f.amountMinor, f.flagReason])).toEqual([[order.number, "upgrade_charge", 22000, "payment_not_applied"]]);
    const paidBefore = await moneyOf(order.id);
    // The retry, an hour on, refunds it on the same key; later passes find nothing to do.
    expect(await runRefunds(new Date(start.getTime() + 2 * 3_600_000))).toBe(1);
    expect(await runRefunds(new Date(start.getTime() + 4 * 3_600_000))).toBe(0);
    expect(refundsAsked().map((r) => r.idempotencyKey)).toEqual([`upgrade-checkout-refund-${stale!.id}`, `upgrade-checkout-refund-${stale!.id}`]);
    expect((await checkoutsOf(order.id)).map((c) => c.status)).toEqual(["refunded", "paid"]);
    expect(await refundEmails()).toEqual([["crash@example.com", `Your upgrade payment for order ${order.number} was refunded`]]);
    const [done] = await db().select().from(jobs).where(eq(jobs.dedupeKey, upgradePaymentRefundKey(stale!.id)));
    expect([done?.status, done?.attempts]).toEqual(["succeeded", 2]);
    // Refunded: its refund joins it and the system resolves both; the overview has nothing left of it.
    expect(await flaggedRows(order.id)).toEqual([
      [key, "upgrade_charge", 22000, `pi_up_${stale!.id}`, "payment_not_applied", "system"],
      [`${key}:refund`, "refund", -22000, expect.stringMatching(/^re_up_/), "payment_not_applied", "system"],
    ]);
    expect(await overviewFlags()).toEqual({ count: 0, latest: [] });
    expect(await moneyOf(order.id)).toEqual(paidBefore);
  });

  it("after the last refused try, leaves the refund to the team with Stripe's answer and tells the buyer nothing", async () => {
    const { order, token } = await paidCoreTicket("refused@example.com");
    expect((await startCheckout(token)).status).toBe(201);
    now = new Date(NOW.getTime() + (UPGRADE_HOLD_MINUTES + 1) * 60_000);
    expect((await startCheckout(token)).status).toBe(201);
    const [stale, fresh] = await checkoutsOf(order.id);
    await twice("evt_refused_fresh", "checkout.session.completed", session(fresh!));
    await twice("evt_refused_stale", "checkout.session.completed", session(stale!));
    stripe.control.refuseRefunds = UPGRADE_PAYMENT_REFUND_ATTEMPTS;
    const start = new Date();
    for (let i = 0; i < UPGRADE_PAYMENT_REFUND_ATTEMPTS - 1; i++) await expect(runRefunds(new Date(start.getTime() + i * 2 * 3_600_000))).rejects.toThrow(/refund refused/);
    expect(await runRefunds(new Date(start.getTime() + UPGRADE_PAYMENT_REFUND_ATTEMPTS * 2 * 3_600_000))).toBe(1);
    expect(refundsAsked()).toHaveLength(UPGRADE_PAYMENT_REFUND_ATTEMPTS);
    expect((await checkoutsOf(order.id))[0]!.status).toBe("attention");
    expect(await openAttention(order.id)).toMatch(/its link had already upgraded the ticket\. It was not refunded automatically \(.*The refund could not be made right now\.\): refund it by hand\.$/);
    expect(await refundEmails()).toEqual([]);
    // The payment that bought nothing waits on the overview for the team, unresolved, counted in no figure.
    expect(await flaggedRows(order.id)).toEqual([[`late-payment:upgrade-checkout:${stale!.id}`, "upgrade_charge", 22000, `pi_up_${stale!.id}`, "payment_not_applied", null]]);
    const flags = await overviewFlags();
    expect([flags.count, flags.latest.map((f) => [f.orderNumber, f.kind, f.amountMinor, f.currency, f.flagReason])]).toEqual([1, [[order.number, "upgrade_charge", 22000, "USD", "payment_not_applied"]]]);
    expect((await moneyOf(order.id)).paidMinor).toBe(16800 + (await db().select().from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id)))[0]!.amountMinor);
    expect(await runRefunds(new Date(start.getTime() + 20 * 3_600_000))).toBe(0);
    stripe.control.refuseRefunds = 0;
  });
});
