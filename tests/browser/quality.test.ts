import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasHorizontalScroll, screenshot, seriousAxeViolations, waitForHydration } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession();

async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await session.context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path, { waitUntil: "networkidle" });
  return { page, errors };
}

/** The page at rest: hydrated, and the location strip (a city page's, revealed from JavaScript) shown. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="location-strip"]')?.getAttribute("data-revealed") !== "false");
}

describe("whole pages", () => {
  // The one whole-page axe scan of each of these pages at 375 and 1440 px: foundation (/ at 1440,
  // /hartford at 375), city-sections-a (/hartford at both, /victoria-bc at 375), city-sections-b
  // (/boston and /new-hampshire at 375) and schedule-pricing (/new-hampshire and /victoria-bc at
  // both) checked the same page, width and state again; no violation anywhere covers their sections.
  it.each(["/", "/hartford", "/boston", "/new-hampshire", "/victoria-bc"])(
    "%s has no serious or critical accessibility violations and hydrates without errors",
    async (path) => {
      for (const width of [375, 1440]) {
        const { page, errors } = await open(path, width);
        await settled(page);
        expect(await seriousAxeViolations(page), `${path} at ${width}px`).toEqual([]);
        expect(errors.filter((e) => !/Failed to load resource/.test(e)), `${path} console errors`).toEqual([]);
        await page.close();
      }
    },
  );

  it.each(["/", "/hartford", "/boston", "/new-hampshire", "/sherwood", "/victoria-bc", "/atlanta"])(
    "%s has no horizontal scroll at 375, 768, 1024 and 1440 px",
    async (path) => {
      for (const width of [375, 768, 1024, 1440]) {
        const { page } = await open(path, width);
        expect(await hasHorizontalScroll(page), `${path} at ${width}px`).toBe(false);
        if ((width === 375 || width === 1440) && ["/", "/hartford", "/boston"].includes(path))
          await screenshot(page, `page${path === "/" ? "-home" : path.replace("/", "-")}-${width}`);
        await page.close();
      }
    },
  );

  it("serves its JavaScript inert, loads it after the page is shown, then hydrates and works", async () => {
    // The HTML itself must not start any module download: the preloads and the entry script are
    // inert until the inline loader wakes them (decision 0013).
    const html = await (await fetch(`${session.server.url}/hartford`)).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toMatch(/<link rel="x-deferred-modulepreload"/);
    expect(html).toMatch(/<script type="text\/x-deferred-module">/);

    const { page, errors } = await open("/hartford", 375);
    await waitForHydration(page);
    const loaded = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType !== "fetch" && e.name.endsWith(".js")).length,
      inertPreloads: document.querySelectorAll('link[rel="x-deferred-modulepreload"]').length,
    }));
    expect(loaded.scripts).toBeGreaterThan(0);
    expect(loaded.inertPreloads).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    // Hydrated for real: the FAQ toggles from a click.
    const toggle = page.locator("#faq button[aria-expanded]").first();
    const before = await toggle.getAttribute("aria-expanded");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe(before === "true" ? "false" : "true");
    await page.close();
  });

  it("server-renders every section's text before any JavaScript runs", async () => {
    const html = await (await fetch(`${session.server.url}/hartford`)).text();
    for (const text of [
      "Learn from the choreographer of",
      "What to Expect",
      "I&#x27;m Ready to Train On Camera",
      "Choose Your Experience",
      "Core Experience",
      "Real talk about the audition",
      "Frequently Asked Questions",
      "Juniors (12 and under)",
    ])
      expect(html, text).toContain(text);
    // The seed's testimonials and recent bookings are samples: no section until the team sets its own (decision 0044).
    expect(html).not.toContain("What People Are Saying");
    expect(html).not.toContain("Recent Bookings From Our Dancers");
  });
});
