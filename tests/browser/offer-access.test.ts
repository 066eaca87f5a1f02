import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { ACCESS_COOKIE } from "~/features/offer-access/offer-access-grant.server";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, waitForHydration, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/**
 * Issue 23 at 375 px: the New Hampshire studio's pass sold only to the team's list. The buyer proves
 * an address through an emailed link: the request answers the same for any address, only a listed
 * one gets the email, and checkout then sells to that address only.
 */

let studioEventId = 0;
async function seed(db: Db) {
  const [studio] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "new-hampshire"));
  studioEventId = studio!.id;
}
const session = adminSession({ account: { email: "lia.lists@example.com", password: "pas-de-bourree-123", name: "Lia Lists" }, seed });
const PHONE = { width: 375, height: 812 };
const SENT = "If this address is on the studio's list, we've emailed you a link.";

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

async function passToCheckout(page: Page) {
  await gotoHydrated(page, "/new-hampshire");
  const card = page.locator("#tier-nh_full_weekend");
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await card.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/beta-payment/);
}

async function askForLink(page: Page, email: string) {
  const form = page.locator("[data-offer-access-form]");
  await form.waitFor();
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Email me a link" }).click();
  await page.getByRole("status").filter({ hasText: SENT }).waitFor();
}

/** The emailed link only shows a button (mail scanners open links): confirming it, with a plain form POST, sets the cookie. */
async function confirmLink(page: Page) {
  const confirm = page.locator("[data-offer-access-link=confirm]");
  await confirm.waitFor();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: ACCESS_COOKIE }));
  await expectPhoneFriendly(page);
  await confirm.getByRole("button", { name: offerAccessLinkCopy.page.button }).click();
  await page.locator("[data-offer-access-link=granted]").waitFor();
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: ACCESS_COOKIE }));
}

describe("the studio's pass, sold only to its list, on a phone", () => {
  it("emails a link only to a listed address, answering the same for any; the link lets that address, and no other, check out", async () => {
    const adminContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const admin = await adminContext.newPage();
    await session.signIn(admin, `/admin/events/${studioEventId}/access`);
    const pass = admin.locator("[data-offer-access=nh_full_weekend]");
    await pass.getByRole("textbox").fill("ana@studio.example\nben@studio.example");
    await pass.getByRole("button", { name: "Save list" }).click();
    await admin.getByRole("status").filter({ hasText: "sold only to 2 addresses" }).waitFor();
    await pass.getByText("Restricted to 2 addresses").waitFor();
    await expectPhoneFriendly(admin);

    const buyerContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const buyer = await buyerContext.newPage();
    await passToCheckout(buyer);
    await buyer.getByRole("alert").filter({ hasText: "open only to the studio's list" }).waitFor();
    await expectPhoneFriendly(buyer);
    await askForLink(buyer, "stranger@example.com");
    await expectPhoneFriendly(buyer);
    await buyer.reload();
    // The form is in the server's HTML: wait until it is the page's own before using it.
    await waitForHydration(buyer);
    await askForLink(buyer, "ana@studio.example");

    const outbox = async () =>
      ((await (await admin.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> }).emails.filter((e) => e.template === "offer-access-link");
    await expect.poll(async () => (await outbox()).map((e) => e.to), { timeout: 10_000 }).toEqual(["ana@studio.example"]);
    const [mail] = await outbox();
    await gotoHydrated(admin, `/customer-emails?id=${mail!.id}`);
    const link = /\/offer-access\/[\w.-]+/.exec(await admin.content())?.[0];
    expect(link).toBeTruthy();
    await adminContext.close();

    await gotoHydrated(buyer, link!);
    await confirmLink(buyer);
    expect(await buyer.textContent("main")).toContain("ana@studio.example");
    await expectPhoneFriendly(buyer);

    await passToCheckout(buyer);
    await buyer.locator("[data-checkout-form]").waitFor();
    await buyer.getByLabel("Full name", { exact: true }).fill("Ana Studio");
    await buyer.getByLabel("Email", { exact: true }).fill("stranger@example.com");
    await buyer.getByLabel("Phone").fill("+1 603 555 0100");
    await buyer.getByLabel("Student's full name").fill("Ana Studio");
    await buyer.getByLabel("Age").fill("19");
    await buyer.locator("[data-checkout-form] button[type=submit]").click();
    await buyer.getByText("You confirmed ana@studio.example").first().waitFor();
    await expectPhoneFriendly(buyer);
    await buyer.getByLabel("Email", { exact: true }).fill("ana@studio.example");
    await buyer.locator("[data-checkout-form] button[type=submit]").click();
    await buyer.locator("[data-payment-step]").waitFor();
    await buyerContext.close();
  });
});
