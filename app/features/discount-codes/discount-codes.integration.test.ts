import { irreversibleCopy } from "~/content/irreversible-actions";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { discountCodesCopy } from "~/content/discount-codes";
import { auditLog, discountCodes, events, orders, refunds } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { findEarlyBird } from "~/features/catalog/find-early-bird.server";
import { readPageVersion } from "~/features/catalog/read-page-version.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { refundOrder } from "~/features/payments/payments.server";
import * as batchPage from "~/routes/discount-codes-batch";
import * as csvRoute from "~/routes/discount-codes-csv";
import * as editPage from "~/routes/discount-codes-edit";
import * as listPage from "~/routes/discount-codes";
import * as newPage from "~/routes/discount-codes-new";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { instantFromZoned, zonedFromInstant } from "./zoned-time";

const ADMIN = "ada@example.com";
const DANCER = "dee@example.com";
const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };

type Outcome = { thrown: Response } | { data: unknown; status: number };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null };
    return { data: value.data, status: value.init?.status ?? 200 };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}
const location = (o: Outcome) => ("thrown" in o ? o.thrown.headers.get("location") : null);

describe.each(testDatabaseKinds())("the team's discount codes on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let adminCookie: string;
  let dancerCookie: string;
  let hartford: { id: number; timeZone: string };
  let victoria: { id: number };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles" });
    app = createTestApp(context);
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    const [h] = await db().select({ id: events.id, timeZone: events.timeZone }).from(events).where(eq(events.slug, "hartford"));
    const [v] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "victoria-bc"));
    hartford = h!;
    victoria = v!;
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(auditLog);
  });

  const db = () => t.database.db;
  const page = (path: string, cookie: string, form?: Record<string, string | string[]>, origin = TEST_ORIGIN) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form ?? {})) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    return new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: origin, Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? body : undefined,
    });
  };
  const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context: { app: context }, params }) as never;
  const codeRow = async (code: string) => (await db().select().from(discountCodes).where(eq(discountCodes.code, code)))[0];
  const quote = async (codes: string[], items = [{ tierKey: "core", quantity: 1 }]) => {
    const res = await app.request(testRequest("/api/cart/quote", { body: { eventSlug: "hartford", items, codes } }));
    return (await res.json()) as { ok: boolean; quote?: { totalMinor: number; discounts: Array<{ code: string; discountAmount: number }>; rejectedCodes: Array<{ code: string; message: string }> } };
  };
  const form = (fields: Record<string, string | string[]> = {}) => ({
    code: "team10",
    discountType: "percentage",
    value: "10",
    eventId: String(hartford.id),
    startsAt: "",
    endsAt: "",
    maxUses: "",
    description: "Ten off",
    customerTag: "",
    ...fields,
  });
  const create = (fields: Record<string, string | string[]> = {}, cookie = adminCookie) => outcome(() => newPage.action(args(page("/discount-codes/new", cookie, form(fields)))));

  it("turns away strangers and dancers on every page, in the loader and the action", async () => {
    const [any] = await db().select({ id: discountCodes.id }).from(discountCodes).limit(1);
    const pages = [
      { mod: listPage, path: "/discount-codes" },
      { mod: newPage, path: "/discount-codes/new" },
      { mod: batchPage, path: "/discount-codes/batch" },
      { mod: editPage, path: `/discount-codes/${any!.id}`, params: { id: String(any!.id) } },
      { mod: csvRoute, path: "/discount-codes/export.csv" },
    ];
    for (const p of pages) {
      expect(location(await outcome(() => p.mod.loader(args(page(p.path, dancerCookie), p.params))))).toBe("/");
      expect(location(await outcome(() => p.mod.loader(args(new Request(`${TEST_ORIGIN}${p.path}`), p.params))))).toMatch(/^\/auth/);
    }
    const before = await db().select().from(discountCodes);
    for (const [mod, path, params, fields] of [
      [newPage, "/discount-codes/new", {}, form()],
      [batchPage, "/discount-codes/batch", {}, { ...form(), prefix: "SNEAK", count: "5" }],
      [editPage, `/discount-codes/${any!.id}`, { id: String(any!.id) }, { intent: "delete", confirm: "yes" }],
    ] as const) {
      expect(location(await outcome(() => mod.action(args(page(path, dancerCookie, fields), params))))).toBe("/");
    }
    expect(await db().select().from(discountCodes)).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("creates a code (trimmed, upper-cased, in the event's time zone), audited, and refuses bad input without changing anything", async () => {
    const made = await create({ code: "  spring-20 ", value: "20", eligibleTiers: ["core"], startsAt: "2025-09-01T00:00", endsAt: "2025-12-31T23:59", maxUses: "50", customerTag: "Studio X" });
    expect(location(made)).toMatch(/^\/discount-codes\/\d+\?done=created$/);
    const row = await codeRow("SPRING-20");
    expect(row).toMatchObject({ discountType: "percentage", percentOff: 20, eventId: hartford.id, eligibleTiers: ["core"], maxUses: 50, customerTag: "Studio X", isActive: true });
    // Typed and shown in the event's own time zone.
    expect(row!.startsAt?.toISOString()).toBe(instantFromZoned("2025-09-01T00:00", hartford.timeZone)?.toISOString());
    expect(zonedFromInstant(row!.endsAt!, hartford.timeZone)).toBe("2025-12-31T23:59");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "discount_code.create"));
    expect(entry).toMatchObject({ actorEmail: ADMIN, target: "SPRING-20", details: { before: null, after: { code: "SPRING-20", percentOff: 20 } } });

    const count = async () => (await db().select().from(discountCodes)).length;
    const n = await count();
    const refusals = [
      [await create({ code: "", value: "10" }), 400],
      [await create({ code: "BAD CODE!" }), 400],
      [await create({ code: "PCT0", value: "0" }), 400],
      [await create({ code: "PCT101", value: "101" }), 400],
      [await create({ code: "NOEVENT", discountType: "fixed", value: "25", eventId: "" }), 409],
      [await create({ code: "ODDTIER", eligibleTiers: ["nh_full_weekend"] }), 409],
      [await create({ code: "BACKWARDS", startsAt: "2025-10-02T00:00", endsAt: "2025-10-01T00:00" }), 409],
      [await create({ code: "spring-20" }), 409],
    ] as const;
    for (const [answer, status] of refusals) expect(answer).toMatchObject({ status, data: { ok: false } });
    expect(refusals[4]![0]).toMatchObject({ data: { errors: { eventId: discountCodesCopy.refusals.fixed_needs_event } } });
    expect(refusals[7]![0]).toMatchObject({ data: { errors: { code: discountCodesCopy.refusals.code_taken("SPRING-20") } } });
    const crossSite = await outcome(() => newPage.action(args(page("/discount-codes/new", adminCookie, form({ code: "EVIL" }), "https://evil.example"))));
    expect(crossSite).toMatchObject({ status: 403 });
    expect(await count()).toBe(n);
    expect(await db().select().from(auditLog)).toHaveLength(1);

    const fixed = await create({ code: "FIVEOFF", discountType: "fixed", value: "5.50" });
    expect(location(fixed)).toMatch(/^\/discount-codes\/\d+/);
    expect(await codeRow("FIVEOFF")).toMatchObject({ amountMinor: 550, currency: "USD", percentOff: null });
  });

  it("an edit is what the next quote charges, moves the catalog version, and is audited with before and after", async () => {
    await create({ code: "EDITME", value: "10" });
    const row = (await codeRow("EDITME"))!;
    const first = await quote(["EDITME"]);
    const base = first.quote!.totalMinor + first.quote!.discounts[0]!.discountAmount;
    expect(first.quote!.discounts[0]!.discountAmount).toBe(Math.round(base / 1000) * 100);

    const version = (await readPageVersion({ db: db(), now: new Date() })).catalogVersion;
    const edited = await outcome(() => editPage.action(args(page(`/discount-codes/${row.id}`, adminCookie, { intent: "save", ...form({ code: "EDITME", value: "50" }) }), { id: String(row.id) })));
    expect(edited).toMatchObject({ status: 200, data: { ok: true, message: discountCodesCopy.form.saved("EDITME") } });
    expect((await readPageVersion({ db: db(), now: new Date() })).catalogVersion).toBeGreaterThan(version);
    const second = await quote(["EDITME"]);
    expect(second.quote!.discounts[0]!.discountAmount).toBe(Math.round(base / 200) * 100);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "discount_code.update"));
    expect(entry).toMatchObject({ target: "EDITME", details: { before: { percentOff: 10 }, after: { percentOff: 50 } } });

    const off = await outcome(() => editPage.action(args(page(`/discount-codes/${row.id}`, adminCookie, { intent: "deactivate" }), { id: String(row.id) })));
    expect(off).toMatchObject({ status: 200, data: { ok: true } });
    expect((await quote(["EDITME"])).quote!.rejectedCodes).toEqual([{ code: "EDITME", message: expect.any(String) }]);
    const [offEntry] = await db().select().from(auditLog).where(eq(auditLog.action, "discount_code.deactivate"));
    expect(offEntry).toMatchObject({ details: { before: { isActive: true }, after: { isActive: false } } });

    // Without the dialog's confirmation (or the ticked box), the code stays.
    const unconfirmed = await outcome(() => editPage.action(args(page(`/discount-codes/${row.id}`, adminCookie, { intent: "delete" }), { id: String(row.id) })));
    expect(unconfirmed).toMatchObject({ status: 400, data: { ok: false, message: irreversibleCopy.discountCodeDelete.missing } });
    expect(await codeRow("EDITME")).toBeDefined();
    const gone = await outcome(() => editPage.action(args(page(`/discount-codes/${row.id}`, adminCookie, { intent: "delete", confirm: "yes" }), { id: String(row.id) })));
    expect(location(gone)).toBe("/discount-codes?deleted=EDITME");
    expect(await codeRow("EDITME")).toBeUndefined();
    const [deleted] = await db().select().from(auditLog).where(eq(auditLog.action, "discount_code.delete"));
    expect(deleted).toMatchObject({ details: { before: { code: "EDITME" }, after: null } });
  });

  it("keeps at most one early bird per event, even when two admins flag two codes at once", async () => {
    const early = { isEarlyBird: "on", endsAt: "2025-10-20T23:59" };
    const taken = await create({ code: "VICTORIA2", eventId: String(victoria.id), ...early });
    expect(taken).toMatchObject({ status: 409, data: { errors: { isEarlyBird: discountCodesCopy.refusals.early_bird_taken("VICTORIAEARLY20") } } });
    expect(await create({ code: "NOEND", isEarlyBird: "on" })).toMatchObject({ status: 409, data: { errors: { endsAt: discountCodesCopy.refusals.early_bird_needs_end } } });

    const both = await Promise.all([create({ code: "EARLYA", ...early }), create({ code: "EARLYB", ...early })]);
    expect(both.filter((o) => location(o)?.startsWith("/discount-codes/"))).toHaveLength(1);
    expect(both.filter((o) => "data" in o && o.status === 409)).toHaveLength(1);
    expect(await db().select().from(discountCodes).where(eq(discountCodes.isEarlyBird, true))).toHaveLength(2);

    // The city page's banner follows the flag: moved to another code of the event, it shows that one.
    expect(await findEarlyBird({ db: db(), eventId: victoria.id, code: "VICTORIAEARLY20" })).toMatchObject({ code: "VICTORIAEARLY20", percentOff: 20 });
    const old = (await codeRow("VICTORIAEARLY20"))!;
    const unflagged = await outcome(() =>
      editPage.action(
        args(page(`/discount-codes/${old.id}`, adminCookie, { intent: "save", ...form({ code: old.code, value: "20", eventId: String(victoria.id), eligibleTiers: ["core", "pro"], endsAt: "2025-10-24T23:59" }) }), { id: String(old.id) }),
      ),
    );
    expect(unflagged).toMatchObject({ status: 200, data: { ok: true } });
    expect(location(await create({ code: "VICTORIA30", value: "30", eventId: String(victoria.id), ...early }))).toMatch(/^\/discount-codes\//);
    expect(await findEarlyBird({ db: db(), eventId: victoria.id, code: "VICTORIAEARLY20" })).toMatchObject({ code: "VICTORIA30", percentOff: 30 });
  });

  it("generates single-use codes that hold under 20 parallel checkouts: one order, one paid use, then refused", async () => {
    const made = await outcome(() => batchPage.action(args(page("/discount-codes/batch", adminCookie, { ...form(), prefix: "partner", count: "3", value: "15" }))));
    expect(made).toMatchObject({ status: 201, data: { ok: true, prefix: "PARTNER" } });
    const codes = (made as { data: { codes: string[] } }).data.codes;
    expect(codes).toHaveLength(3);
    for (const c of codes) expect(c).toMatch(/^PARTNER-[A-Z2-9]{8}$/);
    expect(await db().select().from(discountCodes).where(like(discountCodes.code, "PARTNER-%"))).toEqual(
      expect.arrayContaining([expect.objectContaining({ maxUses: 1, usesCount: 0, percentOff: 15, eventId: hartford.id })]),
    );
    const again = await outcome(() => batchPage.action(args(page("/discount-codes/batch", adminCookie, { ...form(), prefix: "PARTNER", count: "2" }))));
    expect(again).toMatchObject({ status: 409, data: { errors: { prefix: discountCodesCopy.refusals.prefix_taken("PARTNER") } } });

    const code = codes[0]!;
    const orderWith = (n: number) =>
      app.request(testRequest("/api/checkout/orders", { body: { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer, students: [{ fullName: `Dancer ${n}`, age: 19 }], codes: [code] } }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => orderWith(n)));
    const placed = answers.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const { order } = (await placed[0]!.json()) as { order: { token: string } };
    const paid = await app.request(testRequest(`/api/checkout/orders/${order.token}/test-card`, { body: okCard }));
    expect(paid.status).toBe(200);
    expect(await codeRow(code)).toMatchObject({ usesCount: 1 });
    expect((await quote([code])).quote!.rejectedCodes.map((r) => r.code)).toEqual([code]);

    // Used, so it stays (switch it off instead); its sales show in the list.
    const row = (await codeRow(code))!;
    const kept = await outcome(() => editPage.action(args(page(`/discount-codes/${row.id}`, adminCookie, { intent: "delete", confirm: "yes" }), { id: String(row.id) })));
    expect(kept).toMatchObject({ status: 409, data: { ok: false } });
    expect(await codeRow(code)).toBeDefined();
    const listed = await outcome(() => listPage.loader(args(page("/discount-codes?show=expired", adminCookie))));
    const shown = (listed as { data: { codes: Array<{ code: string; sales: Array<{ orders: number; currency: string }> }> } }).data.codes.find((c) => c.code === code);
    const [paidOrder] = await t.database.db.select().from(orders).where(eq(orders.token, order.token));
    expect(shown?.sales).toEqual([expect.objectContaining({ orders: 1, currency: "USD", discountMinor: paidOrder!.discountMinor, revenueMinor: paidOrder!.totalMinor })]);
    // Refunded, the order still counts as sold with the code; what it brought in is net of the refund (the ledger's figures).
    const refunded = await refundOrder({ db: t.database.db, provider: context.checkout.provider, mail: context.mail, number: paidOrder!.number, amountMinor: "rest", reason: { typed: "Changed plans" }, idempotencyKey: "codelistrefund0001", actor: { userId: null, email: "ada@example.com" }, now: new Date() });
    expect(refunded.ok).toBe(true);
    // (The refund gave the single-use code its use back, so it is usable again: list them all.)
    const relisted = await outcome(() => listPage.loader(args(page("/discount-codes?show=all", adminCookie))));
    const after = (relisted as { data: { codes: Array<{ code: string; sales: Array<{ orders: number; currency: string; revenueMinor: number }> }> } }).data.codes.find((c) => c.code === code);
    expect(after?.sales).toEqual([expect.objectContaining({ orders: 1, currency: "USD", discountMinor: paidOrder!.discountMinor, revenueMinor: 0 })]);
    await t.database.db.delete(refunds).where(eq(refunds.orderId, paidOrder!.id)); // the suite's clean-up removes its orders

    const csv = await csvRoute.loader(args(page("/discount-codes/export.csv?show=all&prefix=PARTNER-", adminCookie)));
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFFCode,Kind,")).toBe(true);
    for (const c of codes) expect(text).toContain(`\r\n${c},percentage,15,`);
    expect(text).not.toContain("SPRING-20");
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "discount_code.generate"));
    expect(audit).toMatchObject({ target: "PARTNER-*", details: { before: null, after: { count: 3, codes } } });
    await db().delete(orders);
  });
});
