import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { browserSession } from "./support/session";

/** Checkout with the built-in test provider: a city page's cart to a paid order and its confirmation. */
const session = browserSession();

async function open(pathname: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    const w = window as unknown as { __tracked: unknown[] };
    w.__tracked = [];
    window.addEventListener("callboard:analytics", (e) => w.__tracked.push((e as CustomEvent).detail));
  });
  await gotoHydrated(page, pathname);
  return page;
}
const card = (page: Page, tier: string) => page.locator(`#tier-${tier}`);
const tracked = (page: Page) => page.evaluate(() => (window as unknown as { __tracked: Array<{ name: string; params: Record<string, unknown> }> }).__tracked);

async function toCheckout(page: Page, tier = "core") {
  await card(page, tier).getByRole("button", { name: "Add to Cart" }).click();
  await card(page, tier).getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/beta-payment/);
  await page.locator("[data-checkout-form]").waitFor();
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Full name", { exact: true }).fill("Jordan Rivera");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("+1 860 555 0100");
  await page.getByLabel("Student's full name").fill("Maya Rivera");
  await page.getByLabel("Age").fill("14");
  await page.getByLabel("Parent/Guardian name").fill("Jordan Rivera");
  await page.locator("#student-0-guardianConsent").check();
}

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Jordan Rivera");
  await page.locator("[data-test-card-form] button[type=submit]").click();
}

describe("checkout with the test card", () => {
  it("buys a Hartford core ticket: test mode said plainly, $168 paid, confirmation with calendar file and Purchase tracked", async () => {
    const page = await open("/hartford");
    await toCheckout(page);
    expect(await page.locator("[data-test-mode]").textContent()).toContain("no money moves");
    expect(await page.locator("[data-review-total]").textContent()).toBe("$168");

    // The form names what is missing and sends nothing.
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("#buyer-email-error").waitFor();

    await fillDetails(page, "jordan.checkout@example.com");
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("[data-payment-step]").waitFor();
    expect(await page.locator("[data-test-mode]").count()).toBe(1);
    await payWith(page, "4242 4242 4242 4242");

    await page.waitForURL(/\/order-confirmation\?order=/);
    await page.locator("[data-order-status=paid]").waitFor();
    expect(await page.locator("[data-review-total]").textContent()).toBe("$168");
    expect(await page.locator("[data-order-number]").textContent()).toMatch(/^CB-[A-Z0-9]{8}$/);
    expect(await page.locator("[data-order-students]").textContent()).toContain("Maya Rivera");
    expect(await page.locator("[data-refund-policy]").textContent()).toContain("All sales final");
    const ics = await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href");
    const calendar = await page.evaluate((href) => fetch(href!).then((r) => r.text()), ics);
    expect(calendar).toContain("BEGIN:VEVENT");
    expect((await tracked(page)).filter((e) => e.name === "Purchase")).toEqual([{ name: "Purchase", params: { value: 168, currency: "USD" } }]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toContain("no-store");
    await page.close();
  });

  it("a declined card says why and keeps the buyer's details", async () => {
    const page = await open("/hartford");
    await toCheckout(page);
    await fillDetails(page, "declined@example.com");
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("[data-payment-step]").waitFor();
    await payWith(page, "4000 0000 0000 0002");
    expect(await page.locator("[data-payment-error]").textContent()).toContain("declined");
    expect(page.url()).toMatch(/\/beta-payment/);
    expect(await page.getByLabel("Card number").inputValue()).toBe("4000 0000 0000 0002");

    await page.getByRole("button", { name: "Change details" }).click();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("declined@example.com");
    expect(await page.getByLabel("Student's full name").inputValue()).toBe("Maya Rivera");
    await page.close();
  });

  it("a London order is in pounds, at 375 px, with nothing serious for axe", async () => {
    const page = await open("/london", { width: 375, height: 800 });
    await toCheckout(page);
    expect(await page.locator("[data-review-total]").textContent()).toMatch(/^£\d+/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Full name", { exact: true }).fill("Alex Smith");
    await page.getByLabel("Email", { exact: true }).fill("alex.london@example.com");
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
    await page.getByLabel("Student's full name").fill("Alex Smith");
    await page.getByLabel("Age").fill("21");
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await payWith(page, "4242424242424242");
    await page.locator("[data-order-status=paid]").waitFor();
    expect(await page.locator("[data-review-total]").textContent()).toMatch(/^£\d+/);
    await page.close();
  });
});
