import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalog } from "../../seed/catalog";
import { checkoutCopy, onlineCheckoutCopy } from "~/content/checkout";
import { onlineStudentFieldsCopy, studentFieldsCopy } from "~/content/student-registration";
import { GUARDIAN_CONSENT_TEXT } from "~/features/checkout/orders/checkout-schema";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { browserSession } from "./support/session";

/**
 * Issue 37, point 2 at 375 px: Acting for Dancers is an online program. Bought with the test card,
 * its confirmation page says what was bought and how the sessions are booked or joined (the
 * program's data), and nothing about a venue, the door, what to wear or an age group. Its checkout
 * already speaks of an online order (no tickets, seats, day or age group); a city's checkout keeps its words.
 */

const session = browserSession();
const PHONE = { width: 375, height: 812 };
const access = catalog.events.find((e) => e.kind === "virtual" && e.page?.onlineAccess)!.page!.onlineAccess!;

/** What the checkout form says before it is sent, with the student's age typed: the details' intro, the age's hint, the email's hint and any consent. */
async function checkoutWordsAt(page: Page, age: string) {
  await page.getByLabel("Age").fill(age);
  const form = page.locator("[data-checkout-form]");
  return {
    text: (await form.textContent()) ?? "",
    ageHint: await page.locator("#student-0-age-hint").count(),
    emailHint: await page.locator("#student-0-email-hint").textContent(),
  };
}

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

    // The checkout of an online program: the order and how the sessions are booked, no age group, consent to the online program.
    const minor = await checkoutWordsAt(page, "15");
    expect(minor.text).toContain(onlineCheckoutCopy.detailsIntro);
    expect(minor.text).not.toContain(checkoutCopy.details.intro);
    expect(minor.text).toContain("taking part in the online program");
    expect(minor.text).not.toMatch(/the intensive|age group|13 and up|ticket|seats?\b|day's details/i);
    expect(minor.ageHint).toBe(0);
    expect(minor.emailHint).toBe(onlineStudentFieldsCopy.emailHint);
    expect(await page.getByRole("link", { name: onlineCheckoutCopy.edit }).count()).toBe(1);
    await page.getByLabel("Age").fill("19");
    expect(await page.locator("#student-0-age-hint").count()).toBe(0);
    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px on the checkout").toBe(false);
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("[data-payment-step]").waitFor();
    expect(await page.locator("[data-payment-step]").textContent()).not.toMatch(/seats?\b/i);
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
    for (const words of [/arrive 15 minutes/i, /at the door/i, /venue/i, /jazz shoes/i, /dancewear/i, /seniors/i, /juniors/i, /13 and up/i, /add to calendar/i, /check-in/i]) {
      expect(body).not.toMatch(words);
    }
    expect(await page.locator("[data-order-tickets]").count()).toBe(0);

    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px").toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await context.close();
  });

  it("a city's checkout keeps the in-person words: tickets and the day's details, the age group, the intensive's consent", async () => {
    const context = await session.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await gotoHydrated(page, "/hartford");
    const card = page.locator("#tier-core");
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await card.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL(/\/beta-payment/);
    await page.locator("[data-checkout-form]").waitFor();
    const minor = await checkoutWordsAt(page, "15");
    expect(minor.text).toContain(checkoutCopy.details.intro);
    expect(minor.text).not.toContain(onlineCheckoutCopy.detailsIntro);
    expect(minor.text).toContain(GUARDIAN_CONSENT_TEXT);
    expect(minor.text).toContain(checkoutCopy.students.intro(1));
    expect(minor.ageHint).toBe(1);
    expect(await page.locator("#student-0-age-hint").textContent()).toBe(studentFieldsCopy.ageGroup(studentFieldsCopy.ageGroups["13_and_up"]));
    expect(minor.emailHint).toBe(studentFieldsCopy.emailHint);
    expect(await page.getByRole("link", { name: checkoutCopy.review.edit }).count()).toBe(1);
    expect(await hasHorizontalScroll(page), "horizontal scroll at 375 px on the checkout").toBe(false);
    await context.close();
  });
});
