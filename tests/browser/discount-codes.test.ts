import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { discountCodesCopy } from "~/content/discount-codes";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/**
 * The team's discount codes as an admin uses them on a phone: sign in, make a code for Hartford at
 * 375 px with the keyboard, and a buyer's cart on the Hartford page takes it at once.
 */

const EMAIL = "casey.codes@example.com";
const PASSWORD = "chasse-pas-de-bourree";
const CODE = "HARTFORD-FRIENDS";
const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Casey Codes" } });

async function expectAccessible(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), `horizontal scroll on ${where}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe("discount codes from the team's page to a buyer's cart", () => {
  it("an admin at 375 px makes a code with the keyboard, and a Hartford cart applies it", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await session.signIn(page, "/discount-codes");
    await page.getByRole("heading", { name: discountCodesCopy.list.title }).waitFor();
    await expectAccessible(page, "/discount-codes");

    await page.getByRole("link", { name: discountCodesCopy.list.create }).click();
    await page.waitForURL((url) => url.pathname === "/discount-codes/new");
    await gotoHydrated(page, "/discount-codes/new");
    // The browser checks the form with the action's schema before sending it.
    await page.getByRole("button", { name: discountCodesCopy.form.save }).click();
    await page.getByRole("alert").filter({ hasText: discountCodesCopy.refusals.fixFields }).waitFor();
    await expectAccessible(page, "/discount-codes/new with errors");

    await page.getByLabel(discountCodesCopy.form.code, { exact: true }).focus();
    await page.keyboard.type(" hartford-friends ");
    await page.keyboard.press("Tab"); // the kind: percentage is chosen
    await page.getByLabel(/^Value/).focus();
    await page.keyboard.type("50");
    const hartford = await page.locator("#code-eventId option", { hasText: "Hartford" }).first().getAttribute("value");
    await page.locator("#code-eventId").selectOption(hartford!);
    await page.getByLabel(discountCodesCopy.form.description).focus();
    await page.keyboard.type("Friends of the studio: half off");
    await page.keyboard.press("Enter");
    await page.getByText(discountCodesCopy.form.created(CODE)).waitFor();
    await expectAccessible(page, "the new code's page");

    await gotoHydrated(page, "/discount-codes");
    await page.locator(`[data-code="${CODE}"]`).waitFor();
    await admin.close();

    const buyer = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const cart = await buyer.newPage();
    await gotoHydrated(cart, "/hartford");
    await cart.locator("#tier-core").getByRole("button", { name: "Add to Cart" }).click();
    const summary = cart.locator("#cart-summary");
    const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
    // The total shows once the server's quote has come back (until then it reads $0).
    await expect.poll(async () => money(await summary.locator("[data-total]").textContent())).toBeGreaterThan(0);
    const before = await summary.locator("[data-total]").textContent();
    await summary.getByLabel("Promo code").fill(CODE.toLowerCase());
    await summary.getByRole("button", { name: "Apply" }).click();
    await summary.locator(`[data-applied-code="${CODE}"]`).waitFor();
    await expect.poll(async () => money(await summary.locator("[data-total]").textContent())).toBe(Math.round(money(before) / 2));
    await buyer.close();
  });

  it("deleting a code is asked first in the admin kit's dialog, which fits 375 px; Keep the code changes nothing", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await session.signIn(page, "/discount-codes");
    await page.getByRole("link", { name: discountCodesCopy.list.edit(CODE) }).click();
    await page.waitForURL((url) => /^\/discount-codes\/\d+$/.test(url.pathname));
    await gotoHydrated(page, page.url());
    const remove = page.getByRole("button", { name: discountCodesCopy.form.delete, exact: true });
    const asked = page.getByRole("dialog", { name: irreversibleCopy.discountCodeDelete.title(CODE) });
    await remove.click();
    await asked.waitFor();
    expect(await asked.textContent()).toContain(irreversibleCopy.discountCodeDelete.body);
    await expectAccessible(page, "the delete dialog");
    await asked.getByRole("button", { name: irreversibleCopy.discountCodeDelete.cancel }).click();
    await asked.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toMatch(/^\/discount-codes\/\d+$/);

    await remove.click();
    await asked.getByRole("button", { name: irreversibleCopy.discountCodeDelete.confirm(CODE) }).click();
    await page.waitForURL((url) => url.pathname === "/discount-codes");
    await page.getByText(discountCodesCopy.form.deleted(CODE)).waitFor();
    expect(await page.locator(`[data-code="${CODE}"]`).count()).toBe(0);
    await admin.close();
  });
});
