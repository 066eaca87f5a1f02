import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { openDatabase, type Db } from "~/db/client.server";
import { checkoutDrafts, emailOutbox, emailSuppressions, events, jobs, orders, recoverySends } from "~/db/schema";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { fixedClock } from "~/domain/clock";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { claimNextJob } from "~/lib/jobs/claim-next-job.server";
import { getJob } from "~/lib/jobs/read-jobs.server";
import { startJobWorker, type JobWorker } from "~/lib/jobs/start-job-worker.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { RECOVERY_SCHEDULE_JOB, RECOVERY_SEND_JOB, RECOVERY_SEND_MAX_DRAFTS, recoverySendPayloadSchema } from "./recovery-job";
import { setRecoverySchedule } from "./recovery-schedule-setting.server";
import { createRecoveryScheduleHandler, findDueReminders } from "./run-recovery-schedule.server";
import { createRecoverySendHandler, type RecoveryJobDeps } from "./run-recovery-send.server";
import { sendRecoveryEmail } from "./send-recovery-email.server";
import { startRecoverySend } from "./start-recovery-send.server";

const HOLD = 15;
const now = new Date("2025-12-01T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const logger = pino({ level: "silent" });
const admin = { userId: null, email: "admin@callboard.test" };

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testDatabaseKinds())("recovery emails on %s", (kind) => {
  let t: TestDatabase;
  let other: { db: Db; close(): Promise<void> };
  let eventA: number;
  let eventB: number;
  const workers: JobWorker[] = [];
  const db = () => t.database.db;
  const depsFor = (client: Db): RecoveryJobDeps => {
    const env = parseEnv({ SITE_URL: "https://callboard.example", PAYMENTS: "test" });
    return { db: client, clock: fixedClock(now), mail: createEmailContext({ env, logger }), secret: "recovery-test-secret".padEnd(48, "x"), siteUrl: "https://callboard.example", holdMinutes: HOLD, logger, kickEmail: () => {} };
  };
  const startWorker = (client: Db, owner: string) => {
    const deps = depsFor(client);
    const worker = startJobWorker({
      db: client,
      logger,
      owner,
      pollMs: 20,
      handlers: { [RECOVERY_SEND_JOB]: createRecoverySendHandler(deps), [RECOVERY_SCHEDULE_JOB]: createRecoveryScheduleHandler({ ...deps, kickJobs: () => {} }) },
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    const [a, b] = await db().select({ id: events.id }).from(events).where(eq(events.currency, "USD")).limit(2);
    eventA = a!.id;
    eventB = b!.id;
    await db().update(events).set({ startsOn: "2026-03-01", endsOn: "2026-03-02" }).where(eq(events.id, eventA));
    await db().update(events).set({ startsOn: "2025-11-01", endsOn: "2025-11-02" }).where(eq(events.id, eventB));
    if (t.url) {
      const url = new URL(t.url);
      url.searchParams.set("application_name", "second-process");
      const second = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
      other = { db: second.db, close: () => second.close() };
    } else other = { db: db(), close: async () => {} };
  });
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await other?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await db().delete(recoverySends);
    await db().delete(jobs);
    await db().delete(checkoutDrafts);
    await db().delete(emailSuppressions);
    await db().delete(emailOutbox);
    await db().delete(orders);
  });

  const draft = async (key: string, values: Partial<typeof checkoutDrafts.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(checkoutDrafts)
      .values({
        clientKey: key,
        eventId: eventA,
        buyerEmail: `${key}@example.com`,
        buyerName: `${key} Dancer`,
        lines: [{ tierKey: "core", quantity: 2 }],
        valueMinor: 33600,
        currency: "USD",
        createdAt: minutesAgo(180),
        updatedAt: minutesAgo(120),
        ...values,
      })
      .returning({ id: checkoutDrafts.id });
    return row!.id;
  };
  // Raw SQL: only the columns this test needs, whatever else orders gains meanwhile.
  const paidOrder = async (buyerEmail: string, createdAt: Date) =>
    db().execute(
      sql`insert into orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, total_minor, provider, status, created_at, hold_expires_at, paid_at)
          values (${newOrderNumber()}, ${newOrderToken()}, ${eventA}, 'USD', 'B', ${buyerEmail}, '+1 555 0100', 100, 100, 'test', 'paid', ${createdAt.toISOString()}, ${createdAt.toISOString()}, ${createdAt.toISOString()})`,
    );

  /** One cart of each kind: two to send, one per skip reason. */
  const mixedDrafts = async () => {
    const ids = {
      first: await draft("first"),
      second: await draft("second", { codes: ["EARLYBIRD"] }),
      unsubscribed: await draft("gone"),
      paid: await draft("paid"),
      fresh: await draft("fresh", { updatedAt: minutesAgo(5) }),
      over: await draft("over", { eventId: eventB }),
      recent: await draft("recent"),
    };
    await db().insert(emailSuppressions).values({ email: "gone@example.com", source: "one_click" });
    await paidOrder("PAID@example.com", minutesAgo(60));
    await db().insert(recoverySends).values({ draftId: ids.recent, trigger: "manual", status: "sent", createdAt: minutesAgo(2 * 24 * 60) });
    return ids;
  };

  it("sends each eligible cart once across two workers and a worker that died mid-job, and says why it skipped the rest", async () => {
    const ids = await mixedDrafts();
    // The admin's selection: every abandoned cart plus two chosen ids the rule no longer lists are dropped.
    const started = await startRecoverySend({ db: db(), selection: { kind: "ids", draftIds: Object.values(ids) }, actor: admin, now, holdMinutes: HOLD });
    expect(started).toMatchObject({ ok: true });
    if (!started.ok) return;
    // The list the page sends only holds abandoned carts: the fresh and the paid one are not in the job.
    const job = await getJob(db(), started.jobId);
    const jobDrafts = (job!.payload as { draftIds: number[] }).draftIds;
    expect(jobDrafts).not.toContain(ids.fresh);
    expect(jobDrafts).not.toContain(ids.paid);
    // Put them back in, as a stale selection would: the job checks each cart again when it sends.
    await db().update(jobs).set({ payload: { draftIds: Object.values(ids), trigger: "manual" } }).where(eq(jobs.id, started.jobId));

    // A first process takes the job, sends the first cart, and dies before finishing (its lease runs out).
    const dead = await claimNextJob({ db: db(), kinds: [RECOVERY_SEND_JOB], owner: "dead-process", now: new Date(), leaseMs: 1 });
    expect(dead?.id).toBe(started.jobId);
    const firstTry = await sendRecoveryEmail({ ...depsFor(db()), draftId: ids.first, jobId: started.jobId, trigger: "manual", now });
    expect(firstTry.status).toBe("sent");

    // Two live processes (two database clients on PostgreSQL) then run the queue.
    startWorker(db(), "process-a");
    startWorker(other.db, "process-b");
    await waitFor(async () => (await getJob(db(), started.jobId))?.status === "succeeded");

    const finished = await getJob(db(), started.jobId);
    expect(finished).toMatchObject({ attempts: 2, result: { total: 7, sent: 2, skipped: 5, failed: 0 }, progress: { total: 7, sent: 2, skipped: 5, failed: 0 } });
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "recovery-reminder"));
    expect(outbox.map((m) => m.toAddress).sort()).toEqual(["first@example.com", "second@example.com"]);
    const second = outbox.find((m) => m.toAddress === "second@example.com")!;
    expect(second.subject).toMatch(/tickets are still waiting/);
    expect(second.html).toContain("Finish your booking");
    expect(second.html).toContain("https://callboard.example/resume-checkout/");
    expect(second.text).toContain("EARLYBIRD");
    // One-click https first (RFC 8058), then a mailto to the team's inbox carrying the same link.
    const [oneClick, mailto] = second.headers["List-Unsubscribe"]!.split(", ");
    expect(oneClick).toMatch(/^<https:\/\/callboard\.example\/unsubscribe\/\d+\.[\w-]+>$/);
    expect(mailto).toMatch(/^<mailto:team@callboard\.dance\?subject=Unsubscribe%20from%20reminders&body=[^\s<>]+>$/);
    expect(decodeURIComponent(mailto!.split("body=")[1]!.slice(0, -1))).toContain(oneClick!.slice(1, -1));
    expect(second.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const rows = await db().select().from(recoverySends).where(eq(recoverySends.jobId, started.jobId));
    const byDraft = new Map(rows.map((r) => [r.draftId, r]));
    expect(rows).toHaveLength(7);
    expect(byDraft.get(ids.first)).toMatchObject({ status: "sent" });
    expect(byDraft.get(ids.second)).toMatchObject({ status: "sent" });
    expect(byDraft.get(ids.unsubscribed)).toMatchObject({ status: "skipped", skipReason: "unsubscribed" });
    expect(byDraft.get(ids.paid)).toMatchObject({ status: "skipped", skipReason: "paid_since" });
    expect(byDraft.get(ids.fresh)).toMatchObject({ status: "skipped", skipReason: "not_abandoned" });
    expect(byDraft.get(ids.over)).toMatchObject({ status: "skipped", skipReason: "event_over" });
    expect(byDraft.get(ids.recent)).toMatchObject({ status: "skipped", skipReason: "sent_recently" });

    // A second send to the same carts inside 7 days sends nothing.
    const again = await startRecoverySend({ db: db(), selection: { kind: "ids", draftIds: [ids.first, ids.second] }, actor: admin, now, holdMinutes: HOLD });
    if (!again.ok) throw new Error("expected a job");
    await waitFor(async () => (await getJob(db(), again.jobId))?.status === "succeeded");
    expect((await getJob(db(), again.jobId))?.result).toMatchObject({ sent: 0, skipped: 2 });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.template, "recovery-reminder"))).toHaveLength(2);
  });

  it("'select all matching' takes every abandoned cart of the filter, not just a page; an empty selection queues nothing", async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => draft(`many${i}`)));
    await draft("elsewhere", { eventId: eventB });
    const started = await startRecoverySend({ db: db(), selection: { kind: "filter", eventId: eventA }, actor: admin, now, holdMinutes: HOLD });
    if (!started.ok) throw new Error("expected a job");
    expect(started.count).toBe(30);
    expect(((await getJob(db(), started.jobId))!.payload as { draftIds: number[] }).draftIds.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    expect(await startRecoverySend({ db: db(), selection: { kind: "ids", draftIds: [] }, actor: admin, now, holdMinutes: HOLD })).toEqual({ ok: false, reason: "nothing_selected" });
  });

  it("limits reminders per buyer and event, not per kept checkout: a buyer's second tab is skipped as sent_recently", async () => {
    const tabOne = await draft("tabs", { buyerEmail: "tabs@example.com" });
    const tabTwo = await draft("tabs-2", { buyerEmail: "TABS@Example.com", updatedAt: minutesAgo(100) });
    const elsewhere = await draft("tabs-3", { buyerEmail: "tabs@example.com", eventId: eventB });
    await db().update(events).set({ startsOn: "2026-04-01", endsOn: "2026-04-02" }).where(eq(events.id, eventB));
    try {
      const job = await enqueueJob(db(), { kind: RECOVERY_SEND_JOB, payload: { draftIds: [tabOne, tabTwo, elsewhere], trigger: "manual" } });
      startWorker(db(), "tabs");
      await waitFor(async () => (await getJob(db(), job.id))?.status === "succeeded");
      const rows = await db().select().from(recoverySends).where(eq(recoverySends.jobId, job.id));
      const byDraft = new Map(rows.map((r) => [r.draftId, r]));
      expect(byDraft.get(tabOne)).toMatchObject({ status: "sent" });
      expect(byDraft.get(tabTwo)).toMatchObject({ status: "skipped", skipReason: "sent_recently" });
      // Another event is another reminder.
      expect(byDraft.get(elsewhere)).toMatchObject({ status: "sent" });
      // A later job for the second tab alone skips it too.
      const later = await enqueueJob(db(), { kind: "not-run", payload: {} });
      expect(await sendRecoveryEmail({ ...depsFor(db()), draftId: tabTwo, jobId: later.id, trigger: "manual", now })).toEqual({ status: "skipped", reason: "sent_recently" });
    } finally {
      await db().update(events).set({ startsOn: "2025-11-01", endsOn: "2025-11-02" }).where(eq(events.id, eventB));
    }
  });

  it("two jobs sending a buyer's two tabs at once send one reminder; a payment by that buyer meanwhile waits for neither", async () => {
    const tabOne = await draft("race", { buyerEmail: "race@example.com" });
    const tabTwo = await draft("race-2", { buyerEmail: "RACE@example.com", updatedAt: minutesAgo(100) });
    const [jobOne, jobTwo] = [await enqueueJob(db(), { kind: "not-run", payload: {} }), await enqueueJob(db(), { kind: "not-run", payload: {} })];
    const results = await Promise.all([
      sendRecoveryEmail({ ...depsFor(db()), draftId: tabOne, jobId: jobOne.id, trigger: "manual", now }),
      sendRecoveryEmail({ ...depsFor(other.db), draftId: tabTwo, jobId: jobTwo.id, trigger: "manual", now }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["sent", "skipped"]);
    if (kind !== "postgres") return;
    // A send still holding its locks (inside an open transaction); the payment's trigger marks both
    // checkouts paid since, a key-share lock on each, which a FOR UPDATE would make it wait for.
    const tabThree = await draft("race-3", { buyerEmail: "race@example.com", updatedAt: minutesAgo(90) });
    const jobThree = await enqueueJob(db(), { kind: "not-run", payload: {} });
    await db().transaction(async (tx) => {
      await sendRecoveryEmail({ ...depsFor(tx as unknown as Db), draftId: tabThree, jobId: jobThree.id, trigger: "manual", now });
      await other.db.transaction(async (payment) => {
        await payment.execute(sql`set local lock_timeout = '5s'`);
        await payment.execute(
          sql`insert into orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, total_minor, provider, status, created_at, hold_expires_at, paid_at)
              values (${newOrderNumber()}, ${newOrderToken()}, ${eventA}, 'USD', 'B', 'race@example.com', '+1 555 0100', 100, 100, 'test', 'paid', ${now.toISOString()}, ${now.toISOString()}, ${now.toISOString()})`,
        );
      });
    });
    const marked = (await db().execute(sql`select count(*)::int as n from checkout_drafts_paid_since where draft_id in (${tabOne}, ${tabTwo}, ${tabThree})`)) as unknown as { rows: Array<{ n: number }> };
    expect(marked.rows[0]!.n).toBe(3);
  });

  it("'select all matching' over more than 10,000 carts queues them as several jobs, each within the job's limit", async () => {
    await db().execute(sql`
      insert into checkout_drafts (client_key, event_id, buyer_email, lines, value_minor, currency, created_at, updated_at)
      select 'bulk-' || g, ${eventA}, 'bulk' || g || '@example.com', '[{"tierKey":"core","quantity":1}]'::jsonb, 16800, 'USD', ${minutesAgo(180).toISOString()}::timestamptz, ${minutesAgo(120).toISOString()}::timestamptz
      from generate_series(1, ${RECOVERY_SEND_MAX_DRAFTS + 1}::int) g`);
    const started = await startRecoverySend({ db: db(), selection: { kind: "filter", eventId: eventA }, actor: admin, now, holdMinutes: HOLD });
    if (!started.ok) throw new Error("expected jobs");
    expect(started.count).toBe(RECOVERY_SEND_MAX_DRAFTS + 1);
    expect(started.jobIds).toHaveLength(2);
    const payloads = await Promise.all(started.jobIds.map(async (id) => recoverySendPayloadSchema.parse((await getJob(db(), id))!.payload)));
    expect(payloads.map((p) => p.draftIds.length)).toEqual([RECOVERY_SEND_MAX_DRAFTS, 1]);
    expect(new Set(payloads.flatMap((p) => p.draftIds)).size).toBe(RECOVERY_SEND_MAX_DRAFTS + 1);
  });

  it("the schedule, once switched on, sends a first reminder after an hour and a second a day after the first", async () => {
    const recent = await draft("recent-cart", { updatedAt: minutesAgo(30) });
    const hourOld = await draft("hour-old", { updatedAt: minutesAgo(90) });
    const weekOld = await draft("week-old", { updatedAt: minutesAgo(8 * 24 * 60) });
    expect(await findDueReminders(db(), { now, holdMinutes: HOLD })).toEqual({ first_reminder: [hourOld], second_reminder: [] });
    expect([recent, weekOld]).toHaveLength(2);

    const deps = depsFor(db());
    const schedule = createRecoveryScheduleHandler({ ...deps, kickJobs: () => {} });
    const context = { reportProgress: async () => true, signal: new AbortController().signal, now: () => now };
    const scheduleJob = { id: 1 } as Parameters<typeof schedule>[0];
    expect(await schedule(scheduleJob, context)).toEqual({ off: true });
    await setRecoverySchedule({ db: db(), on: true, actor: admin, now });
    expect(await schedule(scheduleJob, context)).toEqual({ first_reminder: 1 });
    // A retried schedule job queues nothing twice.
    await schedule(scheduleJob, context);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, RECOVERY_SEND_JOB));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ draftIds: [hourOld], trigger: "first_reminder" });
    startWorker(db(), "scheduler");
    await waitFor(async () => (await getJob(db(), queued[0]!.id))?.status === "succeeded");
    expect((await db().select().from(recoverySends).where(eq(recoverySends.draftId, hourOld)))[0]).toMatchObject({ trigger: "first_reminder", status: "sent" });

    // Within the day: nothing more. A day and a bit later: the second reminder, which the 7-day rule lets through.
    expect(await findDueReminders(db(), { now, holdMinutes: HOLD })).toEqual({ first_reminder: [], second_reminder: [] });
    await db().update(recoverySends).set({ createdAt: minutesAgo(25 * 60) }).where(eq(recoverySends.draftId, hourOld));
    expect(await findDueReminders(db(), { now, holdMinutes: HOLD })).toEqual({ first_reminder: [], second_reminder: [hourOld] });
    const secondJob = await enqueueJob(db(), { kind: RECOVERY_SEND_JOB, payload: { draftIds: [hourOld], trigger: "second_reminder" } });
    await waitFor(async () => (await getJob(db(), secondJob.id))?.status === "succeeded");
    expect((await getJob(db(), secondJob.id))?.result).toMatchObject({ sent: 1, skipped: 0 });
    // A manual send the same day is refused by the 7-day rule.
    const manualJob = await enqueueJob(db(), { kind: RECOVERY_SEND_JOB, payload: { draftIds: [hourOld], trigger: "manual" } });
    await waitFor(async () => (await getJob(db(), manualJob.id))?.status === "succeeded");
    expect((await getJob(db(), manualJob.id))?.result).toMatchObject({ sent: 0, skipped: 1 });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, "hour-old@example.com"))).toHaveLength(2);
  });
});
