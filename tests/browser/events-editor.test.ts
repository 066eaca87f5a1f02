import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventsAdminCopy } from "~/content/events-admin";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/** The events editor on a phone: a price edit reaches the public page; Hartford duplicated into a new city that is on the tour and sells. */

const account = { email: "eva.editor@example.com", password: "pas-de-bourree-couru", name: "Eva Editor" };
const session = adminSession({ account });
const copy = eventsAdminCopy;

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

const PHONE = { width: 375, height: 812 };

describe("the events editor", () => {
  it("an admin at 375 px edits Hartford's price and sees it on the public page, then duplicates Hartford into a new city that is on the tour and can be added to the cart", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const visitor = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await admin.newPage();
    await session.signIn(page, "/admin/events");
    await page.getByRole("heading", { name: copy.list.title, level: 1 }).waitFor();
    await expectPhoneFriendly(page);

    // Search by city, then open Hartford's editor by keyboard.
    await page.getByLabel(copy.list.search, { exact: true }).fill("hartford");
    await page.getByRole("button", { name: copy.list.searchButton }).press("Enter");
    await page.waitForURL((url) => url.search === "?q=hartford");
    const link = page.getByRole("link", { name: copy.list.edit("Hartford, CT") });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: copy.editor.title("Hartford, CT"), level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel(copy.editor.timeZone, { exact: true }).inputValue()).toBe("America/New_York");
    await expectPhoneFriendly(page);

    // Core Experience: $168 -> $175.
    const core = page.locator('[data-offer="core"]');
    await core.locator("summary").click();
    await core.getByLabel(copy.editor.price("USD"), { exact: true }).fill("175");
    await core.getByRole("button", { name: copy.editor.saveOffer("Core Experience") }).click();
    await page.getByRole("status").filter({ hasText: copy.saved.offer("Core Experience") }).waitFor();
    await expectPhoneFriendly(page);

    const hartford = await visitor.newPage();
    await gotoHydrated(hartford, "/hartford");
    await expect.poll(async () => hartford.locator("#tier-core").textContent(), { timeout: 10_000 }).toContain("$175");

    // Duplicate Hartford into Providence.
    await page.getByRole("link", { name: copy.editor.duplicateLink }).click();
    await page.getByRole("heading", { name: copy.duplicate.title("Hartford, CT"), level: 1 }).waitFor();
    await expectPhoneFriendly(page);
    await page.getByLabel(copy.editor.cityName, { exact: true }).fill("Providence, RI");
    await page.getByLabel(copy.editor.slug, { exact: true }).fill("account");
    await page.getByLabel(copy.editor.dateText, { exact: true }).fill("February 15, 2026");
    await page.getByLabel(copy.editor.startsOn, { exact: true }).fill("2026-02-15");
    await page.getByRole("button", { name: copy.duplicate.submit }).click();
    // A site route's address is refused on the field, in the browser, before anything is sent.
    await page.getByText(copy.errors.slugReserved("account")).waitFor();
    expect(await page.getByLabel(copy.editor.slug, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel(copy.editor.slug, { exact: true }).fill("providence");
    expect(await page.getByLabel(copy.editor.listedOnTour, { exact: true }).isChecked()).toBe(true);
    await page.getByRole("button", { name: copy.duplicate.submit }).click();
    await page.getByRole("heading", { name: copy.editor.title("Providence, RI"), level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/events\/\d+\?created=1$/);
    await expectPhoneFriendly(page);

    // On the tour, and its page sells the copied Core Experience at the new price.
    const tour = await visitor.newPage();
    await gotoHydrated(tour, "/");
    await expect.poll(async () => tour.locator('a[href="/providence"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await tour.locator('a[href="/providence"]').first().click();
    await tour.waitForURL((url) => url.pathname === "/providence");
    await gotoHydrated(tour, "/providence");
    await tour.locator("#tier-core").getByRole("button", { name: "Add to Cart" }).click();
    await tour.locator("#cart-summary").locator("[data-total]", { hasText: "$175" }).waitFor();
    expect(await tour.locator("#cart-summary").textContent()).toContain("Providence");

    await admin.close();
    await visitor.close();
  });
});
