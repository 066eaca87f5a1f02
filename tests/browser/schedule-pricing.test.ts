import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { anchors } from "~/features/city-page/types";
import { hasHorizontalScroll, screenshot, gotoHydrated } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession();

async function open(path: string, width = 1440): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
  return page;
}

/** Wait until React has hydrated the element matching `selector`. */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber") || k.startsWith("__reactProps"));
    },
    selector,
    { timeout: 15_000 },
  );
}

const card = (page: Page, key: string) => page.locator(`#pricing [data-tier="${key}"]`);
const priceOf = (page: Page, key: string) => card(page, key).locator("[data-price]").textContent();

/** Distinct left edges of the first `n` in-person cards: the number of columns in use. */
async function columnsInUse(page: Page, n: number): Promise<number> {
  const lefts = await page
    .locator("#pricing-in-person-title")
    .locator("xpath=../..")
    .locator("[data-tier]")
    .evaluateAll((els, count) => els.slice(0, count).map((e) => Math.round(e.getBoundingClientRect().left)), n);
  return new Set(lefts).size;
}

describe("pricing section", () => {
  it("shows Hartford's cards with prices from the catalog and monthly mentorship", async () => {
    const page = await open("/hartford");
    await page.getByRole("heading", { level: 2, name: "Choose Your Experience" }).waitFor();
    await page.getByRole("heading", { name: "Intensive Programs (in person)" }).waitFor();
    expect(await priceOf(page, "core")).toBe("$168");
    expect(await priceOf(page, "pro")).toBe("$388");
    expect(await card(page, "pro").textContent()).toContain("Most Popular");
    expect(await card(page, "audition_only").textContent()).toContain("Free");
    await page.getByRole("heading", { name: "Mentorship Programs" }).waitFor();
    for (const key of ["mentorship_building", "mentorship_growth", "mentorship_elite"])
      expect(await card(page, key).textContent(), key).toContain("/ month");
    expect(await card(page, "mentorship_elite").textContent()).toContain("renews automatically");
    expect(await page.locator("#pricing").textContent()).toContain("Monthly subscription starting December 1, 2025.");
    expect(await page.locator("#pricing [data-refund-policy]").textContent()).toContain("All sales are final");
    // Every one-time paid card sells through the cart, each monthly one through its subscription checkout; the free audition opens its form instead.
    expect(await page.locator("#pricing [data-add-to-cart]").count()).toBe(await page.locator("#pricing [data-price]").count() - 1 - 3);
    for (const key of ["mentorship_building", "mentorship_growth", "mentorship_elite"])
      expect(await card(page, key).locator("[data-subscribe]").getAttribute("href")).toBe(`/subscribe/${key}?event=hartford`);
    expect(await card(page, "audition_only").locator("[data-add-to-cart]").count()).toBe(0);

    await hydrated(page, '[data-mentorship-details="mentorship_elite"]');
    await page.getByRole("button", { name: "Program details: Elite Circle" }).click();
    const dialog = page.getByRole("dialog", { name: "Elite Circle" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("3-month minimum");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await screenshot(page, "pricing-hartford-1440");
    await page.close();
  });

  it("shows pounds in London", async () => {
    const page = await open("/london");
    expect(await priceOf(page, "core")).toBe("£133");
    expect(await priceOf(page, "pro")).toBe("£307");
    expect(await page.locator("#pricing").textContent()).not.toContain("$");
    await page.close();
  });

  it("shows Victoria's Canadian prices in three columns, one on phones", async () => {
    const page = await open("/victoria-bc");
    expect(await priceOf(page, "core")).toBe("C$227");
    expect(await priceOf(page, "pro")).toBe("C$524");
    expect(await card(page, "victoria_one_class_only").textContent()).toContain("One Class Only");
    expect(await columnsInUse(page, 3)).toBe(3);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columnsInUse(page, 3)).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.close();
  });

  it("shows Cypress's 'Just a Class' card", async () => {
    const page = await open("/cypress");
    expect(await card(page, "masterclass_only").getByRole("heading").textContent()).toBe("Just a Class");
    expect(await priceOf(page, "masterclass_only")).toBe("$88");
    await page.close();
  });

  it("shows Sherwood's four-tier weekend with the scholarship box", async () => {
    const page = await open("/sherwood");
    const keys = await page.locator("#pricing [data-tier]").evaluateAll((els) => els.map((e) => e.getAttribute("data-tier")));
    expect(keys.slice(0, 4)).toEqual(["core_day1", "core_day2", "weekend_pass", "pro"]);
    expect(await columnsInUse(page, 4)).toBe(4);
    expect(await priceOf(page, "weekend_pass")).toBe("$298");
    expect(await card(page, "weekend_pass").textContent()).toContain("Save 10%");
    expect(await priceOf(page, "pro")).toBe("$498");
    const box = page.locator("[data-scholarship-box]");
    expect(await box.getByRole("link", { name: "Apply for a Scholarship" }).getAttribute("href")).toBe("/scholarship");
    await screenshot(page, "pricing-sherwood-1440");
    await page.close();
  });

  it("shows the New Hampshire studio weekend with the VIP upgrade and the students-only note", async () => {
    const page = await open("/new-hampshire");
    const keys = await page.locator("#pricing [data-tier]").evaluateAll((els) => els.map((e) => e.getAttribute("data-tier")));
    expect(keys).toEqual(["nh_full_weekend", "nh_balance_payment", "nh_protrack_vip"]);
    expect(await priceOf(page, "nh_full_weekend")).toBe("$300");
    expect(await priceOf(page, "nh_balance_payment")).toBe("$150");
    const vip = card(page, "nh_protrack_vip");
    expect(await priceOf(page, "nh_protrack_vip")).toBe("$249");
    expect(await vip.textContent()).toContain("VIP");
    expect(await vip.textContent()).toContain("Save $51");
    expect(await page.locator("#pricing [data-pricing-note]").textContent()).toContain("open only to students and alumni");
    await page.close();
  });

  it("shows the Event Cancelled panel for Atlanta", async () => {
    const page = await open("/atlanta");
    const panel = page.locator("#pricing [data-pricing-cancelled]");
    await panel.getByRole("heading", { name: "Event Cancelled" }).waitFor();
    expect(await page.locator("#pricing [data-tier]").count()).toBe(0);
    const link = panel.getByRole("link", { name: "View All Upcoming Cities" });
    expect(await link.getAttribute("href")).toBe("/");
    await hydrated(page, "[data-pricing-cancelled] a");
    await link.click();
    await page.waitForURL(`${session.server.url}/`);
    await page.close();
  });

  it("offers Orlando's Core ticket holders the Pro Track upgrade for $240 more", async () => {
    const page = await open("/orlando");
    await hydrated(page, '[data-upgrade="core-pro"]');
    expect(await card(page, "core").locator("[data-upgrade]").count()).toBe(0);
    await card(page, "pro").getByRole("button", { name: "Already booked Core Experience? Upgrade" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Upgrade to Pro Track" }).waitFor();
    expect(await dialog.textContent()).toContain("Move up to Pro Track for $240 more.");
    expect(await dialog.getByRole("link", { name: "Get my upgrade link" }).getAttribute("href")).toBe("/upgrade-to-pro-track");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.close();
    const hartford = await open("/hartford");
    expect(await hartford.locator("[data-upgrade]").count()).toBe(0);
    await hartford.close();
  });

  it("explains private mentorship in a dialog under the mentorship programs", async () => {
    const page = await open("/hartford", 375);
    const trigger = page.locator("[data-private-mentorship]").getByRole("button", { name: "About private mentorship" });
    await hydrated(page, "[data-private-mentorship] button");
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Private mentorship" }).waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.close();
  });

  it("scrolls to the core tier from the hero and highlights it for two seconds", async () => {
    // The page's timers run on a clock the test moves, so the two seconds are the page's, not the machine's.
    const context = await session.newContext({ bypassCSP: true });
    await context.clock.install();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/hartford");
    await hydrated(page, '[data-cta="save-my-spot"]');
    const core = page.locator("#tier-core");
    expect(await core.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(900);
    const highlighted = () => core.evaluate((el) => el.classList.contains("is-highlighted"));
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("link", { name: "Save My Spot — Limited Seats" }).click();
    expect(await highlighted()).toBe(true);
    await page.clock.runFor(1_900);
    expect(await highlighted()).toBe(true);
    await page.clock.runFor(200);
    expect(await highlighted()).toBe(false);
    await page.clock.resume();
    await page.waitForFunction(() => {
      const top = document.getElementById("tier-core")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    await context.close();
  });
});

describe("schedule section", () => {
  it("heads Hartford's schedule with date, city, studio and a map link", async () => {
    const page = await open("/hartford");
    const schedule = page.locator("#schedule");
    expect(await schedule.getByRole("heading", { level: 2 }).textContent()).toBe("2026 · January 18 · Hartford, CT");
    const map = schedule.locator("[data-map-link]");
    expect(await map.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+Hartford/);
    expect(await map.getAttribute("target")).toBe("_blank");
    for (const heading of ["Juniors (12 and under)", "Seniors (13 and up)"])
      await schedule.getByRole("table", { name: heading }).waitFor();
    const text = await schedule.textContent();
    expect(text).toContain("The schedule is still a work in progress");
    expect(text).toContain("Recreational, competitive dancers, and pros are all invited.");
    await page.close();
  });

  it("uses the 11 and under / 12 to adult columns in Orlando", async () => {
    const page = await open("/orlando");
    const schedule = page.locator("#schedule");
    await schedule.getByRole("table", { name: "Juniors (11 and under)" }).waitFor();
    await schedule.getByRole("table", { name: "Seniors (12 to adult)" }).waitFor();
    expect(await schedule.textContent()).not.toContain("Recreational, competitive dancers, and pros are all invited.");
    await page.close();
  });

  it("shows the back-of-building note in Niagara Falls and no work-in-progress note", async () => {
    const page = await open("/niagara-falls");
    const schedule = page.locator("#schedule");
    expect(await schedule.locator("[data-venue-notes]").textContent()).toContain("back of the building");
    expect(await schedule.textContent()).not.toContain("work in progress");
    await page.close();
  });

  it("says the venue is coming soon in London and maps the city", async () => {
    const page = await open("/london");
    const schedule = page.locator("#schedule");
    expect(await schedule.getByRole("heading", { level: 2 }).textContent()).toBe("Date to be announced · London, UK");
    await schedule.getByText("Venue details coming soon").waitFor();
    expect(await schedule.locator("[data-map-link]").getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=London%2C%20UK",
    );
    await page.close();
  });

  it("folds New Hampshire's studio tables on phones and shows the checkout bar", async () => {
    const page = await open("/new-hampshire", 375);
    const schedule = page.locator("#schedule");
    await hydrated(page, "#schedule details");
    await schedule.getByRole("heading", { name: "Saturday, December 13" }).waitFor();
    await schedule.getByRole("heading", { name: "Sunday, December 14" }).waitFor();
    const details = schedule.locator("details");
    expect(await details.count()).toBe(4);
    expect(await details.evaluateAll((els) => els.map((e) => e.querySelector("summary")?.textContent))).toEqual([
      "Studio 1Juniors (12 and under)",
      "Studio 2Seniors (13 and up)",
      "Studio 1Juniors (12 and under)",
      "Studio 2Seniors (13 and up)",
    ]);
    expect(await details.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open))).toEqual([false, false, false, false]);
    expect(await schedule.locator("table").first().isVisible()).toBe(false);

    const bar = page.locator("[data-mobile-checkout-bar]");
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900);
    // With an empty cart the bar leads to the tier cards.
    expect(await bar.getByRole("link").getAttribute("href")).toBe("#pricing");

    await details.first().locator("summary").click();
    expect(await details.first().evaluate((e) => (e as HTMLDetailsElement).open)).toBe(true);
    expect(await schedule.locator("table").first().isVisible()).toBe(true);
    expect(await schedule.locator("table").nth(1).isVisible()).toBe(false);

    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "schedule-new-hampshire-375");
    await page.close();
  });

  it("shows New Hampshire's studio tables expanded on desktop, without the bar", async () => {
    const page = await open("/new-hampshire", 1440);
    const schedule = page.locator("#schedule");
    const tables = schedule.locator("table");
    expect(await tables.count()).toBe(4);
    // Visible from the server markup on, before and after hydration.
    for (let i = 0; i < 4; i++) expect(await tables.nth(i).isVisible(), `table ${i}`).toBe(true);
    await hydrated(page, "#schedule details");
    await page.waitForFunction(() => [...document.querySelectorAll("#schedule details")].every((d) => (d as HTMLDetailsElement).open));
    // The headings are not toggles on desktop.
    await schedule.locator("summary").first().click();
    expect(await tables.first().isVisible()).toBe(true);
    expect(await page.locator("[data-mobile-checkout-bar]").isVisible()).toBe(false);
    await screenshot(page, "schedule-new-hampshire-1440");
    await page.close();
  });

  it("shows the server markup right without JavaScript: open on desktop, folded on phones", async () => {
    const noJs = await session.newContext({ javaScriptEnabled: false });
    for (const [width, visible] of [
      [1440, true],
      [375, false],
    ] as const) {
      const page = await noJs.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/new-hampshire");
      const tables = page.locator("#schedule table");
      for (let i = 0; i < 4; i++) expect(await tables.nth(i).isVisible(), `table ${i} at ${width}px`).toBe(visible);
      expect(await page.locator("[data-mobile-checkout-bar]").isVisible()).toBe(!visible);
      await page.close();
    }
    await noJs.close();
  });

  it("shows Sherwood's all-ages Saturday and split Sunday", async () => {
    const page = await open("/sherwood");
    const saturday = page.locator('#schedule [data-schedule-day="1"]');
    const sunday = page.locator('#schedule [data-schedule-day="2"]');
    await saturday.getByRole("table", { name: "All Ages" }).waitFor();
    await sunday.getByRole("table", { name: "Juniors (12 and under)" }).waitFor();
    await sunday.getByRole("table", { name: "Seniors (13 and up)" }).waitFor();
    await page.close();
  });
});

describe("layout and accessibility", () => {
  it.each(["/new-hampshire", "/sherwood"])("has no horizontal scroll at 375 px on %s", async (path) => {
    const page = await open(path, 375);
    await hydrated(page, "#schedule");
    for (const id of [anchors.pricing, anchors.schedule])
      expect(await page.locator(`#${id}`).evaluate((el) => el.scrollWidth <= el.clientWidth), id).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, `schedule-pricing${path.replace("/", "-")}-375`);
    await page.close();
  });

  // No serious axe violation on /new-hampshire and /victoria-bc at 375 and 1440 px, hydrated: the
  // whole page's scan in quality.test.ts, pricing and schedule included (a scan of those two
  // sections alone, here, found a subset of it).
});
