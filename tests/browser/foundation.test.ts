import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasHorizontalScroll, screenshot, gotoHydrated } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession();

async function open(path: string, width = 1440): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
  return page;
}

describe("tour dates page", () => {
  it("lists the 14 upcoming tour cities in date order, London last", async () => {
    const page = await open("/");
    expect(await page.title()).toContain("Select Your City");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Select Your City");
    const cards = page.getByTestId("city-card");
    expect(await cards.count()).toBe(14);
    const first = cards.first();
    expect(await first.getAttribute("href")).toBe("/sarasota");
    expect(await first.textContent()).toContain("October 5, 2025");
    expect(await cards.nth(12).getAttribute("href")).toBe("/springfield-va");
    expect(await cards.last().textContent()).toContain("To Be Determined");
    await page.close();
  });

  it("lays the cards out in 1, 2 and 3 columns without horizontal scroll", async () => {
    for (const [width, columns] of [
      [375, 1],
      [768, 2],
      [1024, 3],
      [1440, 3],
    ] as const) {
      const page = await open("/", width);
      const lefts = await page.getByTestId("city-card").evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size, `columns at ${width}px`).toBe(columns);
      expect(await hasHorizontalScroll(page), `horizontal scroll at ${width}px`).toBe(false);
      if (width === 375 || width === 1440) await screenshot(page, `home-${width}`);
      await page.close();
    }
  });

  // No serious axe violation on / at 1440 px: the whole page's scan in quality.test.ts.

  it("shows a Loading spinner while the next page loads", async () => {
    const page = await open("/");
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("city-card").first().click();
    await expect(page.getByTestId("navigation-spinner").getByText("Loading...").waitFor()).resolves.toBeUndefined();
    release();
    await page.waitForURL("**/sarasota");
    await page.getByRole("heading", { level: 1, name: "On-Camera Dance Intensive & Audition" }).waitFor();
    await page.getByTestId("navigation-spinner").waitFor({ state: "detached" });
    await page.close();
  });
});

describe("city pages", () => {
  it("renders the event from the catalog on the server", async () => {
    const res = await fetch(`${session.server.url}/hartford`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("<title>On-Camera Dance Intensive &amp; Audition | Hartford, CT</title>");
    expect(html).toContain("January 18, 2026");
    expect(html).toContain("Train on camera. Perform with confidence.");
    expect(html).toContain("All ages. All levels. Everyone belongs.");
    expect(html).toContain("Save My Spot — Limited Seats");
  });

  it("shows the hero with date, city, venue and custom subtitles", async () => {
    const boston = await open("/boston");
    expect(await boston.getByRole("heading", { level: 1 }).textContent()).toBe("On-Camera Dance Intensive & Audition");
    const text = await boston.locator("section").first().textContent();
    expect(text).toContain("December 12, 2025");
    expect(text).toContain("Boston, MA");
    expect(text).toContain("250 Stuart St");
    await screenshot(boston, "boston-1440");
    await boston.close();

    const nh = await open("/new-hampshire", 375);
    expect(await nh.locator("section").first().textContent()).toContain("private intensive for students and alumni");
    expect(await hasHorizontalScroll(nh)).toBe(false);
    await screenshot(nh, "new-hampshire-375");
    await nh.close();

    const boise = await open("/boise-nov-7");
    expect(await boise.getByRole("heading", { level: 1 }).textContent()).toBe("On-Camera Dance Masterclass");
    await boise.close();
  });

  it("shows the cancelled state for Atlanta", async () => {
    const page = await open("/atlanta");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("(CANCELLED)");
    await page.getByText("This event has been cancelled", { exact: true }).waitFor();
    await page.getByText("We apologize for any inconvenience. Please check our other upcoming cities.").waitFor();
    await page.getByText("This Event Has Been Cancelled", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Upcoming Events" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "See Other Cities" }).getAttribute("href")).toBe("/");
    expect(await page.getByText("Save My Spot — Limited Seats").count()).toBe(0);
    await page.getByRole("link", { name: "View Other Cities" }).click();
    await page.waitForURL(`${session.server.url}/`);
    await page.close();
  });

  it("redirects an unknown city to the tour page", async () => {
    const res = await fetch(`${session.server.url}/gotham`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") ?? "", session.server.url).pathname).toBe("/");
    const page = await open("/gotham");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.close();
  });

  // No serious axe violation on /hartford at 375 px: the whole page's scan in quality.test.ts.
});

describe("page not found", () => {
  it.each(["/.env", "/package.json", "/wp-login.php", "/.git"])("answers 404, not a redirect, for %s", async (path) => {
    const res = await fetch(`${session.server.url}${path}`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Sorry, the page you are looking for doesn");
  });

  it("answers 404 with the message and a way home", async () => {
    const res = await fetch(`${session.server.url}/no/such/page`);
    expect(res.status).toBe(404);
    const page = await open("/no/such/page");
    await page.getByText("Sorry, the page you are looking for doesn't exist or has been moved").waitFor();
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(`${session.server.url}/`);
    await page.getByRole("heading", { name: "Select Your City" }).waitFor();
    await page.close();
  });
});
