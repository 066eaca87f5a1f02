import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqCategories } from "~/content/faq";
import { filterFaq } from "~/features/faq/filter";
import { seededCohort } from "../support/seeded-cohort";
import { hasHorizontalScroll, screenshot, seriousAxeViolations, gotoHydrated } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession();

async function open(path: string, width = 1440): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await gotoHydrated(page, path);
  return page;
}

/** The FAQ's buttons only work once React has hydrated the page. */
async function openFaq(path = "/faq", width = 1440): Promise<Page> {
  const page = await open(path, width);
  await page.locator('[data-testid="faq"][data-hydrated="true"]').first().waitFor();
  return page;
}

const categoryButton = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });
const categoriesShown = (page: Page) => page.getByTestId("faq-category");

describe("FAQ", () => {
  it("shows the six categories on /faq, all answers in the server HTML", async () => {
    const res = await fetch(`${session.server.url}/faq`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>FAQ | Callboard</title>");
    expect(html).toContain("All sales are final.");
    expect(html).toContain("does not guarantee a role");

    const page = await openFaq();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Frequently Asked Questions");
    expect(await categoriesShown(page).count()).toBe(6);
    const names = await page.getByRole("heading", { level: 2 }).allTextContents();
    for (const c of faqCategories(seededCohort())) expect(names.some((n) => n.startsWith(c.category))).toBe(true);
    await screenshot(page, "faq-1440");
    await page.close();
  });

  it("opens categories independently, two at once", async () => {
    const page = await openFaq();
    const general = categoryButton(page, "General Info");
    const auditions = categoryButton(page, "Auditions");
    expect(await general.getAttribute("aria-expanded")).toBe("true");
    expect(await auditions.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByText("How are the age groups split?").isVisible()).toBe(false);

    await auditions.click();
    expect(await general.getAttribute("aria-expanded")).toBe("true");
    expect(await auditions.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText("What is the On-Camera Dance Intensive?").isVisible()).toBe(true);
    expect(await page.getByText("How are the age groups split?").isVisible()).toBe(true);
    const panel = await auditions.getAttribute("aria-controls");
    expect(await page.locator(`[id="${panel}"]`).isVisible()).toBe(true);

    await general.click();
    expect(await general.getAttribute("aria-expanded")).toBe("false");
    expect(await auditions.getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText("What is the On-Camera Dance Intensive?").isVisible()).toBe(false);
    await page.close();
  });

  it("filters questions and answers case-insensitively, hides empty categories and restores all when cleared", async () => {
    const page = await openFaq();
    const search = page.getByRole("searchbox", { name: "Search questions" });
    await search.fill("REFUND");

    const expected = filterFaq(faqCategories(seededCohort()), "REFUND");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(6);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="faq-category"]').length === n, expected.length);
    expect(await page.locator('[data-category="refund-policies"]').count()).toBe(1);
    expect(await page.locator('[data-category="what-to-bring-wear"]').count()).toBe(0);
    expect(await page.getByRole("heading", { name: "What is your refund policy?" }).isVisible()).toBe(true);
    // Matching categories open while the query is present; other questions are hidden.
    for (const c of expected) expect(await categoryButton(page, c.category).getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByText("What should I wear?").count()).toBe(0);
    // An answer-only match: the question's text doesn't contain the word, its answer does.
    await search.fill("NEVER EXPIRES");
    await page.getByRole("heading", { name: "What if the event date changes?" }).waitFor();
    expect(await categoriesShown(page).count()).toBe(1);
    await screenshot(page, "faq-search-1440");

    await search.fill("");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="faq-category"]').length === 6);
    expect(await categoryButton(page, "General Info").getAttribute("aria-expanded")).toBe("true");
    expect(await categoryButton(page, "Refund & Policies").getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  it("says when nothing matches and offers a way back", async () => {
    const page = await openFaq();
    const search = page.getByRole("searchbox", { name: "Search questions" });
    await search.fill("Tap Shoes For Goats");
    await page.getByTestId("faq-no-match").getByText('No questions match "Tap Shoes For Goats"').waitFor();
    expect(await page.getByRole("status").filter({ hasText: "No questions match" }).count()).toBe(1);
    expect(await categoriesShown(page).count()).toBe(0);
    await page.getByRole("button", { name: "Show all questions" }).click();
    expect(await categoriesShown(page).count()).toBe(6);
    expect(await search.inputValue()).toBe("");

    await search.fill("wear");
    await page.getByRole("button", { name: "Clear search" }).click();
    expect(await categoriesShown(page).count()).toBe(6);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");
    await page.close();
  });

  it("is the same FAQ on a city page, under #faq", async () => {
    const res = await fetch(`${session.server.url}/hartford`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const start = html.indexOf('<section id="faq"');
    expect(start).toBeGreaterThan(-1);
    const section = html.slice(start, html.indexOf("</section>", start));
    expect(section).toMatch(/<h2 id="faq-title"[^>]*>Frequently Asked Questions<\/h2>/);
    expect(section.match(/data-testid="faq-category"/g)).toHaveLength(6);
    expect(section).toContain("Search questions");
    expect(section).toContain("What is your refund policy?");
  });

  it("has no serious accessibility violations on /faq", async () => {
    const page = await openFaq("/faq", 375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, "faq-375");
    await page.close();
  });
});

describe("site footer", () => {
  const links: Array<[string | RegExp, string]> = [
    ["Callboard", "/"],
    ["Elite Mentorship Beta Testing Program", "/elite-mentorship-beta"],
    ["Acting for Dancers", "/acting-for-dancers"],
    ["Submit Talent", "/submit-talent"],
    ["Terms & Conditions", "/terms"],
    ["Privacy Policy", "/privacy"],
    ["FAQ", "/faq"],
    [/^Contact/, "mailto:hello@callboard.dance"],
  ];

  it("is on the home page with every link, social profiles and the 2025 copyright", async () => {
    const page = await open("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of links) {
      const link = footer.getByRole("link", { name, exact: typeof name === "string" ? true : undefined });
      expect(await link.count(), String(name)).toBe(1);
      expect(await link.getAttribute("href"), String(name)).toBe(href);
    }
    const social = [
      [/YouTube/, "youtube.com"],
      [/Instagram/, "instagram.com"],
      [/TikTok/, "tiktok.com"],
      [/AI/, ""],
    ] as const;
    for (const [name, host] of social) {
      const href = (await footer.getByRole("link", { name }).getAttribute("href")) ?? "";
      expect(href).toMatch(/^https:\/\//);
      expect(new URL(href).hostname).toContain(host);
    }
    expect(await footer.textContent()).toContain("© 2025 Callboard");
    await screenshot(footer, "footer-1440");
    await page.close();
  });

  it("is on every kind of page", async () => {
    for (const path of ["/faq", "/terms", "/hartford", "/no/such/page"]) {
      const html = await (await fetch(`${session.server.url}${path}`)).text();
      expect(html, path).toContain("© 2025 Callboard");
      expect(html, path).toContain('href="/elite-mentorship-beta"');
    }
  });

  it("navigates in-app to the Elite Mentorship Beta link and ends at the top", async () => {
    const page = await openFaq("/faq");
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = "same document";
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Elite Mentorship Beta Testing Program" }).click();
    await page.waitForURL((url) => url.pathname !== "/faq");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(new URL(page.url()).pathname).toBe("/elite-mentorship-beta");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same document");
    await page.close();
  });
});

describe("info pages", () => {
  const pages = [
    ["/about", "Train the way the industry films", []],
    [
      "/resources",
      "Get ready for the camera",
      ["self-tape", "Parents' checklist", 'href="/scholarship"', 'href="/submit-talent"', 'href="/faq"'],
    ],
    ["/scholarship", "Scholarships", ["Apply with the form at the bottom of this page", 'id="application-form"', 'href="mailto:hello@callboard.dance']],
    ["/privacy", "Privacy Policy", ["parental consent", "minors", "parent or guardian", "payment provider", "email provider"]],
    ["/terms", "Terms & Conditions", ["All sales are final", "48 hours", "credit", "any city or date", "casting consideration only"]],
  ] as const;

  it.each(pages)("%s answers 200 with its h1, title and description", async (path, h1, mentions) => {
    const res = await fetch(`${session.server.url}${path}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toMatch(/<title>[^<]+ \| Callboard<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    for (const text of mentions) expect(html, text).toContain(text);
  });

  it("shows the page headings in order in the browser", async () => {
    const page = await open("/privacy");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Minors and parental consent" }).click();
    await page.waitForURL("**/privacy#minors");
    await page.close();
  });

  it("has no serious accessibility violations on /privacy", async () => {
    const page = await open("/privacy");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "privacy-1440");
    await page.close();
  });

  it("fits a 375 px screen without horizontal scroll", async () => {
    for (const path of ["/terms", "/privacy", "/scholarship"]) {
      const page = await open(path, 375);
      expect(await hasHorizontalScroll(page), path).toBe(false);
      if (path === "/terms") await screenshot(page, "terms-375");
      await page.close();
    }
  });
});
