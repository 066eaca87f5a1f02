import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditionRegistrations, events, offers, seatPools } from "~/db/schema";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { findSignupEvent } from "~/features/catalog/find-signup-event.server";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { AuditionForm } from "./audition-schema";
import { registerForAudition } from "./register-for-audition.server";

/** The tour of the seed is upcoming at this instant. */
const TEST_NOW = new Date("2025-09-01T12:00:00-07:00");

const NOW = new Date("2025-09-01T12:00:00-07:00");
const form = (email: string): AuditionForm => ({
  fullName: "Sam Lee",
  email,
  phone: "555-0100",
  age: 19,
  parentName: undefined,
  consent: true,
  utmSource: undefined,
  utmMedium: undefined,
  utmCampaign: undefined,
});

describe.each(testDatabaseKinds())("audition seats on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function eventWithSeats(slug: string, capacity: number | null, soldOut = false) {
    const db = t.database.db;
    const [e] = await db.select().from(events).where(eq(events.slug, slug));
    if (!e) throw new Error(slug);
    await setOfferSeats({ db, eventId: e.id, tierKey: "audition_only", capacity, soldOut });
    const found = await findSignupEvent({ db, slug, now: NOW });
    if (!found.ok) throw new Error(found.reason);
    return found.event;
  }
  const auditionSoldOut = async (slug: string) => (await getCityPage({ db: t.database.db, slug, now: TEST_NOW }))?.tiers.audition_only?.soldOut;

  it("seeds the audition's seats from the catalog, open at first", async () => {
    const [hartford] = await t.database.db.select().from(events).where(eq(events.slug, "hartford"));
    const [seats] = await t.database.db
      .select({ capacity: seatPools.capacity, soldOut: offers.soldOut })
      .from(offers)
      .innerJoin(seatPools, eq(seatPools.id, offers.poolId))
      .where(and(eq(offers.eventId, hartford!.id), eq(offers.tierKey, "audition_only")));
    expect(seats).toMatchObject({ capacity: 60, soldOut: false });
    expect(await auditionSoldOut("hartford")).toBe(false);
    expect((await getCityPage({ db: t.database.db, slug: "hartford", now: TEST_NOW }))?.tiers.core?.soldOut).toBe(false);
  });

  it("fills the seats, then refuses a new dancer and shows the tier sold out", async () => {
    const db = t.database.db;
    const event = await eventWithSeats("seattle", 2);
    expect(await registerForAudition({ db, event, form: form("a@example.com"), now: NOW })).toMatchObject({ status: "created" });
    expect(await auditionSoldOut("seattle")).toBe(false);
    expect(await registerForAudition({ db, event, form: form("b@example.com"), now: NOW })).toMatchObject({ status: "created" });
    expect(await auditionSoldOut("seattle")).toBe(true);
    expect(await registerForAudition({ db, event, form: form("c@example.com"), now: NOW })).toBeNull();
    const rows = await db.select().from(auditionRegistrations).where(eq(auditionRegistrations.eventId, event.id));
    expect(rows.map((r) => r.email).sort()).toEqual(["a@example.com", "b@example.com"]);
  });

  it("answers a registered dancer's repeat as existing, even when the audition is full, and changes nothing", async () => {
    const db = t.database.db;
    const event = await eventWithSeats("seattle", 2);
    const result = await registerForAudition({ db, event, form: { ...form("a@example.com"), phone: "555-0199" }, now: NOW });
    expect(result).toMatchObject({ status: "existing" });
    const [row] = await db.select().from(auditionRegistrations).where(eq(auditionRegistrations.email, "a@example.com"));
    expect(row?.phone).not.toBe("555-0199");
  });

  it("never seats more dancers than the capacity when they register at the same moment", async () => {
    const db = t.database.db;
    const event = await eventWithSeats("spokane", 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerForAudition({ db, event, form: form(`rush${i}@example.com`), now: NOW })),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(3);
    const rows = await db.select().from(auditionRegistrations).where(eq(auditionRegistrations.eventId, event.id));
    expect(rows).toHaveLength(3);
  });

  it("is sold out when the team closes the tier, whatever the count", async () => {
    const db = t.database.db;
    const event = await eventWithSeats("orlando", null, true);
    expect(await auditionSoldOut("orlando")).toBe(true);
    expect(await registerForAudition({ db, event, form: form("x@example.com"), now: NOW })).toBeNull();
    await eventWithSeats("orlando", null, false);
    expect(await auditionSoldOut("orlando")).toBe(false);
    expect(await registerForAudition({ db, event, form: form("x@example.com"), now: NOW })).toMatchObject({ status: "created" });
  });
});
