import { describe, expect, it } from "vitest";
import { checkoutCopy } from "~/content/checkout";
import { subscriptionCopy } from "~/content/subscriptions";
import { irreversibleCopy } from "~/content/irreversible-actions";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, screenshot, seriousAxeViolations } from "./support/browser";

const account = { email: "sub-admin@example.com", password: "correct horse battery staple", name: "Sam Admin" };
const DUPLICATE = "A second paid Checkout for this address and tier: refund it and cancel it in Stripe.";

/** A second Stripe Checkout paid for a live address and tier (decision 0036): flagged, never live; older than every other row. */
async function seed(db: Db) {
  const at = new Date("2025-08-01T12:00:00Z");
  await db.insert(subscriptions).values({
    token: "browser-duplicate-subscription",
    buyerEmail: "dup@example.com",
    buyerName: "Dana Dup",
    tierKey: "mentorship_building",
    tierLabel: "Building",
    currency: "USD",
    priceMinor: 14700,
    status: "incomplete",
    provider: "stripe",
    providerSubscriptionId: "sub_browser_duplicate",
    startsAt: new Date("2025-12-01T00:00:00Z"),
    minimumTermEndsAt: new Date("2026-03-01T00:00:00Z"),
    currentPeriodStart: new Date("2025-12-01T00:00:00Z"),
    currentPeriodEnd: new Date("2026-01-01T00:00:00Z"),
    attention: DUPLICATE,
    attentionRaisedAt: at,
    createdAt: at,
    updatedAt: at,
  });
}
const session = adminSession({ account, seed });
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

    // The same address cannot take a second Building subscription: refused before any charge, pointing to /account.
    await gotoHydrated(page, "/subscribe/mentorship_building");
    await page.getByLabel(subscriptionCopy.checkout.name).fill("Sam Admin");
    await page.getByLabel(subscriptionCopy.checkout.email).fill(account.email.toUpperCase());
    await page.getByLabel(checkoutCopy.payment.number).fill("4242 4242 4242 4242");
    await page.getByLabel(checkoutCopy.payment.expiry).fill("12/30");
    await page.getByLabel(checkoutCopy.payment.cvc).fill("123");
    await page.getByLabel(checkoutCopy.payment.name).fill("Sam Admin");
    await page.getByRole("button", { name: "Subscribe for $147 a month" }).click();
    const refusal = page.locator("[data-subscribe-error]");
    await refusal.getByText(subscriptionCopy.refusals.already_subscribed!).waitFor();
    expect(await refusal.getByRole("link", { name: subscriptionCopy.checkout.toAccount }).getAttribute("href")).toBe("/account");
    // The account page is named once, by its link.
    expect(await refusal.textContent()).toBe(`${subscriptionCopy.refusals.already_subscribed} ${subscriptionCopy.checkout.toAccount}.`);
    expect(page.url()).toContain("/subscribe/mentorship_building");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows it on /account with its next charge and card; cancelling there says it ends when the 3-month minimum ends", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await context.newPage();
    await session.signIn(page, "/account");
    const item = page.locator("[data-my-subscription]").first();
    expect(await item.locator("[data-next-charge]").textContent()).toBe("Next charge $147 on January 1, 2026");
    expect(await item.textContent()).toContain("Card ending 4242");
    expect(await item.textContent()).toContain(subscriptionCopy.account.cancelTakesEffect("March 1, 2026", true));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // One click never cancels: a post without the confirmation changes nothing and says so.
    const id = await item.getAttribute("data-my-subscription");
    const unconfirmed = await page.request.post("/account", { form: { intent: "cancel-subscription", id: id! }, headers: { Origin: session.server.url } });
    expect(new URL(unconfirmed.url()).searchParams.get("outcome")).toBe("unconfirmed");
    await gotoHydrated(page, "/account");
    expect(await item.textContent()).toContain(subscriptionCopy.account.cancelTakesEffect("March 1, 2026", true));
    // Asked first (issue 37): the dialog names the end date the server's rule gives, at 375 px.
    await item.getByRole("button", { name: subscriptionCopy.account.cancel }).click();
    const asked = page.getByRole("dialog", { name: irreversibleCopy.subscriptionCancel.title("Building") });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(irreversibleCopy.subscriptionCancel.ends("March 1, 2026"));
    expect(await asked.textContent()).toContain(irreversibleCopy.subscriptionCancel.minimum("March 1, 2026"));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await asked.getByRole("button", { name: irreversibleCopy.subscriptionCancel.confirm }).click();
    await page.locator("[data-subscription-notice]").getByText(subscriptionCopy.account.cancelled("March 1, 2026")).waitFor();
    expect(await page.locator("[data-my-subscription]").first().textContent()).toContain(subscriptionCopy.account.endsOn("March 1, 2026"));
    await context.close();
  });

  it("sells a city page's mentorship card as a subscription at that event's price, and the team cancels it on request", async () => {
    const buyer = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await buyer.newPage();
    await gotoHydrated(page, "/hartford");
    await page.locator('[data-subscribe="mentorship_growth"]').click();
    await page.waitForURL((url) => url.pathname === "/subscribe/mentorship_growth" && url.searchParams.get("event") === "hartford");
    expect(await page.locator("[data-subscription-price]").textContent()).toBe("$348 a month");
    await page.getByLabel(subscriptionCopy.checkout.name).fill("Gia Lane");
    await page.getByLabel(subscriptionCopy.checkout.email).fill("gia@example.com");
    await page.getByLabel(checkoutCopy.payment.number).fill("4242 4242 4242 4242");
    await page.getByLabel(checkoutCopy.payment.expiry).fill("12/30");
    await page.getByLabel(checkoutCopy.payment.cvc).fill("123");
    await page.getByLabel(checkoutCopy.payment.name).fill("Gia Lane");
    await page.getByRole("button", { name: "Subscribe for $348 a month" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription-confirmation");
    expect(await page.locator("[data-subscription-summary]").textContent()).toBe("Pro / Growth: $348 a month from December 1, 2025.");
    await buyer.close();

    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const admin = await context.newPage();
    await session.signIn(admin, "/admin/subscriptions");
    // The Building subscription is set to end, so only Pro / Growth is recurring.
    expect(await admin.locator('[data-mrr-currency="USD"] dd').textContent()).toBe("$348");
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    // Asked first in the admin kit's dialog, which names the end date and fits 375 px.
    await gotoHydrated(admin, "/admin/subscriptions");
    await admin.getByRole("button", { name: `${subscriptionCopy.admin.cancel}: gia@example.com, Pro / Growth` }).click();
    const asked = admin.getByRole("dialog", { name: irreversibleCopy.subscriptionCancelForBuyer.title("gia@example.com") });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(irreversibleCopy.subscriptionCancelForBuyer.ends("Pro / Growth", "March 1, 2026"));
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-subscription-cancel-dialog-375");
    // Keep changes nothing; asked again, its confirm button cancels.
    await asked.getByRole("button", { name: irreversibleCopy.subscriptionCancelForBuyer.cancel }).click();
    await asked.waitFor({ state: "hidden" });
    expect(await admin.locator('[data-mrr-currency="USD"] dd').textContent()).toBe("$348");
    await admin.getByRole("button", { name: `${subscriptionCopy.admin.cancel}: gia@example.com, Pro / Growth` }).click();
    await asked.getByRole("button", { name: irreversibleCopy.subscriptionCancelForBuyer.confirm }).click();
    await admin.getByText(subscriptionCopy.admin.cancelled("gia@example.com", "March 1, 2026")).waitFor();
    // Set to end, it no longer counts as recurring revenue, and its card says when it ends.
    await admin.locator("[data-mrr-currency]").waitFor({ state: "detached" });
    expect(await admin.locator("[data-admin-subscription]").first().textContent()).toContain("Ends: March 1, 2026");
    await screenshot(admin, "admin-subscriptions-375");
    await context.close();
  });

  it("the team marks a flagged subscription resolved by keyboard, with a note; the flag disappears", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const admin = await context.newPage();
    await session.signIn(admin, "/admin/subscriptions");
    const flagged = admin.locator("[data-subscription-attention]");
    expect(await flagged.count()).toBe(1);
    expect(await flagged.textContent()).toContain(DUPLICATE);
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-subscriptions-attention-375");

    await flagged.getByLabel(subscriptionCopy.admin.resolveNote).focus();
    await admin.keyboard.type("Refunded the duplicate in Stripe");
    await admin.keyboard.press("Tab");
    expect(await admin.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`${subscriptionCopy.admin.resolve}: dup@example.com, Building`);
    await admin.keyboard.press("Enter");
    await admin.getByText(subscriptionCopy.admin.resolved("dup@example.com")).waitFor();
    await flagged.waitFor({ state: "detached" });
    expect(await hasHorizontalScroll(admin)).toBe(false);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await context.close();
  });
});
