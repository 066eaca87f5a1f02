import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { adminSession } from "./support/admin-session";
import { askForLink, confirmLink, expectPhoneFriendly } from "./support/offer-access";
import { gotoHydrated, waitForHydration } from "./support/browser";

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

async function passToCheckout(page: Page) {
  await gotoHydrated(page, "/new-hampshire");
  const card = page.locator("#tier-nh_full_weekend");
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await card.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/beta-payment/);
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
