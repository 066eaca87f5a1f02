import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitlistOfferCopy } from "~/content/waitlist-offer";
import { events, waitlistEntries, waitlistOffers } from "~/db/schema";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { gotoHydrated, launchBrowser, seriousAxeViolations } from "./support/browser";
import { openPreparedDatabase, preparedDataDir, startServer, type RunningServer } from "./support/server";
import { TEST_APP_NOW } from "./support/session";

/**
 * The "a seat opened up" link: Hartford's Pro Track has one seat, held by a waitlist offer, so the
 * tier shows Sold out to everyone else while the person with the link claims it and pays.
 */

const TOKEN = "wl_browser_test_token_0123456789".slice(0, 32);
const LAPSED = "wl_browser_test_lapsed_012345678".slice(0, 32);
let dataDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

async function prepare(dir: string) {
  const database = await openPreparedDatabase(dir);
  try {
    const [hartford] = await database.db.select().from(events).where(eq(events.slug, "hartford"));
    await setOfferSeats({ db: database.db, eventId: hartford!.id, tierKey: "pro", capacity: 1 });
    const now = new Date(TEST_APP_NOW);
    const entries = await database.db
      .insert(waitlistEntries)
      .values([
        { email: "first.in.line@example.com", eventId: hartford!.id, tierKey: "pro", createdAt: new Date(now.getTime() - 86_400_000) },
        { email: "too.late@example.com", eventId: hartford!.id, tierKey: "pro", createdAt: new Date(now.getTime() - 2 * 86_400_000) },
      ])
      .returning({ id: waitlistEntries.id });
    await database.db.insert(waitlistOffers).values([
      { token: TOKEN, waitlistEntryId: entries[0]!.id, eventId: hartford!.id, tierKey: "pro", expiresAt: new Date(now.getTime() + 20 * 3_600_000) },
      { token: LAPSED, waitlistEntryId: entries[1]!.id, eventId: hartford!.id, tierKey: "pro", expiresAt: new Date(now.getTime() - 3_600_000) },
    ]);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  // A copy of the run's migrated and seeded database (openPreparedDatabase runs no migrator or seed on it).
  dataDir = preparedDataDir("callboard-waitlist-offer-");
  await prepare(dataDir);
  [server, browser] = await Promise.all([startServer({ APP_NOW: TEST_APP_NOW, DATA_DIR: dataDir }), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
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

describe("a waitlist seat offer", () => {
  it("holds the seat: everyone else sees Pro Track sold out", async () => {
    const page = await open("/hartford");
    await page.locator("#tier-pro").getByText("Sold out", { exact: false }).first().waitFor();
    await page.close();
  });

  it("says plainly when the link has lapsed", async () => {
    const page = await open(`/waitlist-offer?token=${LAPSED}`);
    await page.getByText(waitlistOfferCopy.lapsed).waitFor();
    expect(await page.getByRole("button", { name: waitlistOfferCopy.claim }).count()).toBe(0);
    await page.close();
  });

  it("is claimed from the emailed link at 375 px and paid with the test card; the link then says it was claimed", async () => {
    const page = await open(`/waitlist-offer?token=${TOKEN}`);
    // Hartford is in New York: the hold is shown in the event's own zone.
    await page.getByText(/We're holding it for you until .+ E[DS]T\./).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: waitlistOfferCopy.claim }).click();
    await page.waitForURL(/\/beta-payment/);
    await page.locator("[data-checkout-form]").waitFor();
    await page.getByLabel("Full name", { exact: true }).fill("Robin First");
    await page.getByLabel("Email", { exact: true }).fill("first.in.line@example.com");
    await page.getByLabel("Phone").fill("+1 860 555 0101");
    await page.getByLabel("Student's full name").fill("Robin First");
    await page.getByLabel("Age").fill("19");
    await page.locator("[data-checkout-form] button[type=submit]").click();
    await page.locator("[data-payment-step]").waitFor();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/30");
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("Name on card").fill("Robin First");
    await page.locator("[data-test-card-form] button[type=submit]").click();
    await page.waitForURL(/\/order-confirmation\?order=/);
    await page.locator("[data-order-status=paid]").waitFor();

    await gotoHydrated(page, `/waitlist-offer?token=${TOKEN}`);
    await page.getByText(waitlistOfferCopy.claimed).waitFor();
    await page.close();
  });
});
