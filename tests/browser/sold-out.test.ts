import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "~/db/schema";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { gotoHydrated, launchBrowser, seriousAxeViolations } from "./support/browser";
import { openPreparedDatabase, preparedDataDir, startServer, type RunningServer } from "./support/server";
import { TEST_APP_NOW } from "./support/session";

/** Sold-out tiers: the card and the audition dialog offer the waitlist. Seats are set in the database before the server starts. */

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

async function limitSeats(dir: string, seats: Array<{ slug: string; tierKey: string; capacity: number | null; soldOut?: boolean }>) {
  const database = await openPreparedDatabase(dir);
  try {
    for (const s of seats) {
      const [e] = await database.db.select().from(events).where(eq(events.slug, s.slug));
      await setOfferSeats({ db: database.db, eventId: e!.id, tierKey: s.tierKey, capacity: s.capacity, soldOut: s.soldOut ?? false });
    }
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // A copy of the run's migrated and seeded database (openPreparedDatabase runs no migrator or seed on it).
  dataDir = preparedDataDir("callboard-soldout-");
  await limitSeats(dataDir, [
    { slug: "hartford", tierKey: "audition_only", capacity: null, soldOut: true },
    { slug: "hartford", tierKey: "pro", capacity: null, soldOut: true },
    { slug: "seattle", tierKey: "audition_only", capacity: 1 },
  ]);
  [server, browser] = await Promise.all([startServer({ APP_NOW: TEST_APP_NOW, DATA_DIR: dataDir }), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function open(pathname: string): Promise<Page> {
  const page = await context.newPage();
  await gotoHydrated(page, pathname);
  return page;
}

describe("sold-out tiers", () => {
  it("mark the card sold out and take waitlist sign-ups for that tier", async () => {
    const page = await open("/hartford");
    const pro = page.locator("#tier-pro");
    await pro.getByText("Sold out").waitFor();
    expect(await page.locator("#tier-core [data-sold-out]").count()).toBe(0);
    expect(await page.locator('#tier-audition_only [data-action="open-audition"]').count()).toBe(0);

    const request = page.waitForRequest((r) => r.url().endsWith("/api/waitlist"));
    await pro.getByLabel("Email address").fill("waiting@example.com");
    await pro.getByRole("button", { name: "Join the waitlist" }).click();
    expect(JSON.parse((await request).postData() ?? "{}")).toMatchObject({ email: "waiting@example.com", eventSlug: "hartford", tierKey: "pro" });
    await page.getByText("Thanks for joining the waitlist!").waitFor();
    expect(await seriousAxeViolations(page, "#pricing")).toEqual([]);

    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    const offers = (JSON.parse(ld ?? "{}") as { offers: Array<{ name: string; availability: string }> }).offers;
    expect(offers.find((o) => o.name === "Pro Track")?.availability).toBe("https://schema.org/SoldOut");
    expect(offers.find((o) => o.name === "Core Experience")?.availability).toBe("https://schema.org/InStock");
    await page.close();
  });

  it("turn the audition dialog into the waitlist when every audition seat is taken", async () => {
    const page = await open("/hartford");
    await page.locator('#real-talk [data-action="open-audition"]').click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("The Hartford, CT audition is full.", { exact: false }).waitFor();
    expect(await dialog.locator("#audition-fullName").count()).toBe(0);
    await dialog.getByLabel("Email address").fill("next@example.com");
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    await page.getByText("Thanks for joining the waitlist!").waitFor();
    await page.close();
  });

  it("switch an open form to the waitlist when someone else takes the last seat first", async () => {
    const page = await open("/seattle");
    await page.locator('#tier-audition_only [data-action="open-audition"]').click();
    await page.locator("#audition-fullName").fill("Robin Vale");
    await page.locator("#audition-email").fill("robin@example.com");
    await page.locator("#audition-phone").fill("555-0142");
    await page.locator("#audition-age").fill("19");
    await page.locator("#audition-consent").check();

    const first = await fetch(`${server.url}/api/events/seattle/auditions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Kit Moss", email: "kit@example.com", phone: "555-0100", age: 22, consent: true }),
    });
    expect(first.status).toBe(201);

    await page.getByRole("dialog").getByRole("button", { name: "Register for the audition" }).click();
    await page.getByRole("dialog").getByText("The Seattle, WA audition is full.", { exact: false }).waitFor();
    await page.getByRole("dialog").getByLabel("Email address").waitFor();
    await page.close();

    const reloaded = await open("/seattle");
    await reloaded.locator("#tier-audition_only").getByText("Sold out").waitFor();
    await reloaded.close();
  });
});
