import type { Page } from "playwright-core";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventChangesCopy } from "~/content/event-changes";
import type { Db } from "~/db/client.server";
import { events, orderLines, orders } from "~/db/schema";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/** An admin on a phone moves an event after confirming whom it emails; the buyer opens the emailed link on a phone and asks for the refund the Terms promise; the team sees the answer. */

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
  const [order] = await db
    .insert(orders)
    .values({ number: newOrderNumber(), token: newOrderToken(), eventId: target.id, currency: "USD", status: "paid", buyerName: "Rosa", buyerEmail: BUYER, buyerPhone: "1", subtotalMinor: 33600, totalMinor: 33600, holdExpiresAt: at, provider: "test", paymentRef: "test_ch_move", paidAt: at })
    .returning({ id: orders.id });
  // Its ticket: the ledger's charge, what the refund gives back from.
  await db.insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core", quantity: 1, unitPriceMinor: 33600, subtotalMinor: 33600, totalMinor: 33600 });
}

const session = adminSession({ account: { email: "dana.dates@example.com", password: "saut-de-chat-leap", name: "Dana Dates" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("changing an event's date", () => {
  it("asks the admin first (buyers emailed, what they are offered); the buyer's signed link at 375 px gives a full refund and says what was done; the team's table shows it", async () => {
    const admin = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await session.signIn(page, `/admin/events/${target.id}/date-change`);
    await expectPhoneFriendly(page);
    await page.getByLabel(d.dateText).fill("July 11–12, 2030");
    await page.getByLabel(d.startsOn).fill("2030-07-11");
    await page.getByLabel(d.endsOn).fill("2030-07-12");
    await page.getByLabel(d.startTime).fill("10:00");
    await page.getByLabel(d.endTime).fill("17:00");
    // One click only asks: the dialog says how many buyers are emailed and what they are offered.
    await page.getByRole("button", { name: d.submit }).click();
    const dialog = page.getByRole("dialog", { name: d.confirm.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(d.confirm.emails(1));
    expect(await dialog.textContent()).toContain(d.confirm.offer);
    expect(await dialog.textContent()).toContain("July 11–12, 2030");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByRole("button", { name: d.confirm.yes(1) }).click();
    await page.getByRole("status").filter({ hasText: d.done(1) }).waitFor();
    await expect.poll(() => page.locator("[data-job-status]").getAttribute("data-job-status"), { timeout: 30_000 }).toBe("succeeded");
    await page.locator("[data-answer='none']").waitFor();

    const outbox = (await (await page.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> };
    const email = outbox.emails.find((e) => e.template === "event-date-change" && e.to === BUYER);
    expect(email).toBeTruthy();
    await gotoHydrated(page, `/customer-emails?id=${email!.id}`);
    const content = await page.content();
    expect(content).toContain("Get a full refund of $336");
    expect(content).toContain("becomes a credit of $336 that never expires");
    const link = /\/date-change\/[\w.-]+/.exec(content)?.[0];
    expect(link).toBeTruthy();

    const buyer = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const tab = await buyer.newPage();
    await gotoHydrated(tab, link!);
    await tab.getByRole("heading", { name: r.title, level: 1 }).waitFor();
    expect(await tab.textContent("body")).toContain("10:00–17:00");
    expect(await tab.textContent("body")).toMatch(/Please choose by .+ [AP]M [A-Z]{2,4}/);
    expect(await tab.textContent("body")).toContain(r.noAnswer("$336"));
    await expectPhoneFriendly(tab);
    await tab.getByRole("button", { name: r.refund("$336") }).click();
    // What was done, not the deadline again.
    await tab.getByRole("status").filter({ hasText: r.refunded.succeeded("$336") }).waitFor();
    expect(await tab.locator("[data-date-change-choice]").getAttribute("data-date-change-choice")).toBe("refund");
    expect(await tab.textContent("body")).not.toContain("Please choose by");
    expect(await tab.getByRole("button").filter({ hasText: /Refund me|Keep my seat/ }).count()).toBe(0);
    await tab.reload();
    await tab.getByText(r.refunded.succeeded("$336")).waitFor();
    await expectPhoneFriendly(tab);
    await buyer.close();

    await gotoHydrated(page, `/admin/events/${target.id}/date-change`);
    await page.locator("[data-answer='refund']").waitFor();
    const csv = await page.request.get(`/admin/events/${target.id}/date-change.csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`${BUYER},`);
    expect(await csv.text()).toContain(d.answers.refund);
    await expectPhoneFriendly(page);
    await admin.close();
  });
});
