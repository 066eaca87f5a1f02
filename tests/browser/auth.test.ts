import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToolsCopy } from "~/content/admin-tools";
import { accountCopy } from "~/content/account";
import { authCopy, authPageCopy } from "~/content/auth";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-test-server";
import { gotoHydrated, launchBrowser, seriousAxeViolations, waitForHydration } from "./support/browser";
import { preparedDataDir, startServer, type RunningServer } from "./support/server";
import { TEST_APP_NOW } from "./support/session";
import { totpCode } from "../support/totp";

/**
 * Accounts as a person uses them: sign up, confirm from the email, sign in, meet the guard; then the
 * first admin is made with `npm run admin:grant` (server stopped, as README says) and resends an email.
 */

const EMAIL = "avery.stone@example.com";
const PASSWORD = "plie-releve-2025";
let dataDir: string;
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;

const start = () => startServer({ APP_NOW: TEST_APP_NOW, DATA_DIR: dataDir, SMTP_URL: smtp.url });

beforeAll(async () => {
  dataDir = preparedDataDir("callboard-auth-");
  smtp = await startTestSmtpServer();
  [server, browser] = await Promise.all([start(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function phoneContext(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
}

/** The body of a received message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailTo(address: string, count: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.messages.filter((m) => m.to.includes(address));
    if (mails.length >= count) return decoded(mails[count - 1]!.raw);
    if (Date.now() > deadline) throw new Error(`only ${mails.length} of ${count} emails reached ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signIn(page: Page, redirectTo: string) {
  await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel(authPageCopy.fields.email).fill(EMAIL);
  await page.getByLabel(authPageCopy.fields.password).fill(PASSWORD);
  await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
}

describe("accounts in the browser", () => {
  it("signs up at 375 px, confirms from the email back to the site root, and signs in", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await gotoHydrated(page, "/auth");
    await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
    await page.getByText(authCopy.missingCredentials).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);

    // Keyboard: arrows move between the tabs.
    await page.getByRole("tab", { name: authPageCopy.tabs.signIn }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: authPageCopy.tabs.signUp }).getAttribute("aria-selected")).toBe("true");

    await page.getByLabel(authPageCopy.fields.fullName).fill("Avery Stone");
    await page.getByLabel(authPageCopy.fields.email).fill(EMAIL);
    await page.getByLabel(authPageCopy.fields.password).fill(PASSWORD);
    await page.getByRole("button", { name: authPageCopy.actions.signUp, exact: true }).click();
    await page.getByText(authPageCopy.messages.checkEmail(EMAIL)).waitFor();

    // Not confirmed yet: a password sign-in is refused and the link is sent again.
    await signIn(page, "/account");
    await page.getByText(authPageCopy.messages.unverified(EMAIL)).waitFor();

    const mail = await mailTo(EMAIL, 1);
    const link = /https?:\/\/[^\s)"<>]+\/api\/auth\/verify-email\?[^\s)"<>]+/.exec(mail)?.[0];
    expect(link, mail).toBeTruthy();
    await page.goto(link!.replace(/&amp;/g, "&"));
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("header-account").waitFor();

    // Sign out from the account page goes to / and the header offers Sign in again.
    await gotoHydrated(page, "/account");
    await page.getByRole("button", { name: /^Sign out$/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("header-sign-in").waitFor();

    await signIn(page, "/account");
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByText(EMAIL).first().waitFor();
    await context.close();
  });

  it("sends strangers to /auth and back; a signed-in non-admin goes to /; shows 'Verifying access...' on the way", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto("/customer-emails");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/customer-emails");
    await waitForHydration(page);
    await page.getByLabel(authPageCopy.fields.email).fill(EMAIL);
    await page.getByLabel(authPageCopy.fields.password).fill(PASSWORD);
    await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
    // Back to /customer-emails, which a non-admin may not open: the server sends them home.
    await page.waitForURL((url) => url.pathname === "/");
    await waitForHydration(page);

    // A client navigation to a guarded page waits behind the full-screen check.
    // The guarded page's data is held back until the check has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/account\.data/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByTestId("header-account").click();
    await page.getByText(authCopy.verifying).waitFor();
    answer();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByText(authCopy.verifying).waitFor({ state: "detached" });
    await context.close();
  });

  it("the first admin is made from the command line and resends an email from /customer-emails", async () => {
    await server.stop();
    // `npm run admin:grant` runs `tsx scripts/admin-grant.ts`; node with tsx's loader runs the same
    // script in one process, without the tsx command's second node.
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin-grant.ts", EMAIL], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    });
    expect(stdout).toContain("is now an admin");
    server = await start();

    const context = await phoneContext();
    const page = await context.newPage();
    await signIn(page, "/customer-emails");
    await page.waitForURL((url) => url.pathname === "/customer-emails");
    const before = smtp.messages.filter((m) => m.to.includes(EMAIL)).length;
    await waitForHydration(page);
    await page.getByRole("row").filter({ hasText: /Confirm your/ }).first().getByRole("link").click();
    await page.waitForURL((url) => url.searchParams.has("id"));
    await page.getByRole("button", { name: adminToolsCopy.outbox.resend }).click();
    await page.getByText(adminToolsCopy.outbox.resent(EMAIL)).waitFor();
    await mailTo(EMAIL, before + 1);

    await gotoHydrated(page, "/admin/audit-log");
    await page.getByText("email.resend").first().waitFor();
    await context.close();
  });

  it("turns on an authenticator app at /account, then asks for its code at the next sign-in", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await signIn(page, "/account");
    await page.waitForURL((url) => url.pathname === "/account");
    await waitForHydration(page);
    await page.getByRole("button", { name: accountCopy.security.turnOn }).click();
    await page.getByLabel(accountCopy.security.password).fill(PASSWORD);
    await page.getByRole("button", { name: accountCopy.security.continue }).click();
    await page.getByText(accountCopy.security.scanTitle).waitFor();
    expect(await page.locator("svg[role=img], svg[aria-label]").count()).toBeGreaterThan(0);
    const secret = ((await page.locator("[data-totp-secret]").textContent()) ?? "").replace(/\s+/g, "");
    const uri = `otpauth://totp/x?secret=${secret}`;
    await page.getByLabel(accountCopy.security.code).fill(await totpCode(uri));
    await page.getByRole("button", { name: accountCopy.security.confirm, exact: true }).click();
    await page.locator("[data-backup-codes]").waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await page.getByRole("button", { name: accountCopy.security.savedCodes }).click();
    await page.locator('[data-two-step="on"]').waitFor();

    await page.getByRole("button", { name: accountCopy.signOut.here, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await signIn(page, "/account");
    await page.getByText(authPageCopy.messages.twoFactorIntro).waitFor();
    await page.getByLabel(authPageCopy.fields.totp).fill("000000");
    await page.getByRole("button", { name: authPageCopy.actions.verify }).click();
    await page.getByText(authPageCopy.messages.wrongTotp).waitFor();
    await page.getByLabel(authPageCopy.fields.totp).fill(await totpCode(uri));
    await page.getByRole("button", { name: authPageCopy.actions.verify }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.locator('[data-two-step="on"]').waitFor();
    await context.close();
  });
});
