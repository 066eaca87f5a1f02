import { describe, expect, it } from "vitest";
import { catalog } from "../../seed/catalog";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { browserSession } from "./support/session";

/**
 * Issue 37, point 2 at 375 px: Acting for Dancers is an online program. Bought with the test card,
 * its confirmation page says what was bought and how the sessions are booked or joined (the
 * program's data), and nothing about a venue, the door, what to wear or an age group.
 */

const session = browserSession();
const PHONE = { width: 375, height: 812 };
const access = catalog.events.find((e) => e.kind === "virtual" && e.page?.onlineAccess)!.page!.onlineAccess!;

describe("an Acting for Dancers confirmation on a phone", () => {
  it("buys the Starter Path with the test card and reads an online confirmation: the path, the price, how to join, no venue, door or age group", async () => {
    const context = await session.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, "/acting-for-dancers");
    const card = page.locator("#tier-afd_starter");
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await card.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/beta-payment/);
    await page.locator("[data-checkout-form]").waitFor();
    await page.getByLabel("Full name", { exact: true }).fill("Jordan Rivera");
    await page.getByLabel("Email", { exact: true }).fill("jordan.online@example.com");
    await page.getByLabel("Phone").fill("+1 860 555 0100");
    await page.getByLabel("Student's full name").fill("Maya Rivera");
    await page.getByLabel("Age").fill("19");
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("[data-payment-step]").waitFor();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Jordan Rivera");
    await page.locator("[data-test-card-form] button[type=submit]").click();

    await page.waitForURL(/\/acting-for-dancers-confirmation\?order=/);
    await page.locator("[data-order-status=paid]").waitFor();
    await page.getByRole("heading", { level: 1, name: "You're in: Acting for Dancers" }).waitFor();
    expect(await page.locator("[data-order-part]").getAttribute("data-order-part")).toBe("online");
    expect(await page.locator("[data-order-program]").textContent()).toBe("Acting for Dancers");
    expect(await page.locator("[data-review-total]").textContent()).toBe("$229");

    const body = (await page.locator("main").textContent()) ?? "";
    expect(body).toContain("Acting for Dancers — Starter Path");
    await page.getByRole("heading", { name: access.joinTitle }).waitFor();
    expect(await page.locator("[data-online-join] li").allTextContents()).toEqual(access.join);
    for (const line of access.next ?? []) expect(body).toContain(line);
    expect(body).toContain("Maya Rivera");
    for (const words of [/arrive 30 minutes/i, /at the door/i, /venue/i, /jazz shoes/i, /dancewear/i, /seniors/i, /juniors/i, /13 and up/i, /add to calendar/i, /check-in/i]) {
      expect(body).not.toMatch(words);
    }
    expect(await page.locator("[data-order-tickets]").count()).toBe(0);

    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px").toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await context.close();
  });
});
