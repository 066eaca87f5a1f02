import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { salesCopy } from "~/content/sales";
import type { Db } from "~/db/client.server";
import { events, orderLines, orders } from "~/db/schema";
import { adminSession } from "./support/admin-session";
import { downloadedBytes, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/**
 * The sales tally as an admin reads it on a phone: the tables come with the page, the charts draw
 * after hydration, and a table's CSV downloads with its byte-order mark.
 */

const EMAIL = "sally.sales@example.com";
const PASSWORD = "pas-de-bourree-couru";

/** Two paid orders an hour before "now", in dollars and pounds. */
async function seed(db: Db) {
  const [usd] = await db.select({ id: events.id }).from(events).where(eq(events.currency, "USD")).orderBy(events.id).limit(1);
  const [gbp] = await db.select({ id: events.id }).from(events).where(eq(events.currency, "GBP")).orderBy(events.id).limit(1);
  const at = new Date(new Date(TEST_APP_NOW).getTime() - 3_600_000);
  const sold = [
    { eventId: usd!.id, currency: "USD" as const, number: "CB-SALES01", quantity: 2, unit: 16800, utm: { utmSource: "instagram", utmMedium: "social" } },
    { eventId: gbp!.id, currency: "GBP" as const, number: "CB-SALES02", quantity: 1, unit: 12900, utm: {} },
  ];
  for (const s of sold) {
    const total = s.quantity * s.unit;
    const [order] = await db
      .insert(orders)
      .values({ number: s.number, token: `sales-browser-${s.number}`, eventId: s.eventId, currency: s.currency, status: "paid", buyerName: "Rosa Reyes", buyerEmail: "rosa@example.com", buyerPhone: "+1 555 0100", subtotalMinor: total, totalMinor: total, utm: s.utm, holdExpiresAt: at, paidAt: at, provider: "test" })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: s.quantity, unitPriceMinor: s.unit, subtotalMinor: total, totalMinor: total });
  }
}

const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Sally Sales" }, seed });

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

/** A row's figures this period (the previous period's sit under each, in a smaller line). */
const figures = (page: Page, table: string, row: string) => page.getByRole("table", { name: table }).getByRole("row", { name: row }).locator("td > span.font-semibold").allTextContents();

describe("the sales tally", () => {
  it("an admin at 375 px sees the charts and their tables, and downloads a table's CSV", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 }, acceptDownloads: true });
    const page = await context.newPage();
    await session.signIn(page, "/internal/sales-tally");
    await page.getByRole("heading", { name: salesCopy.title, level: 1 }).waitFor();

    // The tables have the numbers, per currency, never added together: orders, tickets, gross, discounts, credits spent, refunds, net.
    expect(await figures(page, salesCopy.sections.summary, "USD")).toEqual(["1", "2", "$336", "$0", "$0", "$0", "$336", "$0", "$336"]);
    expect(await figures(page, salesCopy.sections.summary, "GBP")).toEqual(["1", "1", "£129", "£0", "£0", "£0", "£129", "£0", "£129"]);
    expect(await figures(page, salesCopy.sections.byChannel, "instagram / social (USD)")).toEqual(["1", "2", "$336", "$0", "$0", "$0", "$336"]);
    expect(await figures(page, salesCopy.sections.byChannel, "direct (GBP)")).toEqual(["1", "1", "£129", "£0", "£0", "£0", "£129"]);

    // The charts are drawn after hydration, from the module loaded then.
    await page.locator('[data-chart="revenue"] .recharts-line').first().waitFor();
    await page.locator('[data-chart="tickets"] .recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('[data-chart="revenue"] .recharts-line').count()).toBe(2);

    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px").toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    // A preset by keyboard.
    await page.getByRole("link", { name: salesCopy.presets["7d"] }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("preset") === "7d");
    await expect.poll(() => page.getByRole("link", { name: salesCopy.presets["7d"] }).getAttribute("aria-current")).toBe("page");

    const csv = await downloaded(page, () => page.getByRole("link", { name: salesCopy.csvOf(salesCopy.sections.summary), exact: true }).click());
    expect(csv.name).toMatch(/^sales-summary-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Currency,Orders,Orders (previous),Tickets,Tickets (previous),Gross,Gross (previous),Discounts,Discounts (previous),Credits spent,Credits spent (previous),Refunds,Refunds (previous),Net,Net (previous),Provider fees,Provider fees (previous),After fees,After fees (previous)");
    expect(lines.slice(1).sort()).toEqual(["GBP,1,0,1,0,129,0,0,0,0,0,0,0,129,0,0,0,129,0", "USD,1,0,2,0,336,0,0,0,0,0,0,0,336,0,0,0,336,0"]);
    await context.close();
  }, 120_000);
});
