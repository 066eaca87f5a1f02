import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doorCopy } from "~/content/door";
import { events, orderLines, orderStudents, orders } from "~/db/schema";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { drawQr } from "~/lib/draw-qr";
import { adminSession } from "./support/admin-session";
import { CHROMIUM_PATH, chromiumArgs, gotoHydrated, hasHorizontalScroll, seriousAxeViolations, waitForHydration } from "./support/browser";

/**
 * The door on a phone: an admin at 375 px finds a student by name and checks them in, a second
 * phone sees it, and another student is checked in by holding their ticket's QR code to the camera
 * (Chromium's fake camera plays a frame drawn from the same QR code the confirmation shows).
 * The test writes its people straight into the server's database, so it runs on PostgreSQL.
 */

// 10:00 in Los Angeles on 1 November 2025: Nashville's door (2 November) is on the list.
const APP_NOW = "2025-11-01T10:00:00-07:00";
const EMAIL = "door.keeper@example.com";
const PASSWORD = "grand-jete-2025";
const SCANNED_CODE = "5b1e0c9d7a3f4e2b8c6d0a1f9e3b7c25";

/** One 640×480 frame (YUV 4:2:0) with the QR code drawn black on white in the middle; Chromium loops it. */
function writeQrVideo(file: string, code: string): void {
  const [width, height, scale] = [640, 480, 8];
  const qr = drawQr(code);
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - qr.size * scale) / 2);
  const top = Math.floor((height - qr.size * scale) / 2);
  for (let y = 0; y < qr.size * scale; y++)
    for (let x = 0; x < qr.size * scale; x++) if (qr.modules[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the door in the browser", () => {
  let context: BrowserContext;
  let dir: string;
  let orderToken: string;

  const session = adminSession({
    account: { email: EMAIL, password: PASSWORD, name: "Door Keeper" },
    database: "postgres",
    env: { APP_NOW },
    // Chromium's fake camera plays the QR code's frame.
    launch: () => {
      dir = mkdtempSync(path.join(os.tmpdir(), "callboard-door-"));
      const video = path.join(dir, "qr.y4m");
      writeQrVideo(video, SCANNED_CODE);
      return chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: chromiumArgs(["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`]),
      });
    },
    seed: async (db) => {
      const [event] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "nashville"));
      orderToken = newOrderToken();
      const now = new Date(APP_NOW);
      const [order] = await db
        .insert(orders)
        .values({ number: newOrderNumber(), token: orderToken, eventId: event!.id, currency: "USD", status: "paid", buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: now, provider: "test", paidAt: now })
        .returning({ id: orders.id });
      const [line] = await db
        .insert(orderLines)
        .values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 2, unitPriceMinor: 16800, subtotalMinor: 33600, totalMinor: 33600 })
        .returning({ id: orderLines.id });
      await db.insert(orderStudents).values([
        { orderId: order!.id, position: 1, fullName: "Maya Reyes", age: 11, ageGroup: "12_and_under", parentName: "Rosa Reyes", guardianConsent: "I consent.", orderLineId: line!.id, enrolledAt: now },
        { orderId: order!.id, position: 2, fullName: "Leo Reyes", age: 14, ageGroup: "13_and_up", parentName: "Rosa Reyes", guardianConsent: "I consent.", orderLineId: line!.id, enrolledAt: now, ticketCode: SCANNED_CODE },
      ]);
    },
  });

  beforeAll(async () => {
    context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 }, bypassCSP: true, permissions: ["camera"] });
    const signIn = await context.request.post("/api/auth/sign-in/email", { data: { email: EMAIL, password: PASSWORD }, headers: { Origin: session.server.url } });
    expect(signIn.status()).toBe(200);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const person = (page: Page, name: string) => page.locator(`[data-door-person="${name}"]`);
  async function checkedInAt(name: string): Promise<Date | null> {
    const [row] = await session.db.select({ at: orderStudents.checkedInAt }).from(orderStudents).where(eq(orderStudents.fullName, name));
    return row?.at ?? null;
  }

  it("at 375 px finds a student by name and checks them in; a second phone sees it; undo works", async () => {
    const page = await context.newPage();
    const other = await context.newPage();
    await gotoHydrated(page, "/admin/check-in");
    await page.getByRole("link", { name: /Nashville/ }).click();
    await page.waitForURL(/\/admin\/check-in\/\d+$/);
    await waitForHydration(page);
    await gotoHydrated(other, page.url());
    await page.locator("[data-door-counts]", { hasText: doorCopy.counts(0, 2) }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    await page.getByLabel(doorCopy.search).fill("maya");
    await expect.poll(() => page.locator("[data-door-person]").count()).toBe(1);
    // By keyboard: the button is reached with Tab and pressed with Enter.
    await page.getByRole("button", { name: doorCopy.checkInPerson("Maya Reyes") }).focus();
    await page.keyboard.press("Enter");
    await person(page, "Maya Reyes").and(page.locator('[data-checked-in="true"]')).waitFor();
    await page.locator("[data-door-counts]", { hasText: doorCopy.counts(1, 2) }).waitFor();
    await expect.poll(() => checkedInAt("Maya Reyes"), { timeout: 10_000 }).not.toBeNull();

    // The second phone polls: Maya shows as checked in there within a few seconds.
    await person(other, "Maya Reyes").and(other.locator('[data-checked-in="true"]')).waitFor({ timeout: 10_000 });

    await page.getByRole("button", { name: doorCopy.undoPerson("Maya Reyes") }).click();
    await expect.poll(() => checkedInAt("Maya Reyes"), { timeout: 10_000 }).toBeNull();
    await page.getByText(doorCopy.pending(0)).waitFor();

    // The printed list: the table alone, every person on it.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("[data-door-print]").isVisible()).toBe(true);
    expect(await page.locator("[data-door-screen]").isVisible()).toBe(false);
    expect(await page.locator("[data-door-print] tbody tr").count()).toBe(2);
    await page.emulateMedia({ media: "screen" });
    await other.close();
    await page.close();
  });

  it("checks a student in by scanning the QR code from their confirmation", async () => {
    const page = await context.newPage();
    // The confirmation page draws the same code.
    await gotoHydrated(page, `/order-confirmation?order=${orderToken}`);
    await page.getByRole("img", { name: doorCopy.ticket.alt("Leo Reyes") }).waitFor();
    await page.getByText(doorCopy.ticket.code(SCANNED_CODE)).waitFor();

    await gotoHydrated(page, "/admin/check-in");
    await page.getByRole("link", { name: /Nashville/ }).click();
    await page.waitForURL(/\/admin\/check-in\/\d+$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: doorCopy.scan }).click();
    await person(page, "Leo Reyes").and(page.locator('[data-checked-in="true"]')).waitFor({ timeout: 20_000 });
    await page.getByText(doorCopy.checkedIn("Leo Reyes")).waitFor();
    await expect.poll(() => checkedInAt("Leo Reyes"), { timeout: 10_000 }).not.toBeNull();
    expect(await checkedInAt("Maya Reyes")).toBeNull();
    await page.getByRole("button", { name: doorCopy.stopScan }).click();
    await page.close();
  });
});
