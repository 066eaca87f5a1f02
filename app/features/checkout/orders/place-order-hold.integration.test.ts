import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../../seed/catalog";
import { checkoutEvents, events, offers, orderLines, orderStudents, orders } from "~/db/schema";
import { AUDITION_TIER } from "~/domain/tiers";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { countingDb } from "../../../../tests/support/counting-db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";
import { placeOrderHold, type HoldRequest } from "./place-order-hold.server";

const NOW = new Date("2025-09-01T19:00:00Z");

describe.each(testDatabaseKinds())("seat holds placed in batches on %s", (kind) => {
  let t: TestDatabase;
  let eventId: number;
  let poolId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    await seedCatalog({ db, catalog });
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    eventId = event!.id;
    await setOfferSeats({ db, eventId, tierKey: "core", capacity: 5 });
    const [offer] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, eventId), eq(offers.tierKey, "core")));
    poolId = offer!.poolId!;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  /** An order for one core seat, in the shapes createOrder hands the database. */
  function request(n: number, age = 19): HoldRequest {
    return {
      eventId,
      order: {
        number: `CB-BATCH${n}`,
        token: `tok_batch_${n}_`.padEnd(24, "x"),
        event_id: eventId,
        currency: "USD",
        buyer_name: `Buyer ${n}`,
        buyer_email: `buyer${n}@example.com`,
        buyer_phone: "+1 860 555 0100",
        subtotal_minor: 10_000,
        discount_minor: 0,
        total_minor: 10_000,
        codes: [],
        discounts: [],
        context: {},
        hold_expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
        provider: "test",
        item_count: 1,
      },
      lines: [{ tier_key: "core", label: "Core", pool_id: poolId, is_add_on: false, quantity: 1, unit_price_minor: 10_000, subtotal_minor: 10_000, discount_minor: 0, total_minor: 10_000 }],
      students: [{ position: 1, full_name: `Dancer ${n}`, age, age_group: "13_and_up", parent_name: null, guardian_consent: null, email: null }],
      waitlistOfferId: null,
      usesCodes: false,
      auditionTier: AUDITION_TIER,
      now: NOW,
    };
  }

  it("holds exactly the seats there are for a burst, in a few statements, and one bad order fails alone", async () => {
    const db = t.database.db;
    const counted = countingDb(db, ["execute"]);

    // Order 3's student is 2 years old, which the table's check refuses: only that hold fails.
    const answers = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => placeOrderHold(counted.db, request(i + 1, i === 2 ? 2 : 19))));
    expect(answers[2]).toMatchObject({ status: "rejected", reason: expect.objectContaining({ message: expect.stringMatching(/place_order_hold failed/) }) });
    const held = answers.filter((a) => a.status === "fulfilled" && "orderId" in a.value);
    const refused = answers.filter((a) => a.status === "fulfilled" && "refused" in a.value);
    expect(held).toHaveLength(5);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r).toMatchObject({ value: { refused: "seats", poolId, left: 0 } });
    // Asked for in the same turn of the event loop, the twelve go together, in one statement.
    expect(counted.calls()).toBe(1);
    // First come, first served: the holds are decided in the order they were asked for.
    expect(answers.slice(0, 6).map((a) => a.status === "fulfilled" && "orderId" in a.value)).toEqual([true, true, false, true, true, true]);

    const stored = await db.select({ number: orders.number }).from(orders).where(eq(orders.eventId, eventId));
    expect(stored.map((o) => o.number).sort()).toEqual(["CB-BATCH1", "CB-BATCH2", "CB-BATCH4", "CB-BATCH5", "CB-BATCH6"]);
  });

  it("takes each placed hold's seats off the batch's one count: a failed hold takes none, an order that no longer fits is refused, a smaller one after it fits", async () => {
    const db = t.database.db;
    const [other] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "nashville"));
    await setOfferSeats({ db, eventId: other!.id, tierKey: "core", capacity: 5 });
    const [offer] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, other!.id), eq(offers.tierKey, "core")));
    const pool = offer!.poolId!;
    const seats = (n: number, quantity: number, age = 19): HoldRequest => {
      const base = request(100 + n, age);
      return {
        ...base,
        eventId: other!.id,
        order: { ...base.order, event_id: other!.id, number: `CB-PAIR${n}`, token: `tok_pair_${n}_`.padEnd(24, "x"), item_count: quantity },
        lines: [{ ...base.lines[0]!, pool_id: pool, quantity }],
        students: Array.from({ length: quantity }, (_, i) => ({ ...base.students[0]!, position: i + 1, full_name: `Dancer ${n}.${i + 1}`, age })),
      };
    };
    // Five seats, one batch: 1 (held: 4 left), 2 seats for a 2-year-old (fails, takes none), 2 (held:
    // 2 left), 3 (no room), 1 (held: it fits in what is left).
    const answers = await Promise.allSettled([seats(1, 1), seats(2, 2, 2), seats(3, 2), seats(4, 3), seats(5, 1)].map((r) => placeOrderHold(db, r)));
    expect(answers.map((a) => (a.status === "rejected" ? "error" : "orderId" in a.value ? "held" : a.value))).toEqual([
      "held",
      "error",
      "held",
      { refused: "seats", poolId: pool, left: 2 },
      "held",
    ]);
    const paid = await db.select({ number: orders.number }).from(orders).where(eq(orders.eventId, other!.id));
    expect(paid.map((o) => o.number).sort()).toEqual(["CB-PAIR1", "CB-PAIR3", "CB-PAIR5"]);
  });
  it("inserts a batch's placed holds with one statement per table: order ids in the batch's order, each student on its order's line, one funnel event each", async () => {
    const db = t.database.db;
    const [other] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "atlanta"));
    await setOfferSeats({ db, eventId: other!.id, tierKey: "core", capacity: 50 });
    const [offer] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, other!.id), eq(offers.tierKey, "core")));
    const holds = [1, 2, 3].map((n) => {
      const base = request(200 + n);
      return {
        order: { ...base.order, event_id: other!.id, number: `CB-SET${n}`, token: `tok_set_${n}_`.padEnd(24, "x"), item_count: n },
        lines: [{ ...base.lines[0]!, pool_id: offer!.poolId, quantity: n, subtotal_minor: 10_000 * n, total_minor: 10_000 * n }],
        students: Array.from({ length: n }, (_, i) => ({ ...base.students[0]!, position: i + 1, full_name: `Dancer ${n}.${i + 1}` })),
      };
    });
    // The batch's insert itself, called directly: were it broken, place_order_holds would fall back to one hold at a time and hide it.
    const result = await db.execute(sql`select insert_order_holds_rows(${other!.id}::integer, ${JSON.stringify(holds)}::jsonb, ${NOW.toISOString()}::timestamptz) as ids`);
    const ids = ((result as unknown as { rows: Array<{ ids: number[] }> }).rows[0]!.ids).map(Number);
    const placed = await db.select({ id: orders.id, number: orders.number, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(ids.map((id) => placed.find((o) => o.id === id)?.number)).toEqual(["CB-SET1", "CB-SET2", "CB-SET3"]);
    expect(placed.every((o) => o.status === "pending")).toBe(true);
    const lines = await db.select({ id: orderLines.id, orderId: orderLines.orderId, quantity: orderLines.quantity }).from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
    expect(lines.map((l) => [l.orderId, l.quantity])).toEqual(ids.map((id, i) => [id, i + 1]));
    const students = await db.select({ orderId: orderStudents.orderId, lineId: orderStudents.orderLineId, name: orderStudents.fullName }).from(orderStudents).where(inArray(orderStudents.orderId, ids));
    expect(students).toHaveLength(6);
    for (const student of students) expect(student.lineId).toBe(lines.find((l) => l.orderId === student.orderId)!.id);
    const funnel = await db.select({ orderId: checkoutEvents.orderId, kind: checkoutEvents.kind, items: checkoutEvents.itemCount }).from(checkoutEvents).where(inArray(checkoutEvents.orderId, ids));
    expect(funnel.sort((a, b) => a.orderId! - b.orderId!)).toEqual(ids.map((id, i) => ({ orderId: id, kind: "order_created", items: i + 1 })));
  });
  it("a batch holding an order that is never batched (codes) counts that order's seats for the holds after it: never more than the pool has", async () => {
    const db = t.database.db;
    const [other] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "seattle"));
    await setOfferSeats({ db, eventId: other!.id, tierKey: "core", capacity: 5 });
    const [offer] = await db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, other!.id), eq(offers.tierKey, "core")));
    const hold = (n: number, codes: string[]) => {
      const base = request(300 + n);
      return {
        order: { ...base.order, event_id: other!.id, number: `CB-MIX${n}`, token: `tok_mix_${n}_`.padEnd(24, "x"), item_count: 2, codes },
        lines: [{ ...base.lines[0]!, pool_id: offer!.poolId, quantity: 2 }],
        students: [1, 2].map((position) => ({ ...base.students[0]!, position, full_name: `Dancer ${n}.${position}` })),
      };
    };
    // Five seats: 2 (held, 3 left), 2 with a code, placed on its own terms (held, 1 left), 2 (no room).
    const result = await db.execute(sql`select place_order_holds(${JSON.stringify([hold(1, []), hold(2, ["NOLIMIT"]), hold(3, [])])}::jsonb, ${AUDITION_TIER}::text, ${NOW.toISOString()}::timestamptz) as holds`);
    const answers = (result as unknown as { rows: Array<{ holds: unknown }> }).rows[0]!.holds;
    const parsed = (typeof answers === "string" ? JSON.parse(answers) : answers) as Array<Record<string, unknown>>;
    expect(parsed.map((a) => ("orderId" in a ? "held" : a))).toEqual(["held", "held", { refused: "seats", poolId: offer!.poolId, left: 1 }]);
  });
});
