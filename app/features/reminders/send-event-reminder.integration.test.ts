import { and, asc, eq, isNotNull, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { emailOutbox, events, orderLines, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { createTestContext } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { AppContext } from "~/app-context.server";
import { sendEventReminder } from "./send-event-reminder.server";

describe.each(testDatabaseKinds())("one reminder of one order, when its job comes due, on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let event: { id: number; startsOn: string };
  /** Five days before the event's first day: the week-before reminder is still worth sending. */
  let now: Date;
  const db = () => t.database.db;

  async function order(status: "paid" | "pending") {
    const [row] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId: event.id, currency: "USD", status, buyerName: "Buyer", buyerEmail: `${status}@example.com`, buyerPhone: "+1 555 0100", subtotalMinor: 16800, totalMinor: 16800, holdExpiresAt: now, provider: "test", paidAt: status === "paid" ? now : null })
      .returning({ id: orders.id });
    await db().insert(orderLines).values({ orderId: row!.id, tierKey: "core", label: "Core Experience", quantity: 1, unitPriceMinor: 16800, subtotalMinor: 16800, totalMinor: 16800 });
    return row!.id;
  }
  const send = (orderId: number, startsOn = event.startsOn) =>
    sendEventReminder({ db: db(), reminder: { orderId, kind: "week_before", startsOn }, now, workerNow: now, mail: context.mail, siteUrl: "http://localhost:3000" });
  const remindersTo = async (orderId: number) => db().select({ id: emailOutbox.id }).from(emailOutbox).where(like(emailOutbox.dedupeKey, `event-reminder:${orderId}:%`));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database);
    const [row] = await db()
      .select({ id: events.id, startsOn: events.startsOn })
      .from(events)
      .where(and(isNotNull(events.startsOn), ne(events.kind, "virtual"), eq(events.isCancelled, false), eq(events.currency, "USD")))
      .orderBy(asc(events.id))
      .limit(1);
    event = { id: row!.id, startsOn: row!.startsOn! };
    await db().update(events).set({ remindersEnabled: true }).where(eq(events.id, event.id));
    now = new Date(new Date(`${event.startsOn}T12:00:00Z`).getTime() - 5 * 86_400_000);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("queues a paid order's reminder once however often its job runs, and answers a reason when it sends nothing", async () => {
    const paid = await order("paid");
    expect(await send(paid)).toEqual({ ok: true, kind: "queued" });
    expect(await send(paid)).toEqual({ ok: true, kind: "queued" });
    expect(await remindersTo(paid)).toHaveLength(1);

    expect(await send(999_999)).toEqual({ ok: false, reason: "order_not_found" });
    const pending = await order("pending");
    expect(await send(pending)).toEqual({ ok: false, reason: "order_not_paid" });
    expect(await remindersTo(pending)).toEqual([]);

    // Planned for another date: the event's own date is planned instead, and nothing is sent for the old one.
    const moved = await order("paid");
    expect(await send(moved, "2000-01-01")).toEqual({ ok: true, kind: "replanned" });
    expect(await remindersTo(moved)).toEqual([]);

    await db().update(events).set({ remindersEnabled: false }).where(eq(events.id, event.id));
    expect(await send(await order("paid"))).toEqual({ ok: false, reason: "turned_off" });
  });
});
