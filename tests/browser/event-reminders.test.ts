import type { Page } from "playwright-core";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reminderEmails } from "~/content/reminder-emails";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { loadReminderEvent } from "~/features/reminders/load-reminder-event.server";
import { reminderSchedule } from "~/features/reminders/reminder-props";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";

/** The team, on a phone, previews an event's reminder emails (schedule, venue, map link, what to bring, QR codes) and turns them off and on. */

const copy = reminderEmails.admin;
const BRING = "Knee pads for the floor work";
let target: { id: number; venueName: string; firstActivity: string; scheduleHeading: string };

async function seed(db: Db) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hasPage, true), eq(events.isCancelled, false), eq(events.kind, "intensive"), isNotNull(events.venueId), isNotNull(events.startsOn)))
    .orderBy(asc(events.id));
  await db.update(events).set({ whatToBring: [BRING, "A water bottle"] }).where(eq(events.id, event!.id));
  const loaded = (await loadReminderEvent({ db, eventId: event!.id }))!;
  const schedule = reminderSchedule(loaded);
  const firstTable = schedule.days[0]?.tables[0];
  target = { id: loaded.id, venueName: loaded.venue!.name, firstActivity: firstTable?.slots[0]?.activity ?? reminderEmails.scheduleToFollow, scheduleHeading: firstTable?.heading ?? reminderEmails.scheduleTitle };
}

const session = adminSession({ account: { email: "rhea.reminders@example.com", password: "grand-jete-across", name: "Rhea Reminders" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("the reminder emails' preview", () => {
  it("shows the week-before and day-before emails at 375 px with the schedule, the venue and its map link, what to bring and each ticket's QR code, and turns them off and on", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await session.signIn(page, `/admin/events/${target.id}/reminders`);
    await expectPhoneFriendly(page);
    expect(await page.locator("[data-reminders-state]").getAttribute("data-reminders-state")).toBe("on");
    expect(await page.locator("[data-reminder-due]").textContent()).toContain("10:00");
    expect(await page.locator("[data-reminder-subject]").textContent()).toContain("One week to go");

    const email = page.frameLocator("iframe[data-reminder-preview='week_before']");
    const body = email.locator("body");
    await body.waitFor();
    const text = (await body.textContent()) ?? "";
    expect(text).toContain(target.firstActivity);
    expect(text).toContain(target.scheduleHeading);
    expect(text).toContain(target.venueName);
    expect(text).toContain(BRING);
    expect(await email.getByRole("link", { name: reminderEmails.mapLink }).getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    // Each sample ticket's QR code, drawn as the confirmation draws it and shown in the page.
    const qr = email.locator("img[src^='data:image/png']");
    expect(await qr.count()).toBe(2);
    await expect.poll(() => qr.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
    for (const name of copy.sampleStudents) expect(text).toContain(name);
    // The frame scrolls inside itself: the page does not scroll sideways.
    const frame = await page.locator("iframe[data-reminder-preview]").boundingBox();
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(375);

    await page.getByRole("link", { name: copy.kinds.day_before }).click();
    await page.locator("iframe[data-reminder-preview='day_before']").waitFor();
    expect(await page.locator("[data-reminder-subject]").textContent()).toContain("See you tomorrow");
    expect(await page.frameLocator("iframe[data-reminder-preview='day_before']").locator("body").textContent()).toContain(target.firstActivity);
    await expectPhoneFriendly(page);

    await page.getByRole("button", { name: copy.turnOff }).click();
    await page.getByRole("status").filter({ hasText: copy.turnedOff }).waitFor();
    await expect.poll(() => page.locator("[data-reminders-state]").getAttribute("data-reminders-state")).toBe("off");

    // The event's editor shows it off, and turns it back on.
    await gotoHydrated(page, `/admin/events/${target.id}`);
    expect(await page.locator("[data-reminders-state]").getAttribute("data-reminders-state")).toBe("off");
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("button", { name: copy.turnOn }).click();
    await page.getByRole("status").filter({ hasText: copy.turnedOn }).waitFor();
    await expect.poll(() => page.locator("[data-reminders-state]").getAttribute("data-reminders-state")).toBe("on");
    await context.close();
  });
});
