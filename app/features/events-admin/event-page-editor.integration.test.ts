import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { pageEditorCopy } from "~/content/page-editor";
import { auditLog, events, offers } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { pageConfigSchema, type PageConfig } from "~/domain/page-config";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { readPageVersion } from "~/features/catalog/read-page-version.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import * as pageRoute from "~/routes/admin-events-page";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { PageEditor } from "./page-editor-types";
import { unsoldTierKeys } from "./page-tier-keys";

const ADMIN = "ada@example.com";
type Answer = { ok: boolean; message: string; errors?: Record<string, string>; stale?: boolean };
type Outcome = { thrown: Response } | { data: unknown; status: number; headers: Headers };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
    return { data: value.data, status: value.init?.status ?? 200, headers: new Headers(value.init?.headers) };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    const thrown = error as { init?: { status?: number; headers?: HeadersInit }; data?: unknown } | null;
    if (thrown?.init?.status) return { data: thrown.data, status: thrown.init.status, headers: new Headers(thrown.init.headers) };
    throw error;
  }
}

describe.each(testDatabaseKinds())("the page configuration editor on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let seattleId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    const [s] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "seattle"));
    seattleId = s!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const request = (form?: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(`${TEST_ORIGIN}/admin/events/${seattleId}/page`, {
      method: form ? "POST" : "GET",
      headers: { Origin: TEST_ORIGIN, Cookie: adminCookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...headers },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (req: Request) => ({ request: req, context: { app: context }, params: { id: String(seattleId) } }) as never;
  const open = async () => {
    const o = await outcome(() => pageRoute.loader(args(request())));
    if ("thrown" in o) throw new Error("editor redirected");
    return o as { data: { editor: PageEditor; preview: { event: { slug: string } } | null }; headers: Headers };
  };
  const save = async (version: number, page: unknown, headers: Record<string, string> = {}) => {
    const o = await outcome(() => pageRoute.action(args(request({ intent: "save", version: String(version), config: JSON.stringify(page) }, headers))));
    if ("thrown" in o) throw new Error(`save redirected to ${o.thrown.headers.get("location")}`);
    return { status: o.status, body: o.data as Answer };
  };
  const storedPage = async () => (await db().select({ page: events.page }).from(events).where(eq(events.id, seattleId)))[0]!.page as PageConfig;
  const publicPage = async () => (await getCityPage({ db: db(), slug: "seattle", now: context.clock.now() }))!.event.page;
  const catalogVersion = async () => (await readPageVersion({ db: db(), now: context.clock.now() })).catalogVersion;

  it("opens the stored configuration with the preview's data, private and not indexed; strangers are sent to sign in", async () => {
    const { data, headers } = await open();
    expect(data.editor).toMatchObject({ id: seattleId, slug: "seattle", hasPage: true });
    expect(data.editor.page.cityExtra?.heading).toBe("Seattle, the set is yours on November 9");
    expect(data.editor.page.pricing.features.core?.length).toBeGreaterThan(0);
    expect(data.preview?.event.slug).toBe("seattle");
    expect(headers.get("Cache-Control")).toMatch(/no-store/);
    expect(pageRoute.meta({ data } as never)).toContainEqual({ name: "robots", content: "noindex" });

    const stranger = await outcome(() => pageRoute.loader({ request: new Request(`${TEST_ORIGIN}/admin/events/${seattleId}/page`), context: { app: context }, params: { id: String(seattleId) } } as never));
    expect("thrown" in stranger && stranger.thrown.status).toBe(302);
    const strangerSave = await outcome(() =>
      pageRoute.action({
        request: new Request(`${TEST_ORIGIN}/admin/events/${seattleId}/page`, { method: "POST", headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=save" }),
        context: { app: context },
        params: { id: String(seattleId) },
      } as never),
    );
    expect("thrown" in strangerSave && strangerSave.thrown.status).toBe(302);
  });

  it("publishes a section heading and a tier feature line: stored, audited with before and after, on the public page, the page cache's version moved", async () => {
    expect((await publicPage()).cityExtra?.heading).toBe("Seattle, the set is yours on November 9");
    const versionBefore = await catalogVersion();
    const { data } = await open();
    const before = data.editor.page;
    const page: PageConfig = structuredClone(before);
    page.cityExtra!.heading = "Seattle, the studio is yours";
    page.pricing.features.core![0] = "A whole day on camera";
    const saved = await save(data.editor.version, page);
    expect(saved).toEqual({ status: 200, body: { ok: true, message: pageEditorCopy.saved } });

    const stored = await storedPage();
    expect(stored.cityExtra?.heading).toBe("Seattle, the studio is yours");
    expect(stored.pricing.features.core?.[0]).toBe("A whole day on camera");
    expect((await open()).data.editor.version).toBe(data.editor.version + 1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "event.page.update")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ target: "seattle", actorEmail: ADMIN });
    expect(audit?.details).toMatchObject({ eventId: seattleId, before: { cityExtra: { heading: before.cityExtra!.heading } }, after: { cityExtra: { heading: "Seattle, the studio is yours" } } });

    // The page cache (and the chat assistant's knowledge) follow the catalog version, raised by the events table's trigger.
    expect(await catalogVersion()).toBeGreaterThan(versionBefore);
    const shown = await publicPage();
    expect(shown.cityExtra?.heading).toBe("Seattle, the studio is yours");
    expect(shown.pricing.features.core?.[0]).toBe("A whole day on camera");

    const again = await save(data.editor.version + 1, page);
    expect(again).toEqual({ status: 200, body: { ok: true, message: pageEditorCopy.unchanged } });
    expect((await open()).data.editor.version).toBe(data.editor.version + 1);
  });

  it("refuses an invalid configuration with each error at its field's path, and stores nothing", async () => {
    const { data } = await open();
    const before = await storedPage();
    const page = structuredClone(data.editor.page) as unknown as Record<string, Record<string, unknown>>;
    page.cityExtra!.heading = "";
    (page.pricing!.features as Record<string, string[]>).core![1] = "";
    page.pricing!.columns = 5;
    page.contemporaryClass = { eyebrow: "Guest", heading: "A class", intro: "Hi", locationLabel: "Where", instructor: { name: "X", role: "Y", summary: "Z", portraitSrc: "https://elsewhere.example/x.svg" } };
    const refused = await save(data.editor.version, page);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, message: pageEditorCopy.fixFields });
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["cityExtra.heading", "contemporaryClass.instructor.portraitSrc", "pricing.columns", "pricing.features.core.1"]);
    expect(await storedPage()).toEqual(before);
    expect((await open()).data.editor.version).toBe(data.editor.version);

    const garbled = await outcome(() => pageRoute.action(args(request({ intent: "save", version: String(data.editor.version), config: "{not json" }))));
    expect("status" in garbled && garbled.status).toBe(400);
  });

  it("refuses a page that names tier keys the event doesn't sell, with the error on each field, and stores nothing", async () => {
    const { data } = await open();
    const before = await storedPage();
    const page = structuredClone(data.editor.page);
    page.pricing.tiers = [...page.pricing.tiers, "nh_protrack_vip"];
    page.pricing.features = { ...page.pricing.features, boston_core: ["A line"] };
    page.pricing.labels = { ...page.pricing.labels, no_such_tier: "A card" };
    const refused = await save(data.editor.version, page);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, message: pageEditorCopy.fixFields });
    expect(refused.body.errors).toEqual({
      [`pricing.tiers.${page.pricing.tiers.length - 1}`]: pageEditorCopy.tierNotSold("nh_protrack_vip"),
      "pricing.features.boston_core": pageEditorCopy.tierNotSold("boston_core"),
      "pricing.labels.no_such_tier": pageEditorCopy.tierNotSold("no_such_tier"),
    });
    expect(await storedPage()).toEqual(before);
    expect((await open()).data.editor.version).toBe(data.editor.version);
  });

  it("names only tiers each seeded event sells, so every seeded page can be saved as it is", async () => {
    const rows = await db().select({ id: events.id, page: events.page }).from(events);
    const sold = await db().select({ eventId: offers.eventId, tierKey: offers.tierKey }).from(offers);
    const unsold = rows.flatMap((e) =>
      unsoldTierKeys(pageConfigSchema.parse(e.page), new Set(sold.filter((o) => o.eventId === e.id).map((o) => o.tierKey))).map((u) => `${e.id} ${u.path}`),
    );
    expect(unsold).toEqual([]);
  });

  it("refuses the second of two admins' saves: changed by someone else, reload; never a silent overwrite", async () => {
    const first = (await open()).data.editor;
    const second = (await open()).data.editor;
    const mine = structuredClone(first.page);
    mine.cityExtra!.eyebrow = "First admin's eyebrow";
    expect((await save(first.version, mine)).status).toBe(200);
    const theirs = structuredClone(second.page);
    theirs.cityExtra!.eyebrow = "Second admin's eyebrow";
    const stale = await save(second.version, theirs);
    expect(stale).toEqual({ status: 409, body: { ok: false, message: pageEditorCopy.stale, errors: {}, stale: true } });
    expect((await storedPage()).cityExtra?.eyebrow).toBe("First admin's eyebrow");
  });

  it("refuses a form sent from another site", async () => {
    const { data } = await open();
    const refused = await save(data.editor.version, data.editor.page, { Origin: "https://evil.example" });
    expect(refused).toMatchObject({ status: 403, body: { ok: false, message: pageEditorCopy.crossSite } });
  });
});
