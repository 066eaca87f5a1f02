import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/** Issue 23 at 375 px: a private session of Acting for Dancers bought to its own confirmation; a Hartford core ticket upgraded to Pro Track for $220 from the emailed link. */

const session = adminSession({ account: { email: "uma.upgrades@example.com", password: "grand-jete-landing", name: "Uma Upgrades" } });
const PHONE = { width: 375, height: 812 };

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Full name", { exact: true }).fill("Jordan Rivera");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("+1 860 555 0100");
  await page.getByLabel("Student's full name").fill("Maya Rivera");
  await page.getByLabel("Age").fill("19");
}

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Jordan Rivera");
  await page.locator("[data-test-card-form] button[type=submit]").click();
}

async function buy(page: Page, path: string, tier: string, email: string, beforePaying?: () => Promise<void>) {
  await gotoHydrated(page, path);
  const card = page.locator(`#tier-${tier}`);
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await card.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/beta-payment/);
  await page.locator("[data-checkout-form]").waitFor();
  await fillDetails(page, email);
  await page.locator("[data-checkout-form] button[type=submit]").click();
  await page.locator("[data-payment-step]").waitFor();
  await beforePaying?.();
  await payWith(page, "4242 4242 4242 4242");
}

describe("programs and upgrades on a phone", () => {
  it("buys an Acting for Dancers private session, one-time, to /acting-for-dancers-confirmation", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, "/acting-for-dancers");
    await expectPhoneFriendly(page);
    await buy(page, "/acting-for-dancers", "afd_private_session", "jordan.afd@example.com", async () => {
      expect(await page.locator("[data-one-time]").first().textContent()).toContain("One-time payment");
    });
    await page.waitForURL(/\/acting-for-dancers-confirmation\?order=/);
    await page.locator("[data-order-status=paid]").waitFor();
    expect(await page.locator("[data-review-total]").textContent()).toBe("$115");
    // What the online confirmation says in full: tests/browser/online-order-confirmation.test.ts.
    await page.getByRole("heading", { level: 1, name: "You're in: Acting for Dancers" }).waitFor();
    await expectPhoneFriendly(page);
    await context.close();
  });

  it("upgrades a Hartford core ticket to Pro Track for $220 from the emailed link, once", async () => {
    const buyerContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const buyer = await buyerContext.newPage();
    const email = "jordan.upgrade@example.com";
    await buy(buyer, "/hartford", "core", email);
    await buyer.waitForURL(/\/order-confirmation\?order=/);
    await buyer.locator("[data-order-status=paid]").waitFor();
    const orderPage = buyer.url();

    const adminContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const admin = await adminContext.newPage();
    await session.signIn(admin, "/customer-emails");
    // The links go out from the job runner right after the payment: wait for them, not for a fixed time.
    const findInvite = async () => {
      const outbox = (await (await admin.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> };
      return outbox.emails.find((e) => e.template === "ticket-upgrade-invite" && e.to === email);
    };
    await expect.poll(findInvite, { timeout: 10_000 }).toBeTruthy();
    const invite = await findInvite();
    await gotoHydrated(admin, `/customer-emails?id=${invite!.id}`);
    const content = await admin.content();
    expect(content).toContain("Upgrade Maya Rivera to Pro Track for $220 more");
    const link = /\/upgrade-confirmation\?link=[\w.%-]+/.exec(content)?.[0];
    expect(link).toBeTruthy();
    await adminContext.close();

    await gotoHydrated(buyer, link!);
    expect(await buyer.locator("[data-upgrade-amount]").textContent()).toBe("$220");
    await expectPhoneFriendly(buyer);
    await payWith(buyer, "4242 4242 4242 4242");
    await buyer.waitForURL(/\/pro-track-upgrade-thank-you\?link=/);
    await buyer.locator("[data-upgrade-thank-you]").waitFor();
    expect(await buyer.textContent("body")).toContain("Your ticket is now Pro Track. We charged $220");
    await expectPhoneFriendly(buyer);

    // The link works once.
    await gotoHydrated(buyer, link!);
    await buyer.locator("[data-upgrade-confirmation=used]").waitFor();

    // The order page shows the upgrade's own payment beside the order's total.
    await gotoHydrated(buyer, orderPage);
    expect(await buyer.locator("[data-review-upgrade]").textContent()).toBe("Upgrade for Maya Rivera: Core Experience to Pro Track$220");
    expect(await buyer.locator("[data-review-paid-in-all]").textContent()).toBe("$388");
    await expectPhoneFriendly(buyer);
    await buyerContext.close();
  });
});
