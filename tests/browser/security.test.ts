import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration } from "./support/browser";
import { browserSession } from "./support/session";

/** The pages work under their own Content-Security-Policy: no violation is reported, scripts run, the video loads. */
const session = browserSession();

async function openWithPolicy(pathname: string): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const context = await session.newContext({ bypassCSP: false });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(pathname);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await waitForHydration(page);
  return { page, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

describe("content security policy", () => {
  for (const pathname of ["/", "/faq", "/acting-for-dancers", "/scholarship"]) {
    it(`${pathname} hydrates with no violation`, async () => {
      const { page, violations } = await openWithPolicy(pathname);
      expect(await violations()).toEqual([]);
      await page.context().close();
    });
  }

  it("a city page sells, plays its video and opens its dialogs with no violation", async () => {
    const { page, violations } = await openWithPolicy("/hartford");
    await page.locator("#tier-core").getByRole("button", { name: "Add to Cart" }).click();
    await page.locator("#cart-summary [data-total]", { hasText: "$168" }).waitFor();
    // Hartford's page has the promo video: its click-to-load player must be allowed by the policy.
    await page.getByRole("button", { name: /^Play / }).first().click();
    await page.locator('iframe[src*="youtube-nocookie.com"]').first().waitFor({ state: "attached" });
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
