import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../seed/catalog";
import { eventCancellations, events, jobs, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createOrderSchema } from "~/features/checkout/orders/checkout-schema";
import { createOrder } from "~/features/checkout/orders/create-order.server";
import { PAID_ORDER_EXTRAS_JOB } from "~/features/checkout/confirmation/paid-order-extras-job";
import { createTestPaymentProvider } from "~/features/payments/test-payment-provider.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { EVENT_CANCELLATION_JOB } from "~/features/event-changes/event-change-jobs";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../tests/support/test-database";
import { runQueuedJobs } from "../tests/support/run-queued-jobs";
import { createJobHandlers } from "./job-handlers";

const NOW = new Date("2025-09-01T19:00:00Z");

describe.each(testDatabaseKinds())("the job registry's paid-order job on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("after a payment to an event cancelled meanwhile, queues the cancellation job to run now", async () => {
    const db = t.database.db;
    const env = parseEnv({});
    const logger = pino({ level: "silent" });
    let kicked = 0;
    const { handlers } = createJobHandlers({
      db,
      clock: { now: () => NOW },
      mail: createEmailContext({ env, logger }),
      secret: "registry-test-secret",
      siteUrl: "http://localhost:3000",
      holdMinutes: 15,
      provider: createTestPaymentProvider(),
      logger,
      kickEmail: () => {},
      kickJobs: () => kicked++,
    });
    const request = createOrderSchema.parse({
      eventSlug: "hartford",
      items: [{ tierKey: "core", quantity: 1 }],
      buyer: { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" },
      students: [],
      studentsLater: true,
    });
    const placed = await createOrder({ db, request, now: NOW, holdMinutes: 15, provider: "test" });
    if (!placed.ok) throw new Error(placed.reason);
    const [order] = await db.update(orders).set({ status: "paid", paidAt: NOW }).where(eq(orders.id, placed.orderId)).returning();
    await db.update(events).set({ isCancelled: true }).where(eq(events.id, order!.eventId));
    const [cancellation] = await db
      .insert(eventCancellations)
      .values({ eventId: order!.eventId, affected: { orders: 0, students: 0, auditions: 0, waitlist: 0 }, actorEmail: "ada@example.com" })
      .returning();
    await db.insert(jobs).values({ kind: PAID_ORDER_EXTRAS_JOB, payload: { orderId: order!.id }, runAt: new Date(), dedupeKey: `${PAID_ORDER_EXTRAS_JOB}:${order!.id}` });

    expect(await runQueuedJobs(db, { [PAID_ORDER_EXTRAS_JOB]: handlers[PAID_ORDER_EXTRAS_JOB]! })).toBe(1);
    const [rerun] = await db.select().from(jobs).where(eq(jobs.dedupeKey, `${EVENT_CANCELLATION_JOB}:${cancellation!.id}:paid-${order!.id}`));
    expect(rerun).toMatchObject({ kind: EVENT_CANCELLATION_JOB, status: "queued", payload: { cancellationId: cancellation!.id } });
    expect(kicked).toBe(1);
  });
});
