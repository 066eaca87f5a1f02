import type { Page } from "playwright-core";
import { expect } from "vitest";
import { offerAccessLinkCopy } from "~/content/offer-access-link";
import { ACCESS_COOKIE } from "~/features/offer-access/offer-access-grant.server";
import { hasHorizontalScroll, seriousAxeViolations } from "./browser";

/** The access request's answer, the same for any address (its first sentence, as a buyer reads it). */
export const LINK_SENT = "If this address is on the studio's list, we've emailed you a link.";

/** No horizontal scroll at the page's width, and no serious accessibility violation. */
export async function expectPhoneFriendly(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page), `horizontal scroll at 375 px on ${page.url()}`).toBe(false);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

/** Ask for an access link from the page's form and wait for its answer. */
export async function askForLink(page: Page, email: string): Promise<void> {
  const form = page.locator("[data-offer-access-form]");
  await form.waitFor();
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Email me a link" }).click();
  await page.getByRole("status").filter({ hasText: LINK_SENT }).waitFor();
}

/** The emailed link only shows a button (mail scanners open links): confirming it, with a plain form POST, sets the cookie. */
export async function confirmLink(page: Page): Promise<void> {
  const confirm = page.locator("[data-offer-access-link=confirm]");
  await confirm.waitFor();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: ACCESS_COOKIE }));
  await expectPhoneFriendly(page);
  await confirm.getByRole("button", { name: offerAccessLinkCopy.page.button }).click();
  await page.locator("[data-offer-access-link=granted]").waitFor();
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: ACCESS_COOKIE }));
}
