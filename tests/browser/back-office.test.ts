import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backOfficeCopy } from "~/content/back-office";
import { irreversibleCopy } from "~/content/irreversible-actions";
import type { Db } from "~/db/client.server";
import { ledgerWords } from "~/content/ledger-words";
import { events, ledgerEntries, orderLines, orders, orderStudents } from "~/db/schema";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/** The back office on a phone: the overview, finding an order by the buyer's email and refunding part of it. */

const EMAIL = "otto.office@example.com";
const PASSWORD = "grand-jete-en-tournant";
const BUYER = "marisol.buyer@example.com";
/** A paid order of two students, an hour before "now", to find and refund, and a provider refund of it that did not fit (flagged). */
async function seed(db: Db) {
  const [usd] = await db.select({ id: events.id }).from(events).where(eq(events.currency, "USD")).orderBy(events.id).limit(1);
  const at = new Date(new Date(TEST_APP_NOW).getTime() - 3_600_000);
  const [order] = await db
    .insert(orders)
    .values({ number: "CB-OFFICE1", token: "back-office-browser-order", eventId: usd!.id, currency: "USD", status: "paid", buyerName: "Marisol Vega", buyerEmail: BUYER, buyerPhone: "+1 555 0100", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: at, paidAt: at, provider: "test", paymentRef: "test_ch_CB-OFFICE1" })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core Experience", quantity: 2, unitPriceMinor: 16800, subtotalMinor: 33600, totalMinor: 33600 });
  await db.insert(orderStudents).values([
    { orderId: order!.id, position: 1, fullName: "Lucía Vega", age: 11, ageGroup: "12_and_under", parentName: "Marisol Vega", guardianConsent: "I agree.", enrolledAt: at },
    { orderId: order!.id, position: 2, fullName: "Tomás Vega", age: 19, ageGroup: "13_and_up", enrolledAt: at },
  ]);
  await db.insert(ledgerEntries).values({ entryKey: "browser:flagged:1", kind: "refund", amountMinor: -50000, currency: "USD", orderId: order!.id, provider: "stripe", providerRef: "re_3QxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789", actorKind: "provider", flagged: true, flagReason: "exceeds_remaining", occurredAt: at });
}

const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Otto Office" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("the back office", () => {
  it("an admin at 375 px reads the overview, finds an order by the buyer's email and refunds part of it, and resolves the flagged refund", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await session.signIn(page, "/admin");
    await page.getByRole("heading", { name: backOfficeCopy.overview.title, level: 1 }).waitFor();
    await expect.poll(() => page.locator("[data-sales]").textContent()).toContain("$336");
    // The provider refund that did not fit is listed for the team, counted in no figure.
    expect(await page.locator("[data-flagged-row]").textContent()).toContain(ledgerWords.flagReasons.exceeds_remaining);
    // Each flagged row has its own form to resolve it with a note.
    expect(await page.locator("[data-flagged-row]", { hasText: "CB-OFFICE1" }).getByRole("button", { name: ledgerWords.resolutions.resolve }).count()).toBe(1);
    await expectPhoneFriendly(page);

    // The menu reaches the orders; the search finds the order by the buyer's email.
    await page.getByRole("navigation", { name: backOfficeCopy.nav.label }).getByRole("link", { name: "Orders", exact: true }).click();
    await page.getByRole("heading", { name: backOfficeCopy.orders.title, level: 1 }).waitFor();
    await page.getByLabel(backOfficeCopy.orders.search).fill(BUYER.toUpperCase());
    await page.getByRole("button", { name: backOfficeCopy.orders.apply }).click();
    await expect.poll(() => page.locator("#main").getByRole("status").textContent()).toBe(backOfficeCopy.orders.count(1));
    // The row's money is the ledger's, as on the order's page: the flagged provider refund is not taken off.
    const listed = page.locator('[data-order="CB-OFFICE1"] [data-order-money]');
    expect(await listed.locator("[data-paid]").textContent()).toBe("$336");
    expect(await listed.locator("[data-back]").textContent()).toBe("$0");
    expect(await listed.locator("[data-left]").textContent()).toBe("$336");
    await expectPhoneFriendly(page);
    await page.getByRole("link", { name: "CB-OFFICE1" }).click();
    await page.getByRole("heading", { name: backOfficeCopy.order.title("CB-OFFICE1"), level: 1 }).waitFor();
    expect(await page.locator("[data-students]").textContent()).toContain("Lucía Vega");
    // What was paid, what went back, what is left: the flagged refund is marked and not taken off.
    expect(await page.locator("[data-money-left]").textContent()).toBe("$336");
    expect(await page.locator('[data-order-ledger] [data-flagged="true"]').textContent()).toContain(ledgerWords.order.flagged);
    await expectPhoneFriendly(page);

    // Part of it: the amount the browser typed is checked again by the action.
    // The credit form beside it has the same choices: the refund's are inside the form with the Refund button.
    const refundForm = page.locator("form", { has: page.getByRole("button", { name: backOfficeCopy.order.refund, exact: true }) });
    await refundForm.getByRole("radio", { name: backOfficeCopy.order.refundPart }).check();
    await page.getByLabel(backOfficeCopy.order.refundAmount("USD")).fill("500");
    await page.getByLabel(backOfficeCopy.order.refundReason).fill("Missed the second day");
    // Asked first (issue 37): the dialog says how much goes back, where, and who is emailed; Keep the money does nothing.
    await page.getByRole("button", { name: backOfficeCopy.order.refund, exact: true }).click();
    const asked = page.getByRole("dialog", { name: irreversibleCopy.refund.title });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(irreversibleCopy.refund.amount("$500", "CB-OFFICE1", irreversibleCopy.refund.paidWith.test!));
    expect(await asked.textContent()).toContain(irreversibleCopy.refund.part);
    await expectPhoneFriendly(page);
    await asked.getByRole("button", { name: irreversibleCopy.refund.cancel }).click();
    await asked.waitFor({ state: "hidden" });
    expect(await page.locator("[data-money-left]").textContent()).toBe("$336");
    await page.getByRole("button", { name: backOfficeCopy.order.refund, exact: true }).click();
    await asked.getByRole("button", { name: irreversibleCopy.refund.confirm("$500") }).click();
    await expect.poll(() => page.getByText(/That is more than can be refunded/).count()).toBe(1);
    await page.getByLabel(backOfficeCopy.order.refundAmount("USD")).fill("84");
    await page.getByRole("button", { name: backOfficeCopy.order.refund, exact: true }).click();
    await asked.getByRole("button", { name: irreversibleCopy.refund.confirm("$84") }).click();
    await page.getByText(backOfficeCopy.order.refunded("$84")).waitFor();
    expect(await page.locator("[data-refunds]").textContent()).toContain("Missed the second day");
    await page.getByText(backOfficeCopy.order.refundable("$252")).waitFor();
    await expectPhoneFriendly(page);

    // The flagged refund was dealt with: resolved with a note from its row, which then says who and how.
    const flagForm = page.locator('[data-order-ledger] [data-flagged="true"] form');
    await flagForm.getByLabel(ledgerWords.resolutions.noteLabel).fill("Stripe confirmed the $500 was a display error; nothing moved.");
    await flagForm.getByRole("button", { name: ledgerWords.resolutions.resolve }).click();
    await page.getByText(ledgerWords.resolutions.resolved).waitFor();
    const resolution = page.locator('[data-order-ledger] [data-flagged="true"] [data-flag-resolution]');
    await expect.poll(() => resolution.textContent()).toContain(EMAIL);
    expect(await resolution.textContent()).toContain("nothing moved.");
    await expectPhoneFriendly(page);
    // The overview lists it no more.
    await gotoHydrated(page, "/admin");
    await page.getByRole("heading", { name: ledgerWords.overview.flaggedHeading }).waitFor();
    expect(await page.locator("[data-flagged-row]", { hasText: "CB-OFFICE1" }).count()).toBe(0);

    // The team page, by keyboard-reachable controls, also reads at 375 px.
    await gotoHydrated(page, "/admin/team");
    expect(await page.locator(`[data-admin="${EMAIL}"]`).count()).toBe(1);
    await expectPhoneFriendly(page);
    // Removing an admin is asked first in the admin kit's dialog, which fits 375 px; Keep them changes nothing.
    const remove = page.getByRole("button", { name: backOfficeCopy.team.revoke(EMAIL) });
    await remove.click();
    const revoking = page.getByRole("dialog", { name: irreversibleCopy.adminRevoke.title(EMAIL) });
    await revoking.waitFor();
    expect(await revoking.textContent()).toContain(irreversibleCopy.adminRevoke.body(EMAIL));
    await expectPhoneFriendly(page);
    await revoking.getByRole("button", { name: irreversibleCopy.adminRevoke.cancel }).click();
    await revoking.waitFor({ state: "hidden" });
    // Confirmed, the form goes: the only admin is kept, and the page says why.
    await remove.click();
    await revoking.getByRole("button", { name: irreversibleCopy.adminRevoke.confirm }).click();
    await page.getByText(backOfficeCopy.team.lastAdmin).waitFor();
    expect(await page.locator(`[data-admin="${EMAIL}"]`).count()).toBe(1);

    // Without JavaScript the refund is still asked first: a box to tick, which the browser requires before the form goes.
    const noScript = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 }, javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto("/admin/orders/CB-OFFICE1");
    await plain.getByLabel(backOfficeCopy.order.refundReason).fill("Both days missed");
    await plain.getByRole("button", { name: backOfficeCopy.order.refund, exact: true }).click();
    expect(await plain.locator("[data-refund-form] input[name=confirm]").evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    expect(await plain.getByText(backOfficeCopy.order.refundable("$252")).count()).toBe(1);
    expect(await hasHorizontalScroll(plain)).toBe(false);
    await noScript.close();
    await context.close();
  });
});
