import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backOfficeCopy } from "~/content/back-office";
import { eventsAdminCopy } from "~/content/events-admin";
import { pageEditorCopy } from "~/content/page-editor";
import { events } from "~/db/schema";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/**
 * Issue 37 (3 and 10) on a phone: a city page says "N seats left" once few seats of its room remain, and
 * shows testimonials and recent bookings only once the team has set them in the page editor (the seed's are samples).
 */

const account = { email: "sam.seats@example.com", password: "pas-de-bourree-on-camera", name: "Sam Seats" };
const PHONE = { width: 375, height: 812 };
const copy = pageEditorCopy;

const session = adminSession({
  account,
  // Charleston's room (Core and Pro Track share it) has three seats left.
  seed: async (db) => {
    const [charleston] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "charleston-wv"));
    expect(await setOfferSeats({ db, eventId: charleston!.id, tierKey: "core", capacity: 3 })).toBe(true);
  },
});

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("seats left and the team's testimonials at 375 px", () => {
  it("shows '3 seats left' on the room's cards and in the cart", async () => {
    const visitor = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await visitor.newPage();
    await gotoHydrated(page, "/charleston-wv");
    for (const tier of ["core", "pro"]) expect(await page.locator(`#tier-${tier} [data-seats-left]`).textContent(), tier).toBe("3 seats left");
    // The free audition has its own 60 seats: plenty, so nothing is said.
    expect(await page.locator("#tier-audition_only [data-seats-left]").count()).toBe(0);

    await page.locator("#tier-core").getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => page.locator('#cart-summary [data-cart-line="core"] [data-seats-left]').textContent()).toBe("3 seats left");
    await expectPhoneFriendly(page);
    await visitor.close();
  });

  it("keeps the seed's sample testimonials off the public page until the team unticks 'Sample' in the page editor", async () => {
    const visitor = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const publicPage = await visitor.newPage();
    await gotoHydrated(publicPage, "/charleston-wv");
    expect(await publicPage.locator("#testimonials").count()).toBe(0);
    expect(await publicPage.locator("#bookings").count()).toBe(0);
    expect(await publicPage.getByText("Maya R.").count()).toBe(0);

    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const page = await admin.newPage();
    await session.signIn(page, "/admin");
    // The overview: every dated event has its room; the undated London stop still sells without a limit.
    await page.locator('[data-unlimited-event="london"]').waitFor();
    expect(await page.locator("[data-unlimited-event]").count()).toBe(1);
    expect(await page.getByRole("link", { name: backOfficeCopy.overview.editSeats("London, UK") }).getAttribute("href")).toMatch(/^\/admin\/events\/\d+$/);
    await expectPhoneFriendly(page);

    await gotoHydrated(page, "/admin/events?q=charleston");
    await page.getByRole("link", { name: eventsAdminCopy.list.edit("Charleston, WV") }).click();
    await page.getByRole("heading", { name: eventsAdminCopy.editor.title("Charleston, WV"), level: 1 }).waitFor();
    await page.getByRole("link", { name: copy.linkFromEditor }).click();
    await page.getByRole("heading", { name: copy.title("Charleston, WV"), level: 1 }).waitFor();

    const preview = page.locator("[data-page-preview]");
    const part = page.locator('details[data-part="testimonials"]');
    await part.locator("summary").click();
    const sample = part.getByLabel(copy.fields.sample!, { exact: true });
    expect(await sample.isChecked()).toBe(true);
    expect(await preview.locator("#testimonials").count()).toBe(0);
    await expectPhoneFriendly(page);

    // The team makes the first quote its own and unticks 'Sample'.
    const words = part.getByLabel(copy.fields.quote!, { exact: true }).first();
    await words.fill("The casting notes were the most useful ten minutes of my year.");
    await sample.uncheck();
    await expect.poll(() => preview.locator("#testimonials").textContent()).toContain("The casting notes were the most useful ten minutes of my year.");
    await page.getByRole("button", { name: copy.save }).click();
    await page.getByRole("status").filter({ hasText: copy.saved }).waitFor();
    await expectPhoneFriendly(page);

    await expect
      .poll(
        async () => {
          await gotoHydrated(publicPage, "/charleston-wv");
          return publicPage.locator("#testimonials").count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    expect(await publicPage.locator("#testimonials").textContent()).toContain("The casting notes were the most useful ten minutes of my year.");
    // The bookings are still samples: not shown.
    expect(await publicPage.locator("#bookings").count()).toBe(0);
    expect(await hasHorizontalScroll(publicPage)).toBe(false);
    await admin.close();
    await visitor.close();
  });
});
