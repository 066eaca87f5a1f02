import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { events, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { cancelUnstartedOrder } from "./cancel-unstarted-order.server";
import { expireOrderCheckout } from "./expire-order-checkout.server";
import { notePaymentSession } from "./note-payment-session.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const LATER = new Date("2025-09-01T19:20:00Z");
const MISSING_ORDER = 987_654;

describe.each(testDatabaseKinds())("the order writes of starting and expiring a payment on %s", (kind) => {
  let t: TestDatabase;
  let eventId: number;
  let n = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    eventId = event!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function order(status: "pending" | "paid" = "pending"): Promise<number> {
    n += 1;
    const [row] = await t.database.db
      .insert(orders)
      .values({
        number: `CB-WRITE${n}`,
        token: `tok_write_${n}_`.padEnd(24, "x"),
        eventId,
        currency: "USD",
        status,
        buyerName: "Jordan Rivera",
        buyerEmail: "jordan@example.com",
        buyerPhone: "+1 860 555 0100",
        subtotalMinor: 10_000,
        totalMinor: 10_000,
        holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000),
        provider: "stripe",
      })
      .returning({ id: orders.id });
    return row!.id;
  }
  const read = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("keeps the provider's session reference on the order, and names a missing order", async () => {
    const id = await order();
    expect(await notePaymentSession({ db: t.database.db, orderId: id, providerRef: "cs_test_1" })).toEqual({ ok: true });
    expect((await read(id)).providerRef).toBe("cs_test_1");
    expect(await notePaymentSession({ db: t.database.db, orderId: MISSING_ORDER, providerRef: "cs_test_2" })).toEqual({ ok: false, reason: "order_not_found" });
  });

  it("cancels a pending order whose payment could not start, and leaves a paid one as it is", async () => {
    const pending = await order();
    expect(await cancelUnstartedOrder({ db: t.database.db, orderId: pending, now: LATER })).toEqual({ ok: true });
    const cancelled = await read(pending);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.closedAt).toEqual(LATER);

    const paid = await order("paid");
    expect(await cancelUnstartedOrder({ db: t.database.db, orderId: paid, now: LATER })).toEqual({ ok: false, reason: "not_pending" });
    expect((await read(paid)).status).toBe("paid");
    expect(await cancelUnstartedOrder({ db: t.database.db, orderId: MISSING_ORDER, now: LATER })).toEqual({ ok: false, reason: "order_not_found" });
  });

  it("expires a pending order whose payment page closed, and leaves a paid one as it is", async () => {
    const pending = await order();
    expect(await expireOrderCheckout({ db: t.database.db, orderId: pending, now: LATER })).toEqual({ ok: true });
    const expired = await read(pending);
    expect(expired.status).toBe("expired");
    expect(expired.closedAt).toEqual(LATER);
    expect(expired.updatedAt).toEqual(LATER);

    const paid = await order("paid");
    expect(await expireOrderCheckout({ db: t.database.db, orderId: paid, now: LATER })).toEqual({ ok: false, reason: "not_pending" });
    expect((await read(paid)).status).toBe("paid");
    expect((await read(paid)).closedAt).toBeNull();
    expect(await expireOrderCheckout({ db: t.database.db, orderId: MISSING_ORDER, now: LATER })).toEqual({ ok: false, reason: "order_not_found" });
  });
});
