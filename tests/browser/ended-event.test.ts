import { describe, expect, it } from "vitest";
import { gotoHydrated, seriousAxeViolations } from "./support/browser";
import { browserSession } from "./support/session";

/** Hartford (January 18, 2026) has taken place by February; Springfield, VA (March 1, 2026) has not. */
const session = browserSession({ env: { APP_NOW: "2026-02-01T12:00:00-08:00" }, context: { viewport: { width: 1280, height: 900 } } });

describe("an event that has taken place", () => {
  it("says so, sells nothing, keeps its tiers on record and points to the upcoming cities", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/hartford");
    await page.getByRole("status").filter({ hasText: "This Event Has Taken Place" }).waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.locator("[data-hero-ended]").textContent()).toContain("This event has taken place");
    expect(await page.getByText("Save My Spot — Limited Seats").count()).toBe(0);
    await page.locator("#pricing [data-pricing-ended]").getByText("This Event Has Ended").waitFor();
    // The tiers stay on show as a record, each with 'Sales ended' where its action was.
    expect(await page.locator("#tier-core [data-price]").textContent()).toBe("$168");
    expect(await page.locator("#tier-core [data-sales-ended]").textContent()).toBe("Sales ended");
    expect(await page.locator('#pricing [data-action="open-audition"]').count()).toBe(0);
    expect(await page.locator("#pricing [data-sales-ended]").count()).toBe(await page.locator("#pricing [data-tier]").count());

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
      offers: Array<{ availability: string }>;
    };
    expect(new Set(ld.offers.map((o) => o.availability))).toEqual(new Set(["https://schema.org/Discontinued"]));
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("has taken place");

    await page.locator('#real-talk [data-action="open-audition"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Registration for this audition has closed").waitFor();
    expect(await dialog.locator("#audition-fullName").count()).toBe(0);
    await page.keyboard.press("Escape");
    // Check the page at rest, not halfway through the dialog's closing fade.
    await dialog.waitFor({ state: "detached" });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator("[data-pricing-ended]").getByRole("link", { name: "View All Upcoming Cities" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.close();
  });

  it("leaves a later event on sale", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/springfield-va");
    expect(await page.locator("[data-event-closed]").count()).toBe(0);
    await page.locator("#tier-core").waitFor();
    await page.getByText("Save My Spot — Limited Seats").waitFor();
    await page.close();
  });
});
