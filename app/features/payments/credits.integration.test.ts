import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { auditLog, creditRedemptions, credits, emailOutbox, events, ledgerEntries, offers, orders } from "~/db/schema";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { getOrderView } from "~/features/checkout/confirmation/get-order-view.server";
import * as orderPage from "~/routes/admin-order";
import { createTestApp, createTestContext, signedInCookie, testRequest, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { runPaymentJobs } from "../../../tests/support/run-payment-jobs";
import { issueOrderCredit } from "./issue-order-credit.server";

const buyer = { fullName: "Rosa Diaz", email: "rosa@example.com", phone: "+1 860 555 0100" };
const adult = (n = 1) => ({ fullName: `Dancer ${n}`, age: 19 });
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Rosa Diaz" };
const CODE = /^CR-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}$/;

interface Json {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

describe.each(testDatabaseKinds())("credits on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let app: ReturnType<typeof createTestApp>;
  let adminCookie: string;
  let dancerCookie: string;
  let hartford: { id: number; poolId: number };
  let keys = 0;
  const key = () => `creditkey${kind}${String(keys++).padStart(8, "0")}`;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    app = createTestApp(context);
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
    const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    await setOfferSeats({ db: t.database.db, eventId: event!.id, tierKey: "core", capacity: 60 });
    const [offer] = await t.database.db.select({ poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, event!.id), eq(offers.tierKey, "core")));
    hartford = { id: event!.id, poolId: offer!.poolId! };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const db = () => t.database.db;
  const now = () => context.clock.now();
  const post = async (path: string, body: unknown): Promise<{ status: number; json: Json }> => {
    const res = await app.request(testRequest(path, { body }));
    return { status: res.status, json: (await res.json()) as Json };
  };
  const place = (codes: string[] = [], eventSlug = "hartford", quantity = 1) =>
    post("/api/checkout/orders", { eventSlug, items: [{ tierKey: "core", quantity }], buyer, students: Array.from({ length: quantity }, (_, i) => adult(i + 1)), codes });
  const quote = (codes: string[], eventSlug = "hartford") => post("/api/cart/quote", { eventSlug, items: [{ tierKey: "core", quantity: 1 }], codes });
  const orderOf = async (token: string) => (await db().select().from(orders).where(eq(orders.token, token)))[0]!;
  async function paidOrder(quantity = 1) {
    const placed = await place([], "hartford", quantity);
    if (!placed.json.ok) throw new Error(placed.json.message);
    const token = (placed.json.order as { token: string }).token;
    const paid = await post(`/api/checkout/orders/${token}/test-card`, okCard);
    expect(paid.json).toMatchObject({ ok: true, status: "paid" });
    return orderOf(token);
  }
  const creditOf = async (code: string) => (await db().select().from(credits).where(eq(credits.code, code)))[0]!;
  const seatsTaken = async () => (await countPoolSeatsTaken({ db: db(), eventId: hartford.id, now: now() })).get(hartford.poolId) ?? 0;
  const action = (number: string, form: Record<string, string>, cookie = adminCookie) =>
    orderPage.action({
      request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { method: "POST", headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ confirm: "yes", ...form }) }),
      context: { app: context },
      params: { number },
    } as never) as unknown as Promise<{ data: Json; init: { status: number } }>;
  const loader = (number: string) =>
    orderPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: { number } } as never) as unknown as Promise<{
      data: { credits: Array<{ code: string; amount: string; balance: string }>; redeemed: Array<{ code: string; amount: string }>; refundable: string | null; status: string };
    }>;
  async function issue(number: string, amount: string | "rest") {
    const form: Record<string, string> = amount === "rest" ? { intent: "credit", scope: "rest", note: "Date changed", key: key() } : { intent: "credit", scope: "part", amount, note: "Date changed", key: key() };
    const answer = await action(number, form);
    expect(answer.data.ok, answer.data.message ?? JSON.stringify(answer.data.errors)).toBe(true);
    const [row] = await db().select().from(credits).where(eq(credits.idempotencyKey, form.key!)).limit(1);
    return row!;
  }

  it("issues a credit for part, then the rest: one per key, never beyond what is left, audited, emailed; the whole cancels the order and frees its seats", async () => {
    const order = await paidOrder(2);
    const seatsBefore = await seatsTaken();

    const k = key();
    const part = await action(order.number, { intent: "credit", scope: "part", amount: "100", note: "Date changed, asked for credit", key: k });
    expect(part).toMatchObject({ init: { status: 200 }, data: { ok: true } });
    expect(part.data.message).toMatch(/^Credit CR-.{9} of \$100 issued\. The buyer is emailed the code\.$/);
    const again = await action(order.number, { intent: "credit", scope: "part", amount: "100", note: "Date changed, asked for credit", key: k });
    expect(again.data.message).toMatch(/^That credit was already issued \(CR-/);
    const both = await Promise.all([1, 2, 3].map(() => issueOrderCredit({ db: db(), mail: context.mail, number: order.number, amountMinor: 500, note: "Same", idempotencyKey: "sameissuekeysameissue", actor: { userId: null, email: "ada@example.com" }, now: now() })));
    expect(new Set(both.map((r) => (r.ok ? r.creditId : 0))).size).toBe(1);
    const issued = await db().select().from(credits).where(eq(credits.sourceOrderId, order.id));
    expect(issued.map((c) => [c.amountMinor, c.balanceMinor, c.currency, c.holderEmail])).toEqual([
      [10000, 10000, "USD", "rosa@example.com"],
      [500, 500, "USD", "rosa@example.com"],
    ]);
    expect(issued.every((c) => CODE.test(c.code))).toBe(true);
    expect((await orderOf(order.token)).status).toBe("paid");
    expect(await seatsTaken()).toBe(seatsBefore);

    // Paid $336, $105 given as credit: $231 left, for a refund or a credit alike.
    const tooMuch = await action(order.number, { intent: "credit", scope: "part", amount: "300", note: "Too much", key: key() });
    expect(tooMuch).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { creditAmount: "That is more than can be given back: at most $231 is left." } } });
    const refundTooMuch = await action(order.number, { intent: "refund", scope: "part", amount: "232", reason: "Too much", key: key() });
    expect(refundTooMuch).toMatchObject({ init: { status: 422 }, data: { errors: { amount: "That is more than can be refunded: at most $231 is left." } } });
    expect((await loader(order.number)).data.refundable).toBe("$231");

    const rest = await action(order.number, { intent: "credit", scope: "rest", note: "Family moved to the next date", key: key() });
    expect(rest.data.message).toMatch(/^Credit CR-.{9} of \$231 issued and the order cancelled/);
    expect((await orderOf(order.token)).status).toBe("cancelled");
    expect(await seatsTaken()).toBe(seatsBefore - 2);
    const page = (await loader(order.number)).data;
    expect(page.credits.map((c) => c.amount)).toEqual(["$100", "$5", "$231"]);
    expect(page.refundable).toBeNull();

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.target, order.number), eq(auditLog.action, "order.credit_issued")));
    expect(audits).toHaveLength(3);
    expect(audits.at(-1)!.details).toMatchObject({ amountMinor: 23100, before: { status: "paid", creditedMinor: 10500 }, after: { status: "cancelled", creditedMinor: 33600 } });
    const notices = await db().select().from(emailOutbox).where(and(eq(emailOutbox.template, "credit-notice"), eq(emailOutbox.toAddress, "rosa@example.com")));
    const mine = notices.filter((n) => issued.some((c) => n.text.includes(c.code)) || n.text.includes(order.number));
    expect(mine).toHaveLength(3);
    expect(mine[0]!.text).toContain(issued[0]!.code);
    expect(mine[0]!.text).toContain("$100");
    expect(mine[0]!.text).toContain("never expires and works for any city or date");
    expect(mine[0]!.text).toContain("promo code field");

    const closed = await action(order.number, { intent: "credit", scope: "rest", note: "Once more", key: key() });
    expect(closed).toMatchObject({ init: { status: 409 }, data: { ok: false, message: "Only a paid order can be turned into credit." } });
    // The same key on another order is not that order's credit: refused, nothing issued there.
    const other = await paidOrder();
    const elsewhere = await issueOrderCredit({ db: db(), mail: context.mail, number: other.number, amountMinor: 500, note: "Same", idempotencyKey: "sameissuekeysameissue", actor: { userId: null, email: "ada@example.com" }, now: now() });
    expect(elsewhere).toEqual({ ok: false, reason: "key_used_elsewhere" });
    expect(await db().select().from(credits).where(eq(credits.sourceOrderId, other.id))).toEqual([]);
  });

  it("only an admin may issue one, and bad input changes nothing", async () => {
    const order = await paidOrder();
    await expect(action(order.number, { intent: "credit", scope: "rest", note: "Stranger", key: key() }, dancerCookie)).rejects.toMatchObject({ status: 302 });
    const bad = await action(order.number, { intent: "credit", scope: "part", amount: "12.345", note: "Typo", key: key() });
    expect(bad).toMatchObject({ init: { status: 400 }, data: { ok: false, errors: { creditAmount: "Enter an amount like 84 or 84.50." } } });
    expect(await db().select().from(credits).where(eq(credits.sourceOrderId, order.id))).toEqual([]);
  });

  it("a credit reduces a Hartford cart in its currency, what is left stays on it, and covering the whole total pays without the provider", async () => {
    const source = await paidOrder();
    const credit = await issue(source.number, "100");

    const quoted = await quote([credit.code.toLowerCase()]);
    expect(quoted.json).toMatchObject({ ok: true, quote: { subtotalMinor: 16800, discountMinor: 0, creditMinor: 10000, totalMinor: 6800, credit: { code: credit.code, amountMinor: 10000, leftMinor: 0 }, rejectedCodes: [] } });
    const checked = await post("/api/cart/discount-codes/validate", { code: credit.code, eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], appliedCodes: [] });
    expect(checked.json).toMatchObject({ ok: true, valid: true, discount: { code: credit.code, description: "Credit: $100 off, $0 left on it" } });

    const placed = await place([credit.code]);
    expect(placed.json).toMatchObject({ ok: true, order: { totalMinor: 6800 }, payment: { kind: "test_card" } });
    const token = (placed.json.order as { token: string }).token;
    // Held while the checkout runs: another cart sees nothing free on it.
    expect((await quote([credit.code])).json).toMatchObject({ quote: { totalMinor: 16800, rejectedCodes: [{ code: credit.code, message: expect.stringContaining("used up") }] } });
    expect((await creditOf(credit.code)).balanceMinor).toBe(10000);
    await post(`/api/checkout/orders/${token}/test-card`, okCard);
    const paid = await orderOf(token);
    expect(paid).toMatchObject({ status: "paid", subtotalMinor: 16800, creditMinor: 10000, totalMinor: 6800 });
    expect((await creditOf(credit.code)).balanceMinor).toBe(0);
    await runPaymentJobs(context);
    const confirmation = (await db().select().from(emailOutbox).where(eq(emailOutbox.template, "order-confirmation"))).find((m) => m.text.includes(paid.number));
    expect(confirmation?.text).toContain(`Credit ${credit.code}`);
    expect((await getOrderView({ db: db(), token }))?.credit).toEqual({ code: credit.code, amountMinor: 10000 });
    const page = (await loader(paid.number)).data;
    expect(page.redeemed).toEqual([{ id: expect.any(Number), code: credit.code, amount: "$100", balance: "$0", holder: "rosa@example.com" }]);
    // A refund gives back the money part only; refunded in full, the credit part goes back on its credit.
    expect(page.refundable).toBe("$68");
    const refund = await action(paid.number, { intent: "refund", scope: "rest", reason: "Injury", key: key() });
    expect(refund.data.message).toBe("Refunded $68. The buyer is emailed.");
    expect((await orderOf(token)).status).toBe("refunded");
    expect((await creditOf(credit.code)).balanceMinor).toBe(10000);

    // A bigger credit pays a whole order: no card, paid at once, $32 left on it.
    const big = await issue((await paidOrder(2)).number, "200");
    const free = await place([big.code]);
    expect(free.json).toMatchObject({ ok: true, order: { totalMinor: 0 }, payment: { kind: "none" } });
    const covered = await orderOf((free.json.order as { token: string }).token);
    expect(covered).toMatchObject({ status: "paid", creditMinor: 16800, totalMinor: 0 });
    expect((await creditOf(big.code)).balanceMinor).toBe(3200);
    const partial = await quote([big.code]);
    expect(partial.json).toMatchObject({ quote: { creditMinor: 3200, totalMinor: 13600, credit: { leftMinor: 0 } } });
  });

  it("a credit is refused in another currency and once used up, each with its reason", async () => {
    const credit = await issue((await paidOrder()).number, "50");
    const london = await quote([credit.code], "london");
    expect(london.json).toMatchObject({ ok: true, quote: { creditMinor: 0, credit: null, rejectedCodes: [{ code: credit.code, message: "This credit is in another currency: it can only be used for an event priced in its own currency." }] } });
    const checked = await post("/api/cart/discount-codes/validate", { code: credit.code, eventSlug: "london", items: [{ tierKey: "core", quantity: 1 }], appliedCodes: [] });
    expect(checked.json).toMatchObject({ ok: true, valid: false, message: "This credit is in another currency: it can only be used for an event priced in its own currency." });
    const placed = await place([credit.code], "london");
    expect(placed).toMatchObject({ status: 409, json: { ok: false } });
    expect(placed.json.message).toContain("another currency");

    await db().update(credits).set({ balanceMinor: 0 }).where(eq(credits.id, credit.id));
    const exhausted = await quote([credit.code]);
    expect(exhausted.json).toMatchObject({ quote: { totalMinor: 16800, rejectedCodes: [{ code: credit.code, message: expect.stringContaining("used up") }] } });
    const unknown = await quote(["CR-AAAA-AAAA"]);
    expect(unknown.json).toMatchObject({ quote: { rejectedCodes: [{ code: "CR-AAAA-AAAA", message: "Discount code not found or expired" }] } });
  });

  it("a lapsed hold keeps nothing of the credit, and its late payment is refunded when others spent the credit meanwhile", async () => {
    const credit = await issue((await paidOrder()).number, "100");
    const first = await place([credit.code]);
    expect(first.json).toMatchObject({ ok: true, order: { totalMinor: 6800 }, payment: { kind: "test_card" } });
    const firstToken = (first.json.order as { token: string }).token;
    // An hour later the first hold has lapsed: the whole credit is free again for another checkout.
    const later = new Date(now().getTime() + 3_600_000);
    const laterApp = createTestApp({ ...context, clock: { now: () => later } });
    const postLater = async (path: string, body: unknown) => {
      const res = await laterApp.request(testRequest(path, { body }));
      return { status: res.status, json: (await res.json()) as Json };
    };
    const second = await postLater("/api/checkout/orders", { eventSlug: "hartford", items: [{ tierKey: "core", quantity: 1 }], buyer, students: [adult()], codes: [credit.code] });
    expect(second.json).toMatchObject({ ok: true, order: { totalMinor: 6800 } });
    await postLater(`/api/checkout/orders/${(second.json.order as { token: string }).token}/test-card`, okCard);
    expect((await creditOf(credit.code)).balanceMinor).toBe(0);
    const late = await postLater(`/api/checkout/orders/${firstToken}/test-card`, okCard);
    expect(late).toMatchObject({ status: 409, json: { ok: false, code: "credit_used_up" } });
    expect(late.json.message).toContain(credit.code);
    expect((await orderOf(firstToken)).status).toBe("refunded");
    expect((await creditOf(credit.code)).balanceMinor).toBe(0);
  });

  it("checkouts at once with one credit never spend more than its balance", async () => {
    const credit = await issue((await paidOrder(2)).number, "200");
    const placed = await Promise.all(Array.from({ length: 6 }, () => place([credit.code])));
    const ok = placed.filter((p) => p.json.ok);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const p of placed.filter((x) => !x.json.ok)) expect(p.status).toBe(409);
    const tokens = ok.map((p) => (p.json.order as { token: string }).token);
    // While the holds run, together they keep no more than the balance.
    const held = await db().select({ amountMinor: creditRedemptions.amountMinor }).from(creditRedemptions).where(eq(creditRedemptions.creditId, credit.id));
    expect(held.reduce((n, r) => n + r.amountMinor, 0)).toBeLessThanOrEqual(20000);
    await Promise.all(tokens.map((token) => post(`/api/checkout/orders/${token}/test-card`, okCard)));
    const rows = await db().select({ amountMinor: creditRedemptions.amountMinor, status: orders.status }).from(creditRedemptions).innerJoin(orders, eq(orders.id, creditRedemptions.orderId)).where(eq(creditRedemptions.creditId, credit.id));
    const spent = rows.filter((r) => r.status === "paid").reduce((n, r) => n + r.amountMinor, 0);
    expect(spent).toBeLessThanOrEqual(20000);
    expect((await creditOf(credit.code)).balanceMinor).toBe(20000 - spent);
    const paid = await db().select().from(orders).where(inArray(orders.token, tokens));
    for (const o of paid) expect(o.subtotalMinor - o.discountMinor - o.creditMinor).toBe(o.totalMinor);
  });

  it("after a chargeback a credit decides from the ledger as the page does: more than the page's left is refused, exactly it is issued", async () => {
    const order = await paidOrder(2);
    // The bank took $100 of the $336 back (what recordDispute writes when a dispute fits the order).
    await db().insert(ledgerEntries).values({ entryKey: `test:dispute:${order.id}`, kind: "dispute", amountMinor: -10000, currency: "USD", orderId: order.id, provider: "stripe", providerRef: "dp_test", actorKind: "provider", occurredAt: now() });
    expect((await loader(order.number)).data.refundable).toBe("$236");
    const tooMuch = await action(order.number, { intent: "credit", scope: "part", amount: "236.01", note: "Too much", key: key() });
    expect(tooMuch).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { creditAmount: "That is more than can be given back: at most $236 is left." } } });
    expect(await db().select().from(credits).where(eq(credits.sourceOrderId, order.id))).toHaveLength(0);
    const exactly = await action(order.number, { intent: "credit", scope: "part", amount: "236", note: "The rest, as credit", key: key() });
    expect(exactly).toMatchObject({ init: { status: 200 }, data: { ok: true } });
    expect(exactly.data.message).toMatch(/^Credit CR-.{9} of \$236 issued/);
    expect((await db().select().from(credits).where(eq(credits.sourceOrderId, order.id))).map((c) => c.amountMinor)).toEqual([23600]);
    expect((await loader(order.number)).data.refundable).toBeNull();
    // Nothing is left, so the order is given back in full as credit: closed, and nothing more can be refunded.
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("cancelled");
    const more = await action(order.number, { intent: "refund", scope: "part", amount: "1", reason: "Nothing left", key: key() });
    expect(more).toMatchObject({ init: { status: 409 }, data: { ok: false } });
  });
});
