import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { irreversibleCopy } from "~/content/irreversible-actions";
import { catalog } from "../../../seed/catalog";
import { auditLog, discountCodes, emailOutbox, events, ledgerEntries, offers, orderAttention, orderLines, orders, orderUpgrades, refunds } from "~/db/schema";
import { refundCancelledOrder } from "./refund-cancelled-order.server";
import type { AppContext } from "~/app-context.server";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import type { PaymentProvider } from "./payment-provider";
import * as orderPage from "~/routes/admin-order";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { refundOrder } from "./refund-order.server";

describe.each(testDatabaseKinds())("refunds on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  let event: { id: number; poolId: number };
  const providerCalls: Array<{ paymentRef: string; amountMinor: number; idempotencyKey: string }> = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    context = createTestContext(t.database);
    const testProvider = context.checkout.provider;
    const counting: PaymentProvider = { ...testProvider, refund: async (input) => (providerCalls.push({ paymentRef: input.paymentRef, amountMinor: input.amountMinor, idempotencyKey: input.idempotencyKey }), testProvider.refund(input)) };
    context = { ...context, checkout: { ...context.checkout, provider: counting } };
    adminCookie = await signedInCookie(context, { email: "ada@example.com", admin: true });
    dancerCookie = await signedInCookie(context, { email: "dee@example.com" });
    const [usd] = await t.database.db
      .select({ id: events.id })
      .from(events)
      .innerJoin(offers, eq(offers.eventId, events.id))
      .where(and(eq(events.currency, "USD"), eq(offers.tierKey, "core")))
      .limit(1);
    await setOfferSeats({ db: t.database.db, eventId: usd!.id, tierKey: "core", capacity: 40 });
    const [row] = await t.database.db.select({ id: offers.eventId, poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, usd!.id), eq(offers.tierKey, "core"), isNotNull(offers.poolId)));
    event = { id: row!.id, poolId: row!.poolId! };
    await t.database.db.insert(discountCodes).values({ code: "TENOFF", discountType: "percentage", percentOff: 10, maxUses: 5, usesCount: 1, description: "Ten percent" }).onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(() => {
    providerCalls.length = 0;
  });

  const db = () => t.database.db;
  const now = new Date("2025-09-01T19:00:00Z");

  async function paidOrder(totalMinor = 33600) {
    const [order] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId: event.id, currency: "USD", status: "paid", buyerName: "Rosa", buyerEmail: "rosa@example.com", buyerPhone: "1", subtotalMinor: totalMinor, totalMinor, holdExpiresAt: now, provider: "test", paymentRef: "test_ch_1", paidAt: now, codes: ["TENOFF"] })
      .returning();
    await db().insert(orderLines).values({ orderId: order!.id, tierKey: "core", label: "Core", poolId: event.poolId, quantity: 2, unitPriceMinor: totalMinor / 2, subtotalMinor: totalMinor, totalMinor });
    return order!;
  }
  const seatsTaken = async () => (await countPoolSeatsTaken({ db: db(), eventId: event.id, now })).get(event.poolId) ?? 0;
  const usesOf = async () => (await db().select().from(discountCodes).where(eq(discountCodes.code, "TENOFF")))[0]!.usesCount;
  const action = (number: string, form: Record<string, string>, cookie = adminCookie) =>
    orderPage.action({
      request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { method: "POST", headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ confirm: "yes", ...form }) }),
      context: { app: context },
      params: { number },
    } as never) as unknown as Promise<{ data: { ok: boolean; message?: string; errors?: Record<string, string> }; init: { status: number } }>;
  const actor = { userId: null, email: "ada@example.com" };

  it("refunds part, then the rest: seats come back and the code's use is given back only with the whole order, one notice each", async () => {
    const order = await paidOrder();
    const seatsBefore = await seatsTaken();
    const usesBefore = await usesOf();

    const part = await action(order.number, { intent: "refund", scope: "part", amount: "84.50", reason: "Missed day one", key: "partpartpartpart01" });
    expect(part).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "Refunded $84.50. The buyer is emailed." } });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("paid");
    expect(seatsBefore).toBeGreaterThanOrEqual(2);
    expect(await seatsTaken()).toBe(seatsBefore);
    expect(await usesOf()).toBe(usesBefore);

    const tooMuch = await action(order.number, { intent: "refund", scope: "part", amount: "300", reason: "Too much", key: "toomuchtoomuch0001" });
    expect(tooMuch).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { amount: "That is more than can be refunded: at most $251.50 is left." } } });

    const rest = await action(order.number, { intent: "refund", scope: "rest", reason: "Cancelled by the family", key: "restrestrestrest01" });
    expect(rest).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "Refunded $251.50. The buyer is emailed." } });
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe("refunded");
    expect(await seatsTaken()).toBe(seatsBefore - 2);
    expect(await usesOf()).toBe(usesBefore - 1);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => [r.amountMinor, r.status, r.reasonCode, r.reason])).toEqual([
      [8450, "succeeded", null, "Missed day one"],
      [25150, "succeeded", null, "Cancelled by the family"],
    ]);
    const notices = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "refund-notice"));
    expect(notices.filter((n) => n.subject.includes(order.number)).map((n) => n.text.includes("tickets are cancelled"))).toEqual([false, true]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.target, order.number), eq(auditLog.action, "order.refund")));
    expect(audits.at(-1)?.details).toMatchObject({ before: { status: "paid" }, after: { status: "refunded", refundedMinor: 33600 } });

    const again = await action(order.number, { intent: "refund", scope: "rest", reason: "Again", key: "againagainagain001" });
    expect(again).toMatchObject({ init: { status: 409 }, data: { ok: false } });
  });

  it("a double click is one refund, and so are two requests with one key at once", async () => {
    const order = await paidOrder();
    const key = "doubleclickdouble1";
    const first = await action(order.number, { intent: "refund", scope: "rest", reason: "Double", key });
    const second = await action(order.number, { intent: "refund", scope: "rest", reason: "Double", key });
    expect(first.data.ok && second.data.ok).toBe(true);
    expect(second.data.message).toBe("That refund was already made: nothing more was refunded.");
    expect(providerCalls).toHaveLength(1);

    const other = await paidOrder();
    const results = await Promise.all([1, 2, 3].map(() => refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: other.number, amountMinor: 1000, reason: { typed: "Same" }, idempotencyKey: "samekeysamekeysame", actor, now })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, other.id))).toHaveLength(1);
  });

  it("refuses strangers, bad amounts and unpaid orders, changing nothing", async () => {
    const order = await paidOrder();
    await expect(action(order.number, { intent: "refund", scope: "rest", reason: "x".repeat(5), key: "strangerstranger01" }, dancerCookie)).rejects.toMatchObject({ status: 302 });
    // One click never refunds (issue 37): without the dialog's (or the box's) confirmation the action refuses.
    for (const confirm of ["", "on", "no"]) {
      const unasked = await action(order.number, { intent: "refund", scope: "rest", reason: "One click", key: "oneclickoneclick01", confirm });
      expect(unasked).toMatchObject({ init: { status: 400 }, data: { ok: false, errors: { confirm: irreversibleCopy.refund.missing } } });
    }
    const bad = await action(order.number, { intent: "refund", scope: "part", amount: "12.345", reason: "Typo", key: "typotypotypotypo01" });
    expect(bad).toMatchObject({ init: { status: 400 }, data: { ok: false, errors: { amount: "Enter an amount like 84 or 84.50." } } });
    const [pending] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId: event.id, currency: "USD", status: "pending", buyerName: "P", buyerEmail: "p@example.com", buyerPhone: "1", subtotalMinor: 100, totalMinor: 100, holdExpiresAt: now, provider: "test" })
      .returning();
    const unpaid = await action(pending!.number, { intent: "refund", scope: "rest", reason: "Nope", key: "unpaidunpaidunpa01" });
    expect(unpaid).toMatchObject({ init: { status: 409 } });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    expect(providerCalls).toHaveLength(0);
  });

  it("keeps notes and resolves what needs attention, audited", async () => {
    const order = await paidOrder();
    expect(await action(order.number, { intent: "note", text: "Called the family" })).toMatchObject({ data: { ok: true } });
    // The number as typed in lower case reaches the same order, in the action as in the loader.
    expect(await action(order.number.toLowerCase(), { intent: "note", text: "Second call" })).toMatchObject({ data: { ok: true } });
    expect(await action(order.number, { intent: "resolve", resolution: "Refunded by hand" })).toMatchObject({ init: { status: 409 } });
    const { raiseOrderAttention } = await import("~/features/checkout/orders/order-attention.server");
    await raiseOrderAttention(db(), { orderId: order.id, flag: { reason: "late_payment_refund_failed", error: "card_declined" }, now });
    // Stored as a reason code with its data, never the sentence; the order page words it.
    expect((await db().select().from(orderAttention).where(eq(orderAttention.orderId, order.id)))[0]).toMatchObject({ reason: "late_payment_refund_failed", data: { error: "card_declined" } });
    const load = async () =>
      (await orderPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders/${order.number}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: { number: order.number } } as never)) as unknown as {
        data: { attention: string | null; notes: Array<{ text: string }>; settledAttention: Array<{ reason: string; by: string; resolution: string }> };
      };
    const words = "Late payment could not be refunded automatically (card_declined): refund it by hand.";
    expect((await load()).data.attention).toBe(words);
    expect(await action(order.number, { intent: "resolve", resolution: "Refunded by hand in Stripe" })).toMatchObject({ data: { ok: true } });
    const loaded = await load();
    expect(loaded.data.attention).toBeNull();
    expect(loaded.data.settledAttention).toEqual([expect.objectContaining({ reason: words })]);
    expect(loaded.data.notes.map((n) => n.text)).toEqual(["Second call", "Called the family"]);
    expect(loaded.data.settledAttention).toEqual([expect.objectContaining({ by: "ada@example.com", resolution: "Refunded by hand in Stripe" })]);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.target, order.number))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["order.note", "order.attention_resolved"]));
  });

  /** A paid order whose second ticket was upgraded later, paid apart with its own payment (decision 0035). */
  async function upgradedOrder() {
    const order = await paidOrder();
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [upgrade] = await db()
      .insert(orderUpgrades)
      .values({ linkKey: `${order.id}.${line!.id}.0.1`, orderId: order.id, lineId: line!.id, fromTier: "core", toTier: "pro", amountMinor: 22000, currency: "USD", provider: "test", paymentRef: `test_ch_upgrade_${order.id}`, paidAt: now })
      .returning();
    return { order, upgrade: upgrade! };
  }
  const orderStatus = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it("refunding the rest gives back the upgrade's payment too, on its own payment, and only then closes the order", async () => {
    const { order, upgrade } = await upgradedOrder();
    const part = await action(order.number, { intent: "refund", scope: "part", amount: "400", reason: "Both days missed", key: "upgradepartpart001" });
    // $336 from the order's payment, the other $64 from the upgrade's.
    expect(part).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "Refunded $400. The buyer is emailed." } });
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([
      ["test_ch_1", 33600],
      [upgrade.paymentRef, 6400],
    ]);
    expect(await orderStatus(order.id)).toBe("paid");

    const tooMuch = await action(order.number, { intent: "refund", scope: "part", amount: "200", reason: "Too much", key: "upgradetoomuch0001" });
    expect(tooMuch).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { amount: "That is more than can be refunded: at most $156 is left." } } });

    const rest = await action(order.number, { intent: "refund", scope: "rest", reason: "Cancelled by the family", key: "upgraderestrest001" });
    expect(rest).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "Refunded $156. The buyer is emailed." } });
    expect(providerCalls.slice(2).map((c) => [c.paymentRef, c.amountMinor])).toEqual([[upgrade.paymentRef, 15600]]);
    expect(await orderStatus(order.id)).toBe("refunded");
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => [r.upgradeId, r.amountMinor, r.status]).sort()).toEqual([
      [null, 33600, "succeeded"],
      [upgrade.id, 15600, "succeeded"],
      [upgrade.id, 6400, "succeeded"],
    ]);

    // The same key again is the same refunds: nothing more reaches the provider.
    const again = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: "rest", reason: { typed: "Again" }, idempotencyKey: "upgraderestrest001", actor, now });
    expect(again).toMatchObject({ ok: true, repeated: true, amountMinor: 15600 });
    expect(providerCalls).toHaveLength(3);
  });

  const noticesOf = async (number: string) =>
    (await db().select().from(emailOutbox).where(eq(emailOutbox.template, "refund-notice"))).filter((n) => n.subject.includes(number)).map((n) => n.text.replace(/\s+/g, " "));

  it("refunding an upgraded order in full sends the buyer one notice for the total, not one per payment; a split part refund, one for its amount", async () => {
    const { order, upgrade } = await upgradedOrder();
    const rest = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: "rest", reason: { typed: "Cancelled by the family" }, idempotencyKey: "onenoticerestrest1", actor, now });
    expect(rest).toMatchObject({ ok: true, amountMinor: 55600, orderRefunded: true });
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([
      ["test_ch_1", 33600],
      [upgrade.paymentRef, 22000],
    ]);
    const notices = await noticesOf(order.number);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`We have refunded $556 for order ${order.number}`);
    expect(notices[0]).toContain("Its tickets are cancelled.");
    // Asked again with the same key: the same refund, no second notice.
    await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: "rest", reason: { typed: "Again" }, idempotencyKey: "onenoticerestrest1", actor, now });
    expect(await noticesOf(order.number)).toHaveLength(1);

    const second = await upgradedOrder();
    const part = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: second.order.number, amountMinor: 40000, reason: { typed: "Both days missed" }, idempotencyKey: "onenoticepartpart1", actor, now });
    expect(part).toMatchObject({ ok: true, amountMinor: 40000, orderRefunded: false });
    const partNotices = await noticesOf(second.order.number);
    expect(partNotices).toHaveLength(1);
    expect(partNotices[0]).toContain(`We have refunded $400 of order ${second.order.number}`);
  });

  it("the team's order page shows the upgrade's payment and counts it in what can be refunded", async () => {
    const { order } = await upgradedOrder();
    const loaded = (await orderPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders/${order.number}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: { number: order.number } } as never)) as unknown as {
      data: { total: string; paidInAll: string | null; refundable: string | null; upgrades: Array<{ label: string; amount: string; paid: string }> };
    };
    expect(loaded.data).toMatchObject({ total: "$336", paidInAll: "$556", refundable: "$556" });
    expect(loaded.data.upgrades).toEqual([{ id: expect.any(Number), label: "Core Experience → Pro Track", amount: "$220", paid: `test test_ch_upgrade_${order.id} · paid 2025-09-01 19:00 UTC` }]);
  });

  it("the cancelled event's refund job gives back the order's payment and the upgrade's, each on its own payment", async () => {
    const { order, upgrade } = await upgradedOrder();
    const row = { cancellationId: 999_999, orderId: order.id, status: "pending" as const, attempts: 0, problem: null, lastError: null, updatedAt: now };
    const refunded = await refundCancelledOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, row, actor, lastTry: false, tries: 3, now });
    expect(refunded).toEqual({ ok: true, status: "refunded" });
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([
      ["test_ch_1", 33600],
      [upgrade.paymentRef, 22000],
    ]);
    expect(await orderStatus(order.id)).toBe("refunded");
  });

  it("a credit counts against the order's payment first: the refund of the rest is the upgrade's money less what the credit took of it", async () => {
    const { order, upgrade } = await upgradedOrder();
    const { issueOrderCredit } = await import("./issue-order-credit.server");
    const credit = await issueOrderCredit({ db: db(), mail: context.mail, number: order.number, amountMinor: 40000, note: "Rebook", idempotencyKey: "creditupgrade00001", actor, now });
    expect(credit).toMatchObject({ ok: true, amountMinor: 40000, orderCancelled: false });
    const rest = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: "rest", reason: { typed: "The rest" }, idempotencyKey: "creditupgraderest1", actor, now });
    expect(rest).toMatchObject({ ok: true, amountMinor: 15600, orderRefunded: true });
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([[upgrade.paymentRef, 15600]]);
  });

  /** A chargeback the bank took on one of the order's payments: a `dispute` ledger row (what recordDispute writes when it fits). */
  const chargeback = (orderId: number, amountMinor: number, upgradeId: number | null = null) =>
    db().insert(ledgerEntries).values({ entryKey: `test:dispute:${orderId}:${upgradeId}:${amountMinor}`, kind: "dispute", amountMinor: -amountMinor, currency: "USD", orderId, upgradeId, provider: "stripe", providerRef: "dp_test", actorKind: "provider", occurredAt: now });
  const pageOf = async (number: string) =>
    ((await orderPage.loader({ request: new Request(`${TEST_ORIGIN}/admin/orders/${number}`, { headers: { Cookie: adminCookie } }), context: { app: context }, params: { number } } as never)) as unknown as { data: { refundable: string | null; money: { left: string } } }).data;

  it("after a chargeback the refund decides from the ledger as the page does: more than the page's left is refused, exactly it is refunded", async () => {
    const order = await paidOrder();
    await chargeback(order.id, 10000);
    // The page: $336 paid, $100 taken back by the bank, $236 left to give back.
    expect(await pageOf(order.number)).toMatchObject({ refundable: "$236", money: { left: "$236" } });
    const tooMuch = await action(order.number, { intent: "refund", scope: "part", amount: "236.01", reason: "Too much", key: "chargebacktoomuch1" });
    expect(tooMuch).toMatchObject({ init: { status: 422 }, data: { ok: false, errors: { amount: "That is more than can be refunded: at most $236 is left." } } });
    expect(providerCalls).toHaveLength(0);
    const exactly = await action(order.number, { intent: "refund", scope: "part", amount: "236", reason: "The rest", key: "chargebackexactly1" });
    expect(exactly).toMatchObject({ init: { status: 200 }, data: { ok: true, message: "Refunded $236. The buyer is emailed." } });
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([["test_ch_1", 23600]]);
    expect(await pageOf(order.number)).toMatchObject({ refundable: null, money: { left: "$0" } });
    // Nothing is left, so the order is given back in full: closed, its seats free again.
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe("refunded");
  });

  it("a chargeback on an upgrade's payment: its share is what the ledger leaves on that payment, and the page's left is the action's", async () => {
    const { order, upgrade } = await upgradedOrder();
    await chargeback(order.id, 5000, upgrade.id);
    // A refund on its way is not in the ledger yet: the page and the action both take it off.
    await db().insert(refunds).values({ orderId: order.id, upgradeId: null, amountMinor: 1000, currency: "USD", reason: "On its way", status: "pending", provider: "test", idempotencyKey: `pending-${order.id}`, actorEmail: "ada@example.com", createdAt: now, updatedAt: now });
    expect(await pageOf(order.number)).toMatchObject({ refundable: "$496" });
    const tooMuch = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: 49601, reason: { typed: "Too much" }, idempotencyKey: "upgradechargeback1", actor, now });
    expect(tooMuch).toEqual({ ok: false, reason: "over_refundable", leftMinor: 49600, currency: "USD" });
    const rest = await refundOrder({ db: db(), provider: context.checkout.provider, mail: context.mail, number: order.number, amountMinor: "rest", reason: { typed: "The rest" }, idempotencyKey: "upgradechargeback2", actor, now });
    expect(rest).toMatchObject({ ok: true, amountMinor: 49600 });
    // $326 of the order's payment ($336 less the $10 on its way), $170 of the upgrade's ($220 less the bank's $50).
    expect(providerCalls.map((c) => [c.paymentRef, c.amountMinor])).toEqual([
      ["test_ch_1", 32600],
      [upgrade.paymentRef, 17000],
    ]);
  });
});
