import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { backOfficeCopy } from "~/content/back-office";
import type { Db } from "~/db/client.server";
import { submissions } from "~/db/schema";
import { inboxCopy } from "~/features/inbox/inbox-copy";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, hasHorizontalScroll, seriousAxeViolations } from "./support/browser";
import { TEST_APP_NOW } from "./support/session";

/** The team inbox on a phone: find a talent submission by email, shortlist it with a note, send a callback reply. */

const EMAIL = "ines.inbox@example.com";
const PASSWORD = "pas-de-bourree-couru";
const SENDER = "kira.moves@example.com";
const item = inboxCopy.item;

async function seed(db: Db) {
  const at = new Date(new Date(TEST_APP_NOW).getTime() - 3_600_000);
  await db.insert(submissions).values([
    {
      kind: "talent",
      fullName: "Kira Moves",
      email: SENDER,
      age: 19,
      payload: { phone: "+1 555 0199", links: ["https://vimeo.com/76979871", "javascript:alert(1)"], notes: "Contemporary and hip hop." },
      createdAt: at,
    },
    { kind: "demo_reel", fullName: "Lee Other", email: "lee.other@example.com", age: 25, payload: { links: ["https://example.com/reel"] }, createdAt: new Date(at.getTime() - 60_000) },
  ]);
}

const session = adminSession({ account: { email: EMAIL, password: PASSWORD, name: "Ines Inbox" }, seed });

async function expectPhoneFriendly(page: Page) {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

describe("the team inbox", () => {
  it("an admin at 375 px finds a talent submission by email, shortlists it with a note and sends a callback reply", async () => {
    const context = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await session.signIn(page, "/admin");

    // The menu counts the two new items and leads to the inbox.
    const menu = page.getByRole("navigation", { name: backOfficeCopy.nav.label });
    await expect.poll(() => menu.locator("[data-nav-count]").textContent()).toBe("2");
    // Under the menu, the new items by kind, each a link to them; together they make the count.
    const perKind = await menu.locator("[data-nav-parts] a").allTextContents();
    expect(perKind.reduce((n, text) => n + Number(/: (\d+) new$/.exec(text)?.[1] ?? 0), 0)).toBe(2);
    await menu.getByRole("link", { name: /^Inbox/ }).click();
    await page.getByRole("heading", { name: inboxCopy.title, level: 1 }).waitFor();
    await expectPhoneFriendly(page);

    // Found by the sender's email, typed in capitals.
    await page.getByLabel(inboxCopy.search).fill(SENDER.toUpperCase());
    await page.getByRole("button", { name: inboxCopy.apply, exact: true }).click();
    await expect.poll(() => page.locator("#main").getByRole("status").textContent()).toBe(inboxCopy.count(1));
    await page.getByRole("link", { name: "Kira Moves" }).click();
    await page.getByRole("heading", { name: item.title(inboxCopy.kinds.talent, "Kira Moves"), level: 1 }).waitFor();
    await expectPhoneFriendly(page);

    // The reel is a plain link that opens in a new tab; the javascript: value stays text.
    const fields = page.locator("[data-sent-fields]");
    const reel = fields.getByRole("link", { name: /vimeo\.com/ });
    expect(await reel.getAttribute("href")).toBe("https://vimeo.com/76979871");
    expect(await reel.getAttribute("target")).toBe("_blank");
    expect(await reel.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await fields.getByRole("link").count()).toBe(1);
    expect(await fields.textContent()).toContain("javascript:alert(1)");
    expect(await page.locator("iframe, video, embed, object").count()).toBe(0);

    // Shortlisted, by keyboard: the status is chosen with the keys and sent with Enter.
    await page.getByLabel(item.status, { exact: true }).focus();
    await page.getByLabel(item.status, { exact: true }).selectOption("shortlisted");
    await page.getByRole("button", { name: item.setStatus }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(item.statusSaved(inboxCopy.statuses.shortlisted)).waitFor();
    await expect.poll(() => page.locator("[data-item-status]").getAttribute("data-item-status")).toBe("shortlisted");

    await page.getByLabel(item.noteLabel).fill("Strong floor work. Callback in Boston.");
    await page.getByRole("button", { name: item.addNote }).click();
    await page.getByText(item.noteAdded).waitFor();
    expect(await page.locator("[data-notes]").textContent()).toContain("Strong floor work. Callback in Boston.");

    // A callback reply, double-clicked: one reply, one email.
    await page.getByLabel(item.replyTemplate).selectOption("callback_invitation");
    await page.getByRole("button", { name: item.send }).dblclick();
    await page.getByText(new RegExp(`${item.replySent(SENDER).replace(/[.]/g, "\\.")}|already sent`)).first().waitFor();
    await expect.poll(() => page.locator("[data-replies] li").count()).toBe(1);
    expect(await page.locator('[data-reply="callback_invitation"]').textContent()).toContain(inboxCopy.replyLabels.callback_invitation);
    const history = await page.locator("[data-history]").textContent();
    expect(history).toContain(item.actions["inbox.reply"]);
    expect(history).toContain(item.actions["inbox.note"]);
    expect(history).toContain("new → shortlisted");
    await expectPhoneFriendly(page);

    // The outbox holds exactly one message to the sender.
    await gotoHydrated(page, `/customer-emails`);
    expect(await page.locator("tbody tr", { hasText: "You're invited to a callback" }).count()).toBe(1);
    expect(await page.locator("tbody tr", { hasText: "You're invited to a callback" }).textContent()).toContain(SENDER);

    // Back in the inbox the item reads as shortlisted and the menu counts one new item.
    await gotoHydrated(page, `/admin/inbox?q=${encodeURIComponent(SENDER)}`);
    expect(await page.locator("[data-status]").first().getAttribute("data-status")).toBe("shortlisted");
    await expect.poll(() => page.getByRole("navigation", { name: backOfficeCopy.nav.label }).locator("[data-nav-count]").textContent()).toBe("1");

    // Lee asks to be forgotten: the item goes, and the list says so.
    await gotoHydrated(page, `/admin/inbox?q=${encodeURIComponent("lee.other@example.com")}`);
    await page.getByRole("link", { name: "Lee Other" }).click();
    await page.getByRole("heading", { name: item.title(inboxCopy.kinds.demo_reel, "Lee Other"), level: 1 }).waitFor();
    await page.getByRole("button", { name: item.delete }).click();
    expect(page.url()).toContain("/admin/inbox/submission-");
    await page.getByLabel(item.deleteConfirm).fill("delete");
    await page.getByRole("button", { name: item.delete }).click();
    await page.waitForURL((url) => url.pathname === "/admin/inbox");
    await page.getByText(item.deleted(1, 0)).waitFor();
    await gotoHydrated(page, `/admin/inbox?q=${encodeURIComponent("lee.other@example.com")}`);
    expect(await page.locator("#main").getByRole("status").textContent()).toBe(inboxCopy.count(0));

    // The templates and the rosters read at 375 px too.
    for (const path of ["/admin/inbox/templates", "/admin/inbox/auditions", "/admin/inbox/waitlist"]) {
      await gotoHydrated(page, path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectPhoneFriendly(page);
    }
    await context.close();
  });
});
