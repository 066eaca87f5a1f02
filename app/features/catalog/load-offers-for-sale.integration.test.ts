import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offerAccessLists, offers, orderLines, orders, seatPools, siteState, tiers, venues } from "~/db/schema";
import { quoteCart } from "~/features/cart/quote-cart.server";
import { countingDb } from "../../../tests/support/counting-db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { loadEventOffers } from "./load-event-offers.server";
import { loadEvent } from "./load-event.server";
import { loadOffersForSale } from "./load-offers-for-sale.server";
import { seedCatalog } from "./seed-catalog.server";
import { setOfferSeats } from "./set-offer-seats.server";

const NOW = new Date("2025-09-01T12:00:00-07:00");

describe.each(testDatabaseKinds())("the offers a sale is priced from, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const offersVersion = async () => (await t.database.db.select({ v: siteState.offersVersion }).from(siteState))[0]!.v;
  const coreOf = async (slug: string) => (await loadOffersForSale({ db: t.database.db, slug, now: NOW }))!.offers.find((o) => o.tierKey === "core")!;

  it("is what the uncached reads give", async () => {
    const db = t.database.db;
    for (const slug of ["hartford", "london", "new-hampshire"]) {
      await loadOffersForSale({ db, slug, now: NOW });
      const sale = await loadOffersForSale({ db, slug, now: NOW });
      const event = await loadEvent({ db, slug, now: NOW });
      expect(sale?.event).toEqual(event);
      expect(sale?.offers).toEqual(await loadEventOffers({ db, eventId: event!.id, now: NOW }));
    }
    expect(await loadOffersForSale({ db, slug: "atlantis", now: NOW })).toBeNull();
  });

  it("sees a changed price, tier label, venue or cancellation in the very next read", async () => {
    const db = t.database.db;
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    const before = await coreOf("hartford");
    const version = await offersVersion();

    await db.update(offers).set({ priceMinor: before.price.amountMinor + 100 }).where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "core")));
    expect((await coreOf("hartford")).price.amountMinor).toBe(before.price.amountMinor + 100);
    expect(await offersVersion()).toBeGreaterThan(version);

    await db.update(tiers).set({ label: "Core Day Pass" }).where(eq(tiers.key, "core"));
    expect((await coreOf("hartford")).label).toBe("Core Day Pass");

    await db.update(venues).set({ name: "A New Studio" }).where(eq(venues.id, hartford!.venueId!));
    expect((await loadOffersForSale({ db, slug: "hartford", now: NOW }))!.event.venue?.name).toBe("A New Studio");

    await db.update(events).set({ isCancelled: true }).where(eq(events.id, hartford!.id));
    expect((await loadOffersForSale({ db, slug: "hartford", now: NOW }))!.event.isCancelled).toBe(true);
    await db.update(events).set({ isCancelled: false }).where(eq(events.id, hartford!.id));
  });

  it("counts seats at every read, without a catalog change: a held order takes one, its expiry gives it back", async () => {
    const db = t.database.db;
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    await setOfferSeats({ db, eventId: hartford!.id, tierKey: "core", capacity: 3 });
    const pool = (await coreOf("hartford")).poolId!;
    expect((await coreOf("hartford")).remaining).toBe(3);
    const version = await offersVersion();

    const [order] = await db
      .insert(orders)
      .values({ number: "CB-TEST-1", token: "t".repeat(32), eventId: hartford!.id, currency: "USD", buyerName: "A", buyerEmail: "a@example.com", buyerPhone: "1", subtotalMinor: 100, totalMinor: 100, holdExpiresAt: new Date(NOW.getTime() + 60_000), provider: "test" })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core", poolId: pool, quantity: 2, unitPriceMinor: 50, subtotalMinor: 100, totalMinor: 100 });
    expect(await offersVersion()).toBe(version);
    expect((await coreOf("hartford")).remaining).toBe(1);
    const later = (await loadOffersForSale({ db, slug: "hartford", now: new Date(NOW.getTime() + 120_000) }))!.offers.find((o) => o.tierKey === "core")!;
    expect(later.remaining).toBe(3);

    await db.update(seatPools).set({ capacity: 2 }).where(eq(seatPools.id, pool));
    expect((await coreOf("hartford")).soldOut).toBe(true);
  });

  it("answers a burst of buyers of one event from shared seat counts, and the next read counts again", async () => {
    const db = t.database.db;
    const burst = await Promise.all(Array.from({ length: 25 }, () => loadOffersForSale({ db, slug: "hartford", now: NOW })));
    const remaining = burst.map((r) => r!.offers.find((o) => o.tierKey === "core")!.remaining);
    expect(new Set(remaining).size).toBe(1);
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    const pool = (await coreOf("hartford")).poolId!;
    const [before] = await db.select().from(seatPools).where(eq(seatPools.id, pool));
    await setOfferSeats({ db, eventId: hartford!.id, tierKey: "core", capacity: (before!.capacity ?? 0) + 5 });
    expect((await coreOf("hartford")).remaining).toBe(remaining[0]! + 5);
  });

  it("loads an event nobody has asked for since its offers changed once for a burst of buyers", async () => {
    const db = t.database.db;
    const [dallas] = await db.select().from(events).where(eq(events.slug, "dallas"));
    await db.update(offers).set({ soldOut: false }).where(eq(offers.eventId, dallas!.id));
    const counted = countingDb(db, ["execute", "select"]);
    const burst = await Promise.all(Array.from({ length: 25 }, () => loadOffersForSale({ db: counted.db, slug: "dallas", now: NOW })));
    expect(burst.every((r) => r?.event.slug === "dallas" && r.offers.length > 0)).toBe(true);
    // One load: the version, the event, its offers and the seat count.
    expect(counted.calls()).toBeLessThanOrEqual(6);
  });

  it("names the tiers sold only to a list with the seats, and sees a list set since the last read (lists are not under the offers version)", async () => {
    const db = t.database.db;
    const sale = async () => (await loadOffersForSale({ db, slug: "hartford", now: NOW }))!;
    await sale();
    expect([...((await sale()).listedTiers ?? [])]).toEqual([]);
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    const [core] = await db.select().from(offers).where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "core")));
    await db.insert(offerAccessLists).values({ offerId: core!.id, emails: ["listed@example.com"] });
    try {
      expect([...((await sale()).listedTiers ?? [])]).toEqual(["core"]);
      // And when the event is loaded again (its offers changed), as the first buyers after a change find it.
      await db.update(offers).set({ priceMinor: core!.priceMinor }).where(eq(offers.id, core!.id));
      expect([...((await sale()).listedTiers ?? [])]).toEqual(["core"]);
    } finally {
      await db.delete(offerAccessLists).where(eq(offerAccessLists.offerId, core!.id));
    }
    expect([...((await sale()).listedTiers ?? [])]).toEqual([]);
  });

  it("prices a cart of an event without access lists with no read of the lists", async () => {
    const db = t.database.db;
    const request = { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], codes: [] };
    const counted = countingDb(db, ["select"]);
    await quoteCart({ db: counted.db, request, now: NOW });
    const before = counted.calls();
    const quoted = await quoteCart({ db: counted.db, request, now: NOW, verifiedEmail: null, buyerEmail: "a@example.com" });
    expect(quoted.ok).toBe(true);
    expect(counted.calls() - before).toBe(0);
    // Nor the first quote after the offers changed: the event and its offers are read (two selects), not the lists.
    await db.update(offers).set({ soldOut: false }).where(eq(offers.tierKey, "core"));
    const cold = counted.calls();
    expect((await quoteCart({ db: counted.db, request, now: NOW, verifiedEmail: null, buyerEmail: "a@example.com" })).ok).toBe(true);
    expect(counted.calls() - cold).toBe(2);
  });

  it("loads an event after a catalog change in three statements: the event with the version, its offers, and the seats", async () => {
    const db = t.database.db;
    const counted = countingDb(db, ["execute", "select"]);
    await loadOffersForSale({ db: counted.db, slug: "london", now: NOW });
    await db.update(offers).set({ soldOut: false }).where(eq(offers.tierKey, "core"));
    const before = counted.calls();
    const sale = await loadOffersForSale({ db: counted.db, slug: "london", now: NOW });
    // The seat count that finds the version changed, then the load.
    expect(counted.calls() - before).toBe(4);
    const event = await loadEvent({ db, slug: "london", now: NOW });
    expect(sale?.event).toEqual(event);
    expect(sale?.offers).toEqual(await loadEventOffers({ db, eventId: event!.id, now: NOW }));
    // Kept: the next read is the seat count alone.
    const kept = counted.calls();
    await loadOffersForSale({ db: counted.db, slug: "london", now: NOW });
    expect(counted.calls() - kept).toBe(1);
  });
});
