import { irreversibleCopy } from "~/content/irreversible-actions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { backOfficeCopy } from "~/content/back-office";
import { auditLog, emailOutbox, events, orderAttention, orderLines, orders, userRoles, users } from "~/db/schema";
import type { AppContext } from "~/app-context.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import * as homePage from "~/routes/admin-home";
import * as seatsCsv from "~/routes/admin-seats-csv";
import * as teamPage from "~/routes/admin-team";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getAdminOverview } from "./get-admin-overview.server";
import { revokeRole } from "./revoke-role.server";

const ADMIN = "ada@example.com";
const SECOND = "bo@example.com";
const DANCER = "dee@example.com";
// 10:00 in Los Angeles on 18 October 2025.
const NOW = new Date("2025-10-18T17:00:00Z");

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

describe.each(testDatabaseKinds())("the back office on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: "America/Los_Angeles" });
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    await signedInCookie(context, { email: SECOND, name: "Bo Second" });
    for (const row of await t.database.db.select({ id: users.id, email: users.email }).from(users)) ids[row.email] = row.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const request = (path: string, cookie: string, form?: Record<string, string>, origin = TEST_ORIGIN) =>
    new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: origin, Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (req: Request) => ({ request: req, context: { app: context }, params: {} }) as never;
  const adminIds = async () => (await db().select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"))).map((r) => r.userId).sort();

  describe("the team page", () => {
    beforeEach(async () => {
      await db().delete(userRoles).where(eq(userRoles.userId, ids[SECOND]!));
      await db().delete(auditLog);
    });

    it("turns away strangers and dancers, in the loader and the action", async () => {
      const dancer = await outcome(() => teamPage.loader(args(request("/admin/team", dancerCookie))));
      expect("thrown" in dancer && dancer.thrown.headers.get("location")).toBe("/");
      const post = await outcome(() => teamPage.action(args(request("/admin/team", dancerCookie, { intent: "grant", email: DANCER }))));
      expect("thrown" in post && post.thrown.headers.get("location")).toBe("/");
      const anonymous = await outcome(() => homePage.loader(args(new Request(`${TEST_ORIGIN}/admin`))));
      expect("thrown" in anonymous && anonymous.thrown.headers.get("location")).toMatch(/^\/auth/);
      expect(await adminIds()).toEqual([ids[ADMIN]]);
    });

    it("grants the role to an existing account, audited, and says when there is no such account", async () => {
      const granted = await outcome(() => teamPage.action(args(request("/admin/team", adminCookie, { intent: "grant", email: " BO@example.com " }))));
      expect(granted).toMatchObject({ status: 200, data: { ok: true, message: backOfficeCopy.team.granted(SECOND) } });
      expect(await adminIds()).toEqual([ids[ADMIN], ids[SECOND]].sort());
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "role.grant"));
      expect(entry).toMatchObject({ actorEmail: ADMIN, target: SECOND, details: { role: "admin", before: null, after: "admin" } });

      const missing = await outcome(() => teamPage.action(args(request("/admin/team", adminCookie, { intent: "grant", email: "nobody@example.com" }))));
      expect(missing).toMatchObject({ status: 404, data: { ok: false, emailError: backOfficeCopy.team.noAccount("nobody@example.com") } });
      const bad = await outcome(() => teamPage.action(args(request("/admin/team", adminCookie, { intent: "grant", email: "not an email" }))));
      expect(bad).toMatchObject({ status: 400, data: { ok: false } });
      const loaded = await outcome(() => teamPage.loader(args(request("/admin/team", adminCookie))));
      expect("data" in loaded && (loaded.data as { admins: Array<{ email: string }> }).admins.map((a) => a.email).sort()).toEqual([ADMIN, SECOND]);
    });

    it("never removes the last admin, lets an admin leave once a second one exists, and refuses other sites", async () => {
      const alone = await outcome(() => teamPage.action(args(request("/admin/team", adminCookie, { intent: "revoke", userId: ids[ADMIN]!, confirm: "yes" }))));
      expect(alone).toMatchObject({ status: 409, data: { ok: false, message: backOfficeCopy.team.lastAdmin } });
      expect(await adminIds()).toEqual([ids[ADMIN]]);

      await db().insert(userRoles).values({ userId: ids[SECOND]!, role: "admin" });
      const crossSite = await outcome(() => teamPage.action(args(request("/admin/team", adminCookie, { intent: "revoke", userId: ids[SECOND]!, confirm: "yes" }, "https://evil.example"))));
      expect(crossSite).toMatchObject({ status: 403 });
      expect(await adminIds()).toHaveLength(2);

      const bo = await signedInCookie(context, { email: SECOND });
      // Without the dialog's confirmation (or the ticked box), nobody is removed.
      const unconfirmed = await outcome(() => teamPage.action(args(request("/admin/team", bo, { intent: "revoke", userId: ids[SECOND]! }))));
      expect(unconfirmed).toMatchObject({ status: 400, data: { ok: false, message: irreversibleCopy.adminRevoke.missing } });
      expect(await adminIds()).toHaveLength(2);
      const left = await outcome(() => teamPage.action(args(request("/admin/team", bo, { intent: "revoke", userId: ids[SECOND]!, confirm: "yes" }))));
      expect(left).toMatchObject({ status: 200, data: { ok: true, message: backOfficeCopy.team.revoked(SECOND) } });
      expect(await adminIds()).toEqual([ids[ADMIN]]);
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "role.revoke"));
      expect(entry).toMatchObject({ actorEmail: SECOND, target: SECOND, details: { before: "admin", after: null, self: true } });
    });

    it("lets only one of two admins removing each other at once succeed", async () => {
      await db().insert(userRoles).values({ userId: ids[SECOND]!, role: "admin" });
      const results = await Promise.all([
        revokeRole({ db: db(), userId: ids[SECOND]!, role: "admin", actor: { userId: ids[ADMIN]!, email: ADMIN } }),
        revokeRole({ db: db(), userId: ids[ADMIN]!, role: "admin", actor: { userId: ids[SECOND]!, email: SECOND } }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === "last_admin")).toHaveLength(1);
      expect(await adminIds()).toHaveLength(1);
      // Put Ada back for the other tests.
      await db().insert(userRoles).values({ userId: ids[ADMIN]!, role: "admin" }).onConflictDoNothing();
      await db().delete(userRoles).where(and(eq(userRoles.userId, ids[SECOND]!), eq(userRoles.role, "admin")));
    });
  });

  describe("the overview", () => {
    /** A paid order of one line: the ledger records its charge when the transaction commits. */
    async function paidOrder(eventId: number, currency: "USD" | "GBP" | "CAD", totalMinor: number, paidAt: Date, extra: Partial<typeof orders.$inferInsert> = {}) {
      return db().transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency, status: "paid", buyerName: "Buyer", buyerEmail: "buyer@example.com", buyerPhone: "+1 555 0100", subtotalMinor: totalMinor, totalMinor, holdExpiresAt: paidAt, provider: "test", paidAt, ...extra })
          .returning({ id: orders.id });
        await tx.insert(orderLines).values({ orderId: row!.id, tierKey: "core", label: "Core Experience", quantity: 1, unitPriceMinor: totalMinor, subtotalMinor: totalMinor, totalMinor });
        return row!.id;
      });
    }

    it("counts the ledger's money for today and the last 7 days in the team's zone, per currency, and lists what needs the team", async () => {
      await db().delete(orderAttention);
      await db().delete(orders);
      await db().delete(emailOutbox);
      const [usd] = await db().select().from(events).where(eq(events.currency, "USD")).limit(1);
      const [gbp] = await db().select().from(events).where(eq(events.currency, "GBP")).limit(1);
      await paidOrder(usd!.id, "USD", 16800, new Date("2025-10-18T07:30:00Z")); // 00:30 today in Los Angeles
      await paidOrder(usd!.id, "USD", 33600, new Date("2025-10-18T16:00:00Z"));
      await paidOrder(gbp!.id, "GBP", 12900, new Date("2025-10-18T16:30:00Z"));
      await paidOrder(usd!.id, "USD", 10000, new Date("2025-10-18T06:59:00Z")); // 23:59 yesterday there
      const flagged = await paidOrder(usd!.id, "USD", 5000, new Date("2025-10-11T06:59:00Z")); // 8 days ago there
      await db().insert(orderAttention).values([
        { orderId: flagged, reason: "Paid after the seats were gone" },
        { orderId: flagged, reason: "Settled earlier", resolvedAt: NOW, resolvedBy: "system" },
      ]);
      await db().insert(emailOutbox).values({ toAddress: "x@example.com", subject: "Your ticket", html: "<p>x</p>", text: "x", template: "order-confirmation", status: "failed", lastError: "550 mailbox unavailable" });

      const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: "America/Los_Angeles" });
      const figures = (currency: "GBP" | "USD", grossMinor: number) => ({ currency, grossMinor, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: grossMinor, feeMinor: 0 });
      expect(overview.today).toEqual({ orders: 3, figures: [figures("GBP", 12900), figures("USD", 50400)] });
      expect(overview.lastSevenDays).toEqual({ orders: 4, figures: [figures("GBP", 12900), figures("USD", 60400)] });
      expect(overview.attention.map((a) => a.reason)).toEqual(["Paid after the seats were gone"]);
      expect(overview.failedEmails).toMatchObject({ count: 1, latest: [{ subject: "Your ticket", lastError: "550 mailbox unavailable" }] });
      expect(overview.upcoming.length).toBeGreaterThan(0);
      const withSeats = overview.upcoming.find((e) => e.id === usd!.id);
      const pool = withSeats?.pools.find((p) => p.capacity !== null);
      if (pool) expect(pool.left).toBe(Math.max(0, pool.capacity! - pool.taken));

      const page = await outcome(() => homePage.loader(args(request("/admin", adminCookie))));
      expect(page).toMatchObject({ status: 200, data: { today: { orders: 3, money: [{ currency: "GBP", gross: "£129", refunds: "£0", net: "£129" }, { currency: "USD", gross: "$504", refunds: "$0", net: "$504" }] } } });

      // The seats table as CSV: one row per upcoming event and pool, with a byte-order mark.
      const csv = (await seatsCsv.loader(args(request("/admin/seats.csv", adminCookie)))) as Response;
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("cache-control")).toBe("private, no-store");
      const lines = (await csv.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
      expect(lines[0]).toBe("Event,Date,Seats for,Taken,Capacity,Left");
      expect(lines.length - 1).toBe(overview.upcoming.reduce((n, e) => n + e.pools.length, 0));
      const denied = await outcome(() => seatsCsv.loader(args(request("/admin/seats.csv", dancerCookie))));
      expect("thrown" in denied && denied.thrown.status).toBe(302);
    });
  });
});
