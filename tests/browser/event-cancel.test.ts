import type { Page } from "playwright-core";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cityPageCopy } from "~/content/city-page";
import { eventChangesCopy } from "~/content/event-changes";
import { pricingCopy } from "~/content/pricing";
import type { Db } from "~/db/client.server";
import { events, orders } from "~/db/schema";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/** An admin on a phone cancels an event: the confirmation's counts, the refund job's progress, and the public page saying so. */

const copy = eventChangesCopy.cancel;
let target: { id: number; slug: string; cityName: string };

async function seed(db: Db) {
  const [event] = await db
    .select({ id: events.id, slug: events.slug, cityName: events.cityName })
    .from(events)
    .where(and(eq(events.hasPage, true), eq(events.isCancelled, false), eq(events.currency, "USD")))
    .orderBy(asc(events.id))
    .limit(1);
  target = event!;
  // A date ahead of the test clock, so the page sells until it is cancelled.
  await db.update(events).set({ startsOn: "2030-06-01", endsOn: "2030-06-02", dateText: "June 1–2, 2030" }).where(eq(events.id, target.id));
  const at = new Date(TEST_APP_NOW);
  await db.insert(orders).values({ number: newOrderNumber(), token: newOrderToken(), eventId: target.id, currency: "USD", status: "paid", buyerName: "Rosa", buyerEmail: "rosa.cancel@example.com", buyerPhone: "1", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: at, provider: "test", paymentRef: "test_ch_cancel", paidAt: at });
}

const session = adminSession({ account: { email: "cass.cancel@example.com", password: "grand-jete-en-tournant", name: "Cass Cancel" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("cancelling an event", () => {
  it("an admin at 375 px confirms, watches the refund finish, and the city page says Event Cancelled", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await session.signIn(page, `/admin/events/${target.id}`);
    await page.locator("[data-cancel-link]").click();
    await page.getByRole("heading", { name: copy.title(target.cityName), level: 1 }).waitFor();
    expect(await page.locator("[data-impact]").textContent()).toContain("1 paid order (refunded in full)");
    await expectPhoneFriendly(page);

    // Refused without the tick, in the browser, with the message on the box.
    await page.getByRole("button", { name: copy.submit }).click();
    await page.getByText("Tick the box to confirm.").waitFor();
    await page.getByLabel(copy.reason).fill("The venue flooded.");
    await page.getByLabel(copy.confirm).check();
    await page.getByRole("button", { name: copy.submit }).click();
    await page.getByRole("status").filter({ hasText: copy.done }).waitFor();

    // The job runs in the background; the page polls it until the order is refunded.
    await expect.poll(() => page.locator("[data-job-status]").getAttribute("data-job-status"), { timeout: 30_000 }).toBe("succeeded");
    await expect.poll(() => page.locator("[data-refund]").getAttribute("data-refund")).toBe("refunded");
    await page.reload();
    await page.locator("[data-refund='refunded']").waitFor();
    expect(await page.locator("[data-counts]").textContent()).toContain(copy.refunds(1, 1));
    await expectPhoneFriendly(page);

    await gotoHydrated(page, `/${target.slug}`);
    await page.getByText(cityPageCopy.cancelled.bannerTitle).first().waitFor();
    await page.getByText(pricingCopy.cancelled.title, { exact: true }).first().waitFor();
    await expectPhoneFriendly(page);
    await context.close();
  });
});
