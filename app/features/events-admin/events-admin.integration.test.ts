import { and, desc, eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { eventsAdminCopy } from "~/content/events-admin";
import { auditLog, events, offers, orderLines, orders, orderUpgrades, refunds, seatPools } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { listTourEvents } from "~/features/catalog/list-tour-events.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import * as duplicatePage from "~/routes/admin-events-duplicate";
import * as editPage from "~/routes/admin-events-edit";
import * as listPage from "~/routes/admin-events";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { EventEditor } from "./editor-types";

const ADMIN = "ada@example.com";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const adult = (n: number) => ({ fullName: `Dancer ${n}`, age: 19 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { thrown: Response } | { data: unknown; status: number };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null };
    return { data: value.data, status: value.init?.status ?? 200 };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    const init = (error as { init?: { status?: number }; data?: unknown } | null)?.init;
    if (init?.status) return { data: (error as { data?: unknown }).data, status: init.status };
    throw error;
  }
}
type Answer = { ok: boolean; section: string | null; message: string; errors: Record<string, string>; stale?: boolean };

describe.each(testDatabaseKinds())("the events editor on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let adminCookie: string;
  let hartfordId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    app = createTestApp(context);
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    const [h] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    hartfordId = h!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const now = () => context.clock.now();
  const request = (path: string, form?: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form ?? {})) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    return new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: TEST_ORIGIN, Cookie: adminCookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? body : undefined,
    });
  };
  const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context: { app: context }, params }) as never;
  const openEditor = async (eventId = hartfordId) => {
    const o = await outcome(() => editPage.loader(args(request(`/admin/events/${eventId}`), { id: String(eventId) })));
    if ("thrown" in o) throw new Error("editor redirected");
    return (o.data as { editor: EventEditor }).editor;
  };
  const save = async (form: Record<string, string | string[]>, eventId = hartfordId) => {
    const o = await outcome(() => editPage.action(args(request(`/admin/events/${eventId}`, form), { id: String(eventId) })));
    if ("thrown" in o) throw new Error(`save redirected to ${o.thrown.headers.get("location")}`);
    return { status: o.status, body: o.data as Answer };
  };
  /** An offer's form as the editor shows it, with changes. */
  const offerForm = (editor: EventEditor, tierKey: string, changes: Record<string, string | string[] | boolean> = {}) => {
    const offer = editor.offers.find((o) => o.tierKey === tierKey)!;
    const values: Record<string, string | string[] | boolean> = { ...offer.values, ...changes };
    const form: Record<string, string | string[]> = { intent: "save_offer", version: String(editor.version), offerId: String(offer.id) };
    for (const [k, v] of Object.entries(values)) {
      if (typeof v === "boolean") {
        if (v) form[k] = "on";
      } else form[k] = v;
    }
    return form;
  };
  const quote = async (slug: string, items = [{ tierKey: "core", quantity: 1 }]) => {
    const res = await app.request(testRequest("/api/cart/quote", { body: { eventSlug: slug, items, codes: [] } }));
    return { status: res.status, body: (await res.json()) as { ok: boolean; message?: string; quote?: { totalMinor: number; currency: string } } };
  };
  const placeOrder = async (slug: string, quantity: number) => {
    const res = await app.request(
      testRequest("/api/checkout/orders", { body: { eventSlug: slug, items: [{ tierKey: "core", quantity }], buyer, students: Array.from({ length: quantity }, (_, i) => adult(i + 1)) } }),
    );
    return { status: res.status, body: (await res.json()) as { ok: boolean; order?: { token: string; number: string; totalMinor: number; currency: string } } };
  };
  const corePrice = async (slug: string) => {
    const page = await getCityPage({ db: db(), slug, now: now() });
    return page?.tiers.core?.price.amountMinor;
  };

  it("lists events by group with seats per pool and paid revenue, and searches by city", async () => {
    const o = await outcome(() => listPage.loader(args(request("/admin/events?q=hart"))));
    expect("thrown" in o).toBe(false);
    const list = (o as { data: { upcoming: Array<{ slug: string; pools: string[]; paid: string }>; past: unknown[]; cancelled: unknown[] } }).data;
    expect(list.upcoming.map((e) => e.slug)).toEqual(["hartford"]);
    // The studio's room (shared by the in-person tickets) and the audition's own pool.
    expect(list.upcoming[0]!.pools).toEqual([expect.stringMatching(/^room: 0 \/ \d+ taken$/), expect.stringMatching(/^audition_only: 0 \/ \d+ taken$/)]);
    expect(list.upcoming[0]!.paid).toBe(eventsAdminCopy.list.noRevenue);
    const all = await outcome(() => listPage.loader(args(request("/admin/events"))));
    const groups = (all as { data: { upcoming: Array<{ slug: string }> } }).data;
    expect(groups.upcoming.map((e) => e.slug)).toEqual(expect.arrayContaining(["hartford", "seattle", "london"]));
  });

  it("a price edit reaches the next quote, the city page and the chat assistant, audited with before and after", async () => {
    const editor = await openEditor();
    const before = await corePrice("hartford");
    expect((await quote("hartford")).body.quote?.totalMinor).toBe(before);
    const saved = await save(offerForm(editor, "core", { price: "199.50" }));
    expect(saved).toEqual({ status: 200, body: { ok: true, section: expect.stringMatching(/^offer-/), message: eventsAdminCopy.saved.offer("Core Experience") } });
    expect((await quote("hartford")).body.quote?.totalMinor).toBe(19950);
    expect(await corePrice("hartford")).toBe(19950);
    expect((await openEditor()).version).toBe(editor.version + 1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "event.offer.update")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.target).toBe("hartford/core");
    expect(audit?.details).toMatchObject({ before: { priceMinor: before }, after: { priceMinor: 19950 } });

    // The assistant rebuilds its knowledge when the catalog version moves (read at most once a second).
    let reply = "";
    for (let i = 0; i < 40 && !reply.includes("$199.50"); i++) {
      const res = await app.request(testRequest("/api/chat", { body: { messages: [{ role: "user", content: "how much is core experience in hartford" }] } }));
      reply = ((await res.json()) as { message: string }).message;
      if (!reply.includes("$199.50")) await sleep(250);
    }
    expect(reply).toContain("$199.50");

    const back = await save(offerForm(await openEditor(), "core", { price: String(before! / 100) }));
    expect(back.status).toBe(200);
    expect((await quote("hartford")).body.quote?.totalMinor).toBe(before);
  });

  it("reads a sales window in the event's zone and the next quote follows it", async () => {
    // The test clock is 2025-09-01 19:00 UTC: 15:00 in Hartford (America/New_York).
    const closed = await save(offerForm(await openEditor(), "core", { salesEndAt: "2025-09-01T14:00" }));
    expect(closed.status).toBe(200);
    const [row] = await db().select({ salesEndAt: offers.salesEndAt }).from(offers).where(and(eq(offers.eventId, hartfordId), eq(offers.tierKey, "core")));
    expect(row?.salesEndAt?.toISOString()).toBe("2025-09-01T18:00:00.000Z");
    expect((await openEditor()).offers.find((o) => o.tierKey === "core")?.values.salesEndAt).toBe("2025-09-01T14:00");
    const refused = await quote("hartford");
    expect(refused.body.ok).toBe(false);

    const open = await save(offerForm(await openEditor(), "core", { salesEndAt: "2025-09-01T16:00" }));
    expect(open.status).toBe(200);
    expect((await quote("hartford")).body.ok).toBe(true);
    expect((await save(offerForm(await openEditor(), "core", { salesEndAt: "" }))).status).toBe(200);

    const backwards = await save(offerForm(await openEditor(), "core", { salesStartAt: "2025-09-02T10:00", salesEndAt: "2025-09-02T09:00" }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.salesEndAt).toBe(eventsAdminCopy.errors.windowOrder);
  });

  it("refuses a capacity below the seats taken, saying how many, and the next quote follows a capacity change", async () => {
    const added = await save({ intent: "add_pool", version: String((await openEditor()).version), key: "main_room", capacity: "3" });
    expect(added.status).toBe(200);
    let editor = await openEditor();
    const pool = editor.pools.find((p) => p.key === "main_room")!;
    expect((await save(offerForm(editor, "core", { poolId: String(pool.id) }))).status).toBe(200);
    const order = await placeOrder("hartford", 2);
    expect(order).toMatchObject({ status: 201 });

    editor = await openEditor();
    expect(editor.pools.find((p) => p.key === "main_room")?.taken).toBe(2);
    const below = await save({ intent: "save_pool", version: String(editor.version), poolId: String(pool.id), capacity: "1" });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(eventsAdminCopy.refusals.below_taken(2));
    expect(below.body.errors.capacity).toBe(eventsAdminCopy.refusals.below_taken(2));
    expect((await db().select({ capacity: seatPools.capacity }).from(seatPools).where(eq(seatPools.id, pool.id)))[0]?.capacity).toBe(3);

    expect((await save({ intent: "save_pool", version: String(editor.version), poolId: String(pool.id), capacity: "2" })).status).toBe(200);
    const full = await quote("hartford");
    expect(full.body.ok).toBe(false);
    editor = await openEditor();
    expect((await save({ intent: "save_pool", version: String(editor.version), poolId: String(pool.id), capacity: "10" })).status).toBe(200);
    expect((await quote("hartford", [{ tierKey: "core", quantity: 3 }])).body.ok).toBe(true);

    // Leave Hartford's core unlimited again for the tests after this one.
    await db().update(orders).set({ status: "expired" }).where(eq(orders.number, order.body.order!.number));
    expect((await save(offerForm(await openEditor(), "core", { poolId: "" }))).status).toBe(200);
  });

  it.runIf(kind === "postgres")("counts a sale committed while a capacity edit waits for the pool's lock", async () => {
    expect((await save({ intent: "add_pool", version: String((await openEditor()).version), key: "studio_b", capacity: "5" })).status).toBe(200);
    const editor = await openEditor();
    const pool = editor.pools.find((p) => p.key === "studio_b")!;
    // A sale on another connection: it locks the pool as a hold does, writes two paid seats, and commits only when told.
    const other = new pg.Client({ connectionString: t.url! });
    await other.connect();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    try {
      await other.query("begin");
      await other.query("select id from seat_pools where id = $1 for update", [pool.id]);
      const at = now().toISOString();
      const inserted = await other.query<{ id: number }>(
        `insert into orders (number, token, event_id, currency, status, buyer_name, buyer_email, buyer_phone, subtotal_minor, total_minor, hold_expires_at, paid_at, provider, payment_ref)
         values ('CB-RACE0001', 'events-editor-race', $1, 'USD', 'paid', 'Race Buyer', 'race@example.com', '+1 555 0101', 33600, 33600, $2, $2, 'test', 'test_ch_race') returning id`,
        [hartfordId, at],
      );
      await other.query(
        `insert into order_lines (order_id, tier_key, label, quantity, unit_price_minor, subtotal_minor, total_minor, pool_id) values ($1, 'core', 'Core Experience', 2, 16800, 33600, 33600, $2)`,
        [inserted.rows[0]!.id, pool.id],
      );
      const sale = gate.then(() => other.query("commit"));
      const editing = save({ intent: "save_pool", version: String(editor.version), poolId: String(pool.id), capacity: "1" });
      // Wait until the edit is blocked on a lock (it must not have counted the seats yet), then let the sale commit.
      await expect
        .poll(async () => Number(((await db().execute(sql`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n), { timeout: 10_000 })
        .toBeGreaterThan(0);
      release();
      await sale;
      const answer = await editing;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(eventsAdminCopy.refusals.below_taken(2));
      expect((await db().select({ capacity: seatPools.capacity }).from(seatPools).where(eq(seatPools.id, pool.id)))[0]?.capacity).toBe(5);
    } finally {
      release();
      await other.end();
    }
  });

  it("refuses the second of two saves made from the same version, changing nothing", async () => {
    const first = await openEditor();
    const second = await openEditor();
    expect(second.version).toBe(first.version);
    expect((await save(offerForm(first, "core", { maxPerOrder: "7" }))).status).toBe(200);
    const auditsBefore = await db().select().from(auditLog).where(like(auditLog.target, "hartford%"));
    const stale = await save(offerForm(second, "core", { maxPerOrder: "3", price: "1" }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, stale: true, message: eventsAdminCopy.refusals.stale });
    const [row] = await db().select().from(offers).where(and(eq(offers.eventId, hartfordId), eq(offers.tierKey, "core")));
    expect(row?.maxPerOrder).toBe(7);
    expect(row?.priceMinor).not.toBe(100);
    const staleEvent = await save({ intent: "save_event", ...eventForm(second, { cityName: "Overwritten" }) });
    expect(staleEvent.status).toBe(409);
    expect((await openEditor()).cityName).toBe("Hartford, CT");
    expect(await db().select().from(auditLog).where(like(auditLog.target, "hartford%"))).toHaveLength(auditsBefore.length);
    expect((await save(offerForm(await openEditor(), "core", { maxPerOrder: "10" }))).status).toBe(200);
  });

  function eventForm(editor: EventEditor, changes: Record<string, string | boolean> = {}) {
    const values: Record<string, string | boolean> = { ...editor.values, ...changes };
    const form: Record<string, string> = { version: String(editor.version) };
    for (const [k, v] of Object.entries(values)) if (typeof v === "boolean") { if (v) form[k] = "on"; } else form[k] = v;
    return form;
  }

  it("refuses a slug that a site route or another event holds, and a time zone it does not know", async () => {
    const editor = await openEditor();
    const reserved = await save({ intent: "save_event", ...eventForm(editor, { slug: "account" }) });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors.slug).toBe(eventsAdminCopy.errors.slugReserved("account"));
    const taken = await save({ intent: "save_event", ...eventForm(editor, { slug: "seattle" }) });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toBe(eventsAdminCopy.refusals.slug_taken("seattle"));
    const zone = await save({ intent: "save_event", ...eventForm(editor, { timeZone: "Mars/Olympus" }) });
    expect(zone.status).toBe(400);
    expect(zone.body.errors.timeZone).toBe(eventsAdminCopy.errors.timeZone);
    expect((await openEditor()).version).toBe(editor.version);
  });

  it("saves the event's fields and a new venue, audited", async () => {
    const editor = await openEditor();
    const saved = await save({ intent: "save_event", ...eventForm(editor, { dateText: "January 18-19, 2026", venue: "new", venueName: "Hartford Stage Annex", venueAddress: "50 Church St, Hartford, CT" }) });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: eventsAdminCopy.saved.event } });
    const page = await getCityPage({ db: db(), slug: "hartford", now: now() });
    expect(page?.event.dateText).toBe("January 18-19, 2026");
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "event.update")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.details).toMatchObject({ before: { dateText: "January 18, 2026" }, after: { dateText: "January 18-19, 2026" }, createdVenue: { name: "Hartford Stage Annex" } });
    const restore = await save({ intent: "save_event", ...eventForm(await openEditor(), { dateText: "January 18, 2026", venue: editor.values.venue }) });
    expect(restore.status).toBe(200);
  });

  it("a duplicate's sales windows keep their wall-clock time in the new event's zone, moved by the days between the first days", async () => {
    expect((await save(offerForm(await openEditor(), "core", { salesEndAt: "2025-10-23T23:59" }))).status).toBe(200);
    const source = await openEditor();
    const startsOn = new Date(Date.parse(`${source.values.startsOn}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const form = { cityName: "Bristol", slug: "bristol", dateText: "Later", startsOn, endsOn: "", timeZone: "Europe/London", currency: "GBP", listedOnTour: "" };
    const created = await outcome(() => duplicatePage.action(args(request(`/admin/events/${hartfordId}/duplicate`, form), { id: String(hartfordId) })));
    expect(created).toHaveProperty("thrown");
    const newId = Number(/\/admin\/events\/(\d+)/.exec((created as { thrown: Response }).thrown.headers.get("location")!)![1]);
    const copy = await openEditor(newId);
    expect(copy.offers.find((o) => o.tierKey === "core")?.values.salesEndAt).toBe("2025-11-22T23:59");
    const [row] = await db().select({ salesEndAt: offers.salesEndAt }).from(offers).where(and(eq(offers.eventId, newId), eq(offers.tierKey, "core")));
    expect(row?.salesEndAt?.toISOString()).toBe("2025-11-22T23:59:00.000Z");
  });

  it("duplicates an event into a new city that is on the tour and sells", async () => {
    const source = await openEditor();
    const form = { cityName: "Providence, RI", slug: "providence", dateText: "February 15, 2026", startsOn: "2026-02-15", endsOn: "", timeZone: "America/New_York", currency: "USD", listedOnTour: "on" };
    const reserved = await outcome(() => duplicatePage.action(args(request(`/admin/events/${hartfordId}/duplicate`, { ...form, slug: "auth" }), { id: String(hartfordId) })));
    expect(reserved).toMatchObject({ status: 400, data: { errors: { slug: eventsAdminCopy.errors.slugReserved("auth") } } });
    const taken = await outcome(() => duplicatePage.action(args(request(`/admin/events/${hartfordId}/duplicate`, { ...form, slug: "hartford" }), { id: String(hartfordId) })));
    expect(taken).toMatchObject({ status: 409, data: { errors: { slug: eventsAdminCopy.refusals.slug_taken("hartford") } } });

    const created = await outcome(() => duplicatePage.action(args(request(`/admin/events/${hartfordId}/duplicate`, form), { id: String(hartfordId) })));
    expect("thrown" in created).toBe(true);
    const location = (created as { thrown: Response }).thrown.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/events\/\d+\?created=1$/);
    const newId = Number(/\/admin\/events\/(\d+)/.exec(location)![1]);
    const copy = await openEditor(newId);
    expect(copy.offers.map((o) => [o.tierKey, o.values.price])).toEqual(source.offers.map((o) => [o.tierKey, o.values.price]));
    expect(copy.pools.map((p) => [p.key, p.capacity, p.taken])).toEqual(source.pools.map((p) => [p.key, p.capacity, 0]));
    expect(copy.values.venue).toBe("");

    expect((await listTourEvents({ db: db(), now: now() })).map((e) => e.slug)).toContain("providence");
    const quoted = await quote("providence");
    expect(quoted.body).toMatchObject({ ok: true, quote: { totalMinor: await corePrice("hartford"), currency: "USD" } });
    const order = await placeOrder("providence", 1);
    expect(order.status).toBe(201);
    expect(order.body.order?.totalMinor).toBe(await corePrice("hartford"));
    const paid = await app.request(
      testRequest(`/api/checkout/orders/${order.body.order!.token}/test-card`, { body: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" } }),
    );
    expect(paid.status).toBe(200);
    const listed = await outcome(() => listPage.loader(args(request("/admin/events?q=providence"))));
    expect(listed).toMatchObject({ data: { upcoming: [{ slug: "providence", paid: eventsAdminCopy.list.revenue(`$${order.body.order!.totalMinor / 100}`) }] } });
    // What an event took is the ledger's: an upgrade paid later counts, a refund comes off (decision 0041).
    const [placed] = await db().select().from(orders).where(eq(orders.token, order.body.order!.token));
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, placed!.id));
    await db().insert(orderUpgrades).values({ linkKey: "events-list-upgrade", orderId: placed!.id, lineId: line!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: "test_up_events", paidAt: now() });
    await db().insert(refunds).values({ orderId: placed!.id, amountMinor: 2000, currency: "USD", reason: "Part", status: "succeeded", provider: "test", idempotencyKey: "events-list-refund", actorEmail: "ada@example.com", createdAt: now(), updatedAt: now() });
    const relisted = await outcome(() => listPage.loader(args(request("/admin/events?q=providence"))));
    expect(relisted).toMatchObject({ data: { upcoming: [{ slug: "providence", paid: eventsAdminCopy.list.revenue(`$${(placed!.totalMinor + 22000 - 2000) / 100}`) }] } });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "event.duplicate"), eq(auditLog.target, "providence")));
    expect(audit).toMatchObject({ target: "providence", details: { sourceSlug: "hartford", before: null } });
  });
  it("refuses to move the dates of an event with paid orders (the date change tells the buyers), and saves its other fields", async () => {
    const order = await placeOrder("hartford", 1);
    const paid = await app.request(
      testRequest(`/api/checkout/orders/${order.body.order!.token}/test-card`, { body: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" } }),
    );
    expect(paid.status).toBe(200);
    const editor = await openEditor();
    const moved = await save({ intent: "save_event", ...eventForm(editor, { startsOn: "2026-02-01", dateText: "February 1, 2026" }) });
    expect(moved.status).toBe(409);
    expect(moved.body.errors.startsOn).toMatch(/paid order/);
    expect((await openEditor()).values.startsOn).toBe(editor.values.startsOn);
    expect((await save({ intent: "save_event", ...eventForm(editor, { cityName: "Hartford, Connecticut" }) })).status).toBe(200);
  });
});
