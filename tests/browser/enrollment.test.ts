import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enrollmentCopy } from "~/content/enrollment";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events, orderLines, orders, orderStudents } from "~/db/schema";
import { adminSession } from "./support/admin-session";
import { downloadedBytes, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/**
 * The enrollment breakdown as an admin reads it on a phone: the tables come with the page, the
 * charts draw after hydration, and each table's CSV downloads with its byte-order mark.
 */

const EMAIL = "enid.enrol@example.com";
const PASSWORD = "grand-jete-en-tournant";

/** Two students enrolled at Nashville and one auditioner registered there. */
async function seed(db: Db) {
  const [nashville] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "nashville"));
  const at = new Date(TEST_APP_NOW);
  const [order] = await db
    .insert(orders)
    .values({ number: "CB-ENROL01", token: "enrollment-browser-test-order", eventId: nashville!.id, currency: "USD", status: "paid", buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", buyerPhone: "+1 555 0100", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: at, paidAt: at, provider: "test" })
    .returning({ id: orders.id });
  const [line] = await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 2, unitPriceMinor: 16800, subtotalMinor: 33600, totalMinor: 33600 }).returning({ id: orderLines.id });
  await db.insert(orderStudents).values([
    { orderId: order!.id, orderLineId: line!.id, position: 1, fullName: "Maya Reyes", age: 10, ageGroup: "12_and_under", parentName: "Rosa Reyes", guardianConsent: "I agree.", enrolledAt: at },
    { orderId: order!.id, orderLineId: line!.id, position: 2, fullName: "=1+2", age: 20, ageGroup: "13_and_up", enrolledAt: at },
  ]);
  await db.insert(auditionRegistrations).values({ eventId: nashville!.id, ageGroup: "13_and_up", fullName: "Ana Audition", email: "ana@example.com", phone: "555", age: 22, consentText: "I agree." });
}

const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Enid Enrol" }, seed });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

describe("the enrollment breakdown", () => {
  it("an admin at 375 px sees the chart and its table, and downloads the CSVs with a byte-order mark", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 }, acceptDownloads: true });
    const page = await context.newPage();
    await session.signIn(page, "/admin/enrollment-breakdown");
    await page.getByRole("heading", { name: enrollmentCopy.title, level: 1 }).waitFor();

    // The table has the numbers, for screen readers too.
    const students = page.getByRole("table", { name: enrollmentCopy.sections.students });
    const nashville = students.getByRole("row", { name: /Nashville, TN/ });
    expect((await nashville.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["1", "1", "2"]);
    const tiers = page.getByRole("table", { name: enrollmentCopy.sections.tiers });
    expect((await tiers.getByRole("row", { name: /Nashville, TN/ }).getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["Core Experience", "1", "1", "2"]);
    const auditions = page.getByRole("table", { name: enrollmentCopy.sections.auditions });
    expect((await auditions.getByRole("row", { name: /Nashville, TN/ }).getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["0", "1", "1"]);

    // The chart is drawn after hydration, from the module loaded then.
    await page.locator('[data-chart="students"] .recharts-bar-rectangle').first().waitFor();
    await page.locator('[data-chart="auditions"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('[data-chart="students"] svg.recharts-surface').count()).toBeGreaterThan(0);

    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px").toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    const table = await downloaded(page, () => page.getByRole("link", { name: enrollmentCopy.csvOf(enrollmentCopy.sections.students) }).click());
    expect(table.name).toBe("enrollment-students-upcoming.csv");
    expect([...table.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(table.bytes.toString("utf8").slice(1)).toBe('Event,12 and under,13 and up,Total\r\n"Nashville, TN · November 2, 2025",1,1,2\r\nAll events,1,1,2\r\n');

    // The export form, by keyboard: the students of every event, the formula-like name made inert.
    await page.getByRole("button", { name: enrollmentCopy.exports.students }).focus();
    const export_ = await downloaded(page, () => page.keyboard.press("Enter"));
    expect(export_.name).toMatch(/^students-all-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...export_.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(export_.bytes.toString("utf8")).toContain(",CB-ENROL01,'=1+2,20,13 and up,Core Experience,");
    await context.close();
  });
});
