import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { events, offers } from "~/db/schema";
import { SECTION_KEYS } from "~/domain/page-config";
import { getCityPage, type CityPage as CityPageData } from "~/features/catalog/get-city-page.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { CityPage } from "./components/city-page";
import { sectionComponents } from "./section-registry";
import { seededCohort } from "../../../tests/support/seeded-cohort";

/** The tour of the seed is upcoming at this instant. */
const TEST_NOW = new Date("2025-09-01T12:00:00-07:00");

function render(page: CityPageData): string {
  const Stub = createRoutesStub([
    { path: "/:city", Component: () => <CityPage event={page.event} tiers={page.tiers} nowIso="2025-09-01T19:00:00.000Z" cohort={seededCohort()} /> },
  ]);
  return renderToString(<Stub initialEntries={[`/${page.event.slug}`]} />);
}

const sectionIds = (html: string) => [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);

describe("a new city is a catalog change, not a code change", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    await seedCatalog({ db: t.database.db, catalog });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("every section key an event may list has a component", () => {
    expect(SECTION_KEYS.filter((key) => !sectionComponents[key])).toEqual([]);
  });

  it("renders a new event that copies another event's page configuration with the same sections", async () => {
    const db = t.database.db;
    const [source] = await db.select().from(events).where(eq(events.slug, "boston"));
    if (!source) throw new Error("seed has no boston");
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...copy } = source;
    const [created] = await db
      .insert(events)
      .values({ ...copy, venueId: null, slug: "portland-me", cityName: "Portland, ME", dateText: "May 9, 2026", startsOn: "2026-05-09" })
      .returning({ id: events.id });
    const sold = await db.select().from(offers).where(eq(offers.eventId, source.id));
    await db.insert(offers).values(sold.map(({ id: _offerId, ...o }) => ({ ...o, eventId: created!.id, poolId: null })));

    const original = await getCityPage({ db, slug: "boston", now: TEST_NOW });
    const added = await getCityPage({ db, slug: "portland-me", now: TEST_NOW });
    if (!original || !added) throw new Error("pages missing");
    const before = render(original);
    const after = render(added);

    expect(sectionIds(after).length).toBeGreaterThan(5);
    expect(sectionIds(after)).toEqual(sectionIds(before));
    expect(after).toContain("Portland, ME");
    expect(after).toContain("May 9, 2026");
    expect(after).not.toContain("Boston, MA");
    expect(Object.keys(added.tiers).sort()).toEqual(Object.keys(original.tiers).sort());
  });
});
