import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { checkoutDrafts, emailOutbox, emailSuppressions, events, jobs, orders, recoverySends, refunds } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { enqueueJob } from "~/lib/jobs/enqueue-job.server";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe";
import { createTestApp, createTestContext, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import type { AppContext } from "~/app-context.server";
import { getResumeCheckout } from "./get-resume-checkout.server";
import { RECOVERY_COOKIE } from "./note-recovered-checkout.server";
import { recoveryLinks, signResumeToken, signUnsubscribeToken } from "./recovery-tokens.server";
import { sendRecoveryEmail } from "./send-recovery-email.server";

const buyer = { fullName: "Jordan Rivera", email: "jordan@example.com", phone: "+1 860 555 0100" };
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };

describe.each(testDatabaseKinds())("recovery links on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let event: { id: number; slug: string };
  let otherEvent: { id: number; slug: string };
  const db = () => t.database.db;
  const now = () => context.clock.now();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database);
    app = createTestApp(context);
    // Two events that sell the core tier in USD, on sale at the test clock's date.
    const usd = await db().select({ id: events.id, slug: events.slug }).from(events).where(eq(events.currency, "USD")).orderBy(events.id);
    const onSale: Array<{ id: number; slug: string }> = [];
    for (const e of usd) {
      const quoted = await getResumeCheckoutFor(e.id);
      if (quoted) onSale.push(e);
      if (onSale.length === 2) break;
    }
    [event, otherEvent] = onSale as [{ id: number; slug: string }, { id: number; slug: string }];
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await db().delete(recoverySends);
    await db().delete(jobs);
    await db().delete(checkoutDrafts);
    await db().delete(emailSuppressions);
    await db().delete(emailOutbox);
    await db().delete(refunds);
    await db().delete(orders);
  });

  async function draftFor(eventId: number, key = `draft-${eventId}-${Math.random()}`) {
    const left = new Date(now().getTime() - 2 * 3_600_000);
    const [row] = await db()
      .insert(checkoutDrafts)
      .values({ clientKey: key, eventId, buyerEmail: buyer.email, buyerName: buyer.fullName, lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 16800, currency: "USD", createdAt: left, updatedAt: left })
      .returning({ id: checkoutDrafts.id });
    return row!.id;
  }
  /** Whether a one-core cart of that event is on sale now (some seeded events are past or off sale at the test clock). */
  async function getResumeCheckoutFor(eventId: number): Promise<boolean> {
    const id = await draftFor(eventId);
    const result = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
    await db().delete(checkoutDrafts).where(eq(checkoutDrafts.id, id));
    return result.ok;
  }
  async function placeOrder(eventSlug: string, cookie?: string, extra: { buyer?: typeof buyer; draftKey?: string } = {}) {
    const res = await app.request("/api/checkout/orders", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.7", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ eventSlug, items: [{ tierKey: "core", quantity: 1 }], codes: [], buyer, students: [{ fullName: "Dancer", age: 19 }], ...extra }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { order: { token: string } }).order.token;
  }
  async function pay(token: string) {
    const res = await app.request(`/api/checkout/orders/${token}/test-card`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.8" },
      body: JSON.stringify(okCard),
    });
    expect(res.status).toBe(200);
  }
  const draftRow = async (id: number) => (await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.id, id)))[0]!;
  const orderId = async (token: string) => (await db().select({ id: orders.id }).from(orders).where(eq(orders.token, token)))[0]!.id;

  it("restores the cart re-priced, and an order paid through the link marks the cart recovered", async () => {
    const id = await draftFor(event.id);
    const resumed = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
    if (!resumed.ok) throw new Error(`not resumable: ${resumed.reason}`);
    expect(resumed.cart).toMatchObject({ eventSlug: event.slug, items: [{ tierKey: "core", quantity: 1 }], codes: [] });
    expect(resumed.cart.items[0]!.unitPriceMinor).toBeGreaterThan(0);

    const token = await placeOrder(event.slug, `${RECOVERY_COOKIE}=${encodeURIComponent(resumed.mark)}`);
    expect((await draftRow(id)).recoveredOrderId).toBeNull();
    await pay(token);
    const row = await draftRow(id);
    expect(row.recoveredOrderId).toBe(await orderId(token));
    expect(row.recoveredAt).toEqual(now());
  });

  it("gives back what the buyer typed with a valid link: the draft's name and email, the unpaid order's phone and students; never a paid order's", async () => {
    const id = await draftFor(event.id, "typed-details-key-0001");
    const resume = async () => {
      const resumed = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
      if (!resumed.ok) throw new Error(`not resumable: ${resumed.reason}`);
      return resumed.details;
    };
    // Left before placing the order: only what the draft holds.
    expect(await resume()).toEqual({ buyer: { fullName: buyer.fullName, email: buyer.email, phone: "" }, students: [] });

    // Placed (its hold let go unpaid): the phone and the student typed come back too.
    const placed = await placeOrder(event.slug, undefined, { draftKey: "typed-details-key-0001" });
    expect(await resume()).toEqual({ buyer: { fullName: buyer.fullName, email: buyer.email, phone: buyer.phone }, students: [{ fullName: "Dancer", age: "19", parentName: "", email: "" }] });

    // Paid since: the booked students are not copied to a new checkout.
    await pay(placed);
    expect((await resume()).students).toEqual([]);
    // A tampered link gives nothing back.
    const forged = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken("another-secret".padEnd(48, "x"), id, now()), now: now() });
    expect(forged).toEqual({ ok: false, reason: "invalid" });
  });

  it("does not count an order without the link, with a forged mark, or for another event", async () => {
    const id = await draftFor(event.id);
    const resumed = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
    if (!resumed.ok) throw new Error("not resumable");
    await pay(await placeOrder(event.slug));
    await pay(await placeOrder(event.slug, `${RECOVERY_COOKIE}=${id}.${"A".repeat(43)}`));
    await pay(await placeOrder(otherEvent.slug, `${RECOVERY_COOKIE}=${encodeURIComponent(resumed.mark)}`));
    expect((await draftRow(id)).recoveredOrderId).toBeNull();
  });

  it("attributes only the restored cart's order: the same buyer (any case) or the same kept checkout, not another buyer's order in the cookie's 14 days", async () => {
    const id = await draftFor(event.id, "restored-cart-key-0001");
    const resumed = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
    if (!resumed.ok) throw new Error("not resumable");
    const cookie = `${RECOVERY_COOKIE}=${encodeURIComponent(resumed.mark)}`;
    // Someone else books the same event on this computer: not this cart's recovery.
    const stranger = await placeOrder(event.slug, cookie, { buyer: { ...buyer, email: "friend@example.com" } });
    await pay(stranger);
    expect((await draftRow(id)).recoveredOrderId).toBeNull();
    expect((await db().select({ context: orders.context }).from(orders).where(eq(orders.token, stranger)))[0]!.context).not.toHaveProperty("recoveredFrom");

    // The same checkout (its draftKey is the kept cart's), under another address: attributed.
    const sameCheckout = await placeOrder(event.slug, cookie, { buyer: { ...buyer, email: "jordan.work@example.com" }, draftKey: (await draftRow(id)).clientKey });
    await pay(sameCheckout);
    expect((await draftRow(id)).recoveredOrderId).toBe(await orderId(sameCheckout));
  });

  it("attributes the buyer's own order, whatever the case of the address", async () => {
    const id = await draftFor(event.id);
    const resumed = await getResumeCheckout({ db: db(), secret: context.secret, token: signResumeToken(context.secret, id, now()), now: now() });
    if (!resumed.ok) throw new Error("not resumable");
    const token = await placeOrder(event.slug, `${RECOVERY_COOKIE}=${encodeURIComponent(resumed.mark)}`, { buyer: { ...buyer, email: "Jordan@Example.com" } });
    await pay(token);
    expect((await draftRow(id)).recoveredOrderId).toBe(await orderId(token));
  });

  it("refuses a tampered or expired link and names what sold out", async () => {
    const id = await draftFor(event.id);
    const token = signResumeToken(context.secret, id, now());
    expect(await getResumeCheckout({ db: db(), secret: context.secret, token: `${token.slice(0, -2)}xx`, now: now() })).toEqual({ ok: false, reason: "invalid" });
    expect(await getResumeCheckout({ db: db(), secret: context.secret, token, now: new Date(now().getTime() + 15 * 86_400_000) })).toEqual({ ok: false, reason: "expired" });
    await db().execute(
      // The team closes the tier by hand: the link says so and offers the waitlist for it.
      sql`update offers set sold_out = true where event_id = ${event.id} and tier_key = 'core'`,
    );
    try {
      const soldOut = await getResumeCheckout({ db: db(), secret: context.secret, token, now: now() });
      expect(soldOut).toMatchObject({ ok: false, reason: "sold_out", tiers: [{ tierKey: "core" }] });
    } finally {
      await db().execute(sql`update offers set sold_out = false where event_id = ${event.id} and tier_key = 'core'`);
    }
  });

  it("unsubscribes: GET shows the address, a one-click POST with no cookie suppresses it, and the next send skips it", async () => {
    const id = await draftFor(event.id);
    const token = signUnsubscribeToken(context.secret, id);
    const url = recoveryLinks.unsubscribe(TEST_ORIGIN, token);
    const args = (request: Request, t2 = token) => ({ request, params: { token: t2 }, context: { app: context } }) as never;
    const shown = (await unsubscribeLoader(args(new Request(url)))) as unknown as { data: unknown; init: { status?: number } };
    expect(shown.data).toEqual({ ok: true, email: buyer.email });
    const bad = (await unsubscribeLoader(args(new Request(url), `${id}.${"B".repeat(43)}`))) as unknown as { init: { status?: number } };
    expect(bad.init.status).toBe(404);

    // RFC 8058: the mail provider posts this body, from elsewhere, with no cookies.
    const post = new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const done = (await unsubscribeAction(args(post))) as unknown as { data: unknown };
    expect(done.data).toEqual({ ok: true, email: buyer.email });
    expect(await db().select().from(emailSuppressions)).toEqual([expect.objectContaining({ email: buyer.email, source: "one_click" })]);
    // Twice is still one row.
    await unsubscribeAction(args(new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "source=link" })));
    expect(await db().select().from(emailSuppressions)).toHaveLength(1);

    const job = await enqueueJob(db(), { kind: "recovery-send", payload: { draftIds: [id], trigger: "manual" } });
    const result = await sendRecoveryEmail({ db: db(), draftId: id, jobId: job.id, trigger: "manual", now: now(), holdMinutes: 15, mail: context.mail, secret: context.secret, siteUrl: TEST_ORIGIN });
    expect(result).toEqual({ status: "skipped", reason: "unsubscribed" });
  });
});
