import { and, asc, eq, like } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { emailOutbox, events, jobs, orders } from "~/db/schema";
import type { Clock } from "~/domain/clock";
import { reminderDueAt } from "~/domain/event-reminders";
import { AUDITION_TIER } from "~/domain/tiers";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { changeEventDate } from "~/features/event-changes/change-event-date.server";
import { DATE_CHANGE_EMAILS_JOB } from "~/features/event-changes/event-change-jobs";
import { payWithTestCard } from "~/features/checkout/orders/pay-with-test-card.server";
import { placeOrderHold } from "~/features/checkout/orders/place-order-hold.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { createTestPaymentProvider, refundOrder } from "~/features/payments/payments.server";
import { parseEnv } from "~/lib/env.server";
import { createJobHandlers } from "./job-handlers";
import { runQueuedJobs } from "../tests/support/run-queued-jobs";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { loadReminderEvent } from "~/features/reminders/load-reminder-event.server";
import { planOrderReminders } from "~/features/reminders/plan-order-reminders.server";
import { EVENT_REMINDER_JOB } from "~/features/reminders/reminder-job";
import { reminderSchedule } from "~/features/reminders/reminder-props";
import { setEventReminders } from "~/features/reminders/set-event-reminders.server";

const logger = pino({ level: "silent" });
const env = parseEnv({ TEAM_EMAIL: "team@example.com" });
const mail = createEmailContext({ env, logger });
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const MINUTE = 60_000;
const actor = { userId: null, email: "ada@example.com" };

describe.each(testDatabaseKinds())("reminder emails through the job runner on %s", (kind) => {
  let t: TestDatabase;
  /**
   * The site's clock, moved by each test across the reminders' instants. The job runner's clock is real
   * time, ahead of it by WORKER_AHEAD_MS (as with APP_NOW set in the past): jobs queued with the
   * database's now are due, and a reminder's run time is its instant moved by the difference.
   */
  let current = new Date("2025-12-01T17:00:00Z");
  const WORKER_AHEAD_MS = Date.now() + 30 * 86_400_000 - current.getTime();
  const workerAt = (at: Date) => new Date(at.getTime() + WORKER_AHEAD_MS);
  const clock: Clock = { now: () => new Date(current.getTime()) };
  let handlers: ReturnType<typeof createJobHandlers>["handlers"];
  let numbers = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    handlers = createJobHandlers({
      db: t.database.db,
      clock,
      mail,
      secret: "reminder-test-secret",
      siteUrl: "http://localhost:3000",
      holdMinutes: 15,
      provider: createTestPaymentProvider(),
      logger,
      kickEmail: () => {},
      kickJobs: () => {},
    }).handlers;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function eventOf(slug: string) {
    const [event] = await t.database.db.select().from(events).where(eq(events.slug, slug));
    return event!;
  }

  /** A paid order of `slug`'s core tier with `students` named students, paid at the clock's time through the test card (fulfil_order queues its job). */
  async function paidOrder(slug: string, students: number, tierKey = "core"): Promise<{ id: number; number: string; email: string }> {
    const db = t.database.db;
    const event = await eventOf(slug);
    const n = ++numbers;
    const number = `CB-REM${n}`;
    const token = `tok_reminder_${n}_`.padEnd(24, "x");
    const email = `buyer${n}@example.com`;
    const total = 10_000 * students;
    const answer = await placeOrderHold(db, {
      eventId: event.id,
      order: {
        number,
        token,
        event_id: event.id,
        currency: event.currency,
        buyer_name: `Buyer ${n}`,
        buyer_email: email,
        buyer_phone: "+1 860 555 0100",
        subtotal_minor: total,
        discount_minor: 0,
        total_minor: total,
        codes: [],
        discounts: [],
        context: {},
        hold_expires_at: new Date(current.getTime() + 15 * MINUTE).toISOString(),
        provider: "test",
        item_count: students,
      },
      lines: [{ tier_key: tierKey, label: tierKey, pool_id: null, is_add_on: false, quantity: students, unit_price_minor: 10_000, subtotal_minor: total, discount_minor: 0, total_minor: total }],
      students: Array.from({ length: students }, (_, i) => ({
        position: i + 1,
        full_name: `Dancer ${n}-${i + 1}`,
        age: 19,
        age_group: "13_and_up",
        parent_name: null,
        guardian_consent: null,
        email: null,
      })),
      waitlistOfferId: null,
      usesCodes: false,
      auditionTier: AUDITION_TIER,
      now: current,
    });
    if (!("orderId" in answer)) throw new Error(`hold refused: ${JSON.stringify(answer)}`);
    const paid = await payWithTestCard({ db, token, card: okCard, now: current, logger, provider: createTestPaymentProvider() });
    if (!paid.ok) throw new Error(`payment refused: ${JSON.stringify(paid)}`);
    return { id: answer.orderId, number, email };
  }

  /** Move both clocks and run every due job of the payment and the reminders, as the worker would. */
  async function runAt(at: Date): Promise<void> {
    current = at;
    await runQueuedJobs(t.database.db, { [PAID_ORDER_EXTRAS_JOB]: handlers[PAID_ORDER_EXTRAS_JOB]!, [EVENT_REMINDER_JOB]: handlers[EVENT_REMINDER_JOB]! }, workerAt(at));
  }

  /** The reminder emails queued for an order, by kind. */
  async function remindersOf(orderId: number) {
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, "event-reminder"), like(emailOutbox.dedupeKey, `${EVENT_REMINDER_JOB}:${orderId}:%`)));
    return {
      week: rows.filter((r) => r.dedupeKey!.startsWith(`${EVENT_REMINDER_JOB}:${orderId}:week_before:`)),
      day: rows.filter((r) => r.dedupeKey!.startsWith(`${EVENT_REMINDER_JOB}:${orderId}:day_before:`)),
      all: rows,
    };
  }

  const counts = async (orderId: number) => {
    const r = await remindersOf(orderId);
    return [r.week.length, r.day.length];
  };

  it("sends exactly one week-before and one day-before email per order, each when the clock crosses its instant in the event's zone", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const a = await paidOrder("hartford", 2);
    const b = await paidOrder("hartford", 1);
    await runAt(current);
    // Hartford is on 2026-01-18 in New York: 10:00 EST a week and a day before.
    const week = reminderDueAt("week_before", "2026-01-18", "America/New_York");
    const day = reminderDueAt("day_before", "2026-01-18", "America/New_York");
    expect(week.toISOString()).toBe("2026-01-11T15:00:00.000Z");
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_JOB)).orderBy(asc(jobs.id));
    expect(queued.filter((j) => (j.payload as { orderId: number }).orderId === a.id).map((j) => [j.payload.kind, j.runAt.toISOString()])).toEqual([
      ["week_before", workerAt(week).toISOString()],
      ["day_before", workerAt(day).toISOString()],
    ]);

    await runAt(new Date(week.getTime() - MINUTE));
    expect(await counts(a.id)).toEqual([0, 0]);
    await runAt(new Date(week.getTime() + MINUTE));
    expect(await counts(a.id)).toEqual([1, 0]);
    expect(await counts(b.id)).toEqual([1, 0]);
    // Planned again (a retried payment job) and run again: nothing twice.
    const again = await planOrderReminders({ db: t.database.db, orderId: a.id, now: current, workerNow: workerAt(current) });
    expect("skipped" in again ? again : again.planned.map((p) => [p.kind, p.created])).toEqual([
      ["week_before", false],
      ["day_before", false],
    ]);
    await runAt(new Date(week.getTime() + 5 * MINUTE));
    expect(await counts(a.id)).toEqual([1, 0]);

    await runAt(new Date(day.getTime() - MINUTE));
    expect(await counts(a.id)).toEqual([1, 0]);
    await runAt(new Date(day.getTime() + MINUTE));
    expect(await counts(a.id)).toEqual([1, 1]);
    expect(await counts(b.id)).toEqual([1, 1]);
    await runAt(new Date("2026-01-20T12:00:00Z"));
    expect(await counts(a.id)).toEqual([1, 1]);

    const { week: [weekEmail], day: [dayEmail] } = await remindersOf(a.id);
    expect(weekEmail!.toAddress).toBe(a.email);
    expect(weekEmail!.subject).toContain("One week to go");
    expect(dayEmail!.subject).toContain("See you tomorrow");
    const event = (await loadReminderEvent({ db: t.database.db, eventId: (await eventOf("hartford")).id }))!;
    const schedule = reminderSchedule(event);
    expect(schedule.days.length).toBeGreaterThan(0);
    for (const email of [weekEmail!, dayEmail!]) {
      expect(email.html).toContain(schedule.days[0]!.tables[0]!.slots[0]!.activity);
      expect(email.html).toContain(event.venue!.name);
      expect(email.html).toContain("https://www.google.com/maps/search/?api=1&amp;query=");
      expect(email.text).toContain("Eastern Time");
      // Each ticket's QR code (attached and shown by Content-ID) and the calendar file.
      expect(email.attachments.filter((f) => f.contentType === "image/png")).toHaveLength(2);
      expect(email.attachments.filter((f) => f.filename.endsWith(".ics"))).toHaveLength(1);
      expect((email.html.match(/src="cid:ticket-/g) ?? []).length).toBe(2);
    }
  });

  it("sends none for an event whose reminders the team turned off", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const event = await eventOf("springfield-va");
    const order = await paidOrder("springfield-va", 1);
    await runAt(current);
    expect(await setEventReminders({ db: t.database.db, eventId: event.id, enabled: false, actor, now: current })).toEqual({ ok: true, changed: true });
    await runAt(new Date(reminderDueAt("week_before", event.startsOn!, event.timeZone).getTime() + MINUTE));
    await runAt(new Date(reminderDueAt("day_before", event.startsOn!, event.timeZone).getTime() + MINUTE));
    expect(await counts(order.id)).toEqual([0, 0]);
    const done = await t.database.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_JOB)).orderBy(asc(jobs.id));
    expect(done.filter((j) => j.payload.orderId === order.id).map((j) => [j.status, j.result])).toEqual([
      ["succeeded", { ok: false, reason: "turned_off" }],
      ["succeeded", { ok: false, reason: "turned_off" }],
    ]);
  });

  it("sends none after the order was refunded", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const event = await eventOf("charleston-wv");
    const order = await paidOrder("charleston-wv", 1);
    await runAt(current);
    const refunded = await refundOrder({ db: t.database.db, provider: createTestPaymentProvider(), mail, number: order.number, amountMinor: "rest", reason: { typed: "asked" }, idempotencyKey: `refund-${order.number}`, actor, now: current });
    expect(refunded.ok).toBe(true);
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("refunded");
    await runAt(new Date(reminderDueAt("week_before", event.startsOn!, event.timeZone).getTime() + MINUTE));
    await runAt(new Date(reminderDueAt("day_before", event.startsOn!, event.timeZone).getTime() + MINUTE));
    expect(await counts(order.id)).toEqual([0, 0]);
    const done = await t.database.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_JOB)).orderBy(asc(jobs.id));
    expect(done.filter((j) => j.payload.orderId === order.id).map((j) => j.result)).toEqual([
      { ok: false, reason: "order_not_paid" },
      { ok: false, reason: "order_not_paid" },
    ]);
  });

  it("gives a booking inside the week its week-before email within minutes, and one on the day before only the day-before email", async () => {
    // Sherwood is on 2026-01-24 in Los Angeles.
    const event = await eventOf("sherwood");
    const day = reminderDueAt("day_before", event.startsOn!, event.timeZone);
    current = new Date("2026-01-20T20:00:00Z");
    const late = await paidOrder("sherwood", 1);
    await runAt(current);
    expect(await counts(late.id)).toEqual([0, 0]);
    await runAt(new Date(current.getTime() + 3 * MINUTE));
    expect(await counts(late.id)).toEqual([1, 0]);

    // 09:00 on January 23 in Los Angeles (17:00 UTC): the day before.
    current = new Date("2026-01-23T17:00:00Z");
    const later = await paidOrder("sherwood", 1);
    await runAt(current);
    await runAt(new Date(current.getTime() + 3 * MINUTE));
    expect(await counts(later.id)).toEqual([0, 0]);
    await runAt(new Date(day.getTime() + MINUTE));
    expect(await counts(later.id)).toEqual([0, 1]);
    expect(await counts(late.id)).toEqual([1, 1]);
    const planned = await t.database.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_JOB)).orderBy(asc(jobs.id));
    expect(planned.filter((j) => j.payload.orderId === later.id).map((j) => j.payload.kind)).toEqual(["day_before"]);
  });

  it("plans none for an order of online tiers only (no seat at the venue)", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const order = await paidOrder("charleston-wv", 1, "afd_private_session");
    await runAt(current);
    expect(await planOrderReminders({ db: t.database.db, orderId: order.id, now: current, workerNow: workerAt(current) })).toEqual({ planned: [], skipped: "online" });
    const planned = await t.database.db.select().from(jobs).where(eq(jobs.kind, EVENT_REMINDER_JOB));
    expect(planned.filter((j) => j.payload.orderId === order.id)).toEqual([]);
  });

  it("re-plans every paid order's reminders when the team moves the event (the date change's job)", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const event = await eventOf("nashville");
    const order = await paidOrder("nashville", 1);
    await runAt(current);
    // Moved to a day inside the week: the new date's week-before one goes out within minutes.
    const changed = await changeEventDate({ db: t.database.db, eventId: event.id, form: { version: event.version, dateText: "December 6, 2025", startsOn: "2025-12-06", endsOn: null, startTime: "10:00", endTime: "17:00" }, actor, now: current });
    expect(changed.ok).toBe(true);
    await runQueuedJobs(t.database.db, { [DATE_CHANGE_EMAILS_JOB]: handlers[DATE_CHANGE_EMAILS_JOB]! }, workerAt(current));
    const replanned = await t.database.db.select().from(jobs).where(like(jobs.dedupeKey, `${EVENT_REMINDER_JOB}:${order.id}:%:2025-12-06`)).orderBy(asc(jobs.id));
    expect(replanned.map((j) => j.payload.kind)).toEqual(["week_before", "day_before"]);
    await runAt(new Date(current.getTime() + 3 * MINUTE));
    expect(await counts(order.id)).toEqual([1, 0]);
    expect((await remindersOf(order.id)).week[0]!.html).toContain("December 6, 2025");
  });

  it("re-plans when the event's date changed, and sends none for a cancelled event", async () => {
    current = new Date("2025-12-01T17:00:00Z");
    const event = await eventOf("boston");
    const order = await paidOrder("boston", 1);
    await runAt(current);
    // The date moves a month later (as a date change does); the old instant comes and sends nothing.
    const oldWeek = reminderDueAt("week_before", event.startsOn!, event.timeZone);
    await t.database.db.update(events).set({ startsOn: "2026-02-12", endsOn: null }).where(eq(events.id, event.id));
    await runAt(new Date(oldWeek.getTime() + MINUTE));
    expect(await counts(order.id)).toEqual([0, 0]);
    const newWeek = reminderDueAt("week_before", "2026-02-12", event.timeZone);
    const replanned = await t.database.db.select().from(jobs).where(like(jobs.dedupeKey, `${EVENT_REMINDER_JOB}:${order.id}:%:2026-02-12`)).orderBy(asc(jobs.id));
    expect(replanned.map((j) => [j.payload.kind, j.runAt.toISOString()])).toEqual([
      ["week_before", workerAt(newWeek).toISOString()],
      ["day_before", workerAt(reminderDueAt("day_before", "2026-02-12", event.timeZone)).toISOString()],
    ]);
    await runAt(new Date(newWeek.getTime() + MINUTE));
    expect(await counts(order.id)).toEqual([1, 0]);
    expect((await remindersOf(order.id)).week[0]!.dedupeKey).toContain(":2026-02-12:");

    await t.database.db.update(events).set({ isCancelled: true }).where(eq(events.id, event.id));
    await runAt(new Date(reminderDueAt("day_before", "2026-02-12", event.timeZone).getTime() + MINUTE));
    expect(await counts(order.id)).toEqual([1, 0]);
  });
});
