import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutCopy } from "~/content/checkout";
import { subscriptionCopy } from "~/content/subscriptions";
import type { Db } from "~/db/client.server";
import { events, offers } from "~/db/schema";
import { setOfferAccess } from "~/features/events-admin/offer-access.server";
import { adminSession } from "./support/admin-session";
import { askForLink, confirmLink, expectPhoneFriendly } from "./support/offer-access";
import { gotoHydrated, waitForHydration } from "./support/browser";

/**
 * Issue 23 / decision 0037 at 375 px: a monthly tier sold only to a list. Its /subscribe page offers
 * the access-request form itself (no trip back to the event's cart); the request answers the same for
 * any address, only a listed one is emailed, and after opening the link the buyer subscribes there.
 */
const LISTED = "ola@studio.example";
const PAGE = "/subscribe/mentorship_building?event=london";

async function seed(db: Db) {
  const [london] = await db.select({ id: events.id }).from(events).where(eq(events.slug, "london"));
  const [offer] = await db.select({ id: offers.id }).from(offers).where(and(eq(offers.eventId, london!.id), eq(offers.tierKey, "mentorship_building")));
  await setOfferAccess({ db, eventId: london!.id, offerId: offer!.id, emails: [LISTED], actor: { userId: null, email: "test-setup" }, now: new Date("2025-09-01T19:00:00Z") });
}
const session = adminSession({ account: { email: "sub-lists@example.com", password: "pas-de-chat-12345", name: "Sol Lists" }, seed });
const PHONE = { width: 375, height: 812 };

describe("subscribing to a tier sold only to a list, on a phone", () => {
  it("asks for the access link on the subscribe page, then subscribes there once the link is opened", async () => {
    const buyerContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const buyer = await buyerContext.newPage();
    await gotoHydrated(buyer, PAGE);
    const form = buyer.locator("[data-offer-access-form]");
    await form.waitFor();
    expect(await form.textContent()).toContain("Building is open only to the studio's list");
    expect(await buyer.locator("main").textContent()).not.toContain(LISTED);
    await expectPhoneFriendly(buyer);
    await askForLink(buyer, "stranger@example.com");
    await expectPhoneFriendly(buyer);
    await buyer.reload();
    // The form is in the server's HTML: wait until it is the page's own before using it.
    await waitForHydration(buyer);
    await askForLink(buyer, LISTED);

    const adminContext = await session.browser.newContext({ baseURL: session.server.url, viewport: PHONE });
    const admin = await adminContext.newPage();
    await session.signIn(admin, "/admin/subscriptions");
    const outbox = async () =>
      ((await (await admin.request.get("/api/admin/outbox")).json()) as { emails: Array<{ id: number; to: string; template: string }> }).emails.filter((e) => e.template === "offer-access-link");
    await expect.poll(async () => (await outbox()).map((e) => e.to), { timeout: 10_000 }).toEqual([LISTED]);
    const [mail] = await outbox();
    await gotoHydrated(admin, `/customer-emails?id=${mail!.id}`);
    const link = /\/offer-access\/[\w.-]+/.exec(await admin.content())?.[0];
    expect(link).toBeTruthy();
    await adminContext.close();

    await gotoHydrated(buyer, link!);
    await confirmLink(buyer);
    await gotoHydrated(buyer, PAGE);
    await buyer.locator("[data-subscribe-form]").waitFor();
    expect(await buyer.locator("[data-offer-access-form]").count()).toBe(0);
    await expectPhoneFriendly(buyer);
    await buyer.getByLabel(subscriptionCopy.checkout.name).fill("Ola Studio");
    await buyer.getByLabel(subscriptionCopy.checkout.email).fill(LISTED);
    await buyer.getByLabel(checkoutCopy.payment.number).fill("4242 4242 4242 4242");
    await buyer.getByLabel(checkoutCopy.payment.expiry).fill("12/30");
    await buyer.getByLabel(checkoutCopy.payment.cvc).fill("123");
    await buyer.getByLabel(checkoutCopy.payment.name).fill("Ola Studio");
    await buyer.locator("[data-subscribe-form] button[type=submit]").click();
    await buyer.waitForURL((url) => url.pathname === "/subscription-confirmation");
    expect(await buyer.locator("[data-subscription-summary]").textContent()).toContain("Building");
    await buyerContext.close();
  });
});
