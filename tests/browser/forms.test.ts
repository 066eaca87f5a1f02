import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { auditionMessages as m } from "~/features/auditions/audition-schema";
import { gotoHydrated, screenshot, seriousAxeViolations, waitForHydration } from "./support/browser";
import { browserSession } from "./support/session";

const session = browserSession({ context: { viewport: { width: 1280, height: 900 } } });

async function openAudition(path = "/hartford"): Promise<Page> {
  const page = await session.context.newPage();
  await gotoHydrated(page, path);
  await page.locator('#tier-audition_only [data-action="open-audition"]').click();
  await page.getByRole("dialog").waitFor();
  return page;
}

const dialog = (page: Page) => page.getByRole("dialog");

describe("audition registration dialog", () => {
  it("shows every rule's message on submit and on blur, and has no serious accessibility issue", async () => {
    const page = await openAudition();
    await dialog(page).getByRole("button", { name: "Register for the audition" }).click();
    for (const message of [m.fullName, m.email, m.phone, m.age, m.consent]) await dialog(page).getByText(message).waitFor();
    expect(await page.locator("#audition-fullName").evaluate((el) => el === document.activeElement)).toBe(true);

    await page.locator("#audition-email").fill("someone@");
    await page.locator("#audition-age").focus();
    await dialog(page).getByText(m.email).waitFor();
    await page.locator("#audition-age").fill("15");
    await page.locator("#audition-parentName").focus();
    await page.locator("#audition-phone").focus();
    await dialog(page).getByText(m.parentRequired).waitFor();
    expect(await page.locator("#audition-parentName").getAttribute("aria-invalid")).toBe("true");
    const violations = await seriousAxeViolations(page, '[role="dialog"]');
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    await page.close();
  });

  it("registers, carries the landing page's campaign tags, shows success and closes itself after 5 s", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/hartford?utm_source=instagram&utm_medium=social&utm_campaign=fall-tour");
    await page.locator('#tier-audition_only [data-action="open-audition"]').click();
    await page.locator("#audition-fullName").fill("Robin Vale");
    await page.locator("#audition-email").fill("Robin.Vale@Example.com");
    await page.locator("#audition-phone").fill("555-0142");
    await page.locator("#audition-age").fill("14");
    await page.locator("#audition-parentName").fill("Casey Vale");
    await page.locator("#audition-consent").check();
    const request = page.waitForRequest((r) => r.url().endsWith("/api/events/hartford/auditions"));
    await dialog(page).getByRole("button", { name: "Register for the audition" }).click();
    const body = JSON.parse((await request).postData() ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({ utmSource: "instagram", utmMedium: "social", utmCampaign: "fall-tour", age: "14" });
    const response = await (await request).response();
    expect(response?.headers()["cache-control"]).toBe("no-store");

    await dialog(page).getByText("You're registered!").waitFor();
    const shownAt = Date.now();
    await dialog(page).getByText(/arrive 15 minutes early/).waitFor();
    await screenshot(page, "audition-success");
    await dialog(page).waitFor({ state: "hidden", timeout: 9000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4500);

    await page.locator('#tier-audition_only [data-action="open-audition"]').click();
    expect(await page.locator("#audition-fullName").inputValue()).toBe("");
    await page.close();
  });

  it("says so when the same email registers again for the same city", async () => {
    const page = await openAudition();
    await page.locator("#audition-fullName").fill("Robin Vale");
    await page.locator("#audition-email").fill("robin.vale@example.com");
    await page.locator("#audition-phone").fill("555-0143");
    await page.locator("#audition-age").fill("19");
    await page.locator("#audition-consent").check();
    await dialog(page).getByRole("button", { name: "Register for the audition" }).click();
    await dialog(page).getByText(/already registered for this audition, so nothing was changed/).waitFor();
    await page.close();
  });

  it("keeps everything typed and shows the failure toast when sending fails", async () => {
    const page = await openAudition();
    await page.route("**/api/events/*/auditions", (route) => route.abort());
    await page.locator("#audition-fullName").fill("Lee Park");
    await page.locator("#audition-email").fill("lee@example.com");
    await page.locator("#audition-phone").fill("555-0100");
    await page.locator("#audition-age").fill("30");
    await page.locator("#audition-consent").check();
    await dialog(page).getByRole("button", { name: "Register for the audition" }).click();
    await page.getByText("Registration failed. Please try again.").waitFor();
    expect(await page.locator("#audition-fullName").inputValue()).toBe("Lee Park");
    expect(await page.locator("#audition-email").inputValue()).toBe("lee@example.com");
    expect(await page.locator("#audition-consent").isChecked()).toBe(true);
    await page.close();
  });

  it("also opens from the 'Real talk' register button", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/hartford");
    await page.locator('#real-talk [data-action="open-audition"], [data-action="open-audition"]').first().waitFor();
    await page.locator('section:not(#pricing) [data-action="open-audition"]').first().click();
    await page.getByRole("dialog").waitFor();
    await page.close();
  });
});

describe("waitlist", () => {
  it("rejects an address without an at sign, then thanks the visitor", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/hartford");
    const form = page.locator("#waitlist").getByTestId("waitlist-form");
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await form.getByText("Invalid email").waitFor();
    await form.getByLabel("Email address").fill("fan@example.com");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await page.getByText("Thanks for joining the waitlist!").waitFor();
    await page.getByText("We'll be in touch when spots open up.").waitFor();
    await page.close();
  });

  it("shows the failure toast when the server cannot be reached", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/boston");
    await page.route("**/api/waitlist", (route) => route.abort());
    const form = page.locator("#waitlist").getByTestId("waitlist-form");
    await form.getByLabel("Email address").fill("fan@example.com");
    await form.getByRole("button", { name: "Join the waitlist" }).click();
    await page.getByText("Unable to join waitlist. Please try again later.").waitFor();
    await page.close();
  });
});

describe("application pages", () => {
  it("takes a scholarship application and requires a guardian for minors", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/scholarship");
    await page.locator("#scholarship-fullName").fill("Mia Cho");
    await page.locator("#scholarship-email").fill("mia@example.com");
    await page.locator("#scholarship-age").fill("13");
    await page.locator("#scholarship-city").fill("Hartford, CT");
    await page.locator("#scholarship-story").fill("I train every day after school and would love to learn on camera.");
    await page.getByRole("button", { name: "Send my application" }).click();
    await page.getByText(m.parentRequired).waitFor();
    await page.locator("#scholarship-parentName").fill("Dana Cho");
    await page.getByRole("button", { name: "Send my application" }).click();
    await page.getByTestId("scholarship-success").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("takes a talent submission and a demo reel application on /submit-talent", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/submit-talent");
    await page.locator("#talent-fullName").fill("Ari Moss");
    await page.locator("#talent-email").fill("ari@example.com");
    await page.locator("#talent-age").fill("21");
    await page.getByRole("button", { name: "Submit my talent" }).click();
    await page.getByText("Please add at least one link to your reel or a social profile").waitFor();
    await page.locator("#talent-links-0").fill("https://video.test/ari");
    await page.getByRole("button", { name: "Submit my talent" }).click();
    await page.getByTestId("talent-success").waitFor();
    await page.locator("#demo-reel-fullName").fill("Ari Moss");
    await page.locator("#demo-reel-email").fill("ari@example.com");
    await page.locator("#demo-reel-age").fill("21");
    await page.getByRole("button", { name: "Apply for a demo reel" }).click();
    await page.getByTestId("demo-reel-success").waitFor();
    await page.close();
  });

  it("takes an audition video for an upcoming city", async () => {
    const page = await session.context.newPage();
    await gotoHydrated(page, "/audition-video");
    const options = await page.locator("#audition-video-eventSlug option").allTextContents();
    expect(options.some((o) => o.includes("Boston, MA"))).toBe(true);
    expect(options.some((o) => o.includes("Atlanta"))).toBe(false);
    await page.locator("#audition-video-fullName").fill("Jules Ray");
    await page.locator("#audition-video-email").fill("jules@example.com");
    await page.locator("#audition-video-age").fill("25");
    await page.locator("#audition-video-eventSlug").selectOption("boston");
    await page.locator("#audition-video-videoUrl").fill("https://video.test/jules");
    await page.locator("#audition-video-consent").check();
    await page.getByRole("button", { name: "Send my video" }).click();
    await page.getByTestId("audition-video-success").waitFor();
    await page.close();
  });

  it("keeps a form closed until the page is interactive, so nothing typed is lost", async () => {
    const page = await session.context.newPage();
    // A slow connection: the scripts arrive only after the page has been checked without them.
    let scriptsArrive!: () => void;
    const arrived = new Promise<void>((resolve) => (scriptsArrive = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/submit-talent", { waitUntil: "domcontentloaded" });
    expect(await page.locator("#talent-fullName").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Submit my talent" }).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="talent-form"]').getAttribute("method")).toBe("post");
    scriptsArrive();
    await waitForHydration(page);
    await page.locator("#talent-fullName").fill("Ari Moss");
    expect(await page.locator("#talent-fullName").inputValue()).toBe("Ari Moss");
    expect(await page.getByRole("button", { name: "Submit my talent" }).isDisabled()).toBe(false);
    await page.close();
  });

  it("serves opportunity pages from the catalog with their own form", async () => {
    const page = await session.context.newPage();
    const res = await gotoHydrated(page, "/skeleton-crew-audition-registration");
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Skeleton Crew Audition" }).waitFor();
    await page.locator("#opportunity-fullName").fill("Sol Reyes");
    await page.locator("#opportunity-email").fill("sol@example.com");
    await page.locator("#opportunity-age").fill("19");
    await page.locator("#opportunity-phone").fill("555-0111");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByTestId("opportunity-success").waitFor();
    const shadow = await gotoHydrated(page, "/shadowing-opportunity-camera-team");
    expect(shadow?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Shadow the Camera Team" }).waitFor();
    await page.close();
  });
});
