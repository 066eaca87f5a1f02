import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { checkoutEvents, emailOutbox, events, jobs, orderStudents, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { AUDITION_TIER } from "~/domain/tiers";
import { createClock } from "~/domain/clock";
import { countingDb } from "../../../../tests/support/counting-db";
import { runQueuedJobs } from "../../../../tests/support/run-queued-jobs";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { PAID_ORDER_EXTRAS_JOB, paidOrderExtrasPayloadSchema } from "../confirmation/paid-order-extras-job";
import { payWithTestCard } from "./pay-with-test-card.server";
import { placeOrderHold } from "./place-order-hold.server";
import { createPaidOrderExtrasHandler } from "../confirmation/run-paid-order-extras.server";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const logger = pino({ level: "silent" });
const mail = createEmailContext({ env: parseEnv({ TEAM_EMAIL: "team@example.com" }), logger });

describe.each(testDatabaseKinds())("a test card payment on %s", (kind) => {
  let t: TestDatabase;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    eventId = event!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function hold(n: number): Promise<{ id: number; token: string }> {
    const token = `tok_pay_${n}_`.padEnd(24, "x");
    const answer = await placeOrderHold(t.database.db, {
      eventId,
      order: {
        number: `CB-PAY${n}`,
        token,
        event_id: eventId,
        currency: "USD",
        buyer_name: "Jordan Rivera",
        buyer_email: `jordan${n}@example.com`,
        buyer_phone: "+1 860 555 0100",
        subtotal_minor: 50_000,
        discount_minor: 0,
        total_minor: 50_000,
        codes: [],
        discounts: [],
        context: {},
        hold_expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
        provider: "test",
        item_count: 1,
      },
      lines: [{ tier_key: "core", label: "Core", pool_id: null, is_add_on: false, quantity: 1, unit_price_minor: 50_000, subtotal_minor: 50_000, discount_minor: 0, total_minor: 50_000 }],
      students: [{ position: 1, full_name: `Dancer ${n}`, age: 19, age_group: "13_and_up", parent_name: null, guardian_consent: null, email: `dancer${n}@example.com` }],
      waitlistOfferId: null,
      usesCodes: false,
      auditionTier: AUDITION_TIER,
      now: NOW,
    });
    if (!("orderId" in answer)) throw new Error(`hold refused: ${JSON.stringify(answer)}`);
    return { id: answer.orderId, token };
  }

  const pay = (db: typeof t.database.db, token: string) => payWithTestCard({ db, token, card: okCard, now: NOW, logger, provider: createTestPaymentProvider() });
  /** The payment's job, run as the worker would: it queues the order's emails. */
  const runPaymentJob = () =>
    runQueuedJobs(t.database.db, {
      [PAID_ORDER_EXTRAS_JOB]: createPaidOrderExtrasHandler({ db: t.database.db, clock: createClock(NOW), mail, secret: "pay-test-secret", siteUrl: "http://localhost", kickEmail: () => {}, logger }),
    });

  it("finds and pays the order in one statement: paid, enrolled, one purchase, its job queued, which queues its emails", async () => {
    const order = await hold(1);
    const counted = countingDb(t.database.db, ["select", "selectDistinct", "insert", "update", "delete", "execute", "transaction"]);
    expect(await pay(counted.db, order.token)).toEqual({ ok: true, orderId: order.id });
    expect(counted.calls()).toBe(1);
    // Nothing rendered on the payment's request: its job renders and queues the emails.
    const jobsQueued = await t.database.db.select({ kind: jobs.kind, payload: jobs.payload, status: jobs.status }).from(jobs).where(eq(jobs.dedupeKey, `${PAID_ORDER_EXTRAS_JOB}:${order.id}`));
    expect(jobsQueued).toEqual([{ kind: PAID_ORDER_EXTRAS_JOB, payload: { orderId: order.id }, status: "queued" }]);
    expect(paidOrderExtrasPayloadSchema.safeParse(jobsQueued[0]!.payload).success).toBe(true);
    const before = await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(before).toHaveLength(0);
    expect(await runPaymentJob()).toBe(1);

    const db = t.database.db;
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([paid?.status, paid?.paidAt?.toISOString(), paid?.paymentRef]).toEqual(["paid", NOW.toISOString(), "test_ch_CB-PAY1"]);
    const students = await db.select({ enrolledAt: orderStudents.enrolledAt }).from(orderStudents).where(eq(orderStudents.orderId, order.id));
    expect(students.map((s) => s.enrolledAt?.toISOString())).toEqual([NOW.toISOString()]);
    const funnel = await db.select({ kind: checkoutEvents.kind, itemCount: checkoutEvents.itemCount }).from(checkoutEvents).where(eq(checkoutEvents.orderId, order.id));
    expect(funnel).toContainEqual({ kind: "purchase", itemCount: 1 });
    const queued = await db.select({ to: emailOutbox.toAddress, template: emailOutbox.template, key: emailOutbox.dedupeKey, attachments: emailOutbox.attachments }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(queued.map((q) => q.to).sort()).toEqual(["dancer1@example.com", "jordan1@example.com", "team@example.com"]);
    expect(queued.find((q) => q.to === "jordan1@example.com")?.attachments.map((a) => a.filename)).toContain("callboard-CB-PAY1.ics");

    // Paid again: nothing changes and nothing more is queued.
    expect(await pay(db, order.token)).toEqual({ ok: true, orderId: order.id });
    expect(await runPaymentJob()).toBe(0);
    const again = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(again).toHaveLength(3);
  });

  it("a retried payment job queues each of the order's emails once", async () => {
    const order = await hold(2);
    expect(await pay(t.database.db, order.token)).toEqual({ ok: true, orderId: order.id });
    const handler = createPaidOrderExtrasHandler({ db: t.database.db, clock: createClock(NOW), mail, secret: "pay-test-secret", siteUrl: "http://localhost", kickEmail: () => {}, logger });
    const job = { id: 0, kind: PAID_ORDER_EXTRAS_JOB, payload: { orderId: order.id } } as unknown as Parameters<typeof handler>[0];
    const context = { reportProgress: async () => true, signal: new AbortController().signal, now: () => NOW };
    await handler(job, context);
    await handler(job, context);
    const queued = await t.database.db.select({ to: emailOutbox.toAddress }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(queued.map((q) => q.to).sort()).toEqual(["dancer2@example.com", "jordan2@example.com", "team@example.com"]);
  });


  it("two clicks on Pay at once: both answer paid, the order is paid once", async () => {
    const order = await hold(3);
    const answers = await Promise.all([pay(t.database.db, order.token), pay(t.database.db, order.token)]);
    expect(answers).toEqual([
      { ok: true, orderId: order.id },
      { ok: true, orderId: order.id },
    ]);
    const purchases = await t.database.db.select({ id: checkoutEvents.id }).from(checkoutEvents).where(sql`${checkoutEvents.orderId} = ${order.id} and ${checkoutEvents.kind} = 'purchase'`);
    expect(purchases).toHaveLength(1);
  });

  it("a burst of payments goes in one statement, each paid; one that fails in the batch is paid again on its own", async () => {
    const db = t.database.db;
    const placed = await Promise.all([10, 11, 12, 13].map((n) => hold(n)));
    // CB-PAY11's first try fails (a sequence is not rolled back with it): in the batch, only it.
    await db.execute(sql`create sequence pay_fails_once`);
    await db.execute(sql.raw(`create function pay_fails_once() returns trigger language plpgsql as $$ begin if nextval('pay_fails_once') = 1 then raise exception 'refused once by the test'; end if; return new; end $$`));
    await db.execute(sql`create trigger pay_fails_once before update of status on orders for each row when (new.number = 'CB-PAY11' and new.status = 'paid') execute function pay_fails_once()`);
    try {
      const counted = countingDb(db, ["execute"]);
      const answers = await Promise.all(placed.map((o) => pay(counted.db, o.token)));
      expect(answers).toEqual(placed.map((o) => ({ ok: true, orderId: o.id })));
      // The four together, then CB-PAY11 alone.
      expect(counted.calls()).toBe(2);
      const paid = await db.select({ number: orders.number, status: orders.status }).from(orders).where(sql`${orders.number} in ('CB-PAY10', 'CB-PAY11', 'CB-PAY12', 'CB-PAY13')`);
      expect(paid.map((o) => o.status)).toEqual(["paid", "paid", "paid", "paid"]);
      const purchases = await db.select({ id: checkoutEvents.id }).from(checkoutEvents).where(sql`${checkoutEvents.orderId} in (${sql.join(placed.map((o) => sql`${o.id}`), sql`, `)}) and ${checkoutEvents.kind} = 'purchase'`);
      expect(purchases).toHaveLength(4);
    } finally {
      await db.execute(sql`drop trigger pay_fails_once on orders`);
      await db.execute(sql`drop function pay_fails_once()`);
      await db.execute(sql`drop sequence pay_fails_once`);
    }
  });

  it("an order that is not the test card's, unknown, or closed is refused as before, with any card", async () => {
    const order = await hold(4);
    const declined = { ...okCard, number: "4000 0000 0000 0002" };
    expect(await pay(t.database.db, "tok_nobody_".padEnd(24, "x"))).toEqual({ ok: false, reason: "not_found" });
    expect(await payWithTestCard({ db: t.database.db, token: "tok_nobody_".padEnd(24, "x"), card: declined, now: NOW, logger, provider: createTestPaymentProvider() })).toEqual({ ok: false, reason: "not_found" });
    await t.database.db.update(orders).set({ provider: "stripe" }).where(eq(orders.id, order.id));
    expect(await pay(t.database.db, order.token)).toEqual({ ok: false, reason: "wrong_provider" });
    await t.database.db.update(orders).set({ provider: "test", status: "cancelled" }).where(eq(orders.id, order.id));
    expect(await pay(t.database.db, order.token)).toEqual({ ok: false, reason: "closed", status: "cancelled" });
    expect(await payWithTestCard({ db: t.database.db, token: order.token, card: declined, now: NOW, logger, provider: createTestPaymentProvider() })).toEqual({ ok: false, reason: "closed", status: "cancelled" });
  });
});
