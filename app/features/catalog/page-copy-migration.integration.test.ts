import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { CITY_COPY } from "../../../seed/city-copy";
import { events } from "~/db/schema";
import { pageConfigSchema, type PageConfigInput } from "~/domain/page-config";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { seedCatalog } from "./seed-catalog.server";

const DRIZZLE = path.resolve(import.meta.dirname, "../../../drizzle");

/** A page as the code-held copy stored it: a key into content/city-extras, no features, the nh_studio layout. */
function oldPage(slug: string, page: PageConfigInput): Record<string, unknown> {
  const { cityExtra: _e, contemporaryClass: _c, actingCoach: _a, ...rest } = page as PageConfigInput & Record<string, unknown>;
  const { features: _f, title, ...pricing } = page.pricing;
  return {
    ...rest,
    ...(Object.hasOwn(CITY_COPY, slug) ? { extrasKey: slug } : {}),
    pricing: title === "Studio Weekend (in person)" ? { ...pricing, layout: "nh_studio" } : pricing,
  };
}

describe.each(testDatabaseKinds())("migration 0032 (page copy into the page configuration) on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  it("gives an old database's pages the copy the code had, so every page stays as it was", async () => {
    const db = t.database.db;
    const seeded = await db.select({ id: events.id, slug: events.slug, page: events.page }).from(events);
    for (const e of seeded) await db.update(events).set({ page: oldPage(e.slug, e.page) as PageConfigInput }).where(eq(events.id, e.id));
    // A list the team wrote stays.
    const hartford = seeded.find((e) => e.slug === "hartford")!;
    const edited = oldPage("hartford", hartford.page) as { pricing: Record<string, unknown> };
    await db.update(events).set({ page: { ...edited, pricing: { ...edited.pricing, features: { pro: ["Our own line"] } } } as never }).where(eq(events.id, hartford.id));

    const file = readdirSync(DRIZZLE).find((f) => f.startsWith("0032_"))!;
    for (const statement of readFileSync(path.join(DRIZZLE, file), "utf8").split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const after = new Map((await db.select({ slug: events.slug, page: events.page }).from(events)).map((e) => [e.slug, e.page]));
    for (const e of seeded) {
      const page = after.get(e.slug) as Record<string, unknown>;
      expect(page, e.slug).not.toHaveProperty("extrasKey");
      const expected = pageConfigSchema.parse(e.page);
      if (e.slug === "hartford") expected.pricing.features.pro = ["Our own line"];
      expect(pageConfigSchema.parse(page), e.slug).toEqual(expected);
    }
    expect(pageConfigSchema.parse(after.get("boston")).contemporaryClass?.instructor.name).toBe("Liora Vantassel");
    expect(pageConfigSchema.parse(after.get("new-hampshire")).pricing).toMatchObject({ layout: "weekend", title: "Studio Weekend (in person)" });
  });
});
