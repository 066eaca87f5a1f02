import { eq } from "drizzle-orm";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { auditLog, subscriptions } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import * as adminSubscriptionsPage from "~/routes/admin-subscriptions";
import { createTestApp, createTestContext, signedInCookie, TEST_ORIGIN, testRequest } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";

const GOOD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Mia Park" };

describe.each(testDatabaseKinds())("clearing a subscription's attention flag on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  const now = new Date("2025-11-20T17:00:00Z");
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = { ...createTestContext(t.database), clock: { now: () => now } };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function flaggedSubscription(email: string) {
    const created = await createTestApp(context).request(testRequest("/api/subscriptions", { body: { tierKey: "mentorship_growth", name: "Flo", email, card: GOOD } }));
    expect(created.status).toBe(201);
    const [sub] = await db()
      .update(subscriptions)
      .set({ attention: "A second paid Checkout for this address and tier: refund it and cancel it in Stripe", attentionRaisedAt: new Date("2025-11-20T16:00:00Z") })
      .where(eq(subscriptions.buyerEmail, email))
      .returning();
    return sub!;
  }
  const action = (form: Record<string, string>, cookie = adminCookie, origin = TEST_ORIGIN) =>
    adminSubscriptionsPage.action({
      request: new Request(`${TEST_ORIGIN}/admin/subscriptions`, { method: "POST", headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) }),
      context: { app: context },
      params: {},
    } as never) as unknown as Promise<{ init: { status: number }; data: { ok: boolean; message: string } }>;
  const load = async () =>
    (
      (await adminSubscriptionsPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/subscriptions`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: {} } as never)) as unknown as {
        data: { view: { rows: Array<{ id: number; attention: { reason: string } | null }> } };
      }
    ).data.view.rows;
  const auditOf = (id: number) => db().select().from(auditLog).where(eq(auditLog.target, `subscription:${id}`));

  it("words a flag stored as a reason code on the team's page, and shows a flag from before the codes as stored", async () => {
    const legacy = await flaggedSubscription("jo@example.com");
    const coded = await flaggedSubscription("kit@example.com");
    await db()
      .update(subscriptions)
      .set({ attention: "other_subscription", attentionData: { given: "sub_elsewhere", stored: "sub_ours" } })
      .where(eq(subscriptions.id, coded.id));
    const rows = await load();
    expect(rows.find((r) => r.id === coded.id)?.attention?.reason).toBe("Stripe event names subscription sub_elsewhere, ours is sub_ours: not applied");
    expect(rows.find((r) => r.id === legacy.id)?.attention?.reason).toBe("A second paid Checkout for this address and tier: refund it and cancel it in Stripe");
  });

  it("refuses a signed-in non-admin and a cross-site post, changing nothing", async () => {
    const sub = await flaggedSubscription("flo@example.com");
    await expect(action({ intent: "resolve", id: String(sub.id) }, dancerCookie)).rejects.toMatchObject({ status: 302 });
    expect(await action({ intent: "resolve", id: String(sub.id) }, adminCookie, "https://evil.example")).toMatchObject({ init: { status: 403 } });
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.attention).not.toBeNull();
    expect(await auditOf(sub.id)).toHaveLength(0);
  });

  it("an admin clears it with a note: the flag disappears from the page and the audit log keeps before, after, who and the note", async () => {
    const sub = await flaggedSubscription("gus@example.com");
    expect((await load()).find((r) => r.id === sub.id)?.attention).not.toBeNull();
    const answer = await action({ intent: "resolve", id: String(sub.id), note: "  Refunded the duplicate in Stripe  " });
    expect(answer).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "The flag on gus@example.com's subscription is cleared." } });
    expect((await load()).find((r) => r.id === sub.id)?.attention).toBeNull();
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]).toMatchObject({ attention: null, attentionRaisedAt: null, status: "active" });
    const audit = await auditOf(sub.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "subscription.attention_resolved",
      actorEmail: "ada@example.com",
      details: {
        before: { attention: "A second paid Checkout for this address and tier: refund it and cancel it in Stripe", attentionRaisedAt: "2025-11-20T16:00:00.000Z" },
        after: { attention: null, attentionRaisedAt: null },
        note: "Refunded the duplicate in Stripe",
      },
    });
    // Clearing again (a second tab, a double click) answers that there is nothing to clear and writes nothing.
    expect(await action({ intent: "resolve", id: String(sub.id) })).toMatchObject({ init: { status: 409 }, data: { ok: false } });
    expect(await auditOf(sub.id)).toHaveLength(1);
  });

  it("cancels a subscription on request only once the dialog is confirmed (or its box ticked)", async () => {
    const sub = await flaggedSubscription("ivy@example.com");
    const unconfirmed = await action({ id: String(sub.id) });
    expect(unconfirmed).toMatchObject({ init: { status: 400 }, data: { ok: false, message: irreversibleCopy.subscriptionCancelForBuyer.missing } });
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.cancelAtPeriodEnd).toBe(false);
    expect(await action({ intent: "cancel", id: String(sub.id), confirm: "yes" })).toMatchObject({ init: { status: 200 }, data: { ok: true } });
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!.cancelAtPeriodEnd).toBe(true);
  });

  it("the note is optional; an unknown id and a malformed request are refused", async () => {
    const sub = await flaggedSubscription("hal@example.com");
    expect(await action({ intent: "resolve", id: String(sub.id) })).toMatchObject({ init: { status: 200 } });
    expect((await auditOf(sub.id))[0]!.details).toMatchObject({ note: null });
    expect(await action({ intent: "resolve", id: "999999" })).toMatchObject({ init: { status: 404 } });
    expect(await action({ intent: "resolve", id: "x" })).toMatchObject({ init: { status: 400 } });
    expect(await action({ intent: "resolve", id: String(sub.id), note: "n".repeat(1001) })).toMatchObject({ init: { status: 400 } });
  });
});
