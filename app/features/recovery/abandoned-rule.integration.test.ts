import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { checkoutDrafts, emailSuppressions, events, orders, recoverySends } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { abandonedDraftsWhere, listAbandonedDrafts } from "./abandoned-rule.server";

const HOLD = 15;
const now = new Date("2025-12-01T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe.each(testDatabaseKinds())("the abandoned rule on %s", (kind) => {
  let t: TestDatabase;
  let eventA: number;
  let eventB: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const [a, b] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.currency, "USD")).limit(2);
    eventA = a!.id;
    eventB = b!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(recoverySends);
    await db.delete(checkoutDrafts);
    await db.delete(emailSuppressions);
    await db.delete(orders);
  });

  const draft = async (key: string, values: Partial<typeof checkoutDrafts.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(checkoutDrafts)
      .values({
        clientKey: key,
        eventId: eventA,
        buyerEmail: `${key}@example.com`,
        buyerName: key,
        lines: [{ tierKey: "core", quantity: 1 }],
        valueMinor: 16800,
        currency: "USD",
        createdAt: minutesAgo(60),
        updatedAt: minutesAgo(60),
        ...values,
      })
      .returning({ id: checkoutDrafts.id });
    return row!.id;
  };
  const order = async (values: { status: "pending" | "paid" | "expired" | "cancelled" | "refunded"; buyerEmail: string; createdAt: Date; holdExpiresAt?: Date; eventId?: number }) => {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        number: newOrderNumber(),
        token: newOrderToken(),
        eventId: values.eventId ?? eventA,
        currency: "USD",
        buyerName: "Buyer",
        buyerPhone: "+1 555 0100",
        subtotalMinor: 16800,
        totalMinor: 16800,
        provider: "test",
        status: values.status,
        buyerEmail: values.buyerEmail,
        createdAt: values.createdAt,
        holdExpiresAt: values.holdExpiresAt ?? new Date(values.createdAt.getTime() + HOLD * 60_000),
        paidAt: values.status === "paid" || values.status === "refunded" ? values.createdAt : null,
      })
      .returning({ id: orders.id });
    return row!.id;
  };
  /** The list's keys; the one-condition form (abandonedDraftsWhere, NOT EXISTS) must pick the same drafts. */
  const keys = async (extra: Partial<Parameters<typeof listAbandonedDrafts>[1]> = {}) => {
    const filter = { now, holdMinutes: HOLD, ...extra };
    const listed = (await listAbandonedDrafts(t.database.db, filter)).rows.map((r) => r.clientKey);
    const where = await t.database.db.select({ key: checkoutDrafts.clientKey }).from(checkoutDrafts).where(abandonedDraftsWhere(filter));
    expect(where.map((r) => r.key).sort()).toEqual([...listed].sort());
    return listed;
  };

  it("counts a draft once it has not changed for the hold time, not a minute before", async () => {
    await draft("left", { updatedAt: minutesAgo(HOLD) });
    await draft("typing", { updatedAt: minutesAgo(HOLD - 1) });
    expect(await keys()).toEqual(["left"]);
  });

  it("needs the draft's order to be unpaid and holding no seats", async () => {
    await draft("no-order");
    await draft("expired", { orderId: await order({ status: "expired", buyerEmail: "x1@example.com", createdAt: minutesAgo(50) }) });
    await draft("cancelled", { orderId: await order({ status: "cancelled", buyerEmail: "x2@example.com", createdAt: minutesAgo(50) }) });
    await draft("lapsed", { orderId: await order({ status: "pending", buyerEmail: "x3@example.com", createdAt: minutesAgo(50), holdExpiresAt: minutesAgo(1) }) });
    await draft("holding", { orderId: await order({ status: "pending", buyerEmail: "x4@example.com", createdAt: minutesAgo(50), holdExpiresAt: minutesAgo(-1) }) });
    await draft("paid", { orderId: await order({ status: "paid", buyerEmail: "x5@example.com", createdAt: minutesAgo(50) }) });
    await draft("refunded", { orderId: await order({ status: "refunded", buyerEmail: "x6@example.com", createdAt: minutesAgo(50) }) });
    expect((await keys()).sort()).toEqual(["cancelled", "expired", "lapsed", "no-order"]);
  });

  it("drops a draft whose buyer (any case) paid for that event after it was made, not before nor for another event", async () => {
    await draft("paid-since", { buyerEmail: "Rosa@Example.com", createdAt: minutesAgo(60) });
    await order({ status: "paid", buyerEmail: "rosa@example.COM", createdAt: minutesAgo(40) });
    await draft("paid-before", { buyerEmail: "lu@example.com", createdAt: minutesAgo(60) });
    await order({ status: "paid", buyerEmail: "lu@example.com", createdAt: minutesAgo(90) });
    await draft("paid-elsewhere", { buyerEmail: "mo@example.com", createdAt: minutesAgo(60) });
    await order({ status: "paid", buyerEmail: "mo@example.com", createdAt: minutesAgo(40), eventId: eventB });
    await draft("pending-since", { buyerEmail: "pi@example.com", createdAt: minutesAgo(60) });
    await order({ status: "expired", buyerEmail: "pi@example.com", createdAt: minutesAgo(40) });
    expect((await keys()).sort()).toEqual(["paid-before", "paid-elsewhere", "pending-since"]);
  });

  it("says each draft's recovery status, recovered first, then unsubscribed, then emailed with the latest date", async () => {
    const db = t.database.db;
    await draft("quiet");
    const emailed = await draft("emailed");
    await db.insert(recoverySends).values([
      { draftId: emailed, trigger: "manual", status: "sent", createdAt: minutesAgo(50) },
      { draftId: emailed, trigger: "first_reminder", status: "sent", createdAt: minutesAgo(30) },
      { draftId: emailed, trigger: "second_reminder", status: "failed", createdAt: minutesAgo(10) },
    ]);
    const skipped = await draft("skipped");
    await db.insert(recoverySends).values({ draftId: skipped, trigger: "manual", status: "skipped", skipReason: "sent_recently" });
    const gone = await draft("gone", { buyerEmail: "Gone@Example.com" });
    await db.insert(recoverySends).values({ draftId: gone, trigger: "manual", status: "sent", createdAt: minutesAgo(50) });
    await db.insert(emailSuppressions).values({ email: "gone@example.com", source: "one_click" });
    const paidThroughLink = await order({ status: "paid", buyerEmail: "back@example.com", createdAt: minutesAgo(20) });
    await draft("back", { buyerEmail: "back@example.com", recoveredOrderId: paidThroughLink, recoveredAt: minutesAgo(20) });

    expect((await keys({ includeRecovered: true })).sort()).toEqual(["back", "emailed", "gone", "quiet", "skipped"]);
    const { rows, total } = await listAbandonedDrafts(db, { now, holdMinutes: HOLD, includeRecovered: true });
    expect(total).toBe(5);
    const byKey = new Map(rows.map((r) => [r.clientKey, r]));
    expect(byKey.get("quiet")?.status).toBe("not_contacted");
    expect(byKey.get("skipped")?.status).toBe("not_contacted");
    expect(byKey.get("emailed")?.status).toBe("emailed");
    expect(byKey.get("emailed")?.lastEmailedAt?.toISOString()).toBe(minutesAgo(30).toISOString());
    expect(byKey.get("gone")?.status).toBe("unsubscribed");
    expect(byKey.get("back")?.status).toBe("recovered");
    // The sender's view: a recovered draft is no longer abandoned.
    expect((await keys()).sort()).toEqual(["emailed", "gone", "quiet", "skipped"]);
  });

  it("filters by event, last change and ids, newest first, and pages with the full count", async () => {
    const early = await draft("early", { updatedAt: minutesAgo(300) });
    await draft("late", { updatedAt: minutesAgo(100) });
    await draft("other-event", { eventId: eventB, updatedAt: minutesAgo(200) });
    expect(await keys()).toEqual(["late", "other-event", "early"]);
    expect(await keys({ eventId: eventB })).toEqual(["other-event"]);
    expect(await keys({ from: minutesAgo(250), to: minutesAgo(100) })).toEqual(["other-event"]);
    expect(await keys({ ids: [early] })).toEqual(["early"]);
    expect(await keys({ ids: [] })).toEqual([]);
    const page = await listAbandonedDrafts(t.database.db, { now, holdMinutes: HOLD, limit: 2, offset: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.clientKey)).toEqual(["early"]);
    expect(page.rows[0]).toMatchObject({ eventId: eventA, lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 16800, currency: "USD" });
  });
});
