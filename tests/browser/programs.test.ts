import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoHydrated, hasHorizontalScroll, screenshot, seriousAxeViolations } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession();

const AFD = "/acting-for-dancers";
const BETA = "/elite-mentorship-beta";

const AFD_PRICES = [
  ["afd_private_session", "Private Session", "$115"],
  ["afd_3pack", "3 Pack", "$289"],
  ["afd_starter", "Starter Path", "$229"],
  ["afd_steady_growth", "Steady Growth Path", "$389"],
] as const;
const MENTORSHIP_PRICES = [
  ["mentorship_building", "Building", "$147"],
  ["mentorship_growth", "Pro / Growth", "$348"],
  ["mentorship_elite", "Elite Circle", "$598"],
] as const;

/** A hydrated page at `width`, recording every URL it requests. */
async function open(path: string, width = 1440): Promise<{ page: Page; requests: string[] }> {
  const page = await session.context.newPage();
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
  return { page, requests };
}

/** Heading levels of the main content in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() => [...document.querySelectorAll("#main h1, #main h2, #main h3, #main h4, #main h5, #main h6")].map((h) => Number(h.tagName[1])));
}

function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}: ${levels.join(",")}`).toBeLessThanOrEqual(1);
}

describe("footer links to the program pages", () => {
  it.each([
    ["Acting for Dancers", AFD, "Acting for Dancers"],
    ["Elite Mentorship Beta Testing Program", BETA, "Elite Mentorship Beta Testing Program"],
  ])("'%s' on a city page lands on %s, not the tour page", async (label, path, h1) => {
    const { page } = await open("/hartford");
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole("heading", { level: 1, name: h1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });
});

describe("the program pages in the server HTML", () => {
  it.each([
    [AFD, "Acting for Dancers | Virtual Program | Callboard"],
    [BETA, "Elite Mentorship Beta Testing Program | Callboard"],
  ])("%s answers 200 with its own title, description, canonical link and Open Graph tags", async (path, title) => {
    const res = await fetch(`${session.server.url}${path}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&amp;/g, "&");
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"`));
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]+${path}"`));
    const sitemap = await (await fetch(`${session.server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${path}</loc>`));
  });

  it("shows the four Acting for Dancers prices and the payment note without JavaScript", async () => {
    const html = await (await fetch(`${session.server.url}${AFD}`)).text();
    for (const [key, , price] of AFD_PRICES) {
      const start = html.indexOf(`id="tier-${key}"`);
      expect(start, key).toBeGreaterThan(-1);
      expect(html.slice(start, html.indexOf("</article>", start)), key).toContain(price);
    }
    expect(html).toContain("One-time payment of $115 per session");
  });
});

describe("/acting-for-dancers", () => {
  it("shows its sections, headings in order and the four prices", async () => {
    const { page, requests } = await open(AFD);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Acting for Dancers");
    expectHeadingsInOrder(await headingLevels(page));
    const h2 = await page.locator("#main h2").allTextContents();
    for (const name of ["Learn from the choreographer of", "Featured In", "Where acting and dancing meet", "Meet your acting coach", "How it works"])
      expect(h2).toContain(name);

    expect(await page.locator("#afd-credits li").count()).toBe(6);
    expect(await page.locator("#afd-featured-in [data-testid=poster]").count()).toBe(6);
    expect(await page.locator("#afd-featured-in").getByText("Coming Soon").count()).toBeGreaterThan(0);
    expect(await page.locator("#afd-credits").getByText("Coming Soon").count()).toBeGreaterThan(0);

    for (const [key, title, price] of AFD_PRICES) {
      const card = page.locator(`#tier-${key}`);
      expect(await card.getByRole("heading", { level: 3 }).textContent(), key).toBe(title);
      expect(await card.locator("[data-price]").textContent(), key).toBe(price);
      expect(await card.textContent(), key).not.toContain("/ month");
    }
    expect(await page.locator("#tier-afd_private_session").textContent()).toContain("One-time payment of $115 per session");

    const next = page.locator("#afd-next");
    expect(await next.getByRole("link", { name: /Submit Talent/ }).getAttribute("href")).toBe("/submit-talent");
    expect(await next.getByRole("link", { name: /See the tour dates/ }).getAttribute("href")).toBe("/");

    // Everything the page loads comes from this site.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    const origin = new URL(session.server.url).origin;
    expect(requests.filter((u) => !u.startsWith("data:") && new URL(u).origin !== origin)).toEqual([]);
    await screenshot(page, "programs-afd-1440");
    await page.close();
  });

  it("opens the coach's biography in a dialog that holds focus and closes on Escape", async () => {
    const { page } = await open(AFD, 375);
    const button = page.getByRole("button", { name: /^Read full bio/ });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Celeste Ambrose-Kim" });
    await dialog.waitFor();
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${key}`).toBe(true);
    }
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, "programs-afd-bio-375");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.close();
  });

  it("jumps to the programs from the hero", async () => {
    const { page } = await open(AFD, 375);
    await page.getByRole("link", { name: "See the programs" }).click();
    await expect.poll(() => page.locator("#afd-pricing-title").evaluate((h) => h.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await page.close();
  });
});

describe("/elite-mentorship-beta", () => {
  it("has the about, who, how and levels sections with headings in order and three monthly prices", async () => {
    const { page, requests } = await open(BETA);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Elite Mentorship Beta Testing Program");
    expectHeadingsInOrder(await headingLevels(page));
    const h2 = await page.locator("#main h2").allTextContents();
    for (const name of ["What the beta is", "Who it's for", "How the monthly mentorship works", "Choose your mentorship level", "About the Elite Mentorship beta"])
      expect(h2).toContain(name);
    const terms = await page.locator("[data-mentorship-terms]").textContent();
    for (const term of ["December 1, 2025", "January 1, 2026", "3-month minimum"]) expect(terms).toContain(term);

    for (const [key, label, price] of MENTORSHIP_PRICES) {
      const card = page.locator(`#tier-${key}`);
      expect(await card.getByRole("heading", { level: 3 }).textContent(), key).toBe(label);
      expect(await card.locator("[data-price]").textContent(), key).toBe(price);
      expect(await card.textContent(), key).toContain("/ month");
    }
    expect(await page.locator("#tier-mentorship_elite [data-auto-renew]").count()).toBe(1);

    const origin = new URL(session.server.url).origin;
    expect(requests.filter((u) => !u.startsWith("data:") && new URL(u).origin !== origin)).toEqual([]);
    await screenshot(page, "programs-beta-1440");
    await page.close();
  });

  it("opens a level's details dialog, keeps focus inside and closes on Escape", async () => {
    const { page } = await open(BETA, 375);
    const button = page.getByRole("button", { name: "Program details: Elite Circle" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Elite Circle" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("$598");
    expect(await dialog.textContent()).toContain("/ month");
    for (const key of ["Tab", "Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${key}`).toBe(true);
    }
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, "programs-beta-dialog-375");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe("accessibility and layout", () => {
  it.each([AFD, BETA])("%s has no serious or critical axe violations at 375 and 1440 px", async (path) => {
    for (const width of [375, 1440]) {
      const { page } = await open(path, width);
      expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
      await page.close();
    }
  });

  it.each([AFD, BETA])("%s fits 375, 768, 1024 and 1440 px screens without horizontal scroll", async (path) => {
    for (const width of [375, 768, 1024, 1440]) {
      const { page } = await open(path, width);
      expect(await hasHorizontalScroll(page), `${path} at ${width}`).toBe(false);
      if (width === 375) await screenshot(page, `programs-${path.slice(1)}-375`);
      await page.close();
    }
  });
});
