import type { Page } from "playwright-core";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventChangesCopy } from "~/content/event-changes";
import type { Db } from "~/db/client.server";
import { events, orders } from "~/db/schema";
import { newOrderNumber, newOrderToken } from "~/features/checkout/order-reference";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/** An admin on a phone moves an event; the buyer opens the emailed link on a phone and keeps the seat; the team sees the answer. */

const d = eventChangesCopy.dateChange;
const r = eventChangesCopy.response;
const BUYER = "rosa.datechange@example.com";
let target: { id: number; cityName: string };

async function seed(db: Db) {
  const [event] = await db
    .select({ id: events.id, cityName: events.cityName })
    .from(events)
    .where(and(eq(events.hasPage, true), eq(events.isCancelled, false), eq(events.currency, "USD")))
    .orderBy(asc(events.id))
    .limit(1);
  target = event!;
  await db.update(events).set({ startsOn: "2030-06-01", endsOn: "2030-06-02", dateText: "June 1–2, 2030" }).where(eq(events.id, target.id));
  const at = new Date(TEST_APP_NOW);
  await db.insert(orders).values({ number: newOrderNumber(), token: newOrderToken(), eventId: target.id, currency: "USD", status: "paid", buyerName: "Rosa", buyerEmail: BUYER, buyerPhone: "1", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: at, provider: "test", paymentRef: "test_ch_move", paidAt: at });
}

const session = adminSession({ account: { email: "dana.dates@example.com", password: "saut-de-chat-leap", name: "Dana Dates" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("changing an event's date", () => {
  it("the buyer's signed link at 375 px keeps the seat, shows the deadline and the answer; the team's table shows it", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await session.signIn(page, `/admin/events/${target.id}/date-change`);
    await expectPhoneFriendly(page);
    await page.getByLabel(d.dateText).fill("July 11–12, 2030");
    await page.getByLabel(d.startsOn).fill("2030-07-11");
    await page.getByLabel(d.endsOn).fill("2030-07-12");
    await page.getByLabel(d.startTime).fill("10:00");
    await page.getByLabel(d.endTime).fill("17:00");
    await page.getByRole("button", { name: d.submit }).click();
    await page.getByRole("status").filter({ hasText: d.done }).waitFor();
    await expect.poll(() => page.locator("[data-job-status]").getAttribute("data-job-status"), { timeout: 30_000 }).toBe("succeeded");
    await page.locator("[data-answer='none']").waitFor();

    const outbox = (await (await page.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> };
    const email = outbox.emails.find((e) => e.template === "event-date-change" && e.to === BUYER);
    expect(email).toBeTruthy();
    await gotoHydrated(page, `/customer-emails?id=${email!.id}`);
    const content = await page.content();
    expect(content).toContain("you keep your seat on the new date");
    const link = /\/date-change\/[\w.-]+/.exec(content)?.[0];
    expect(link).toBeTruthy();

    const buyer = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const tab = await buyer.newPage();
    await gotoHydrated(tab, link!);
    await tab.getByRole("heading", { name: r.title, level: 1 }).waitFor();
    expect(await tab.textContent("body")).toContain("10:00–17:00");
    expect(await tab.textContent("body")).toMatch(/Please choose by .+ [AP]M [A-Z]{2,4}/);
    await expectPhoneFriendly(tab);
    await tab.getByRole("button", { name: r.keep }).click();
    await tab.getByRole("status").filter({ hasText: r.chosenKeep }).waitFor();
    expect(await tab.locator("[data-date-change-choice]").getAttribute("data-date-change-choice")).toBe("keep");
    await tab.reload();
    await tab.getByText(r.chosenKeep).waitFor();
    await expectPhoneFriendly(tab);
    await buyer.close();

    await gotoHydrated(page, `/admin/events/${target.id}/date-change`);
    await page.locator("[data-answer='keep']").waitFor();
    const csv = await page.request.get(`/admin/events/${target.id}/date-change.csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${BUYER},`);
    expect(await csv.text()).toContain(d.answers.keep);
    await expectPhoneFriendly(page);
    await admin.close();
  });
});
