import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditLog, auditionRegistrations, events, orderLines, orderStudents, orders } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as doorEventPage from "~/routes/admin-check-in-event";
import * as doorPage from "~/routes/admin-check-in";
import { createTestApp, createTestContext, signedInCookie, testRequest, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { checkInPerson } from "./check-in-person.server";
import { listDoorEvents } from "./list-door-events.server";
import { listDoorPeople } from "./list-door-people.server";
import { undoCheckIn } from "./undo-check-in.server";

// 10:00 in Los Angeles on 1 November 2025: Nashville (2 November) is tomorrow, Hartford's week is not yet.
const NOW = new Date("2025-11-01T17:00:00Z");
const ADMIN = "door.admin@example.com";
const SECOND = "door.second@example.com";
const DANCER = "door.dancer@example.com";
const actor = { userId: null, email: ADMIN };

describe.each(testDatabaseKinds())("the door on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  let eventId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Door Admin", admin: true });
    await signedInCookie(context, { email: SECOND, name: "Second Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    const [event] = await db().select({ id: events.id }).from(events).where(eq(events.slug, "nashville"));
    eventId = event!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function placeOrder(status: "paid" | "pending" | "refunded", students: Array<{ fullName: string; age: number; parentName?: string }>): Promise<number[]> {
    const [order] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", status, buyerName: "Buyer", buyerEmail: "buyer@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 100, totalMinor: 100, holdExpiresAt: NOW, provider: "test", paidAt: status === "paid" ? NOW : null })
      .returning({ id: orders.id });
    const [line] = await db()
      .insert(orderLines)
      .values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: students.length, unitPriceMinor: 50, subtotalMinor: 100, totalMinor: 100 })
      .returning({ id: orderLines.id });
    const rows = await db()
      .insert(orderStudents)
      .values(
        students.map((s, i) => ({
          orderId: order!.id,
          position: i + 1,
          fullName: s.fullName,
          age: s.age,
          ageGroup: s.age <= 12 ? ("12_and_under" as const) : ("13_and_up" as const),
          parentName: s.parentName ?? null,
          guardianConsent: s.parentName ? "I consent." : null,
          orderLineId: line!.id,
        })),
      )
      .returning({ id: orderStudents.id });
    return rows.map((r) => r.id);
  }

  let maya: number;
  let unpaid: number;
  let audition: number;
  beforeEach(async () => {
    await db().delete(auditLog);
    await db().delete(orders);
    await db().delete(auditionRegistrations);
    [maya] = (await placeOrder("paid", [{ fullName: "Maya Reyes", age: 11, parentName: "Rosa Reyes" }])) as [number];
    [unpaid] = (await placeOrder("pending", [{ fullName: "Pat Pending", age: 20 }])) as [number];
    await placeOrder("refunded", [{ fullName: "Rae Refunded", age: 20 }]);
    const [reg] = await db()
      .insert(auditionRegistrations)
      .values({ eventId, fullName: "Ari Audition", email: "ari@example.com", phone: "555", age: 15, ageGroup: "13_and_up", parentName: "Ann Audition", consentText: "We consent." })
      .returning({ id: auditionRegistrations.id });
    audition = reg!.id;
  });

  it("lists the events of today and the coming days in each event's zone", async () => {
    const open = await listDoorEvents({ db: db(), now: NOW });
    expect(open.map((e) => e.id)).toContain(eventId);
    expect(open.every((e) => e.startsOn <= "2025-11-08")).toBe(true);
    const afterwards = await listDoorEvents({ db: db(), now: new Date("2025-11-03T12:00:00Z") });
    expect(afterwards.map((e) => e.id)).not.toContain(eventId);
  });

  it("lists paid orders' students and audition registrants, never unpaid or refunded orders' students", async () => {
    const people = await listDoorPeople({ db: db(), eventId });
    expect(people.map((p) => [p.kind, p.name, p.tier, p.guardianName, p.consent])).toEqual([
      ["audition", "Ari Audition", null, "Ann Audition", true],
      ["student", "Maya Reyes", "Core Experience", "Rosa Reyes", true],
    ]);
    expect(await checkInPerson({ db: db(), eventId, ticket: { kind: "student", id: unpaid }, actor, now: NOW })).toEqual({ ok: false, reason: "not_paid" });
  });

  it("makes two check-ins of one person at once one check-in, with one audit entry", async () => {
    const results = await Promise.all([
      checkInPerson({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor, now: NOW }),
      checkInPerson({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor: { userId: null, email: SECOND }, now: new Date(NOW.getTime() + 1000) }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["already_checked_in"]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, "door.check_in"));
    expect(entries).toHaveLength(1);
    const [row] = await db().select({ at: orderStudents.checkedInAt, by: orderStudents.checkedInBy }).from(orderStudents).where(eq(orderStudents.id, maya));
    expect(row!.at).not.toBeNull();
  });

  it("an undo naming a check-in takes back that one only: resent after another phone checked the person in again, it leaves the new check-in", async () => {
    const first = await checkInPerson({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor, now: NOW });
    if (!first.ok) throw new Error(first.reason);
    const seen = first.checkedInAt.toISOString();
    expect((await undoCheckIn({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor, now: NOW, checkedInAt: seen })).ok).toBe(true);
    // Another phone checks Maya in again; then the first phone's undo arrives a second time (its answer was lost).
    const later = new Date(NOW.getTime() + 60_000);
    expect((await checkInPerson({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor: { userId: null, email: SECOND }, now: later })).ok).toBe(true);
    expect(await undoCheckIn({ db: db(), eventId, ticket: { kind: "student", id: maya }, actor, now: later, checkedInAt: seen })).toEqual({ ok: false, reason: "checked_in_again" });
    const [row] = await db().select({ at: orderStudents.checkedInAt, by: orderStudents.checkedInBy }).from(orderStudents).where(eq(orderStudents.id, maya));
    expect(row).toEqual({ at: later, by: SECOND });
  });

  it("checks in by ticket code, refuses another event's code, and undoes with the history kept in the audit log", async () => {
    const [reg] = await db().select({ code: auditionRegistrations.ticketCode }).from(auditionRegistrations).where(eq(auditionRegistrations.id, audition));
    expect((await checkInPerson({ db: db(), eventId, ticket: { ticketCode: reg!.code }, actor, now: NOW })).ok).toBe(true);
    expect(await checkInPerson({ db: db(), eventId: eventId + 1000, ticket: { ticketCode: reg!.code }, actor, now: NOW })).toEqual({ ok: false, reason: "other_event" });
    expect(await checkInPerson({ db: db(), eventId, ticket: { ticketCode: "0".repeat(32) }, actor, now: NOW })).toEqual({ ok: false, reason: "not_found" });

    const undone = await undoCheckIn({ db: db(), eventId, ticket: { kind: "audition", id: audition }, actor: { userId: null, email: SECOND }, now: NOW });
    expect(undone).toEqual({ ok: true, person: { kind: "audition", id: audition, name: "Ari Audition" } });
    expect(await undoCheckIn({ db: db(), eventId, ticket: { kind: "audition", id: audition }, actor, now: NOW })).toEqual({ ok: false, reason: "not_checked_in" });
    const [row] = await db().select({ at: auditionRegistrations.checkedInAt }).from(auditionRegistrations).where(eq(auditionRegistrations.id, audition));
    expect(row!.at).toBeNull();
    const [undo] = await db().select().from(auditLog).where(and(eq(auditLog.action, "door.undo_check_in"), eq(auditLog.target, `audition:${audition}`)));
    expect(undo).toMatchObject({ actorEmail: SECOND, details: { before: { checkedInAt: NOW.toISOString(), checkedInBy: ADMIN }, after: { checkedInAt: null } } });
  });

  describe("over HTTP", () => {
    const app = () => createTestApp(context);
    const args = (path: string, cookie: string, params: Record<string, string> = {}) =>
      ({ request: new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie } }), context: { app: context }, params }) as never;

    it("refuses strangers and non-admins in the loaders and the API", async () => {
      for (const run of [() => doorPage.loader(args("/admin/check-in", dancerCookie)), () => doorEventPage.loader(args(`/admin/check-in/${eventId}`, dancerCookie, { eventId: String(eventId) }))]) {
        const thrown = await run().then(
          () => null,
          (e: unknown) => e,
        );
        expect(thrown instanceof Response && thrown.headers.get("location")).toBe("/");
      }
      const anonymous = await doorPage.loader(args("/admin/check-in", "")).then(
        () => null,
        (e: unknown) => e,
      );
      expect(anonymous instanceof Response && anonymous.headers.get("location")).toMatch(/^\/auth/);

      const body = { eventId, kind: "student", id: maya };
      expect((await app().request(testRequest("/api/door/check-ins", { body }))).status).toBe(401);
      expect((await app().request(testRequest("/api/door/check-ins", { body, cookie: dancerCookie }))).status).toBe(403);
      expect((await app().request(testRequest("/api/door/check-ins/undo", { body, cookie: dancerCookie }))).status).toBe(403);
      expect((await app().request(testRequest(`/api/door/events/${eventId}/people`, { cookie: dancerCookie }))).status).toBe(403);
      const [row] = await db().select({ at: orderStudents.checkedInAt }).from(orderStudents).where(eq(orderStudents.id, maya));
      expect(row!.at).toBeNull();
    });

    it("serves the page and the API to an admin: list, check in, a repeat, undo", async () => {
      const page = (await doorEventPage.loader(args(`/admin/check-in/${eventId}`, adminCookie, { eventId: String(eventId) }))) as unknown as { data: { people: Array<{ name: string }> }; init: { headers: Record<string, string> } };
      expect(page.data.people.map((p) => p.name)).toEqual(["Ari Audition", "Maya Reyes"]);
      expect(page.init.headers["Cache-Control"]).toBe("private, no-store");

      const body = { eventId, kind: "student", id: maya };
      const first = await app().request(testRequest("/api/door/check-ins", { body, cookie: adminCookie }));
      expect(first.status).toBe(200);
      const again = await app().request(testRequest("/api/door/check-ins", { body, cookie: adminCookie }));
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ ok: false, reason: "already_checked_in" });
      const list = (await (await app().request(testRequest(`/api/door/events/${eventId}/people`, { cookie: adminCookie }))).json()) as { people: Array<{ name: string; checkedInBy: string | null }> };
      expect(list.people.find((p) => p.name === "Maya Reyes")?.checkedInBy).toBe(ADMIN);
      expect((await app().request(testRequest("/api/door/check-ins/undo", { body, cookie: adminCookie }))).status).toBe(200);
      const unpaidTry = await app().request(testRequest("/api/door/check-ins", { body: { eventId, kind: "student", id: unpaid }, cookie: adminCookie }));
      expect(unpaidTry.status).toBe(422);
      const actions = await db().select({ action: auditLog.action }).from(auditLog).where(inArray(auditLog.action, ["door.check_in", "door.undo_check_in"])).orderBy(auditLog.id);
      expect(actions.map((a) => a.action)).toEqual(["door.check_in", "door.undo_check_in"]);
    });
  });
});
