import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offers } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getAdminOverview } from "./get-admin-overview.server";
import { listUnlimitedOffers } from "./list-unlimited-offers.server";

const NOW = new Date("2025-09-01T19:00:00Z");

/** Issue 37 (3): the overview lists every event on sale that still sells an in-person ticket without a seat limit. */
describe.each(testDatabaseKinds())("events on sale without a seat limit on %s", (kind) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const idOf = async (slug: string) => (await db().select({ id: events.id }).from(events).where(eq(events.slug, slug)))[0]!.id;
  const unpool = async (slug: string, tierKey: string) =>
    db().update(offers).set({ poolId: null }).where(and(eq(offers.eventId, await idOf(slug)), eq(offers.tierKey, tierKey)));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("lists only the undated stop after seeding: every dated event's tickets have a room; online tiers and add-ons are not seats", async () => {
    const listed = await listUnlimitedOffers({ db: db(), now: NOW });
    expect(listed.map((e) => e.slug)).toEqual(["london"]);
    expect(listed[0]!.tiers).toEqual(["Core Experience", "Pro Track"]);
  });

  it("lists an event on sale whose ticket loses its pool, with a link target, and leaves out past, cancelled and closed ones", async () => {
    await unpool("hartford", "pro");
    await unpool("hoschton", "core"); // over by the last check below
    await unpool("atlanta", "core"); // cancelled
    await unpool("boston", "boston_core");
    await db().update(offers).set({ soldOut: true }).where(and(eq(offers.eventId, await idOf("boston")), eq(offers.tierKey, "boston_core")));
    const listed = await listUnlimitedOffers({ db: db(), now: NOW });
    expect(listed.map((e) => [e.slug, e.tiers])).toEqual([
      ["hoschton", ["Core Experience"]],
      ["hartford", ["Pro Track"]],
      ["london", ["Core Experience", "Pro Track"]],
    ]);
    expect(listed.find((e) => e.slug === "hartford")).toMatchObject({ id: await idOf("hartford"), cityName: "Hartford, CT" });

    // A sales window not yet open is not on sale; the event after its day is over.
    await db().update(offers).set({ salesStartAt: new Date("2025-12-01T00:00:00Z") }).where(and(eq(offers.eventId, await idOf("hartford")), eq(offers.tierKey, "pro")));
    const later = await listUnlimitedOffers({ db: db(), now: new Date("2025-10-01T12:00:00Z") });
    expect(later.map((e) => e.slug)).toEqual(["london"]);

    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: "America/Los_Angeles" });
    expect(overview.unlimited.map((e) => e.slug)).toEqual(["hoschton", "london"]);
  });
});
