import { and, eq } from "drizzle-orm";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doorCopy } from "~/content/door";
import { auditLog, events, orderLines, orderStudents, orders, users } from "~/db/schema";
import { grantRole } from "~/features/admin/grant-role.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { doorQueueStorageKey } from "~/features/door/door-queue";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, gotoHydrated, seriousAxeViolations } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";

/**
 * The door on two phones with a poor connection (issue 20). Phone A loses its connection, checks
 * two students in (shown at once, marked as not saved, counted), and its tab is closed and opened
 * again once the connection is back: the page itself cannot be loaded without a connection (there
 * is no offline copy of it), but the queue kept on the phone is, and it is sent. Phone B, a second
 * browser with its own session, sees both within a few seconds. An undo and a check-in made offline
 * are sent when the connection returns with the page open. The same person checked in from both
 * phones at once is one check-in. People are written straight into the server's database, so this
 * runs on PostgreSQL.
 */

// 10:00 in Los Angeles on 1 November 2025: Nashville's door (2 November) is on the list.
const APP_NOW = "2025-11-01T10:00:00-07:00";
const EMAIL = "door.offline@example.com";
const PASSWORD = "pas-de-bourree-2025";
const NAMES = ["Maya Reyes", "Leo Reyes", "Nia Reyes", "Sol Reyes", "Ivy Reyes"] as const;

describe.skipIf(!process.env.TEST_DATABASE_URL)("the door with a poor connection", () => {
  let t: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  let phoneA: BrowserContext;
  let phoneB: BrowserContext;
  let eventId: number;
  let doorUrl: string;

  async function signedInPhone(): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 }, bypassCSP: true });
    const signIn = await context.request.post("/api/auth/sign-in/email", { data: { email: EMAIL, password: PASSWORD }, headers: { Origin: server.url } });
    expect(signIn.status()).toBe(200);
    return context;
  }

  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    [server, browser] = await Promise.all([
      startServer({ APP_NOW, DATABASE_URL: t.url! }),
      chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"],
      }),
    ]);
    const db = t.database.db;
    const up = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: "Door Keeper" }),
    });
    expect(up.status).toBe(200);
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, EMAIL));
    expect((await grantRole({ db, email: EMAIL, role: "admin", actor: { userId: null, email: "test-setup" } })).ok).toBe(true);

    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "nashville"));
    eventId = event!.id;
    doorUrl = `/admin/check-in/${eventId}`;
    const now = new Date(APP_NOW);
    const [order] = await db
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", status: "paid", buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 84000, totalMinor: 84000, holdExpiresAt: now, provider: "test", paidAt: now })
      .returning({ id: orders.id });
    const [line] = await db
      .insert(orderLines)
      .values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 5, unitPriceMinor: 16800, subtotalMinor: 84000, totalMinor: 84000 })
      .returning({ id: orderLines.id });
    await db.insert(orderStudents).values(NAMES.map((fullName, i) => ({ orderId: order!.id, position: i + 1, fullName, age: 19, ageGroup: "13_and_up" as const, orderLineId: line!.id, enrolledAt: now })));
    [phoneA, phoneB] = [await signedInPhone(), await signedInPhone()];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await t?.destroy();
  });

  const row = (page: Page, name: string) => page.locator(`[data-door-person="${name}"]`);
  const checkedInRow = (page: Page, name: string, checkedIn: boolean) => row(page, name).and(page.locator(`[data-checked-in="${checkedIn}"]`));
  const counts = (page: Page, checkedIn: number) => page.locator("[data-door-counts]", { hasText: doorCopy.counts(checkedIn, NAMES.length) });
  const sync = (page: Page) => page.getByRole("status").and(page.locator("[data-door-sync]"));
  async function checkedInAt(name: string): Promise<Date | null> {
    const [student] = await t.database.db.select({ at: orderStudents.checkedInAt }).from(orderStudents).where(eq(orderStudents.fullName, name));
    return student?.at ?? null;
  }
  async function checkInAudits(name: string): Promise<number> {
    const [student] = await t.database.db.select({ id: orderStudents.id }).from(orderStudents).where(eq(orderStudents.fullName, name));
    return (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "door.check_in"), eq(auditLog.target, `student:${student!.id}`)))).length;
  }
  const storedQueue = (page: Page) => page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "[]") as Array<{ op: string; id: number }>, doorQueueStorageKey(eventId));

  it("offline, two check-ins wait on the phone, outlive its tab, and reach the second phone once the connection is back", async () => {
    const a = await phoneA.newPage();
    const b = await phoneB.newPage();
    await gotoHydrated(a, doorUrl);
    await gotoHydrated(b, doorUrl);
    await counts(a, 0).waitFor();

    await phoneA.setOffline(true);
    await sync(a).filter({ hasText: doorCopy.offline(0) }).waitFor();
    await a.getByRole("button", { name: doorCopy.checkInPerson("Maya Reyes") }).click();
    await a.getByRole("button", { name: doorCopy.checkInPerson("Leo Reyes") }).click();

    // Shown at once on this phone, counted, each marked as not saved, the count of waiting changes announced.
    for (const name of ["Maya Reyes", "Leo Reyes"]) {
      await checkedInRow(a, name, true).and(a.locator('[data-pending="true"]')).waitFor();
      await row(a, name).getByText(doorCopy.notSaved).waitFor();
    }
    await counts(a, 2).waitFor();
    await sync(a).filter({ hasText: doorCopy.offline(2) }).waitFor();
    const violations = await seriousAxeViolations(a);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    expect((await storedQueue(a)).map((q) => q.op)).toEqual(["check_in", "check_in"]);
    expect(await checkedInAt("Maya Reyes")).toBeNull();
    expect(await checkedInAt("Leo Reyes")).toBeNull();

    // No offline copy of the page: loading it again without a connection fails, and is not faked here.
    await expect(a.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    // The tab is closed, the connection comes back, the door page is opened again: what the phone kept is sent.
    await a.close();
    await phoneA.setOffline(false);
    const again = await phoneA.newPage();
    await gotoHydrated(again, doorUrl);
    await expect.poll(() => checkedInAt("Maya Reyes"), { timeout: 15_000 }).not.toBeNull();
    await expect.poll(() => checkedInAt("Leo Reyes"), { timeout: 15_000 }).not.toBeNull();
    await sync(again).filter({ hasText: doorCopy.pending(0) }).waitFor({ timeout: 15_000 });
    expect(await storedQueue(again)).toEqual([]);
    await counts(again, 2).waitFor();
    expect(await again.locator('[data-pending="true"]').count()).toBe(0);

    // Phone B polls: both show there within a few seconds.
    await checkedInRow(b, "Maya Reyes", true).waitFor({ timeout: 10_000 });
    await checkedInRow(b, "Leo Reyes", true).waitFor({ timeout: 10_000 });
    await counts(b, 2).waitFor();
    expect(await checkInAudits("Maya Reyes")).toBe(1);
    expect(await checkInAudits("Leo Reyes")).toBe(1);

    // Offline again with the page open: Leo's check-in undone and Nia checked in; both sent when the connection returns.
    await phoneA.setOffline(true);
    await sync(again).filter({ hasText: doorCopy.offline(0) }).waitFor();
    await again.getByRole("button", { name: doorCopy.undoPerson("Leo Reyes") }).click();
    await again.getByRole("button", { name: doorCopy.checkInPerson("Nia Reyes") }).click();
    await checkedInRow(again, "Leo Reyes", false).and(again.locator('[data-pending="true"]')).waitFor();
    await checkedInRow(again, "Nia Reyes", true).and(again.locator('[data-pending="true"]')).waitFor();
    await counts(again, 2).waitFor();
    await sync(again).filter({ hasText: doorCopy.offline(2) }).waitFor();
    expect(await checkedInAt("Leo Reyes")).not.toBeNull();
    await phoneA.setOffline(false);
    await expect.poll(() => checkedInAt("Nia Reyes"), { timeout: 15_000 }).not.toBeNull();
    await expect.poll(() => checkedInAt("Leo Reyes"), { timeout: 15_000 }).toBeNull();
    await sync(again).filter({ hasText: doorCopy.pending(0) }).waitFor({ timeout: 15_000 });
    await checkedInRow(b, "Nia Reyes", true).waitFor({ timeout: 10_000 });
    await checkedInRow(b, "Leo Reyes", false).waitFor({ timeout: 10_000 });
    await counts(b, 2).waitFor();
    await again.close();
    await b.close();
  });

  it("the same person checked in from both phones at once is one check-in", async () => {
    const [a, b] = [await phoneA.newPage(), await phoneB.newPage()];
    await Promise.all([gotoHydrated(a, doorUrl), gotoHydrated(b, doorUrl)]);
    const button = (page: Page) => page.getByRole("button", { name: doorCopy.checkInPerson("Sol Reyes") });
    await Promise.all([button(a).waitFor(), button(b).waitFor()]);
    const sent = { a: 0, b: 0 };
    a.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/door/check-ins") && sent.a++));
    b.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/api/door/check-ins") && sent.b++));
    await Promise.all([button(a).click(), button(b).click()]);

    await expect.poll(() => checkedInAt("Sol Reyes"), { timeout: 10_000 }).not.toBeNull();
    for (const page of [a, b]) {
      await sync(page).filter({ hasText: doorCopy.pending(0) }).waitFor({ timeout: 10_000 });
      await checkedInRow(page, "Sol Reyes", true).waitFor();
      // The phone that came second hears it was already done: not an error.
      expect(await page.getByRole("alert").textContent()).toBe("");
    }
    // Each phone asked the server; the server made one check-in.
    expect(sent).toEqual({ a: 1, b: 1 });
    expect(await checkInAudits("Sol Reyes")).toBe(1);
    // Both phones show the one time the server kept.
    const shown = async (page: Page) => row(page, "Sol Reyes").getByText(/^Checked in /).textContent();
    await expect.poll(async () => (await shown(a)) === (await shown(b)), { timeout: 10_000 }).toBe(true);
    await a.close();
    await b.close();
  });

  it("the second tap of a double tap on Check in, landing on the Undo that took its place, does not undo", async () => {
    const page = await phoneA.newPage();
    await gotoHydrated(page, doorUrl);
    // Offline, so the row keeps one layout while the taps land (nothing is saved in between).
    await phoneA.setOffline(true);
    await page.getByRole("button", { name: doorCopy.checkInPerson("Ivy Reyes") }).click();
    const undo = page.getByRole("button", { name: doorCopy.undoPerson("Ivy Reyes") });
    await undo.scrollIntoViewIfNeeded();
    const box = (await undo.boundingBox())!;
    // The browser counts a tap right after another at the same place as the second click (event.detail 2).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await checkedInRow(page, "Ivy Reyes", true).waitFor();
    expect((await storedQueue(page)).map((q) => q.op)).toEqual(["check_in"]);
    await phoneA.setOffline(false);
    await sync(page).filter({ hasText: doorCopy.pending(0) }).waitFor({ timeout: 15_000 });
    expect(await checkedInAt("Ivy Reyes")).not.toBeNull();
    // A deliberate tap on Undo still undoes.
    await undo.click();
    await expect.poll(() => checkedInAt("Ivy Reyes"), { timeout: 10_000 }).toBeNull();
    await page.close();
  });
});
