import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { recoveryCopy } from "~/content/recovery";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, events, orders, orderStudents } from "~/db/schema";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/**
 * Recovery at 375 px: an admin sends a reminder for a kept Hartford cart, the email's link (read
 * from the outbox through the admin's customer emails page) restores the cart into a new checkout
 * in another browser, priced by the server; the unsubscribe page and a bad link read clearly.
 */

const EMAIL = "rory.recovery@example.com";
const PASSWORD = "pas-de-bourree-couru";
const BUYER = "kept.cart@example.com";
const copy = recoveryCopy.send;

async function seed(db: Db) {
  const [hartford] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
  const left = new Date(new Date(TEST_APP_NOW).getTime() - 2 * 3_600_000);
  // The order the buyer placed from that checkout and left unpaid (its hold let go): phone and students typed.
  const [order] = await db
    .insert(orders)
    .values({ number: newOrderNumber(), token: newOrderToken(), eventId: hartford!.id, currency: "USD", status: "expired", buyerName: "Kim Kept", buyerEmail: BUYER, buyerPhone: "+1 860 555 0142", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: left, provider: "test", createdAt: left })
    .returning({ id: orders.id });
  await db.insert(orderStudents).values([
    { orderId: order!.id, position: 1, fullName: "Kit Kept", age: 11, ageGroup: "12_and_under", parentName: "Kim Kept", guardianConsent: "I am this student's parent or guardian.", createdAt: left },
    { orderId: order!.id, position: 2, fullName: "Kai Kept", age: 15, ageGroup: "13_and_up", parentName: "Kim Kept", guardianConsent: "I am this student's parent or guardian.", createdAt: left },
  ]);
  await db.insert(checkoutDrafts).values({
    orderId: order!.id,
    clientKey: "recovery-browser-test",
    eventId: hartford!.id,
    buyerEmail: BUYER,
    buyerName: "Kim Kept",
    lines: [{ tierKey: "core", quantity: 2 }],
    valueMinor: 33600,
    currency: "USD",
    createdAt: left,
    updatedAt: left,
  });
}

const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Rory Recovery" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("recovery emails", () => {
  it("an admin sends a reminder for a kept cart at 375 px, and its link restores the cart into a Hartford checkout", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await session.signIn(page, "/admin");
    await gotoHydrated(page, "/admin/send-recovery-emails");
    await page.locator(`[data-cart="${BUYER}"]`).waitFor();
    await expectPhoneFriendly(page);

    // The preview is the email as the buyer gets it, in a sandboxed frame.
    await page.getByRole("link", { name: `${copy.preview}: ${BUYER}` }).click();
    const frame = page.frameLocator(`iframe[title="${copy.previewFrame}"]`);
    await frame.getByText("Finish your booking").waitFor();
    expect(await page.locator(`iframe[title="${copy.previewFrame}"]`).getAttribute("sandbox")).toBe("");

    // By keyboard: tick the cart, send.
    await page.getByLabel(copy.choose(BUYER)).focus();
    await page.keyboard.press("Space");
    expect(await page.getByLabel(copy.choose(BUYER)).isChecked()).toBe(true);
    await page.getByRole("button", { name: copy.send }).click();
    await page.getByText(copy.queued(1)).waitFor();
    const job = page.locator("[data-recovery-job][data-status=succeeded]").first();
    await job.waitFor({ timeout: 30_000 });
    expect(await job.locator("[data-counts]").textContent()).toContain(copy.counts(1, 0, 0));
    await expectPhoneFriendly(page);

    // The email, read from the outbox as the team reads it.
    const outbox = (await (await page.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> };
    const reminder = outbox.emails.find((e) => e.template === "recovery-reminder" && e.to === BUYER);
    expect(reminder).toBeTruthy();
    await gotoHydrated(page, `/customer-emails?id=${reminder!.id}`);
    const link = /\/resume-checkout\/[\w.-]+/.exec(await page.content())?.[0];
    const unsubscribe = /\/unsubscribe\/[\w.-]+/.exec(await page.content())?.[0];
    expect(link).toBeTruthy();
    expect(unsubscribe).toBeTruthy();
    await admin.close();

    // The buyer, in a browser of their own, opens the link: the cart is back in a Hartford checkout.
    const buyer = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const tab = await buyer.newPage();
    await tab.goto(link!);
    await tab.waitForURL(/\/beta-payment/);
    await tab.locator("[data-checkout-form]").waitFor();
    await tab.getByText("Hartford", { exact: false }).first().waitFor();
    await tab.getByText("Core Experience", { exact: false }).first().waitFor();
    expect(await tab.evaluate(() => window.sessionStorage.getItem("cart"))).toContain('"tier":"core"');
    expect(JSON.parse((await tab.evaluate(() => window.sessionStorage.getItem("cart"))) ?? "[]")).toHaveLength(2);
    expect((await buyer.cookies()).some((c) => c.name === "callboard.recovery" && c.httpOnly)).toBe(true);
    // What the buyer typed is back too (the link is theirs): name, email, phone and both students.
    expect(await tab.locator("#buyer-fullName").inputValue()).toBe("Kim Kept");
    expect(await tab.locator("#buyer-email").inputValue()).toBe(BUYER);
    expect(await tab.locator("#buyer-phone").inputValue()).toBe("+1 860 555 0142");
    expect(await tab.locator("#student-0-fullName").inputValue()).toBe("Kit Kept");
    expect(await tab.locator("#student-0-age").inputValue()).toBe("11");
    expect(await tab.locator("#student-0-parentName").inputValue()).toBe("Kim Kept");
    expect(await tab.locator("#student-1-fullName").inputValue()).toBe("Kai Kept");
    expect(await tab.locator("#student-1-age").inputValue()).toBe("15");
    await expectPhoneFriendly(tab);

    // A link that was tampered with says so plainly.
    await gotoHydrated(tab, `${link!.slice(0, -3)}abc`);
    await tab.getByText(recoveryCopy.resume.invalidTitle).waitFor();
    await expectPhoneFriendly(tab);

    // Unsubscribing: a confirm page, then one button (no JavaScript needed).
    await gotoHydrated(tab, unsubscribe!);
    await tab.getByText(recoveryCopy.unsubscribe.confirm(BUYER)).waitFor();
    await expectPhoneFriendly(tab);
    await tab.getByRole("button", { name: recoveryCopy.unsubscribe.button }).click();
    await tab.getByText(recoveryCopy.unsubscribe.done(BUYER)).waitFor();
    await buyer.close();
  });
});
