import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offers } from "~/db/schema";
import { migrateDatabase } from "~/db/migrate.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getCityPage } from "./get-city-page.server";
import { listTourEvents } from "./list-tour-events.server";
import { seedCatalog } from "./seed-catalog.server";

const DRIZZLE = path.resolve(import.meta.dirname, "../../../drizzle");

/** The tour of the seed is upcoming at this instant. */
const TEST_NOW = new Date("2025-09-01T12:00:00-07:00");

const PAGE_SLUGS = [
  "hartford", "hoschton", "atlanta", "nashville", "seattle", "spokane", "sherwood", "new-hampshire",
  "boston", "london", "springfield-va", "boone", "savannah", "madison-wi", "orlando", "cypress", "dallas",
  "minneapolis", "saratoga-springs", "victoria-bc", "niagara-falls", "sarasota", "boise", "boise-nov-7",
  "belgrade", "charleston-wv",
];
const PRICING_ONLY = ["forsyth", "juliet", "fairfax", "new-haven", "sandy-springs", "san-jose", "rochester", "albany"];

describe.each(testDatabaseKinds())("catalog on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("seeds an empty catalog with every event", async () => {
    const result = await seedCatalog({ db: t.database.db, catalog });
    expect(result).toEqual({ seeded: true, events: PAGE_SLUGS.length + PRICING_ONLY.length + 1 });
  });

  it("lists the 14 tour cities on 2025-09-01, soonest first and London last", async () => {
    const cities = await listTourEvents({ db: t.database.db, now: new Date("2025-09-01T12:00:00-07:00") });
    expect(cities.map((c) => c.slug)).toEqual([
      "sarasota", "niagara-falls", "boise", "seattle", "spokane", "orlando", "victoria-bc", "cypress",
      "boston", "hartford", "sherwood", "charleston-wv", "springfield-va", "london",
    ]);
    expect(cities.at(-1)).toMatchObject({ cityName: "London, UK", dateText: "To Be Determined", startsOn: null });
  });

  it("drops a city once its day has passed in its own time zone", async () => {
    // Hartford (January 18) is in New York: listed until midnight there, though Los Angeles is still on the 18th after.
    const before = await listTourEvents({ db: t.database.db, now: new Date("2026-01-18T23:30:00-05:00") });
    expect(before.map((c) => c.slug)).toEqual(["hartford", "sherwood", "charleston-wv", "springfield-va", "london"]);
    const after = await listTourEvents({ db: t.database.db, now: new Date("2026-01-19T00:30:00-05:00") });
    expect(after.map((c) => c.slug)).toEqual(["sherwood", "charleston-wv", "springfield-va", "london"]);
    const later = await listTourEvents({ db: t.database.db, now: new Date("2026-11-22T12:00:00Z") });
    expect(later.map((c) => c.slug)).toEqual(["london"]);
  });

  it("keeps each seeded event in its venue's zone", async () => {
    const zones = await t.database.db.select({ slug: events.slug, timeZone: events.timeZone }).from(events);
    const zoneOf = new Map(zones.map((z) => [z.slug, z.timeZone]));
    expect([zoneOf.get("hartford"), zoneOf.get("london"), zoneOf.get("niagara-falls"), zoneOf.get("seattle")]).toEqual([
      "America/New_York",
      "Europe/London",
      "America/Toronto",
      "America/Los_Angeles",
    ]);
  });

  it("migration 0022 gives an old database's events their zones and keeps a zone the team set", async () => {
    const db = t.database.db;
    const before = await db.select({ slug: events.slug, timeZone: events.timeZone }).from(events);
    // The old seed: every event in Los Angeles, except one the team has since moved by hand.
    await db.update(events).set({ timeZone: "America/Los_Angeles" });
    await db.update(events).set({ timeZone: "America/Detroit" }).where(eq(events.slug, "boston"));
    const file = readdirSync(DRIZZLE).find((f) => f.startsWith("0022_"))!;
    await db.execute(sql.raw(readFileSync(path.join(DRIZZLE, file), "utf8")));
    const after = new Map((await db.select({ slug: events.slug, timeZone: events.timeZone }).from(events)).map((e) => [e.slug, e.timeZone]));
    expect([after.get("hartford"), after.get("london"), after.get("boise"), after.get("boston")]).toEqual(["America/New_York", "Europe/London", "America/Boise", "America/Detroit"]);
    for (const e of before) await db.update(events).set({ timeZone: e.timeZone }).where(eq(events.slug, e.slug));
  });

  it("has a page for every valid slug and none for the pricing-only cities", async () => {
    for (const slug of PAGE_SLUGS) expect(await getCityPage({ db: t.database.db, slug, now: TEST_NOW }), slug).not.toBeNull();
    for (const slug of [...PRICING_ONLY, "unknown-city", "acting-for-dancers"])
      expect(await getCityPage({ db: t.database.db, slug, now: TEST_NOW }), slug).toBeNull();
  });

  it("reads events with their flags, venue and priced tiers", async () => {
    const db = t.database.db;
    const atlanta = await getCityPage({ db, slug: "atlanta", now: TEST_NOW });
    expect(atlanta?.event.isCancelled).toBe(true);
    const boise7 = await getCityPage({ db, slug: "boise-nov-7", now: TEST_NOW });
    expect(boise7?.event).toMatchObject({ kind: "masterclass", isMasterclass: true, venue: { name: expect.any(String) } });
    expect(boise7?.tiers.pro?.price).toEqual({ amountMinor: 36800, currency: "USD" });
    const hoschton = await getCityPage({ db, slug: "hoschton", now: TEST_NOW });
    expect(hoschton?.event.cityName).toBe("Buford, GA");
    const victoria = await getCityPage({ db, slug: "victoria-bc", now: TEST_NOW });
    expect(victoria?.tiers.core?.price).toEqual({ amountMinor: 22700, currency: "CAD" });
    expect(victoria?.tiers.pro?.price).toEqual({ amountMinor: 52400, currency: "CAD" });
    const london = await getCityPage({ db, slug: "london", now: TEST_NOW });
    expect(london?.tiers.core?.price).toEqual({ amountMinor: 13300, currency: "GBP" });
    expect(london?.tiers.audition_only?.price).toEqual({ amountMinor: 0, currency: "GBP" });
    const sherwood = await getCityPage({ db, slug: "sherwood", now: TEST_NOW });
    expect(sherwood?.event).toMatchObject({ startsOn: "2026-01-24", endsOn: "2026-01-25", timeZone: "America/Los_Angeles" });
    expect(sherwood?.tiers.pro?.price.amountMinor).toBe(49800);
    const cypress = await getCityPage({ db, slug: "cypress", now: TEST_NOW });
    expect(cypress?.tiers.masterclass_only?.label).toBe("Just a Class");
    const hartford = await getCityPage({ db, slug: "hartford", now: TEST_NOW });
    expect(hartford?.tiers.core?.family).toBe("core");
    expect(hartford?.tiers.audition_only?.family).toBe("audition");
  });

  it("never overwrites the team's changes when started again", async () => {
    const db = t.database.db;
    const [hartford] = await db.select().from(events).where(eq(events.slug, "hartford"));
    await db.update(events).set({ dateText: "January 18, 2026 (new time)" }).where(eq(events.slug, "hartford"));
    const hartfordCore = and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "core"));
    await db.update(offers).set({ priceMinor: 15000 }).where(hartfordCore);

    await migrateDatabase(t.database);
    expect(await seedCatalog({ db, catalog })).toMatchObject({ seeded: false });

    const page = await getCityPage({ db, slug: "hartford", now: TEST_NOW });
    expect(page?.event.dateText).toBe("January 18, 2026 (new time)");
    expect(page?.tiers.core?.price.amountMinor).toBe(15000);
    await db.update(offers).set({ priceMinor: 16800 }).where(hartfordCore);
  });

  it("marks an event ended once its last day has passed in its own time zone", async () => {
    const db = t.database.db;
    const at = (iso: string) => new Date(iso);
    // Hartford is January 18, 2026: still on that evening, over the next morning.
    expect((await getCityPage({ db, slug: "hartford", now: at("2026-01-18T23:30:00-05:00") }))?.event.hasEnded).toBe(false);
    expect((await getCityPage({ db, slug: "hartford", now: at("2026-01-19T09:00:00-05:00") }))?.event.hasEnded).toBe(true);
    // New Hampshire runs two days: open through the second.
    expect((await getCityPage({ db, slug: "new-hampshire", now: at("2025-12-14T18:00:00-05:00") }))?.event.hasEnded).toBe(false);
    // London's date is to be determined: never ended.
    expect((await getCityPage({ db, slug: "london", now: at("2030-01-01T00:00:00Z") }))?.event.hasEnded).toBe(false);
  });

  it("rejects a price the database cannot hold", async () => {
    const [hartford] = await t.database.db.select().from(events).where(eq(events.slug, "hartford"));
    await expect(
      t.database.db.update(offers).set({ priceMinor: -1 }).where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "pro"))),
    ).rejects.toThrow();
  });

  it("keeps every offer in its event's currency", async () => {
    const db = t.database.db;
    const [victoria] = await db.select().from(events).where(eq(events.slug, "victoria-bc"));
    const victoriaCore = and(eq(offers.eventId, victoria!.id), eq(offers.tierKey, "core"));
    await expect(db.update(offers).set({ currency: "USD" }).where(victoriaCore)).rejects.toThrow();
    await expect(db.update(events).set({ currency: "USD" }).where(eq(events.id, victoria!.id))).rejects.toThrow();
    const rows = await db.select({ offer: offers.currency, event: events.currency }).from(offers).innerJoin(events, eq(events.id, offers.eventId));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => r.offer === r.event)).toBe(true);
  });
});
