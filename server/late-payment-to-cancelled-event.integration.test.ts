import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { createJobHandlers } from "./job-handlers";
import { emailOutbox, events, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createOrderSchema } from "~/features/checkout/orders/checkout-schema";
import { createOrder } from "~/features/checkout/orders/create-order.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { runQueuedJobs } from "../tests/support/run-queued-jobs";
import { cancelEvent } from "~/features/event-changes/cancel-event.server";
import { EVENT_CANCELLATION_JOB } from "~/features/event-changes/event-change-jobs";

const NOW = new Date("2025-09-01T19:00:00Z");
const BUYER = "late.payer@example.com";
/** A stop whose What to Expect promises the free month, so a paid order of it has extras to send (read from the seed). */
const STOP = catalog.events.find((e) => !e.isCancelled && /^extended/.test(e.page.whatToExpect ?? ""))!;
const CITY = STOP.slug;
const TIER = STOP.page.pricing!.tiers![0]!;

describe.each(testDatabaseKinds())("a payment that lands after its event was cancelled, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("confirms nothing: the buyer gets only the cancellation and refund emails, and the money goes back at once", async () => {
    const db = t.database.db;
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    const mail = createEmailContext({ env, logger });
    const siteUrl = "http://localhost:3000";
    const { handlers } = createJobHandlers({
      db,
      clock: { now: () => NOW },
      mail,
      secret: "late-payment-test-secret",
      siteUrl,
      holdMinutes: 15,
      provider: createTestPaymentProvider(),
      logger,
      kickEmail: () => {},
      kickJobs: () => {},
    });
    const request = createOrderSchema.parse({
      eventSlug: CITY,
      items: [{ tierKey: TIER, quantity: 1 }],
      buyer: { fullName: "Lee Late", email: BUYER, phone: "+1 860 555 0101" },
      students: [{ fullName: "Sam Late", age: 19, email: "sam.late@example.com" }],
      studentsLater: false,
    });
    const placed = await createOrder({ db, request, now: NOW, holdMinutes: 15, provider: "test" });
    if (!placed.ok) throw new Error(placed.reason);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [event] = await db.select().from(events).where(eq(events.id, order!.eventId));

    // The team cancels while the buyer is at the provider's page; the payment lands a minute later.
    const cancelled = await cancelEvent({ db, eventId: event!.id, version: event!.version, reason: null, actor: { userId: null, email: "ada@example.com" }, now: NOW });
    expect(cancelled.ok).toBe(true);
    // Its job has already run through the event's paid orders (there were none) when the payment lands.
    expect(await runQueuedJobs(db, { [EVENT_CANCELLATION_JOB]: handlers[EVENT_CANCELLATION_JOB]! })).toBe(1);
    const paidAt = new Date(NOW.getTime() + 60_000);
    const payment = { provider: "test" as const, eventId: `test_evt_late_${order!.id}`, orderId: order!.id, paymentRef: "test_ch_late", amountMinor: order!.totalMinor, currency: order!.currency };
    const result = await fulfilOrder({ db, payment, now: paidAt, logger });
    expect(result).toMatchObject({ ok: true, kind: "fulfilled" });

    // No confirmation, ticket or student note was queued by the payment.
    const afterPayment = await db.select({ to: emailOutbox.toAddress, key: emailOutbox.dedupeKey }).from(emailOutbox);
    expect(afterPayment.filter((m) => m.key?.includes(`:${order!.id}`) && /order-(confirmation|students)/.test(m.key ?? ""))).toEqual([]);

    // The payment's job runs the cancellation now: refunded in full, the buyer told once.
    const jobs = { [PAID_ORDER_EXTRAS_JOB]: handlers[PAID_ORDER_EXTRAS_JOB]!, [EVENT_CANCELLATION_JOB]: handlers[EVENT_CANCELLATION_JOB]! };
    expect(await runQueuedJobs(db, jobs)).toBe(1);
    expect(await runQueuedJobs(db, jobs)).toBe(1);
    const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order!.id));
    expect(after!.status).toBe("refunded");
    const toBuyer = await db.select({ subject: emailOutbox.subject, template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.toAddress, BUYER));
    expect(toBuyer.map((m) => m.template).sort()).toEqual(["event-cancelled", "refund-notice"]);
    const toStudent = await db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.toAddress, "sam.late@example.com"));
    expect(toStudent.filter((m) => !/cancel/i.test(m.template))).toEqual([]);
  });
});
