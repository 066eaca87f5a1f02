import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { auditionRegistrations, emailOutbox, events, offers, orderLines, orderStudents, orders, subscriptions, users } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import type { AppContext } from "~/app-context.server";
import * as page from "~/routes/account";
import { CookieJar } from "../../../tests/support/cookie-jar";
import { createTestApp, createTestContext, signedInCookie, TEST_PASSWORD, testRequest } from "../../../tests/support/test-app";
import { useCheapPasswordHashing } from "../../../tests/support/test-auth";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { totpCode } from "../../../tests/support/totp";
import { listMyRecords } from "./list-my-records.server";
import { phoneAccountEmail } from "~/features/auth/auth-schemas";

interface SeededEvent {
  id: number;
  tierKey: string;
}

describe.each(testDatabaseKinds())("my records on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let dated: SeededEvent;
  let other: SeededEvent;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const db = t.database.db;
    await seedCatalog({ db, catalog });
    // Two dated events that sell something through the cart; which ones does not matter.
    const sellers = await db
      .selectDistinctOn([events.id], { id: events.id, tierKey: offers.tierKey })
      .from(events)
      .innerJoin(offers, eq(offers.eventId, events.id))
      .where(isNotNull(events.startsOn))
      .orderBy(asc(events.id), asc(offers.id));
    [dated, other] = sellers as [SeededEvent, SeededEvent];
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    const db = t.database.db;
    await db.delete(orders);
    await db.delete(subscriptions);
    await db.delete(auditionRegistrations);
    await db.delete(users);
    await db.delete(emailOutbox);
    context = createTestContext(t.database);
    // Passwords here only set up signed-in accounts; server/auth.integration.test.ts proves the real hashing.
    await useCheapPasswordHashing(context.auth);
  });

  async function placeOrder(options: { event: SeededEvent; buyerEmail: string; buyerPhone?: string; status: "pending" | "paid" | "expired"; students?: Array<{ fullName: string; email?: string }> }) {
    const db = t.database.db;
    const token = newOrderToken();
    const number = newOrderNumber();
    const students = options.students ?? [];
    const seats = Math.max(1, students.length);
    const [order] = await db
      .insert(orders)
      .values({
        number,
        token,
        eventId: options.event.id,
        currency: "USD",
        status: options.status,
        buyerName: "Buyer",
        buyerEmail: options.buyerEmail,
        buyerPhone: options.buyerPhone ?? "+1 555 0100",
        subtotalMinor: 16800 * seats,
        totalMinor: 16800 * seats,
        holdExpiresAt: new Date("2025-09-01T20:00:00Z"),
        provider: "test",
        paidAt: options.status === "paid" ? new Date("2025-09-01T19:05:00Z") : null,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order!.id, tierKey: options.event.tierKey, label: "Ticket", quantity: seats, unitPriceMinor: 16800, subtotalMinor: 16800 * seats, totalMinor: 16800 * seats });
    if (students.length)
      await db.insert(orderStudents).values(
        students.map((s, i) => ({ orderId: order!.id, position: i + 1, fullName: s.fullName, age: 19, ageGroup: "13_and_up" as const, email: s.email ?? null, enrolledAt: options.status === "paid" ? new Date() : null })),
      );
    return { number, token };
  }

  async function register(event: SeededEvent, email: string, fullName: string) {
    await t.database.db.insert(auditionRegistrations).values({ eventId: event.id, ageGroup: "12_and_under", fullName, email, phone: "+1 555 0101", age: 11, parentName: "Parent", consentText: "I agree." });
  }

  /** Dana buys twice (once typing her address in capitals) and registers for an audition; Lee buys once, naming Dana's address for one student. */
  async function seedTwoPeople() {
    const danaPaid = await placeOrder({ event: dated, buyerEmail: "Dana@Example.COM", status: "paid", students: [{ fullName: "Maya Reyes" }] });
    const danaPending = await placeOrder({ event: other, buyerEmail: "dana@example.com", status: "pending" });
    const lee = await placeOrder({ event: dated, buyerEmail: "lee@example.com", status: "paid", students: [{ fullName: "Lee Park" }, { fullName: "Dana Reyes", email: "DANA@example.com" }] });
    await register(dated, "dana@EXAMPLE.com", "Nico Reyes");
    await register(other, "lee@example.com", "Sam Park");
    return { danaPaid, danaPending, lee };
  }

  it("lists orders bought with the verified phone number however it was typed; never by a placeholder address or a look-alike number", async () => {
    const db = t.database.db;
    const typed = await placeOrder({ event: dated, buyerEmail: "rosa.work@example.com", buyerPhone: "(860) 555-0123", status: "paid", students: [{ fullName: "Ana Parent" }] });
    const international = await placeOrder({ event: other, buyerEmail: "someone@example.com", buyerPhone: "+1 860.555.0123", status: "pending" });
    await placeOrder({ event: dated, buyerEmail: "stranger@example.com", buyerPhone: "(203) 555-0123", status: "paid" });
    await placeOrder({ event: dated, buyerEmail: phoneAccountEmail("+18605550123"), buyerPhone: "(203) 555-0199", status: "paid" });

    const rosa = await listMyRecords({ db, email: "", phone: "+18605550123" });
    expect(rosa.orders.map((o) => o.number).sort()).toEqual([typed.number, international.number].sort());
    expect(rosa.students.map((s) => [s.fullName, s.orderNumber])).toEqual([["Ana Parent", typed.number]]);
    // A phone account's placeholder address is nobody's: nothing is matched by it.
    expect(await listMyRecords({ db, email: phoneAccountEmail("+18605550123"), phone: null })).toEqual({ orders: [], students: [], auditions: [] });
    // The email and the phone together: both sets, once each.
    const both = await listMyRecords({ db, email: "stranger@example.com", phone: "+18605550123" });
    expect(both.orders).toHaveLength(3);
  });

  it("shows /account the orders of the account's verified phone, never of an unverified one", async () => {
    const db = t.database.db;
    const byPhone = await placeOrder({ event: dated, buyerEmail: "rosa.work@example.com", buyerPhone: "860-555-0123", status: "paid" });
    const byEmail = await placeOrder({ event: other, buyerEmail: "dana@example.com", status: "paid" });
    const cookie = await signedInCookie(context, { email: "dana@example.com" });
    const numbers = async () => {
      const answer = (await page.loader({ request: new Request("http://localhost/account", { headers: { cookie } }), context: { app: context }, params: {} } as never)) as { data: { records: { orders: Array<{ number: string }> } | null } };
      return answer.data.records?.orders.map((o) => o.number).sort();
    };
    await db.update(users).set({ phoneNumber: "+18605550123", phoneNumberVerified: false }).where(eq(users.email, "dana@example.com"));
    expect(await numbers()).toEqual([byEmail.number]);
    await db.update(users).set({ phoneNumberVerified: true }).where(eq(users.email, "dana@example.com"));
    expect(await numbers()).toEqual([byEmail.number, byPhone.number].sort());
  });

  it("shows a phone account the subscriptions it bought signed in, never one by its placeholder address or through the email on an order of its phone", async () => {
    const db = t.database.db;
    const phone = "+18605550123";
    const cookie = await signedInCookie(context, { email: "rosa.work@example.com" });
    // Made a phone account: a placeholder address, a verified number.
    const [rosa] = await db.update(users).set({ email: phoneAccountEmail(phone), emailVerified: false, phoneNumber: phone, phoneNumberVerified: true }).where(eq(users.email, "rosa.work@example.com")).returning();
    const order = await placeOrder({ event: dated, buyerEmail: "rosa.work@example.com", buyerPhone: "860-555-0123", status: "paid" });
    const start = new Date("2025-09-01T12:00:00Z");
    const subscribe = async (label: string, buyerEmail: string, userId: string | null, status: "active" | "cancelled") => {
      await db.insert(subscriptions).values({
        token: `sub-${label.replace(/\W/g, "-")}`,
        buyerEmail,
        buyerName: "Rosa Parent",
        userId,
        tierKey: dated.tierKey,
        tierLabel: label,
        currency: "USD",
        priceMinor: 9900,
        status,
        provider: "test",
        startsAt: start,
        minimumTermEndsAt: new Date("2025-12-01T12:00:00Z"),
        currentPeriodStart: start,
        currentPeriodEnd: new Date("2025-10-01T12:00:00Z"),
      });
    };
    await subscribe("Bought signed in", "rosa.work@example.com", rosa!.id, "active");
    // The order's email is only what its buyer typed: anyone could type someone else's beside their own phone.
    await subscribe("Bought signed out with the order's email", "rosa.work@example.com", null, "cancelled");
    await subscribe("Bought with the placeholder", phoneAccountEmail(phone), null, "active");
    const answer = (await page.loader({ request: new Request("http://localhost/account", { headers: { cookie } }), context: { app: context }, params: {} } as never)) as {
      data: { records: { orders: Array<{ number: string }> } | null; subscriptions: Array<{ label: string }> };
    };
    expect(answer.data.records?.orders.map((o) => o.number)).toEqual([order.number]);
    expect(answer.data.subscriptions.map((s) => s.label)).toEqual(["Bought signed in"]);
  });

  it("lists only what was made with that address, whatever its case", async () => {
    const { danaPaid, danaPending, lee } = await seedTwoPeople();
    const db = t.database.db;

    const dana = await listMyRecords({ db, email: "dana@example.com" });
    expect(dana.orders.map((o) => o.number).sort()).toEqual([danaPaid.number, danaPending.number].sort());
    const paid = dana.orders.find((o) => o.number === danaPaid.number)!;
    expect(paid).toMatchObject({ status: "paid", currency: "USD", totalMinor: 16800, seatCount: 1, confirmationUrl: `/order-confirmation?order=${danaPaid.token}`, calendarUrl: `/api/orders/${danaPaid.token}/calendar.ics` });
    expect(paid.event.startsOn).not.toBeNull();
    // The calendar route serves paid orders only, so a pending order offers no calendar link.
    expect(dana.orders.find((o) => o.number === danaPending.number)?.calendarUrl).toBeNull();
    expect(dana.students.map((s) => [s.fullName, s.orderNumber])).toEqual(
      expect.arrayContaining([
        ["Maya Reyes", danaPaid.number],
        ["Dana Reyes", null],
      ]),
    );
    expect(dana.students).toHaveLength(2);
    expect(dana.auditions.map((a) => [a.fullName, a.ageGroup])).toEqual([["Nico Reyes", "12_and_under"]]);
    expect(JSON.stringify(dana)).not.toContain(lee.token);
    expect(JSON.stringify(dana)).not.toContain("Sam Park");

    const leeRecords = await listMyRecords({ db, email: "LEE@example.com " });
    expect(leeRecords.orders.map((o) => o.number)).toEqual([lee.number]);
    expect(leeRecords.students.map((s) => s.fullName).sort()).toEqual(["Dana Reyes", "Lee Park"]);
    expect(leeRecords.auditions.map((a) => a.fullName)).toEqual(["Sam Park"]);
    expect(JSON.stringify(leeRecords)).not.toContain(danaPaid.token);

    expect(await listMyRecords({ db, email: "nobody@example.com" })).toEqual({ orders: [], students: [], auditions: [] });
    expect(await listMyRecords({ db, email: "" })).toEqual({ orders: [], students: [], auditions: [] });
  });

  const loadPage = (cookie?: string) =>
    page.loader({ request: new Request("http://localhost/account", { headers: cookie ? { cookie } : {} }), context: { app: context }, params: {} } as never);

  it("sends a stranger to sign in, and back here afterwards", async () => {
    const thrown = await loadPage().then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Faccount");
  });

  it("shows a signed-in person their own records only, privately", async () => {
    const { danaPaid, danaPending, lee } = await seedTwoPeople();
    const result = await loadPage(await signedInCookie(context, { email: "dana@example.com", name: "Dana Reyes" }));
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("private, no-store");
    const { viewer, records } = result.data;
    expect(viewer).toMatchObject({ email: "dana@example.com", name: "Dana Reyes", emailVerified: true, twoFactorEnabled: false, isAdmin: false });
    expect(records?.orders.map((o) => o.number).sort()).toEqual([danaPaid.number, danaPending.number].sort());
    expect(JSON.stringify(result.data)).not.toContain(lee.number);
    expect(page.headers()).toMatchObject({ "Cache-Control": "private, no-store" });

    const admin = await loadPage(await signedInCookie(context, { email: "ops@example.com", admin: true }));
    expect(admin.data.viewer.isAdmin).toBe(true);
    expect(admin.data.records).toEqual({ orders: [], students: [], auditions: [] });
  });

  it("shows nothing until the address is confirmed", async () => {
    await seedTwoPeople();
    const cookie = await signedInCookie(context, { email: "dana@example.com" });
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.email, "dana@example.com"));
    const result = await loadPage(cookie);
    expect(result.data.viewer.emailVerified).toBe(false);
    expect(result.data.records).toBeNull();
  });

  it("turns two-step verification on with the session's cookie, and off again", async () => {
    const app = createTestApp(context);
    const jar = new CookieJar().take(new Response(null, { headers: (await signedInCookie(context, { email: "dana@example.com" })).split("; ").map((c) => ["set-cookie", c] as [string, string]) }));
    const call = async (path: string, body: unknown) => {
      const res = await app.request(testRequest(`/api/auth${path}`, { body, cookie: jar.header() }));
      jar.take(res);
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const twoStepOn = async () => (await loadPage(jar.header())).data.viewer.twoFactorEnabled;

    expect(await call("/two-factor/enable", { password: "not my password" })).toMatchObject({ status: 400, json: { code: "INVALID_PASSWORD" } });
    const enabled = await call("/two-factor/enable", { password: TEST_PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.json as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(await twoStepOn()).toBe(false);

    const wrong = await call("/two-factor/verify-totp", { code: (await totpCode(totpURI)) === "000000" ? "111111" : "000000" });
    expect(wrong).toMatchObject({ json: { code: "INVALID_CODE" } });
    expect((await call("/two-factor/verify-totp", { code: await totpCode(totpURI) })).status).toBe(200);
    expect(await twoStepOn()).toBe(true);

    const fresh = await call("/two-factor/generate-backup-codes", { password: TEST_PASSWORD });
    expect(fresh.status).toBe(200);
    expect((fresh.json.backupCodes as string[]).some((c) => backupCodes.includes(c))).toBe(false);

    expect((await call("/two-factor/disable", { password: TEST_PASSWORD })).status).toBe(200);
    expect(await twoStepOn()).toBe(false);
  });
});
