import { rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPageCopy } from "~/content/auth";
import { backOfficeCopy } from "~/content/back-office";
import { checkoutCopy } from "~/content/checkout";
import { abandonedCartsCopy as copy } from "~/features/recovery/abandoned-carts-copy";
import { createAdminAccount } from "./support/admin-session";
import { downloadedBytes, gotoHydrated, hasHorizontalScroll, launchBrowser, seriousAxeViolations } from "./support/browser";
import { openPreparedDatabase, preparedDataDir, startServer, type RunningServer } from "./support/server";
import { TEST_APP_NOW } from "./support/session";

/**
 * A checkout left after typing the email becomes an abandoned cart the team sees: a buyer fills a
 * Hartford checkout's name and email and leaves; the site is then started again on the same data an
 * hour later (APP_NOW), past the 15-minute hold, and an admin at 375 px finds the cart, not
 * contacted, and downloads the list as CSV.
 */

const ADMIN = { email: "abby.abandoned@example.com", password: "pas-de-bourree-couru", name: "Abby Admin" };
const BUYER = "left.cart@example.com";
const AN_HOUR_LATER = new Date(new Date(TEST_APP_NOW).getTime() + 3_600_000).toISOString();

let dataDir: string;
let browser: Browser;
let server: RunningServer | undefined;

beforeAll(async () => {
  dataDir = preparedDataDir("callboard-abandoned-");
  const database = await openPreparedDatabase(dataDir);
  try {
    await createAdminAccount(database.db, ADMIN);
  } finally {
    await database.close();
  }
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, redirectTo: string) {
  await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel(authPageCopy.fields.email).fill(ADMIN.email);
  await page.getByLabel(authPageCopy.fields.password).fill(ADMIN.password);
  await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirectTo);
}

describe("abandoned carts", () => {
  it("a Hartford checkout left after the email is typed shows to an admin at 375 px as not contacted, and in the CSV", async () => {
    // The buyer, on the site as of TEST_APP_NOW.
    server = await startServer({ APP_NOW: TEST_APP_NOW, ORDER_HOLD_MINUTES: "15", DATA_DIR: dataDir });
    const buyer = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
    const shop = await buyer.newPage();
    await gotoHydrated(shop, "/hartford");
    const core = shop.locator("#tier-core");
    await core.getByRole("button", { name: "Add to Cart" }).click();
    await core.getByRole("button", { name: "Proceed to Checkout" }).click();
    await shop.waitForURL(/\/beta-payment/);
    await shop.locator("[data-checkout-form]").waitFor();
    expect(await shop.locator("#buyer-email-hint").textContent()).toBe(checkoutCopy.details.keptCart);
    await shop.getByLabel(checkoutCopy.details.fullName, { exact: true }).fill("Lee Left");
    const kept = shop.waitForResponse((r) => r.url().endsWith("/api/checkout-draft") && r.request().method() === "POST");
    await shop.getByLabel(checkoutCopy.details.email, { exact: true }).fill(BUYER);
    // Leaving the field sends the cart at once; the answer says it was kept.
    await shop.getByLabel(checkoutCopy.details.phone).focus();
    expect((await kept).status()).toBe(202);
    await buyer.close();
    await server.stop();

    // The team, an hour later: the hold has run out and the buyer never paid.
    server = await startServer({ APP_NOW: AN_HOUR_LATER, ORDER_HOLD_MINUTES: "15", DATA_DIR: dataDir });
    const team = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 }, acceptDownloads: true });
    const page = await team.newPage();
    await signIn(page, "/admin");
    // Through the team menu, by keyboard.
    const menuLink = page.getByRole("link", { name: backOfficeCopy.nav.links.find((l) => l.to === "/admin/abandoned-carts")!.label });
    await menuLink.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/abandoned-carts");
    await page.getByRole("heading", { name: copy.title, level: 1 }).waitFor();

    const card = page.locator('[data-table="abandoned-carts"] tbody tr', { hasText: BUYER });
    await card.waitFor();
    expect(await card.textContent()).toContain("Lee Left");
    expect(await card.textContent()).toContain("Hartford");
    expect(await card.textContent()).toContain("1 × Core Experience");
    expect(await card.textContent()).toContain("$168");
    expect(await card.locator("[data-status]").textContent()).toBe(copy.statuses.not_contacted);
    expect(await page.locator("[data-recovered-carts]").textContent()).toBe(copy.recoveredCarts(0));

    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px").toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: copy.csv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^abandoned-carts-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(copy.csvHeader.join(","));
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`,Lee Left,${BUYER.replaceAll(".", "\\.")},1 × Core Experience,,168\\.00,USD,${copy.statuses.not_contacted},,$`))]);
    await team.close();
  }, 180_000);
});
