import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPageCopy } from "~/content/auth";
import { discountCodesCopy } from "~/content/discount-codes";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-test-server";
import { gotoHydrated, hasHorizontalScroll, launchBrowser, seriousAxeViolations } from "./support/browser";
import { startServer, type RunningServer } from "./support/server";
import { TEST_APP_NOW } from "./support/session";

/**
 * The team's discount codes as an admin uses them on a phone: sign in, make a code for Hartford at
 * 375 px with the keyboard, and a buyer's cart on the Hartford page takes it at once.
 */

const EMAIL = "casey.codes@example.com";
const PASSWORD = "chasse-pas-de-bourree";
const CODE = "HARTFORD-FRIENDS";
let dataDir: string;
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

const start = () => startServer({ APP_NOW: TEST_APP_NOW, DATA_DIR: dataDir, SMTP_URL: smtp.url });

async function confirmationLink(): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.messages.find((m) => m.to.includes(EMAIL));
    const raw = mail?.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = raw && /https?:\/\/[^\s)"<>]+\/api\/auth\/verify-email\?[^\s)"<>]+/.exec(raw)?.[0];
    if (link) return link.replace(/&amp;/g, "&");
    if (Date.now() > deadline) throw new Error(`no confirmation email reached ${EMAIL}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "callboard-codes-"));
  smtp = await startTestSmtpServer();
  [server, browser] = await Promise.all([start(), launchBrowser()]);
  // An account, confirmed from its email; then made an admin from the command line, server stopped (README).
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: "Casey Codes" }),
  });
  expect(up.status).toBe(200);
  await fetch(await confirmationLink(), { redirect: "manual" });
  await server.stop();
  const tsx = path.resolve("node_modules/.bin/tsx");
  const { stdout } = await promisify(execFile)(tsx, ["scripts/admin-grant.ts", EMAIL], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" } });
  expect(stdout).toContain("is now an admin");
  server = await start();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function expectAccessible(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), `horizontal scroll on ${where}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe("discount codes from the team's page to a buyer's cart", () => {
  it("an admin at 375 px makes a code with the keyboard, and a Hartford cart applies it", async () => {
    const admin = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
    const page = await admin.newPage();
    await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent("/discount-codes")}`);
    await page.getByLabel(authPageCopy.fields.email).fill(EMAIL);
    await page.getByLabel(authPageCopy.fields.password).fill(PASSWORD);
    await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/discount-codes");
    await page.getByRole("heading", { name: discountCodesCopy.list.title }).waitFor();
    await expectAccessible(page, "/discount-codes");

    await page.getByRole("link", { name: discountCodesCopy.list.create }).click();
    await page.waitForURL((url) => url.pathname === "/discount-codes/new");
    await gotoHydrated(page, "/discount-codes/new");
    // The browser checks the form with the action's schema before sending it.
    await page.getByRole("button", { name: discountCodesCopy.form.save }).click();
    await page.getByRole("alert").filter({ hasText: discountCodesCopy.refusals.fixFields }).waitFor();
    await expectAccessible(page, "/discount-codes/new with errors");

    await page.getByLabel(discountCodesCopy.form.code, { exact: true }).focus();
    await page.keyboard.type(" hartford-friends ");
    await page.keyboard.press("Tab"); // the kind: percentage is chosen
    await page.getByLabel(/^Value/).focus();
    await page.keyboard.type("50");
    const hartford = await page.locator("#code-eventId option", { hasText: "Hartford" }).first().getAttribute("value");
    await page.locator("#code-eventId").selectOption(hartford!);
    await page.getByLabel(discountCodesCopy.form.description).focus();
    await page.keyboard.type("Friends of the studio: half off");
    await page.keyboard.press("Enter");
    await page.getByText(discountCodesCopy.form.created(CODE)).waitFor();
    await expectAccessible(page, "the new code's page");

    await gotoHydrated(page, "/discount-codes");
    await page.locator(`[data-code="${CODE}"]`).waitFor();
    await admin.close();

    const buyer = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
    const cart = await buyer.newPage();
    await gotoHydrated(cart, "/hartford");
    await cart.locator("#tier-core").getByRole("button", { name: "Add to Cart" }).click();
    const summary = cart.locator("#cart-summary");
    await summary.locator("[data-total]").waitFor();
    const before = await summary.locator("[data-total]").textContent();
    await summary.getByLabel("Promo code").fill(CODE.toLowerCase());
    await summary.getByRole("button", { name: "Apply" }).click();
    await summary.locator(`[data-applied-code="${CODE}"]`).waitFor();
    const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
    await expect.poll(async () => money(await summary.locator("[data-total]").textContent())).toBe(Math.round(money(before) / 2));
    await buyer.close();
  });
});
