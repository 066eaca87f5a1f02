import { describe, expect, it } from "vitest";
import { checkoutCopy } from "~/content/checkout";
import { subscriptionCopy } from "~/content/subscriptions";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, screenshot, seriousAxeViolations } from "./support/browser";

const account = { email: "sub-admin@example.com", password: "correct horse battery staple", name: "Sam Admin" };
const session = adminSession({ account });
const PHONE = { width: 375, height: 812 };

describe("mentorship subscriptions at 375 px", () => {
  it("subscribes to Building from /elite-mentorship-beta to a confirmation that says $147 a month from December 1", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, "/elite-mentorship-beta");
    await page.locator('[data-subscribe="mentorship_building"]').click();
    await page.waitForURL((url) => url.pathname === "/subscribe/mentorship_building");
    await page.getByRole("heading", { level: 1, name: "Subscribe: Building" }).waitFor();
    expect(await page.locator("[data-subscription-price]").textContent()).toBe("$147 a month");
    expect(await page.locator("[data-subscription-schedule]").textContent()).toContain(
      "Monthly subscription starting December 1, 2025. First payment covers December 2025, recurring from January 1, 2026, 3-month minimum.",
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(subscriptionCopy.checkout.name).fill("Sam Admin");
    await page.getByLabel(subscriptionCopy.checkout.email).fill(account.email);
    await page.getByLabel(checkoutCopy.payment.number).fill("4242 4242 4242 4242");
    await page.getByLabel(checkoutCopy.payment.expiry).fill("12/30");
    await page.getByLabel(checkoutCopy.payment.cvc).fill("123");
    await page.getByLabel(checkoutCopy.payment.name).fill("Sam Admin");
    await page.getByRole("button", { name: "Subscribe for $147 a month" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription-confirmation");
    const summary = await page.locator("[data-subscription-summary]").textContent();
    expect(summary).toBe("Building: $147 a month from December 1, 2025.");
    expect(await page.locator("#main").textContent()).toContain("Next charge: $147 on January 1, 2026.");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "subscription-confirmation-375");
    await context.close();
  });

  it("shows it on /account with its next charge and card, and a cancel that says it takes effect when the 3-month minimum ends", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await context.newPage();
    await session.signIn(page, "/account");
    const item = page.locator("[data-my-subscription]").first();
    expect(await item.locator("[data-next-charge]").textContent()).toBe("Next charge $147 on January 1, 2026");
    expect(await item.textContent()).toContain("Card ending 4242");
    expect(await item.textContent()).toContain(subscriptionCopy.account.cancelTakesEffect("March 1, 2026", true));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await gotoHydrated(page, "/admin/subscriptions");
    expect(await page.locator('[data-mrr-currency="USD"] dd').textContent()).toBe("$147");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `${subscriptionCopy.admin.cancel}: ${account.email}, Building` }).click();
    await page.getByText(subscriptionCopy.admin.cancelled(account.email, "March 1, 2026")).waitFor();
    // Set to end, it no longer counts as recurring revenue, and its card says when it ends.
    await page.locator("[data-mrr-currency]").waitFor({ state: "detached" });
    expect(await page.locator("[data-admin-subscription]").first().textContent()).toContain("Ends: March 1, 2026");
    await screenshot(page, "admin-subscriptions-375");
    await context.close();
  });
});
