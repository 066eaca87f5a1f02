import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { fixedClock } from "~/domain/clock";
import type { Db } from "~/db/client.server";
import {
  auditionRegistrations,
  auditLog,
  credits,
  dateChangeResponses,
  emailOutbox,
  eventCancellationRefunds,
  events,
  jobs,
  ledgerEntries,
  orderAttention,
  orderLines,
  orders,
  refunds,
  waitlistEntries,
} from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { quoteCart } from "~/features/cart/quote-cart.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import type { PaymentProvider, RefundInput } from "~/features/payments/payment-provider";
import { claimNextJob } from "~/lib/jobs/claim-next-job.server";
import { completeJob, reportJobProgress } from "~/lib/jobs/job-lease.server";
import type { Job, JobContext } from "~/lib/jobs/types";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import * as dateChangePage from "~/routes/admin-events-date-change";
import { cancellationRefundProblemWords, eventChangesCopy } from "~/content/event-changes";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { cancelEvent } from "./cancel-event.server";
import { changeEventDate } from "./change-event-date.server";
import { readDateChangeToken } from "./date-change-links.server";
import { DATE_CHANGE_DEADLINES_JOB, DATE_CHANGE_EMAILS_JOB, EVENT_CANCELLATION_JOB } from "./event-change-jobs";
import { getCancellationPage } from "./get-cancellation-page.server";
import { getDateChangeResponse } from "./get-date-change-response.server";
import { queueLatePaymentRefund } from "./queue-late-payment-refund.server";
import { respondToDateChange } from "./respond-to-date-change.server";
import { createDateChangeDeadlinesHandler } from "./run-date-change-deadlines.server";
import { createDateChangeEmailsHandler } from "./run-date-change-emails.server";
import { createEventCancellationHandler, type EventChangeJobDeps } from "./run-event-cancellation.server";

const now = new Date("2025-09-01T19:00:00Z");
const admin = { userId: null, email: "ada@example.com" };
const LEASE = 30_000;

describe.each(testDatabaseKinds())("cancelling an event and changing its date on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let eventId: number;
  let slug: string;
  const db = () => t.database.db;
  const calls: RefundInput[] = [];

  const provider = (base: PaymentProvider, refuse: (input: RefundInput) => "crash" | "refuse" | null = () => null): PaymentProvider => ({
    ...base,
    refund: async (input) => {
      calls.push(input);
      const what = refuse(input);
      if (what === "refuse") return { ok: false, reason: "card closed" };
      const answer = await base.refund(input);
      // The process dies right after the provider took the refund, before it is recorded here.
      if (what === "crash") throw new Error("worker killed");
      return answer;
    },
  });
  const deps = (p: PaymentProvider): EventChangeJobDeps => ({ db: db(), clock: context.clock, mail: context.mail, provider: p, secret: context.secret, siteUrl: "https://callboard.example", logger: context.logger, kickEmail: () => {} });
  const jobContext = (client: Db, job: Job, owner: string, at: Date): JobContext => ({
    reportProgress: (progress) => reportJobProgress({ db: client, jobId: job.id, owner, now: at, progress }),
    signal: new AbortController().signal,
    now: () => at,
  });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    calls.length = 0;
    await db().delete(jobs);
    await db().delete(emailOutbox);
    // A fresh event per test: a copy of a seeded USD one under a new slug.
    const [source] = await db().select().from(events).where(and(eq(events.currency, "USD"), eq(events.isCancelled, false))).limit(1);
    slug = `stop-${Math.random().toString(36).slice(2, 8)}`;
    const { id: _id, ...rest } = source!;
    const [copy] = await db()
      .insert(events)
      .values({ ...rest, slug, cityName: "Testville", dateText: "October 4, 2025", startsOn: "2025-10-04", endsOn: null, isCancelled: false, version: 1 })
      .returning({ id: events.id });
    eventId = copy!.id;
  });

  async function paidOrder(buyerEmail: string, totalMinor: number, status: "paid" | "pending" = "paid") {
    const [order] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", status, buyerName: "Buyer", buyerEmail, buyerPhone: "1", subtotalMinor: totalMinor, totalMinor, holdExpiresAt: new Date(now.getTime() + 15 * 60_000), provider: "test", paymentRef: status === "paid" ? `test_ch_${buyerEmail}` : null, paidAt: status === "paid" ? now : null })
      .returning();
    // Its ticket: the ledger's charge (written when the order is paid), what a refund or credit gives back from.
    await db().insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core", quantity: 1, unitPriceMinor: totalMinor, subtotalMinor: totalMinor, totalMinor });
    return order!;
  }

  it("cancels: refunds every paid order exactly once across a worker killed mid-run, and emails everyone once", async () => {
    const a1 = await paidOrder("ann@example.com", 10000);
    const a2 = await paidOrder("ANN@example.com", 20000);
    const b = await paidOrder("bo@example.com", 30000);
    const c = await paidOrder("cy@example.com", 40000);
    const hold = await paidOrder("dee@example.com", 5000, "pending");
    await db().insert(auditionRegistrations).values([
      { eventId, ageGroup: "13_and_up", fullName: "Bo", email: "bo@example.com", phone: "1", age: 16, parentName: "P", consentText: "I agree" },
      { eventId, ageGroup: "13_and_up", fullName: "Eve", email: "eve@example.com", phone: "1", age: 17, parentName: "P", consentText: "I agree" },
    ]);
    await db().insert(waitlistEntries).values({ email: "fay@example.com", eventId, tierKey: null });

    const stale = await cancelEvent({ db: db(), eventId, version: 7, reason: null, actor: admin, now });
    expect(stale).toEqual({ ok: false, reason: "stale", version: 1 });
    const cancelled = await cancelEvent({ db: db(), eventId, version: 1, reason: "Venue flooded", actor: admin, now });
    expect(cancelled).toMatchObject({ ok: true, affected: { orders: 4, auditions: 2, waitlist: 1, holds: 1 }, releasedHolds: 1 });
    if (!cancelled.ok) throw new Error("not cancelled");
    expect(await cancelEvent({ db: db(), eventId, version: cancelled.version, reason: null, actor: admin, now })).toEqual({ ok: false, reason: "already_cancelled" });
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, hold.id)))[0]!.s).toBe("cancelled");
    const quote = await quoteCart({ db: db(), request: { eventSlug: slug, items: [{ tierKey: "core", quantity: 1 }], codes: [] }, now });
    expect(quote).toMatchObject({ ok: false, reason: "event_cancelled" });
    expect((await db().select().from(auditLog).where(eq(auditLog.action, "event.cancel"))).at(-1)).toMatchObject({ target: slug, details: { before: { isCancelled: false }, after: { isCancelled: true } } });

    // First worker: takes the job, refunds the first order, then dies inside the second order's refund.
    const base = context.checkout.provider;
    // The runner's times are real time (decision 0026); the app's clock is the fixed test clock.
    const claimedAt = new Date(Date.now() + 1000);
    const first = await claimNextJob({ db: db(), kinds: [EVENT_CANCELLATION_JOB], owner: "worker-a", now: claimedAt, leaseMs: LEASE });
    expect(first?.id).toBe(cancelled.jobId);
    const crashing = provider(base, (input) => (input.orderId === a2.id ? "crash" : null));
    await expect(createEventCancellationHandler(deps(crashing))(first!, jobContext(db(), first!, "worker-a", claimedAt))).rejects.toThrow("worker killed");
    expect(await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "running"))).toHaveLength(1);

    // Its lease runs out; a second worker takes the job over and finishes it.
    const later = new Date(claimedAt.getTime() + LEASE + 1000);
    expect(await claimNextJob({ db: db(), kinds: [EVENT_CANCELLATION_JOB], owner: "worker-b", now: new Date(claimedAt.getTime() + 1000), leaseMs: LEASE })).toBeNull();
    const second = await claimNextJob({ db: db(), kinds: [EVENT_CANCELLATION_JOB], owner: "worker-b", now: later, leaseMs: LEASE });
    expect(second?.id).toBe(cancelled.jobId);
    const result = await createEventCancellationHandler(deps(provider(base)))(second!, jobContext(db(), second!, "worker-b", later));
    expect(await completeJob({ db: db(), job: second!, owner: "worker-b", now: later, result: result ?? {} })).toBe(true);
    expect(result).toMatchObject({ emails: { total: 5, queued: 5 }, refunds: { total: 4, refunded: 4, pending: 0, attention: 0 } });
    expect((await db().select().from(jobs).where(eq(jobs.id, cancelled.jobId)))[0]!.progress).toMatchObject({ refunds: { refunded: 4 } });

    const ids = [a1.id, a2.id, b.id, c.id];
    const rows = await db().select().from(refunds).where(inArray(refunds.orderId, ids));
    expect(rows.map((r) => [r.orderId, r.amountMinor, r.status]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [a1.id, 10000, "succeeded"],
      [a2.id, 20000, "succeeded"],
      [b.id, 30000, "succeeded"],
      [c.id, 40000, "succeeded"],
    ]);
    expect(rows.map((r) => [r.reasonCode, r.reason])).toEqual(rows.map(() => ["event_cancelled", null]));
    expect((await db().select({ s: orders.status }).from(orders).where(inArray(orders.id, ids))).map((o) => o.s)).toEqual(["refunded", "refunded", "refunded", "refunded"]);
    // The killed request was repeated with its own key (the provider makes it one refund); no order got a second key.
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(4);
    expect(calls.filter((c) => c.orderId === a2.id)).toHaveLength(2);
    expect(calls.filter((c) => c.orderId === a1.id)).toHaveLength(1);

    // Running it again changes nothing and emails nobody twice.
    await createEventCancellationHandler(deps(provider(base)))(second!, jobContext(db(), second!, "worker-b", later));
    expect(await db().select().from(refunds).where(inArray(refunds.orderId, ids))).toHaveLength(4);
    const notices = await db().select({ to: emailOutbox.toAddress }).from(emailOutbox).where(eq(emailOutbox.template, "event-cancelled"));
    expect(notices.map((n) => n.to.toLowerCase()).sort()).toEqual(["ann@example.com", "bo@example.com", "cy@example.com", "eve@example.com", "fay@example.com"]);
    const refundNotices = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "refund-notice"));
    expect(refundNotices).toHaveLength(4);
    const [ann] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, "event-cancelled"), eq(emailOutbox.toAddress, "ann@example.com")));
    expect(ann!.text).toContain(a1.number);
    expect(ann!.text).toContain(a2.number);

    // A checkout already at the provider is paid after the cancellation: the later run (queued for after
    // the provider's session ends) refunds it and tells its buyer.
    const sweep = await db().select().from(jobs).where(eq(jobs.dedupeKey, `${EVENT_CANCELLATION_JOB}:${cancelled.cancellationId}:late-payments`));
    expect(sweep[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    await db().update(orders).set({ status: "paid", paymentRef: "test_ch_late", paidAt: now }).where(eq(orders.id, hold.id));
    // The payment's own job notices the cancelled event and runs the cancellation again now, not a day later.
    expect(await queueLatePaymentRefund({ db: db(), orderId: a1.id })).toBe(false);
    expect(await queueLatePaymentRefund({ db: db(), orderId: hold.id })).toBe(true);
    const [rerun] = await db().select().from(jobs).where(eq(jobs.dedupeKey, `${EVENT_CANCELLATION_JOB}:${cancelled.cancellationId}:paid-${hold.id}`));
    expect(rerun!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const rerunResult = await createEventCancellationHandler(deps(provider(base)))(rerun!, jobContext(db(), rerun!, "none", later));
    expect(rerunResult).toMatchObject({ refunds: { total: 5, refunded: 5, pending: 0 } });
    const swept = await createEventCancellationHandler(deps(provider(base)))(sweep[0]!, jobContext(db(), sweep[0]!, "none", later));
    expect(swept).toMatchObject({ refunds: { total: 5, refunded: 5, pending: 0 } });
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, hold.id)))[0]!.s).toBe("refunded");
    expect(await db().select().from(refunds).where(eq(refunds.orderId, hold.id))).toHaveLength(1);
    expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, "event-cancelled"), eq(emailOutbox.toAddress, "dee@example.com")))).toHaveLength(1);
  });

  it("retries a refund the provider refuses, then flags the order for attention", async () => {
    const ok = await paidOrder("ok@example.com", 10000);
    const bad = await paidOrder("bad@example.com", 20000);
    const cancelled = await cancelEvent({ db: db(), eventId, version: 1, reason: null, actor: admin, now });
    if (!cancelled.ok) throw new Error("not cancelled");
    const refusing = provider(context.checkout.provider, (input) => (input.orderId === bad.id ? "refuse" : null));
    const handler = createEventCancellationHandler(deps(refusing));
    const [job] = await db().select().from(jobs).where(eq(jobs.id, cancelled.jobId));
    const run = (attempts: number) => handler({ ...job!, attempts }, jobContext(db(), job!, "none", now));
    await expect(run(1)).rejects.toThrow("1 refunds were refused");
    await expect(run(2)).rejects.toThrow("1 refunds were refused");
    const done = await run(3);
    expect(done).toMatchObject({ refunds: { refunded: 1, attention: 1, pending: 0 } });
    const refundRows = await db().select().from(eventCancellationRefunds).where(eq(eventCancellationRefunds.cancellationId, cancelled.cancellationId));
    expect(refundRows.map((o) => [o.orderId, o.status, o.attempts, o.problem, o.lastError]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [ok.id, "refunded", 0, null, null],
      [bad.id, "attention", 3, { kind: "provider_refused", error: expect.stringContaining("card closed") }, null],
    ]);
    // The cancellation page words the problem for the team.
    const page = await getCancellationPage(db(), { eventId, now });
    expect(page?.cancellation?.orders.find((o) => o.refund === "attention")).toMatchObject({ problem: { kind: "provider_refused" } });
    expect(cancellationRefundProblemWords(refundRows.find((o) => o.orderId === bad.id)!.problem!)).toMatch(/^the provider refused: .*card closed/);
    // Each try was a new request to the provider.
    expect(new Set(calls.filter((c) => c.orderId === bad.id).map((c) => c.idempotencyKey)).size).toBe(3);
    const [flag] = await db().select().from(orderAttention).where(eq(orderAttention.orderId, bad.id));
    expect(flag).toMatchObject({ reason: "cancellation_refund_failed", data: { problem: { kind: "provider_refused", error: expect.stringContaining("card closed") } } });
    expect((await db().select({ s: orders.status }).from(orders).where(eq(orders.id, bad.id)))[0]!.s).toBe("paid");
  });

  it("changes the date: each buyer emailed once with a signed link offering the new date or a full refund; keep, refund, repeats and the 48-hour deadline", async () => {
    const keep = await paidOrder("keep@example.com", 10000);
    const refund = await paidOrder("refund@example.com", 25000);
    const switcher = await paidOrder("switch@example.com", 12000);
    const late = await paidOrder("late@example.com", 15000);
    const silent = await paidOrder("silent@example.com", 30000);
    const form = { version: 1, dateText: "November 8, 2025", startsOn: "2025-11-08", endsOn: null, startTime: "10:00", endTime: "17:00" };
    expect(await changeEventDate({ db: db(), eventId, form: { ...form, version: 9 }, actor: admin, now })).toEqual({ ok: false, reason: "stale", version: 1 });
    const changed = await changeEventDate({ db: db(), eventId, form, actor: admin, now });
    expect(changed).toMatchObject({ ok: true, buyers: 5, version: 2 });
    if (!changed.ok) throw new Error("not changed");
    expect((await db().select().from(events).where(eq(events.id, eventId)))[0]).toMatchObject({ dateText: "November 8, 2025", startsOn: "2025-11-08" });

    const [job] = await db().select().from(jobs).where(eq(jobs.id, changed.jobId));
    expect(job!.kind).toBe(DATE_CHANGE_EMAILS_JOB);
    const handler = createDateChangeEmailsHandler(deps(context.checkout.provider));
    expect(await handler(job!, jobContext(db(), job!, "none", now))).toEqual({ total: 5, queued: 5 });
    expect(await handler(job!, jobContext(db(), job!, "none", now))).toEqual({ total: 5, queued: 5 });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "event-date-change"));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(["keep@example.com", "late@example.com", "refund@example.com", "silent@example.com", "switch@example.com"]);
    const mailTo = (to: string) => mails.find((m) => m.toAddress === to)!;
    // The deadline is 48 hours from the queued email, in the event's zone with its abbreviation.
    const text = mailTo("refund@example.com").text.replace(/\s+/g, " ");
    expect(text).toMatch(/Please answer by Wednesday, September 3, 2025 at \d{1,2}:00 [AP]M [A-Z]{2,4}/);
    // What the Terms promise: attend on the new date or a full refund; silence becomes a credit that never expires.
    expect(text).toContain("keep your seat");
    expect(text).toContain("Get a full refund of $250 to the card you paid with");
    expect(text).toContain("your ticket becomes a credit of $250 that never expires");
    expect(text).not.toContain("Take a credit");
    expect(text).not.toContain("you keep your seat on the new date, and nothing else changes");
    const responseIdOf = (to: string) => {
      const token = /\/date-change\/([^\s)>"]+)/.exec(mailTo(to).text)![1]!;
      return readDateChangeToken(context.secret, token)!;
    };
    expect(readDateChangeToken(context.secret, "1.forged")).toBeNull();

    const base = context.checkout.provider;
    const answer = (to: string, choice: "keep" | "refund", at = now) => respondToDateChange({ db: db(), mail: context.mail, provider: provider(base), responseId: responseIdOf(to), choice, now: at });
    const statusOf = async (id: number) => (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
    const refundsOf = (id: number) => db().select().from(refunds).where(eq(refunds.orderId, id));
    const ledgerOf = (id: number, kind: "refund" | "credit_issued") => db().select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, id), eq(ledgerEntries.kind, kind)));

    // Keep: the seat is kept, nothing moves.
    expect(await answer("keep@example.com", "keep")).toEqual({ ok: true, choice: "keep", repeated: false });
    expect(await answer("keep@example.com", "keep")).toEqual({ ok: true, choice: "keep", repeated: true });
    expect(await statusOf(keep.id)).toBe("paid");

    // Refund within the 48 hours: through the provider, recorded in the ledger, the order refunded; once.
    const inTime = new Date(now.getTime() + 47 * 3600_000);
    expect(await answer("refund@example.com", "refund", inTime)).toEqual({ ok: true, choice: "refund", repeated: false });
    expect(await answer("refund@example.com", "refund", inTime)).toEqual({ ok: true, choice: "refund", repeated: true });
    const given = await refundsOf(refund.id);
    expect(given.map((r) => [r.amountMinor, r.status, r.idempotencyKey, r.reasonCode, r.reason])).toEqual([[25000, "succeeded", `date-change:${responseIdOf("refund@example.com")}`, "date_change_refund", null]]);
    expect(calls.filter((c) => c.orderId === refund.id)).toHaveLength(1);
    expect(await statusOf(refund.id)).toBe("refunded");
    expect((await ledgerOf(refund.id, "refund")).map((e) => e.amountMinor)).toEqual([-25000]);
    // The buyer asked for it, not the team: the ledger says who (migration 0055).
    expect((await ledgerOf(refund.id, "refund")).map((e) => e.actorKind)).toEqual(["buyer"]);
    expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, "refund-notice"), eq(emailOutbox.toAddress, "refund@example.com")))).toHaveLength(1);
    expect(await answer("refund@example.com", "keep", inTime)).toEqual({ ok: false, reason: "refund_final" });
    const refundPage = await getDateChangeResponse(db(), { responseId: responseIdOf("refund@example.com"), now: inTime });
    expect(refundPage).toMatchObject({ choice: "refund", refund: { amount: "$250", state: "succeeded" }, orderActive: false });

    // "Keep" does not give up the 48 hours: it may still become a refund before the deadline.
    expect(await answer("switch@example.com", "keep")).toMatchObject({ ok: true });
    expect(await answer("switch@example.com", "refund", inTime)).toEqual({ ok: true, choice: "refund", repeated: false });
    expect(await statusOf(switcher.id)).toBe("refunded");

    // After the 48 hours: the server refuses a refund, with its reason; nothing moves.
    const after = new Date(now.getTime() + 49 * 3600_000);
    expect(await answer("late@example.com", "refund", after)).toEqual({ ok: false, reason: "past_deadline" });
    expect(await answer("keep@example.com", "refund", after)).toEqual({ ok: false, reason: "past_deadline" });
    expect(await answer("keep@example.com", "keep", after)).toMatchObject({ ok: true, repeated: true });
    expect(await refundsOf(late.id)).toHaveLength(0);
    expect(await refundsOf(keep.id)).toHaveLength(0);
    expect(await statusOf(late.id)).toBe("paid");

    // Silence: the job runner's deadlines job turns each unanswered ticket into a credit that never expires, once.
    const deadlines = (at: Date) => createDateChangeDeadlinesHandler({ ...deps(provider(base)), clock: fixedClock(at) });
    const [tick] = await db().insert(jobs).values({ kind: DATE_CHANGE_DEADLINES_JOB, payload: {}, runAt: now }).returning();
    expect(await deadlines(inTime)(tick!, jobContext(db(), tick!, "none", inTime))).toEqual({ credited: 0, refunded: 0, skipped: 0 });
    expect(await statusOf(silent.id)).toBe("paid");
    expect(await deadlines(after)(tick!, jobContext(db(), tick!, "none", after))).toEqual({ credited: 2, refunded: 0, skipped: 0 });
    expect(await deadlines(after)(tick!, jobContext(db(), tick!, "none", after))).toEqual({ credited: 0, refunded: 0, skipped: 0 });
    for (const [order, to, amount] of [[silent, "silent@example.com", 30000], [late, "late@example.com", 15000]] as const) {
      const issued = await db().select().from(credits).where(eq(credits.sourceOrderId, order.id));
      expect(issued.map((c) => [c.amountMinor, c.balanceMinor, c.holderEmail, c.code.startsWith("CR-")])).toEqual([[amount, amount, to, true]]);
      // A credit has no end date: the table has no expiry at all.
      expect(Object.keys(issued[0]!).some((k) => /expir/i.test(k))).toBe(false);
      expect((await ledgerOf(order.id, "credit_issued")).map((e) => e.amountMinor)).toEqual([amount]);
      expect(await statusOf(order.id)).toBe("cancelled");
      expect(await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, "credit-notice"), eq(emailOutbox.toAddress, to)))).toHaveLength(1);
    }
    const silentPage = await getDateChangeResponse(db(), { responseId: responseIdOf("silent@example.com"), now: after });
    expect(silentPage).toMatchObject({ choice: null, lapsed: true, credit: { amount: "$300", code: expect.stringMatching(/^CR-/) } });
    // Those who answered keep what they chose: the kept seat, the refunds; no credit for any of them.
    expect(await statusOf(keep.id)).toBe("paid");
    expect(await db().select().from(credits).where(inArray(credits.sourceOrderId, [keep.id, refund.id, switcher.id]))).toHaveLength(0);
    const answers = await db().select({ orderId: dateChangeResponses.orderId, choice: dateChangeResponses.choice, credited: dateChangeResponses.creditId }).from(dateChangeResponses).where(eq(dateChangeResponses.dateChangeId, changed.dateChangeId));
    expect(answers.sort((x, y) => x.orderId - y.orderId).map((a) => [a.orderId, a.choice, a.credited !== null])).toEqual([
      [keep.id, "keep", false],
      [refund.id, "refund", false],
      [switcher.id, "refund", false],
      [late.id, null, true],
      [silent.id, null, true],
    ]);
  });

  it("carries out a refund answer the provider refused later: the answer stands, the team is flagged; a crash before the refund is finished by the deadlines job", async () => {
    const refused = await paidOrder("refused@example.com", 10000);
    const crashed = await paidOrder("crashed@example.com", 20000);
    const changed = await changeEventDate({ db: db(), eventId, form: { version: 1, dateText: "November 8, 2025", startsOn: "2025-11-08", endsOn: null, startTime: null, endTime: null }, actor: admin, now });
    if (!changed.ok) throw new Error("not changed");
    const [job] = await db().select().from(jobs).where(eq(jobs.id, changed.jobId));
    await createDateChangeEmailsHandler(deps(context.checkout.provider))(job!, jobContext(db(), job!, "none", now));
    const rows = await db().select().from(dateChangeResponses).where(eq(dateChangeResponses.dateChangeId, changed.dateChangeId));
    const idOf = (orderId: number) => rows.find((r) => r.orderId === orderId)!.id;
    const base = context.checkout.provider;

    const refusing = provider(base, (input) => (input.orderId === refused.id ? "refuse" : null));
    expect(await respondToDateChange({ db: db(), mail: context.mail, provider: refusing, responseId: idOf(refused.id), choice: "refund", now })).toEqual({ ok: false, reason: "refund_failed" });
    expect((await db().select().from(dateChangeResponses).where(eq(dateChangeResponses.id, idOf(refused.id))))[0]!.choice).toBe("refund");
    const [flag] = await db().select().from(orderAttention).where(eq(orderAttention.orderId, refused.id));
    expect(flag).toMatchObject({ reason: "date_change_refund_failed", data: { cause: "provider_failed", error: expect.stringContaining("card closed") } });

    // The answer was recorded in time, then the process died before the refund started.
    await db().update(dateChangeResponses).set({ choice: "refund", answeredAt: now }).where(eq(dateChangeResponses.id, idOf(crashed.id)));
    const after = new Date(now.getTime() + 49 * 3600_000);
    const [tick] = await db().insert(jobs).values({ kind: DATE_CHANGE_DEADLINES_JOB, payload: {}, runAt: now }).returning();
    const run = () => createDateChangeDeadlinesHandler({ ...deps(provider(base)), clock: fixedClock(after) })(tick!, jobContext(db(), tick!, "none", after));
    expect(await run()).toMatchObject({ refunded: 1, skipped: 0 });
    expect(await run()).toEqual({ credited: 0, refunded: 0, skipped: 0 });
    expect((await db().select().from(refunds).where(eq(refunds.orderId, crashed.id))).map((r) => [r.amountMinor, r.status])).toEqual([[20000, "succeeded"]]);
    // An answer of "refund" is never turned into a credit, even past the deadline.
    expect(await db().select().from(credits).where(inArray(credits.sourceOrderId, [refused.id, crashed.id]))).toHaveLength(0);
  });

  it("the team's date change asks first: without the dialog's confirm it changes nothing and emails nobody, and says how many buyers it would email", async () => {
    await paidOrder("one@example.com", 10000);
    await paidOrder("two@example.com", 10000);
    const cookie = await signedInCookie(context, { email: "dates.admin@example.com", name: "Dates Admin", admin: true });
    const post = async (form: Record<string, string>) =>
      (await dateChangePage.action({
        request: new Request(`${TEST_ORIGIN}/admin/events/${eventId}/date-change`, { method: "POST", headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) }),
        context: { app: context },
        params: { id: String(eventId) },
      } as never)) as unknown as { data: { ok: boolean; message: string; needsConfirm?: boolean }; init: { status: number } };
    const form = { version: "1", dateText: "December 6, 2025", startsOn: "2025-12-06", endsOn: "", startTime: "", endTime: "" };
    const page = (await dateChangePage.loader({ request: new Request(`${TEST_ORIGIN}/admin/events/${eventId}/date-change`, { headers: { Cookie: cookie } }), context: { app: context }, params: { id: String(eventId) } } as never)) as unknown as { data: { paidOrders: number } };
    expect(page.data.paidOrders).toBe(2);
    const unconfirmed = await post(form);
    expect(unconfirmed.init.status).toBe(400);
    expect(unconfirmed.data).toMatchObject({ ok: false, needsConfirm: true, message: eventChangesCopy.dateChange.confirm.required });
    expect((await db().select().from(events).where(eq(events.id, eventId)))[0]!.dateText).toBe("October 4, 2025");
    expect(await db().select().from(jobs).where(eq(jobs.kind, DATE_CHANGE_EMAILS_JOB))).toHaveLength(0);
    const confirmed = await post({ ...form, confirm: "on" });
    expect(confirmed.data).toMatchObject({ ok: true, message: eventChangesCopy.dateChange.done(2) });
    expect((await db().select().from(events).where(eq(events.id, eventId)))[0]!.dateText).toBe("December 6, 2025");
  });
});
