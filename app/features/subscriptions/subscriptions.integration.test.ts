import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { chargeFailureWords, subscriptionCopy } from "~/content/subscriptions";
import { auditLog, emailOutbox, subscriptionPayments, subscriptions } from "~/db/schema";
import { DECLINES_RENEWALS_CARD } from "~/domain/subscription-cards";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { recordSubscriptionCharge } from "~/features/payments/payments.server";
import { createTestApp, createTestContext, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { cancelSubscription } from "./cancel-subscription.server";
import { getCardPage } from "./get-card-page.server";
import { renewDueSubscriptions } from "./renew-due-subscriptions.server";
import { signCardLink } from "./card-link-token.server";

const GOOD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Mia Park" };

describe.each(testDatabaseKinds())("mentorship subscriptions with the test provider on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let now = new Date("2025-11-20T17:00:00Z");
  const db = () => t.database.db;
  const subscribe = (body: unknown) => app.request(testRequest("/api/subscriptions", { body }));
  const renew = (at: string) => {
    now = new Date(at);
    return renewDueSubscriptions({ db: db(), mail: context.mail, siteUrl: "http://localhost", secret: context.secret, now });
  };
  const subscriptionOf = async (email: string) => (await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, email)))[0]!;
  const paymentsOf = (id: number) => db().select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, id)).orderBy(subscriptionPayments.periodStart);
  const mailTo = (to: string, template: string) => db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = { ...createTestContext(t.database), clock: { now: () => now } };
    app = createTestApp(context);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("charges the first period at sign-up (December 2025), then January once when the clock reaches January 1", async () => {
    const res = await subscribe({ tierKey: "mentorship_building", name: "Mia Park", email: "mia@example.com", card: GOOD, priceMinor: 1 });
    expect(res.status).toBe(201);
    const sub = await subscriptionOf("mia@example.com");
    expect(sub).toMatchObject({
      status: "active",
      priceMinor: 14700,
      currency: "USD",
      cardLast4: "4242",
      startsAt: new Date("2025-12-01T00:00:00Z"),
      currentPeriodEnd: new Date("2026-01-01T00:00:00Z"),
      minimumTermEndsAt: new Date("2026-03-01T00:00:00Z"),
    });
    expect(await paymentsOf(sub.id)).toMatchObject([{ status: "paid", amountMinor: 14700, periodStart: new Date("2025-12-01T00:00:00Z") }]);
    expect(await mailTo("mia@example.com", "subscription-confirmation")).toHaveLength(1);

    expect((await renew("2025-12-31T23:59:00Z")).paid).toBe(0);
    expect((await renew("2026-01-01T00:00:00Z")).paid).toBe(1);
    // The job running again (a retry, a second worker) charges nothing more.
    expect((await renew("2026-01-01T00:05:00Z")).paid).toBe(0);
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => [p.periodStart.toISOString(), p.status])).toEqual([
      ["2025-12-01T00:00:00.000Z", "paid"],
      ["2026-01-01T00:00:00.000Z", "paid"],
    ]);
    expect(await subscriptionOf("mia@example.com")).toMatchObject({ currentPeriodEnd: new Date("2026-02-01T00:00:00Z") });
    // Recording a paid period's charge again is a repeat: nothing changes.
    const january = { subscriptionId: sub.id, period: { start: new Date("2026-01-01T00:00:00Z"), end: new Date("2026-02-01T00:00:00Z") }, amountMinor: 14700, currency: "USD" as const, providerRef: null, now };
    expect(await recordSubscriptionCharge(db(), january)).toEqual({ ok: true, repeated: true });
    expect(await paymentsOf(sub.id)).toHaveLength(2);
    // A clock moved two months on catches up February and March in one run, each once.
    expect((await renew("2026-03-01T00:00:00Z")).paid).toBe(2);
    expect((await paymentsOf(sub.id)).map((p) => p.periodStart.toISOString().slice(0, 7))).toEqual(["2025-12", "2026-01", "2026-02", "2026-03"]);
    // A receipt for each renewal (issue 37): the amount, the month it pays for, how to stop; one per charge.
    const receipts = await mailTo("mia@example.com", "subscription-receipt");
    expect(receipts.map((m) => /for the month from (\w+ \d+, \d+)/.exec(m.text)?.[1]).sort()).toEqual(["February 1, 2026", "January 1, 2026", "March 1, 2026"]);
    expect(receipts[0]!.text).toContain("We charged $147 for the month from");
    expect(receipts[0]!.text).toContain("To stop, cancel from your account page");
  });

  it("prices a city page's mentorship card from that event's offer (London £181)", async () => {
    now = new Date("2025-11-20T17:00:00Z");
    expect((await subscribe({ tierKey: "mentorship_building", eventSlug: "london", name: "Ola", email: "ola@example.com", card: GOOD })).status).toBe(201);
    expect(await subscriptionOf("ola@example.com")).toMatchObject({ currency: "GBP", priceMinor: 18100 });
    expect((await subscribe({ tierKey: "core", eventSlug: "london", name: "Ola", email: "ola2@example.com", card: GOOD })).status).toBe(409);
  });

  it("refuses a second live subscription to the same tier for one address (any case), with the code the form links to /account on; even two at once make one", async () => {
    now = new Date("2025-11-20T18:00:00Z");
    const again = await subscribe({ tierKey: "mentorship_building", name: "Mia Park", email: "MIA@example.com", card: GOOD });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, code: "already_subscribed", message: subscriptionCopy.refusals.already_subscribed });
    const live = () => db().select().from(subscriptions).where(and(eq(subscriptions.buyerEmail, "mia@example.com"), eq(subscriptions.tierKey, "mentorship_building")));
    expect(await live()).toHaveLength(1);
    // Another tier is another subscription.
    expect((await subscribe({ tierKey: "mentorship_growth", name: "Mia Park", email: "mia@example.com", card: GOOD })).status).toBe(201);

    const both = await Promise.all([0, 1].map(() => subscribe({ tierKey: "mentorship_elite", name: "Rae", email: "rae@example.com", card: GOOD })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const rae = await db().select().from(subscriptions).where(eq(subscriptions.buyerEmail, "rae@example.com"));
    expect(rae).toHaveLength(1);
    expect(await paymentsOf(rae[0]!.id)).toHaveLength(1);
    expect(await mailTo("rae@example.com", "subscription-confirmation")).toHaveLength(1);

    // The database itself refuses a second live row, whoever writes it.
    const { id: _id, token: _token, ...copy } = rae[0]!;
    await expect(db().insert(subscriptions).values({ ...copy, token: "dup-token", buyerEmail: "Rae@Example.com" })).rejects.toThrow();
  });

  it("enforces the 3-month minimum on cancel: asked in December, it ends March 1 after January and February are charged", async () => {
    now = new Date("2025-11-21T10:00:00Z");
    expect((await subscribe({ tierKey: "mentorship_elite", name: "Kai", email: "kai@example.com", card: GOOD })).status).toBe(201);
    const sub = await subscriptionOf("kai@example.com");
    now = new Date("2025-12-10T10:00:00Z");
    const refused = await cancelSubscription({ db: db(), id: sub.id, by: { kind: "subscriber", userId: "someone-else", email: "eve@example.com" }, now, mail: context.mail });
    expect(refused).toMatchObject({ ok: false, reason: "not_found" });
    const cancelled = await cancelSubscription({ db: db(), id: sub.id, by: { kind: "subscriber", userId: "nobody", email: "KAI@example.com" }, now, mail: context.mail });
    expect(cancelled).toMatchObject({ ok: true, endsAt: new Date("2026-03-01T00:00:00Z"), minimumTermApplies: true });
    await renew("2026-01-01T00:00:00Z");
    await renew("2026-02-01T00:00:00Z");
    await renew("2026-03-01T00:00:00Z");
    await renew("2026-04-01T00:00:00Z");
    expect((await paymentsOf(sub.id)).map((p) => p.periodStart.toISOString().slice(0, 7))).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(await subscriptionOf("kai@example.com")).toMatchObject({ status: "ended", endsAt: new Date("2026-03-01T00:00:00Z") });
  });

  it("a team cancel on request is audited", async () => {
    now = new Date("2025-11-22T10:00:00Z");
    expect((await subscribe({ tierKey: "mentorship_growth", name: "Bo", email: "bo@example.com", card: GOOD })).status).toBe(201);
    const sub = await subscriptionOf("bo@example.com");
    const result = await cancelSubscription({ db: db(), id: sub.id, by: { kind: "admin", actor: { userId: null, email: "team@example.com" } }, now, mail: context.mail });
    expect(result).toMatchObject({ ok: true, endsAt: new Date("2026-03-01T00:00:00Z") });
    expect(await db().select().from(auditLog).where(eq(auditLog.target, `subscription:${sub.id}`))).toHaveLength(1);
    expect(await cancelSubscription({ db: db(), id: sub.id, by: { kind: "admin", actor: { userId: null, email: "team@example.com" } }, now, mail: context.mail })).toMatchObject({ ok: false, reason: "already" });
  });

  it("0341 is accepted at sign-up, declined at renewal: past due with a card link, retried on days 1, 3 and 5, then cancelled with both sides told", async () => {
    now = new Date("2025-11-23T10:00:00Z");
    const res = await subscribe({ tierKey: "mentorship_building", name: "Dee", email: "dee@example.com", card: { ...GOOD, number: DECLINES_RENEWALS_CARD } });
    expect(res.status).toBe(201);
    const sub = await subscriptionOf("dee@example.com");
    expect(sub.cardLast4).toBe("0341");

    expect((await renew("2026-01-01T00:00:00Z")).failed).toBe(1);
    expect(await subscriptionOf("dee@example.com")).toMatchObject({ status: "past_due", failedAttempts: 1, nextAttemptAt: new Date("2026-01-02T00:00:00Z") });
    // Why it failed is stored as a reason with its data; the team's page words it.
    const [failedPayment] = await paymentsOf(sub.id).then((rows) => rows.filter((p) => p.status === "failed"));
    expect(failedPayment).toMatchObject({ failure: { kind: "card_refused", code: "card_declined" }, failureMessage: null });
    expect(chargeFailureWords(failedPayment!.failure!)).toBe("Card refused (card declined)");
    const [failedMail] = await mailTo("dee@example.com", "subscription-payment-failed");
    expect(failedMail!.text).toContain(`/subscription-card/${signCardLink(context.secret, sub.id, new Date("2026-01-01T00:00:00Z"))}`);
    expect((await renew("2026-01-01T12:00:00Z")).failed).toBe(0);
    expect((await renew("2026-01-02T00:00:00Z")).failed).toBe(1);
    expect((await renew("2026-01-04T00:00:00Z")).failed).toBe(1);
    expect((await renew("2026-01-06T00:00:00Z")).cancelled).toBe(1);
    expect(await subscriptionOf("dee@example.com")).toMatchObject({ status: "cancelled", cancelReason: "non_payment", failedAttempts: 4 });
    const failedMails = await mailTo("dee@example.com", "subscription-payment-failed");
    expect(failedMails).toHaveLength(3);
    // Each retry email carries its own fresh link.
    const links = failedMails.map((m) => /\/subscription-card\/([\w.-]+)/.exec(m.text)![1]);
    expect(new Set(links).size).toBe(3);
    // Cancelled: even the newest link no longer takes a card, and says why.
    const closed = await app.request(testRequest("/api/subscriptions/card", { body: { token: links[2], card: GOOD } }));
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: "closed" });
    expect(await mailTo("dee@example.com", "subscription-cancelled")).toHaveLength(1);
    expect(await mailTo(context.mail.teamEmail, "team-notification")).not.toHaveLength(0);
    const [january] = (await paymentsOf(sub.id)).filter((p) => p.periodStart.getTime() === new Date("2026-01-01T00:00:00Z").getTime());
    expect(january).toMatchObject({ status: "failed", attempts: 4 });
    expect((await renew("2026-02-01T00:00:00Z")).failed).toBe(0);
    // Cancelled for non-payment, so the address may subscribe again.
    expect((await subscribe({ tierKey: "mentorship_building", name: "Dee", email: "dee@example.com", card: GOOD })).status).toBe(201);
  });

  it("a new card from the signed link pays the overdue month at once", async () => {
    now = new Date("2025-11-24T10:00:00Z");
    expect((await subscribe({ tierKey: "mentorship_building", name: "Fay", email: "fay@example.com", card: { ...GOOD, number: DECLINES_RENEWALS_CARD } })).status).toBe(201);
    const sub = await subscriptionOf("fay@example.com");
    await renew("2026-01-01T00:00:00Z");
    const forged = await app.request(testRequest("/api/subscriptions/card", { body: { token: `${sub.id}.${"x".repeat(43)}`, card: GOOD } }));
    expect(forged.status).toBe(404);
    // The emailed link (signed when the renewal failed, January 1) is what the subscriber follows.
    const [failedMail] = await mailTo("fay@example.com", "subscription-payment-failed");
    const link = /\/subscription-card\/([\w.-]+)/.exec(failedMail!.text)![1]!;
    expect(link).toBe(signCardLink(context.secret, sub.id, new Date("2026-01-01T00:00:00Z")));
    // The old, expiry-less form of the link is not accepted any more.
    expect((await app.request(testRequest("/api/subscriptions/card", { body: { token: link.replace(/\.\d+\./, "."), card: GOOD } }))).status).toBe(404);
    // A link whose issue time was moved forward no longer matches its signature.
    expect((await app.request(testRequest("/api/subscriptions/card", { body: { token: link.replace(/\.(\d+)\./, (_, ms: string) => `.${Number(ms) + 86_400_000}.`), card: GOOD } }))).status).toBe(404);
    now = new Date("2026-01-01T09:00:00Z");
    const res = await app.request(testRequest("/api/subscriptions/card", { body: { token: link, card: GOOD } }));
    expect(res.status).toBe(200);
    expect(await subscriptionOf("fay@example.com")).toMatchObject({ status: "active", cardLast4: "4242", failedAttempts: 0, currentPeriodEnd: new Date("2026-02-01T00:00:00Z") });
    // Used once: the same link again is refused with its own message, and the card is not changed.
    now = new Date("2026-01-01T09:05:00Z");
    const again = await app.request(testRequest("/api/subscriptions/card", { body: { token: link, card: { ...GOOD, number: DECLINES_RENEWALS_CARD } } }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, code: "used", message: expect.stringContaining("already been used") });
    expect(await subscriptionOf("fay@example.com")).toMatchObject({ cardLast4: "4242" });
  });

  it("a saved card declined at once gets a new email whose link still works (it is signed after the save)", async () => {
    now = new Date("2025-11-24T10:30:00Z");
    expect((await subscribe({ tierKey: "mentorship_building", name: "Hal", email: "hal@example.com", card: { ...GOOD, number: DECLINES_RENEWALS_CARD } })).status).toBe(201);
    await renew("2026-01-01T00:00:00Z");
    const [first] = await mailTo("hal@example.com", "subscription-payment-failed");
    const firstLink = /\/subscription-card\/([\w.-]+)/.exec(first!.text)![1]!;
    // The subscriber saves another card that renewals decline: the overdue charge fails at once.
    now = new Date("2026-01-01T09:00:00Z");
    const saved = await app.request(testRequest("/api/subscriptions/card", { body: { token: firstLink, card: { ...GOOD, number: DECLINES_RENEWALS_CARD } } }));
    expect(saved.status).toBe(200);
    const mails = await mailTo("hal@example.com", "subscription-payment-failed");
    expect(mails).toHaveLength(2);
    const newest = /\/subscription-card\/([\w.-]+)/.exec(mails.find((m) => m.id !== first!.id)!.text)![1]!;
    const sub = await subscriptionOf("hal@example.com");
    expect(await getCardPage({ db: db(), secret: context.secret, token: newest, now })).toMatchObject({ state: "open" });
    const fixed = await app.request(testRequest("/api/subscriptions/card", { body: { token: newest, card: GOOD } }));
    expect(fixed.status).toBe(200);
    expect(await subscriptionOf("hal@example.com")).toMatchObject({ id: sub.id, status: "active", cardLast4: "4242" });
  });

  it("a card link expires 7 days after it was emailed, with a page that says so", async () => {
    now = new Date("2025-11-24T11:00:00Z");
    expect((await subscribe({ tierKey: "mentorship_growth", name: "Gil", email: "gil@example.com", card: { ...GOOD, number: DECLINES_RENEWALS_CARD } })).status).toBe(201);
    const sub = await subscriptionOf("gil@example.com");
    const link = signCardLink(context.secret, sub.id, new Date("2025-12-20T00:00:00Z"));
    now = new Date("2025-12-27T00:00:00Z");
    expect(await getCardPage({ db: db(), secret: context.secret, token: link, now })).toMatchObject({ state: "open" });
    now = new Date("2025-12-27T00:00:01Z");
    expect(await getCardPage({ db: db(), secret: context.secret, token: link, now })).toMatchObject({ state: "expired" });
    const res = await app.request(testRequest("/api/subscriptions/card", { body: { token: link, card: GOOD } }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ ok: false, code: "expired" });
    expect(await subscriptionOf("gil@example.com")).toMatchObject({ cardLast4: "0341" });
  });
});
