import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offers, seatPools, tiers } from "~/db/schema";
import { AUDITION_TIER } from "~/domain/tiers";
import { placeOrderHold, type HoldRequest } from "~/features/checkout/orders/place-order-hold.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { loadEventOffers } from "./load-event-offers.server";
import { seedCatalog } from "./seed-catalog.server";

const NOW = new Date("2025-09-01T19:00:00Z");

/** Issue 37 (3): "Limited Seats" is true: every dated event's in-person tickets share one room pool. */
describe.each(testDatabaseKinds())("the seeded room pools on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function offersOf() {
    return db()
      .select({ slug: events.slug, startsOn: events.startsOn, tierKey: offers.tierKey, poolId: offers.poolId, isVirtual: tiers.isVirtual, inCart: offers.inCart, requiresOneOf: offers.requiresOneOf })
      .from(offers)
      .innerJoin(events, eq(events.id, offers.eventId))
      .innerJoin(tiers, eq(tiers.key, offers.tierKey));
  }

  it("gives every dated event one room pool that all its in-person tickets draw on; online tiers and add-ons stay unlimited", async () => {
    const rows = await offersOf();
    const dated = [...new Set(rows.filter((r) => r.startsOn !== null).map((r) => r.slug))];
    expect(dated.length).toBeGreaterThan(20);
    const rooms = await db().select({ eventId: seatPools.eventId, id: seatPools.id, capacity: seatPools.capacity, slug: events.slug }).from(seatPools).innerJoin(events, eq(events.id, seatPools.eventId)).where(eq(seatPools.key, "room"));
    expect(rooms.map((r) => r.slug).sort()).toEqual([...dated].sort());
    for (const room of rooms) expect(room.capacity, room.slug).toBeGreaterThanOrEqual(60);
    const roomOf = new Map(rooms.map((r) => [r.slug, r.id]));

    const seats = rows.filter((r) => r.startsOn !== null && r.inCart && !r.isVirtual && r.requiresOneOf.length === 0);
    expect(seats.length).toBeGreaterThan(50);
    for (const r of seats) expect(r.poolId, `${r.slug} ${r.tierKey}`).toBe(roomOf.get(r.slug));
    // Not seats: the monthly mentorship and online programs, the VIP add-on and the audition's own pool.
    for (const r of rows.filter((r) => r.isVirtual || r.requiresOneOf.length > 0)) expect(r.poolId, `${r.slug} ${r.tierKey}`).toBeNull();
    for (const r of rows.filter((r) => r.tierKey === AUDITION_TIER && r.startsOn !== null)) expect(r.poolId).not.toBe(roomOf.get(r.slug));
  });

  it("refuses a hold beyond the room, whichever in-person ticket asks, and shows both tickets sold out", async () => {
    const [hartford] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    const eventId = hartford!.id;
    const [room] = await db().select({ id: seatPools.id, capacity: seatPools.capacity }).from(seatPools).where(and(eq(seatPools.eventId, eventId), eq(seatPools.key, "room")));
    const capacity = room!.capacity!;
    const hold = (n: number, tierKey: string, quantity: number): HoldRequest => ({
      eventId,
      order: {
        number: `CB-ROOM${n}`,
        token: `tok_room_${n}_`.padEnd(24, "x"),
        event_id: eventId,
        currency: "USD",
        buyer_name: `Buyer ${n}`,
        buyer_email: `room${n}@example.com`,
        buyer_phone: "+1 860 555 0100",
        subtotal_minor: 10_000 * quantity,
        discount_minor: 0,
        total_minor: 10_000 * quantity,
        codes: [],
        discounts: [],
        context: {},
        hold_expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
        provider: "test",
        item_count: quantity,
      },
      lines: [{ tier_key: tierKey, label: tierKey, pool_id: room!.id, is_add_on: false, quantity, unit_price_minor: 10_000, subtotal_minor: 10_000 * quantity, discount_minor: 0, total_minor: 10_000 * quantity }],
      students: Array.from({ length: quantity }, (_, i) => ({ position: i + 1, full_name: `Dancer ${n}.${i + 1}`, age: 19, age_group: "13_and_up", parent_name: null, guardian_consent: null, email: null })),
      waitlistOfferId: null,
      usesCodes: false,
      auditionTier: AUDITION_TIER,
      now: NOW,
    });

    expect(await placeOrderHold(db(), hold(1, "core", capacity + 1))).toMatchObject({ refused: "seats", left: capacity });
    expect(await placeOrderHold(db(), hold(2, "core", capacity - 1))).toHaveProperty("orderId");
    const few = await loadEventOffers({ db: db(), eventId, now: NOW });
    expect(few.filter((o) => o.tierKey === "core" || o.tierKey === "pro").map((o) => [o.tierKey, o.remaining, o.soldOut])).toEqual([
      ["core", 1, false],
      ["pro", 1, false],
    ]);
    expect(await placeOrderHold(db(), hold(3, "pro", 2))).toMatchObject({ refused: "seats", left: 1 });
    expect(await placeOrderHold(db(), hold(4, "pro", 1))).toHaveProperty("orderId");
    expect(await placeOrderHold(db(), hold(5, "core", 1))).toMatchObject({ refused: "seats", left: 0 });
    const full = await loadEventOffers({ db: db(), eventId, now: NOW });
    expect(full.filter((o) => o.tierKey === "core" || o.tierKey === "pro").every((o) => o.soldOut && o.remaining === 0)).toBe(true);
    // The audition has its own room of 60: still open.
    expect(full.find((o) => o.tierKey === AUDITION_TIER)).toMatchObject({ soldOut: false, remaining: 60 });
  });
});
