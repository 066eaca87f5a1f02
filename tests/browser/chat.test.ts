import type { Page, Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chatWidgetCopy } from "~/content/chat";
import { gotoHydrated, screenshot, seriousAxeViolations, waitForHydration } from "./support/browser";
import { browserSession } from "./support/session";

/**
 * The floating chat assistant. Most tests answer /api/chat themselves (page.route) to control
 * timing and errors; the last one talks to the real endpoint.
 */
const session = browserSession({ context: { viewport: { width: 1280, height: 900 } } });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

async function open(pathname = "/hartford", viewport = DESKTOP): Promise<Page> {
  const page = await session.context.newPage();
  await page.setViewportSize(viewport);
  await gotoHydrated(page, pathname);
  return page;
}

const launcher = (page: Page) => page.getByRole("button", { name: chatWidgetCopy.openLabel });
const panel = (page: Page) => page.getByRole("dialog", { name: chatWidgetCopy.title });
const input = (page: Page) => panel(page).getByRole("textbox", { name: chatWidgetCopy.inputLabel });
const sendButton = (page: Page) => panel(page).getByRole("button", { name: chatWidgetCopy.sendLabel });
const log = (page: Page) => panel(page).getByRole("log");
const replies = (page: Page) => panel(page).locator('[data-chat-message="assistant"]');
const typing = (page: Page) => panel(page).getByText(chatWidgetCopy.typing);
const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el === document.activeElement);

async function openChat(page: Page): Promise<void> {
  await launcher(page).click();
  await panel(page).waitFor();
  await replies(page).first().waitFor();
}

interface Answer {
  status?: number;
  body: unknown;
}

/** Answer /api/chat with `answer` (after `release`, when given) and record what the page sent. */
async function mockChat(page: Page, answer: (body: { messages: Array<{ role: string; content: string }> }) => Answer | "abort", release?: Promise<void>) {
  const sent: Array<{ messages: Array<{ role: string; content: string }> }> = [];
  await page.route("**/api/chat", async (route: Route, request: Request) => {
    const body = request.postDataJSON() as (typeof sent)[number];
    sent.push(body);
    if (release) await release;
    const a = answer(body);
    if (a === "abort") return route.abort("failed");
    await route.fulfill({
      status: a.status ?? 200,
      contentType: "application/json",
      body: typeof a.body === "string" ? a.body : JSON.stringify(a.body),
    });
  });
  return sent;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const scriptsRequested = (page: Page) => {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.url().endsWith(".js")) urls.push(r.url());
  });
  return urls;
};

describe("the chat launcher", () => {
  it("is a 56 px round button at the bottom right at 1280 and 375 px, and the panel's code loads on the first open only", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await session.context.newPage();
      const scripts = scriptsRequested(page);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/hartford");
      await page.waitForLoadState("networkidle");

      const box = (await launcher(page).boundingBox())!;
      expect(box.width).toBe(56);
      expect(box.height).toBe(56);
      expect(box.x + box.width).toBe(viewport.width - 24);
      expect(await launcher(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      expect(await launcher(page).evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe("0px");
      expect(box.y + box.height).toBe(viewport.height - 24);

      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /chat-panel/.test(url)), "panel code before the first open").toEqual([]);
      await openChat(page);
      expect(scripts.filter((url) => /chat-panel/.test(url))).toHaveLength(1);
      await page.close();
    }
  });

  it("sits above a city page's checkout bar on phones, leaving the bar's button free", async () => {
    const page = await open("/new-hampshire", PHONE);
    const bar = page.locator("[data-mobile-checkout-bar]");
    const barBox = (await bar.boundingBox())!;
    const box = (await launcher(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
    expect(box.x + box.width).toBe(PHONE.width - 24);
    await bar.getByRole("link").click({ trial: true, timeout: 5000 });
    // The open panel covers the bar (it is full width at the bottom).
    await openChat(page);
    const panelBox = (await panel(page).boundingBox())!;
    expect(Math.round(panelBox.y + panelBox.height)).toBe(PHONE.height);
    await input(page).click({ trial: true, timeout: 5000 });
    await page.close();
  });

  it("is in the server-rendered page without the panel, shows on public pages and not on the sign-in page", async () => {
    const html = await (await fetch(`${session.server.url}/hartford`)).text();
    expect(html).toContain(`aria-label="${chatWidgetCopy.openLabel}"`);
    expect(html).not.toContain(chatWidgetCopy.greeting.replace(/'/g, "&#x27;"));
    expect(html).not.toContain("chat-panel");

    const page = await open("/");
    await launcher(page).waitFor();
    await gotoHydrated(page, "/faq");
    await launcher(page).waitFor();
    await gotoHydrated(page, "/auth");
    expect(await launcher(page).count()).toBe(0);
    await page.close();
  });
});

describe("the chat panel", () => {
  it("opens with the greeting and the input focused, 380 × 600 px at the bottom right on a desktop", async () => {
    const page = await open();
    await openChat(page);
    await panel(page).getByText(chatWidgetCopy.subtitle).waitFor();
    expect(await replies(page).count()).toBe(1);
    expect(await replies(page).first().textContent()).toContain(chatWidgetCopy.greeting);
    expect(await input(page).getAttribute("placeholder")).toBe(chatWidgetCopy.placeholder);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await panel(page).getByRole("heading", { name: chatWidgetCopy.title }).count()).toBe(1);
    expect(await launcher(page).isVisible()).toBe(false);

    const box = (await panel(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(380);
    expect(Math.round(box.height)).toBe(600);
    expect(Math.round(box.x + box.width)).toBe(DESKTOP.width - 24);
    expect(Math.round(box.y + box.height)).toBe(DESKTOP.height - 24);
    // Touch targets: the close and send buttons are at least 44 px.
    for (const name of [chatWidgetCopy.closeLabel, chatWidgetCopy.sendLabel]) {
      const b = (await panel(page).getByRole("button", { name }).boundingBox())!;
      expect(Math.min(b.width, b.height), name).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, "chat-open-1280");
    await page.close();
  });

  it("is full width on a phone and never taller than 90% of the screen", async () => {
    const page = await open("/hartford", PHONE);
    await openChat(page);
    let box = (await panel(page).boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(PHONE.width);
    expect(Math.round(box.height)).toBe(600);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    await screenshot(page, "chat-open-375");

    await page.setViewportSize({ width: 375, height: 560 });
    box = (await panel(page).boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round(560 * 0.9));
    expect(Math.round(box.width)).toBe(375);
    await page.close();
  });

  it("sends nothing when empty, adds a line with Shift+Enter, sends with Enter, shows 'Typing...' with the input disabled, then the reply and its link", async () => {
    const page = await open();
    const gate = deferred();
    const sent = await mockChat(
      page,
      () => ({ body: { ok: true, message: "Hartford is on January 18, 2026. Core Experience is $168.", links: [{ label: "Hartford tickets", href: "/hartford#pricing" }] } }),
      gate.promise,
    );
    await openChat(page);

    // Nothing is sent for an empty or blank message.
    await input(page).press("Enter");
    await input(page).fill("   ");
    await input(page).press("Enter");
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(sent).toHaveLength(0);

    // Shift+Enter adds a line (and the input grows), Enter sends the trimmed message.
    await input(page).fill("");
    await input(page).pressSequentially("  How much is Hartford?");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("For one dancer.  ");
    expect(await input(page).inputValue()).toBe("  How much is Hartford?\nFor one dancer.  ");
    expect(await input(page).getAttribute("rows")).toBe("2");
    expect(sent).toHaveLength(0);
    const request = page.waitForRequest("**/api/chat");
    await input(page).press("Enter");
    await request;

    // While waiting: 'Typing...', input and send disabled, the user's message in the list.
    await typing(page).waitFor();
    expect(await input(page).isDisabled()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await input(page).inputValue()).toBe("");
    await panel(page).locator('[data-chat-message="user"]').getByText("How much is Hartford?").waitFor();
    expect(sent).toEqual([
      {
        messages: [
          { role: "assistant", content: chatWidgetCopy.greeting },
          { role: "user", content: "How much is Hartford?\nFor one dancer." },
        ],
      },
    ]);

    gate.resolve();
    await replies(page).nth(1).getByText("Core Experience is $168.").waitFor();
    await typing(page).waitFor({ state: "hidden" });
    const link = replies(page).nth(1).getByRole("link", { name: "Hartford tickets" });
    expect(await link.getAttribute("href")).toBe("/hartford#pricing");
    expect(await replies(page).nth(1).locator("time").count()).toBe(1);
    expect(await input(page).isDisabled()).toBe(false);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // The next message carries the whole conversation.
    await input(page).fill("Thanks!");
    await sendButton(page).click();
    await replies(page).nth(2).waitFor();
    expect(sent[1]?.messages).toEqual([
      { role: "assistant", content: chatWidgetCopy.greeting },
      { role: "user", content: "How much is Hartford?\nFor one dancer." },
      { role: "assistant", content: "Hartford is on January 18, 2026. Core Experience is $168." },
      { role: "user", content: "Thanks!" },
    ]);
    await page.close();
  });

  it("sends a long conversation's newest messages within the server's limits (20 messages, 1000 characters each)", async () => {
    const page = await open();
    const stored = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 === 0 ? "user" : "assistant",
      content: i === 27 ? "x".repeat(1500) : `Message ${i}`,
      timestamp: Date.now() - (30 - i) * 1000,
    }));
    await page.evaluate((messages) => sessionStorage.setItem("callboard.chat", JSON.stringify(messages)), stored);
    await page.reload();
    await waitForHydration(page);
    const sent = await mockChat(page, () => ({ body: { ok: true, message: "Sure.", links: [] } }));
    await openChat(page);
    expect(await replies(page).count()).toBe(15);
    expect(await input(page).getAttribute("maxlength")).toBe("1000");
    await input(page).fill("Newest question");
    await input(page).press("Enter");
    await replies(page).getByText("Sure.").waitFor();
    const messages = sent[0]?.messages ?? [];
    expect(messages).toHaveLength(20);
    expect(messages[0]).toEqual({ role: "assistant", content: "Message 11" });
    expect(messages[16]).toEqual({ role: "assistant", content: "x".repeat(1000) });
    expect(messages.at(-1)).toEqual({ role: "user", content: "Newest question" });
    await page.close();
  });

  it("keeps the list scrolled to the newest message", async () => {
    const page = await open();
    const long = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long answer about the programs.`).join("\n");
    await mockChat(page, () => ({ body: { ok: true, message: long, links: [] } }));
    await openChat(page);
    for (const question of ["Tell me everything", "And the schedule?"]) {
      const count = await replies(page).count();
      await input(page).fill(question);
      await input(page).press("Enter");
      await replies(page).nth(count).waitFor();
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-chat-panel] [role="log"]')!;
        return el.scrollHeight > el.clientHeight && Math.abs(el.scrollTop + el.clientHeight - el.scrollHeight) <= 2;
      });
    }
    // While waiting, 'Typing...' is in view too.
    const gate = deferred();
    await page.unroute("**/api/chat");
    await mockChat(page, () => ({ body: { ok: true, message: "Done.", links: [] } }), gate.promise);
    await input(page).fill("One more");
    await input(page).press("Enter");
    await typing(page).waitFor();
    expect(await typing(page).evaluate((el) => {
      const list = el.closest('[role="log"]')!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return r.bottom <= list.bottom + 1 && r.top >= list.top;
    })).toBe(true);
    gate.resolve();
    await replies(page).getByText("Done.").waitFor();
    await page.close();
  });

  it("closes with Escape and the close button, gives the focus back to the button, and keeps the conversation (also across a reload)", async () => {
    const page = await open();
    await mockChat(page, () => ({ body: { ok: true, message: "See you in Hartford!", links: [] } }));
    await openChat(page);
    await input(page).fill("Hello");
    await input(page).press("Enter");
    await replies(page).getByText("See you in Hartford!").waitFor();

    await page.keyboard.press("Escape");
    await panel(page).waitFor({ state: "hidden" });
    expect(await isFocused(page, "[data-chat-launcher]")).toBe(true);
    expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");

    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await replies(page).count()).toBe(2);
    await panel(page).getByRole("button", { name: chatWidgetCopy.closeLabel }).click();
    await panel(page).waitFor({ state: "hidden" });
    expect(await isFocused(page, "[data-chat-launcher]")).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await openChat(page);
    await replies(page).getByText("See you in Hartford!").waitFor();
    expect(await replies(page).count()).toBe(2);
    await page.close();
  });

  it("has no serious accessibility issue with the panel open, at 1280 and 375 px", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open("/hartford", viewport);
      await mockChat(page, () => ({ body: { ok: true, message: "Pro Track includes a filmed solo.", links: [{ label: "Pricing", href: "/hartford#pricing" }] } }));
      await openChat(page);
      await input(page).fill("What is Pro Track?");
      await input(page).press("Enter");
      await replies(page).nth(1).waitFor();
      expect(await log(page).getAttribute("aria-live")).toBe("polite");
      // One scan of the whole page, the open panel included (a scan of the panel alone found a subset of it).
      const whole = await seriousAxeViolations(page);
      expect(whole, JSON.stringify(whole, null, 1)).toEqual([]);
      await page.close();
    }
  });
});

describe("chat errors", () => {
  const cases: Array<{ name: string; answer: Answer | "abort"; title: string; description: string }> = [
    { name: "429", answer: { status: 429, body: { ok: false, message: "Chat rate limit reached. Please wait a minute." } }, ...chatWidgetCopy.toasts.rateLimited },
    { name: "402", answer: { status: 402, body: { ok: false, message: "The assistant needs payment." } }, ...chatWidgetCopy.toasts.paymentRequired },
    { name: "500", answer: { status: 500, body: { ok: false, message: "Something broke." } }, ...chatWidgetCopy.toasts.failed },
    { name: "a network failure", answer: "abort", ...chatWidgetCopy.toasts.unexpected },
    { name: "an answer that is not JSON", answer: { status: 200, body: "<html>oops</html>" }, ...chatWidgetCopy.toasts.unexpected },
  ];

  it.each(cases)("$name shows '$title: $description' and adds no reply", async ({ answer, title, description }) => {
    const page = await open();
    await mockChat(page, () => answer);
    await openChat(page);
    await input(page).fill("How much is Hartford?");
    await input(page).press("Enter");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: description });
    await toast.waitFor();
    expect(await toast.getAttribute("data-type")).toBe("error");
    expect(await toast.locator("[data-title]").textContent()).toBe(title);
    expect(await toast.locator("[data-description]").textContent()).toBe(description);
    await typing(page).waitFor({ state: "hidden" });
    expect(await replies(page).count()).toBe(1);
    expect(await panel(page).locator('[data-chat-message="user"]').count()).toBe(1);
    expect(await input(page).isDisabled()).toBe(false);
    await page.close();
  });

  it("says so when the panel's code cannot be fetched, and the page keeps working", async () => {
    const page = await open();
    await page.route(/chat-panel-[\w-]+\.js$/, (route) => route.abort("failed"));
    await launcher(page).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: chatWidgetCopy.toasts.unexpected.description });
    await toast.waitFor();
    await launcher(page).waitFor();
    expect(await isFocused(page, "[data-chat-launcher]")).toBe(true);
    expect(await panel(page).count()).toBe(0);
    // Still the city page, not the error page.
    await page.locator("#pricing").waitFor();
    await page.close();
  });

  it("shows one toast at a time", async () => {
    const page = await open();
    await mockChat(page, () => ({ status: 500, body: { ok: false, message: "Something broke." } }));
    await openChat(page);
    for (const text of ["First", "Second"]) {
      await input(page).fill(text);
      await input(page).press("Enter");
      await typing(page).waitFor({ state: "hidden" });
      await page.locator("[data-sonner-toast]").first().waitFor();
    }
    expect(await page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(1);
    await page.close();
  });
});

describe("the real assistant", () => {
  it("answers 'How much is Hartford?' from the server (POST /api/chat, 200)", async () => {
    const page = await open();
    await openChat(page);
    await input(page).fill("How much is Hartford?");
    const response = page.waitForResponse("**/api/chat");
    await input(page).press("Enter");
    const answer = await response;
    expect(answer.status(), "POST /api/chat must answer 200 (is the chat endpoint mounted?)").toBe(200);
    const body = (await answer.json()) as { ok: boolean; message: string; links: Array<{ label: string; href: string }> };
    expect(body.ok).toBe(true);
    expect(body.message.trim().length).toBeGreaterThan(0);
    await replies(page).nth(1).waitFor();
    expect((await replies(page).nth(1).textContent())?.length).toBeGreaterThan(0);
    for (const link of body.links) {
      expect(link.href.startsWith("/")).toBe(true);
      expect(await replies(page).nth(1).locator(`a[href="${link.href}"]`).count()).toBeGreaterThan(0);
    }
    await screenshot(page, "chat-real-answer");
    await page.close();
  });
});
