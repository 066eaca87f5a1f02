import { describe, expect, it } from "vitest";
import { browserSession } from "./support/session";

/**
 * A form React sends as JSON has no action: submitted before the page is hydrated (a slow phone, a
 * quick thumb), the browser would load the page again and what was typed would be gone. The page's
 * loader script holds such a submit back until React owns the form.
 */
const session = browserSession();

describe("a JSON form submitted before hydration", () => {
  it("keeps the page and what was typed", async () => {
    const context = await session.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // No module script ever runs: the page stays server HTML.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/subscribe/mentorship_building");
    const form = page.locator("form[data-subscribe-form]");
    await form.waitFor();
    expect(await form.getAttribute("action")).toBeNull();
    await page.locator("form[data-subscribe-form] input[type=email]").first().fill("early@example.com");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
    await page.waitForTimeout(1000);
    expect(navigations).toBe(0);
    expect(await page.locator("form[data-subscribe-form] input[type=email]").first().inputValue()).toBe("early@example.com");
    await context.close();
  });
});
