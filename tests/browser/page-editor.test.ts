import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventsAdminCopy } from "~/content/events-admin";
import { pageEditorCopy } from "~/content/page-editor";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/** The page configuration editor on a phone: a section heading and a tier feature line, previewed, saved, on the public page. */

const account = { email: "paige.pages@example.com", password: "chaine-turns-on-camera", name: "Paige Pages" };
const session = adminSession({ account });
const copy = pageEditorCopy;
const PHONE = { width: 375, height: 812 };

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("the page configuration editor", () => {
  it("an admin at 375 px edits Seattle's extra section heading and a Core feature line, sees the preview change, saves, and the public page shows both", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const visitor = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await admin.newPage();
    await session.signIn(page, "/admin/events");
    await page.getByLabel(eventsAdminCopy.list.search, { exact: true }).fill("seattle");
    await page.getByRole("button", { name: eventsAdminCopy.list.searchButton }).press("Enter");
    await page.waitForURL((url) => url.search === "?q=seattle");
    const edit = page.getByRole("link", { name: eventsAdminCopy.list.edit("Seattle, WA") });
    await edit.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: eventsAdminCopy.editor.title("Seattle, WA"), level: 1 }).waitFor();
    const pageLink = page.getByRole("link", { name: copy.linkFromEditor });
    await pageLink.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: copy.title("Seattle, WA"), level: 1 }).waitFor();
    await expectPhoneFriendly(page);

    const preview = page.locator("[data-page-preview]");
    await expect.poll(() => preview.locator("#city-extra").textContent()).toContain("Seattle, the set is yours on November 9");

    // The extra section's heading, opened and typed by keyboard.
    const extra = page.locator('details[data-part="cityExtra"]');
    await extra.locator("summary").focus();
    await page.keyboard.press("Enter");
    const heading = extra.getByLabel(copy.fields.heading!, { exact: true });
    await heading.fill("Seattle, the studio is yours");
    await expect.poll(() => preview.locator("#city-extra").textContent()).toContain("Seattle, the studio is yours");

    // The first line of what Core includes on this page.
    const pricing = page.locator('details[data-part="pricing"]');
    await pricing.locator("summary").click();
    const line = pricing.getByLabel(copy.item(copy.entry(copy.fields.features!, "core"), 1), { exact: true });
    await line.fill("A whole day in front of the camera");
    await expect.poll(() => preview.locator("#tier-core").textContent()).toContain("A whole day in front of the camera");
    await expectPhoneFriendly(page);

    // An emptied line is refused on its field, in the browser, before anything is sent.
    await line.fill("");
    await page.getByRole("button", { name: copy.save }).click();
    await page.getByRole("alert").filter({ hasText: copy.fixFields }).waitFor();
    expect(await line.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    await line.fill("A whole day in front of the camera");
    // Fixed, the line's part of the form stays open under the admin's hands.
    await expect.poll(() => line.getAttribute("aria-invalid")).toBeNull();
    expect(await pricing.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);

    await page.getByRole("button", { name: copy.save }).click();
    await page.getByRole("status").filter({ hasText: copy.saved }).waitFor();
    await expectPhoneFriendly(page);

    const seattle = await visitor.newPage();
    await expect
      .poll(
        async () => {
          await gotoHydrated(seattle, "/seattle");
          return `${await seattle.locator("#city-extra").textContent()} ${await seattle.locator("#tier-core").textContent()}`;
        },
        { timeout: 10_000 },
      )
      .toMatch(/Seattle, the studio is yours[\s\S]*A whole day in front of the camera/);

    await admin.close();
    await visitor.close();
  });
});
