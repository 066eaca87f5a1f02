import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authPageCopy } from "~/content/auth";
import { smsOutboxCopy } from "~/content/sms";
import { adminSession } from "./support/admin-session";
import { gotoHydrated, seriousAxeViolations } from "./support/browser";

/**
 * A parent with a phone and no email app: creates an account with a phone number at 375 px, and
 * signs in again with a texted code. No SMS provider is set, so the codes are read where the team
 * reads them, the SMS outbox at /customer-messages (issue 41).
 */
const ADMIN = { email: "tara.team@example.com", password: "team-password-2025", name: "Tara Team" };
const session = adminSession({ account: ADMIN });
const PHONE_TYPED = "(860) 555-0123";
const PHONE = "+18605550123";

const narrow = () => session.browser.newContext({ baseURL: session.server.url, viewport: { width: 375, height: 812 } });

/** The newest code texted to PHONE, as the team's outbox page shows it. */
async function codeFromOutbox(team: Page, count: number): Promise<string> {
  await gotoHydrated(team, "/customer-messages");
  const texts = team.locator("tr[data-sms-id]").filter({ hasText: PHONE });
  expect(await texts.count()).toBe(count);
  const body = await texts.first().innerText();
  return /\b(\d{6})\b/.exec(body)![1]!;
}

describe("signing in with a phone number in the browser", () => {
  it("creates an account with a texted code at 375 px, then signs in with a new code read from the SMS outbox", async () => {
    const teamContext = await narrow();
    const team = await teamContext.newPage();
    await session.signIn(team, "/customer-messages");
    await team.getByRole("heading", { name: smsOutboxCopy.title }).waitFor();
    await team.getByText(smsOutboxCopy.providerOff).waitFor();

    const parentContext = await narrow();
    const parent = await parentContext.newPage();
    await gotoHydrated(parent, "/auth");
    await parent.getByRole("tab", { name: authPageCopy.tabs.signUp }).click();
    await parent.getByLabel(authPageCopy.fields.fullName).fill("Rosa Parent");
    // Not a number: said plainly, under the field, before anything is sent.
    await parent.getByLabel(authPageCopy.fields.contact).fill("860-555");
    await parent.getByLabel(authPageCopy.fields.password).fill("plie-releve-2025");
    await parent.getByRole("button", { name: authPageCopy.actions.signUp, exact: true }).click();
    await parent.getByText(/can't be a phone number/).first().waitFor();
    await parent.getByLabel(authPageCopy.fields.contact).fill(PHONE_TYPED);
    await parent.getByRole("button", { name: authPageCopy.actions.signUp, exact: true }).click();
    await parent.getByText(authPageCopy.messages.signUpTexted(PHONE)).waitFor();
    await parent.getByLabel(authPageCopy.fields.textedCode).fill(await codeFromOutbox(team, 1));
    await parent.getByRole("button", { name: authPageCopy.actions.useCode, exact: true }).click();
    await parent.waitForURL((url) => url.pathname === "/account");
    expect(await parent.getByText("Rosa Parent").count()).toBeGreaterThan(0);

    // Signed out, then in again by a new texted code.
    await parentContext.clearCookies();
    await gotoHydrated(parent, "/auth");
    await parent.getByRole("tab", { name: authPageCopy.tabs.code }).click();
    await parent.getByLabel(authPageCopy.fields.contact).fill("860 555 0123");
    await parent.getByRole("button", { name: authPageCopy.actions.sendCode, exact: true }).click();
    await parent.getByText(authPageCopy.messages.codeTexted(PHONE)).waitFor();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    const violations = await seriousAxeViolations(parent);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await parent.getByLabel(authPageCopy.fields.textedCode).fill(await codeFromOutbox(team, 2));
    await parent.getByRole("button", { name: authPageCopy.actions.useCode, exact: true }).click();
    await parent.waitForURL((url) => url.pathname === "/account");

    // The team's page reads at 375 px too.
    expect(await team.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await parentContext.close();
    await teamContext.close();
  });
  it("resets a forgotten password with a texted code at 375 px, then signs in with the new one", async () => {
    const teamContext = await narrow();
    const team = await teamContext.newPage();
    await session.signIn(team, "/customer-messages");
    const parentContext = await narrow();
    const parent = await parentContext.newPage();
    await gotoHydrated(parent, "/auth?mode=forgot");
    await parent.getByLabel(authPageCopy.fields.contact).fill(PHONE_TYPED);
    await parent.getByRole("button", { name: authPageCopy.actions.sendReset, exact: true }).click();
    await parent.getByText(authPageCopy.messages.resetTexted(PHONE)).waitFor();
    // The page's schema, before anything is sent: the two passwords must match.
    await parent.getByLabel(authPageCopy.fields.textedCode).fill(await codeFromOutbox(team, 3));
    await parent.getByLabel(authPageCopy.fields.newPassword, { exact: true }).fill("new-pirouette-2026");
    await parent.getByLabel(authPageCopy.fields.confirmPassword).fill("new-pirouette-2027");
    await parent.getByRole("button", { name: authPageCopy.actions.reset, exact: true }).click();
    await parent.getByText(authPageCopy.messages.passwordsDiffer).waitFor();
    await parent.getByLabel(authPageCopy.fields.confirmPassword).fill("new-pirouette-2026");
    expect(await parent.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await parent.getByRole("button", { name: authPageCopy.actions.reset, exact: true }).click();
    await parent.getByText(authPageCopy.messages.resetDone).waitFor();
    await parent.getByLabel(authPageCopy.fields.contact).fill(PHONE_TYPED);
    await parent.getByLabel(authPageCopy.fields.password).fill("new-pirouette-2026");
    await parent.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
    await parent.waitForURL((url) => url.pathname === "/account");
    await parentContext.close();
    await teamContext.close();
  });
});
