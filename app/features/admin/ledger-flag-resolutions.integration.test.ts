import { and, asc, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import type { AppContext } from "~/app-context.server";
import { ledgerWords } from "~/content/ledger-words";
import { auditLog, events, ledgerEntries, ledgerFlagResolutions, offers, orderAttention, orderLines, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { setOfferSeats } from "~/features/catalog/set-offer-seats.server";
import { fulfilOrder } from "~/features/checkout/orders/fulfil-order.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import type { PaymentProvider } from "~/features/payments/payment-provider";
import { recordProviderRefund } from "~/features/payments/record-provider-refund.server";
import { refundLatePayment } from "~/features/payments/refund-late-payment.server";
import { getSalesTally } from "~/features/sales/get-sales-tally.server";
import * as homePage from "~/routes/admin-home";
import * as orderPage from "~/routes/admin-order";
import { createTestContext, signedInCookie, TEST_ORIGIN } from "../../../tests/support/test-app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { getAdminOverview } from "./get-admin-overview.server";

const ADMIN = "ada@example.com";
const DANCER = "dee@example.com";
// 10:00 in Los Angeles on 18 October 2025.
const NOW = new Date("2025-10-18T17:00:00Z");
const ZONE = "America/Los_Angeles";

type Outcome = { thrown: Response } | { data: unknown; status: number };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await run()) as { data?: unknown; init?: { status?: number } | null };
    return { data: value.data, status: value.init?.status ?? 200 };
  } catch (error) {
    if (error instanceof Response) return { thrown: error };
    throw error;
  }
}

describe.each(testDatabaseKinds())("flagged ledger rows: resolved by the team, and payments that bought nothing, on %s", (kind) => {
  let t: TestDatabase;
  let context: AppContext;
  let adminCookie: string;
  let dancerCookie: string;
  let usdEvent: number;
  /** An offer whose pool holds one seat, taken by a paid order: any lapsed hold on it is paid late. */
  let pooled: { tierKey: string; priceMinor: number; poolId: number };

  const db = () => t.database.db;
  const request = (path: string, cookie: string, form?: Record<string, string>, origin = TEST_ORIGIN) =>
    new Request(`${TEST_ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: { Origin: origin, Cookie: cookie, ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context: { app: context }, params }) as never;

  async function order(values: { status: "paid" | "pending"; totalMinor: number; paidAt?: Date; holdExpiresAt: Date; provider?: "test" | "stripe"; buyerEmail?: string }) {
    return db().transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({ number: newOrderNumber(), token: newOrderToken(), eventId: usdEvent, currency: "USD", status: values.status, buyerName: "Buyer", buyerEmail: values.buyerEmail ?? "buyer@example.com", buyerPhone: "+1 555 0100", subtotalMinor: values.totalMinor, totalMinor: values.totalMinor, holdExpiresAt: values.holdExpiresAt, provider: values.provider ?? "test", paidAt: values.paidAt ?? null })
        .returning({ id: orders.id, number: orders.number });
      await tx.insert(orderLines).values({ orderId: row!.id, tierKey: pooled.tierKey, label: "Ticket", quantity: 1, unitPriceMinor: values.totalMinor, subtotalMinor: values.totalMinor, totalMinor: values.totalMinor, poolId: pooled.poolId });
      return row!;
    });
  }

  /** What every money figure says: the overview's today and week, and the sales tally's money tables (raw ledger and rollups). */
  async function figures() {
    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE });
    const tally = async (source: "orders" | "rollups") => {
      const { summary, byEvent, byCode, byTier, series } = await getSalesTally({ db: db(), now: NOW, timeZone: ZONE, query: { preset: "all" }, source });
      return { summary, byEvent, byCode, byTier, series };
    };
    return { today: overview.today, week: overview.lastSevenDays, tally: await tally("orders"), rollups: await tally("rollups") };
  }

  const provider = (refund: PaymentProvider["refund"]): PaymentProvider => ({ ...context.checkout.provider, refund });

  /** A lapsed hold paid through Stripe after its seat went: fulfil_order marks it refunded, then the late payment is refunded (or not). */
  async function payLate(refund: PaymentProvider["refund"], buyerEmail: string) {
    const late = await order({ status: "pending", totalMinor: pooled.priceMinor, holdExpiresAt: new Date(NOW.getTime() - 3_600_000), provider: "stripe", buyerEmail });
    const paymentRef = `pi_late_${late.id}`;
    const fulfilled = await fulfilOrder({ db: db(), payment: { provider: "stripe", eventId: `evt_late_${late.id}`, orderId: late.id, paymentRef, amountMinor: pooled.priceMinor, currency: "USD" }, now: NOW, logger: context.logger });
    if (fulfilled.ok || fulfilled.reason !== "refund_needed") throw new Error(`expected a late payment, got ${JSON.stringify(fulfilled)}`);
    // fulfil_order flags it with a reason code and its data, never words.
    expect(await db().select({ reason: orderAttention.reason, data: orderAttention.data }).from(orderAttention).where(and(eq(orderAttention.orderId, late.id), isNull(orderAttention.resolvedAt)))).toEqual([{ reason: "late_payment_refund_pending", data: { cause: { kind: "seats_gone" } } }]);
    // The payment's flagged row is fulfil_order's own, written in the payment's transaction, before any refund.
    expect((await ledgerOf(late.id)).map((r) => [r.entryKey, r.kind, r.amountMinor, r.providerRef, r.flagReason, r.resolvedBy])).toEqual([[`late-payment:order:${late.id}`, "ticket_charge", pooled.priceMinor, paymentRef, "payment_not_applied", null]]);
    const again = () => refundLatePayment({ db: db(), provider: provider(refund), orderId: late.id, cause: fulfilled.cause, now: NOW, logger: context.logger });
    const result = await again();
    return { ...late, paymentRef, result, again };
  }

  const ledgerOf = (orderId: number) =>
    db()
      .select({ entryKey: ledgerEntries.entryKey, kind: ledgerEntries.kind, amountMinor: ledgerEntries.amountMinor, currency: ledgerEntries.currency, providerRef: ledgerEntries.providerRef, flagged: ledgerEntries.flagged, flagReason: ledgerEntries.flagReason, resolvedBy: ledgerFlagResolutions.resolvedBy, note: ledgerFlagResolutions.note, resolvedAt: ledgerFlagResolutions.resolvedAt })
      .from(ledgerEntries)
      .leftJoin(ledgerFlagResolutions, eq(ledgerFlagResolutions.ledgerEntryId, ledgerEntries.id))
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(asc(ledgerEntries.id));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    context = createTestContext(t.database, { TEAM_TIME_ZONE: ZONE });
    context = { ...context, clock: { now: () => NOW } as AppContext["clock"] };
    adminCookie = await signedInCookie(context, { email: ADMIN, name: "Ada Admin", admin: true });
    dancerCookie = await signedInCookie(context, { email: DANCER, name: "Dee Dancer" });
    const [event] = await db().select({ id: events.id }).from(events).innerJoin(offers, and(eq(offers.eventId, events.id), eq(offers.tierKey, "core"))).where(and(eq(events.currency, "USD"), eq(events.isCancelled, false))).orderBy(asc(events.id)).limit(1);
    usdEvent = event!.id;
    expect(await setOfferSeats({ db: db(), eventId: usdEvent, tierKey: "core", capacity: 1 })).toBe(true);
    const [offer] = await db().select({ tierKey: offers.tierKey, priceMinor: offers.priceMinor, poolId: offers.poolId }).from(offers).where(and(eq(offers.eventId, usdEvent), eq(offers.tierKey, "core")));
    pooled = { tierKey: offer!.tierKey, priceMinor: offer!.priceMinor, poolId: offer!.poolId! };
    // The seat's paid owner, two hours ago: money every figure counts.
    await order({ status: "paid", totalMinor: pooled.priceMinor, paidAt: new Date(NOW.getTime() - 2 * 3_600_000), holdExpiresAt: NOW });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("an admin resolves a flagged row with a note, from the overview and from the order page: refused for a dancer and another site, audited once, listed no more", async () => {
    const paid = await order({ status: "paid", totalMinor: 16800, paidAt: new Date(NOW.getTime() - 3_600_000), holdExpiresAt: NOW });
    const other = await order({ status: "paid", totalMinor: 16800, paidAt: NOW, holdExpiresAt: NOW });
    const [onOrder, unknown] = await db()
      .insert(ledgerEntries)
      .values([
        { entryKey: "test:flag:exceeds", kind: "refund", amountMinor: -50000, currency: "USD", orderId: paid.id, provider: "stripe", providerRef: "re_too_much", actorKind: "provider", flagged: true, flagReason: "exceeds_remaining", occurredAt: new Date(NOW.getTime() - 60_000) },
        { entryKey: "test:flag:unknown", kind: "refund", amountMinor: -1250, currency: "EUR" as "USD", provider: "stripe", providerRef: "re_unknown", actorKind: "provider", flagged: true, flagReason: "unknown_reference", occurredAt: NOW },
      ])
      .returning({ id: ledgerEntries.id });
    const before = await figures();
    const listed = async () => {
      const page = await outcome(() => homePage.loader(args(request("/admin", adminCookie))));
      const flagged = (page as { data: { flagged: { count: number; latest: Array<{ id: number }> } } }).data.flagged;
      return { count: flagged.count, ids: flagged.latest.map((f) => f.id) };
    };
    const start = await listed();
    expect(start.ids).toEqual(expect.arrayContaining([onOrder!.id, unknown!.id]));
    const audits = async () => (await db().select().from(auditLog).where(eq(auditLog.action, "ledger.flag_resolved")).orderBy(asc(auditLog.id))).map((a) => [a.actorEmail, a.target, (a.details as { after?: { note?: string } }).after?.note]);

    // From the overview: a dancer is sent away, another site refused, a note too short asked for again.
    const form = { intent: "resolve_flag", entry: String(unknown!.id), note: "Not ours: a test refund in Stripe's dashboard, nothing to do." };
    const dancer = await outcome(() => homePage.action(args(request("/admin", dancerCookie, form))));
    expect("thrown" in dancer && dancer.thrown.headers.get("location")).toBe("/");
    expect(await outcome(() => homePage.action(args(request("/admin", adminCookie, form, "https://evil.example"))))).toMatchObject({ status: 403, data: { ok: false } });
    expect(await outcome(() => homePage.action(args(request("/admin", adminCookie, { ...form, note: " x " }))))).toMatchObject({ status: 400, data: { ok: false, entry: unknown!.id, errors: { note: ledgerWords.resolutions.noteTooShort } } });
    expect(await db().select().from(ledgerFlagResolutions)).toEqual([]);
    expect(await audits()).toEqual([]);

    expect(await outcome(() => homePage.action(args(request("/admin", adminCookie, form))))).toMatchObject({ status: 200, data: { ok: true, message: ledgerWords.resolutions.resolved } });
    // Twice is one resolution: the first note stands, audited once.
    expect(await outcome(() => homePage.action(args(request("/admin", adminCookie, { ...form, note: "Second thoughts" }))))).toMatchObject({ status: 200, data: { ok: true, message: ledgerWords.resolutions.alreadyResolved } });
    expect(await db().select({ by: ledgerFlagResolutions.resolvedBy, note: ledgerFlagResolutions.note, at: ledgerFlagResolutions.resolvedAt }).from(ledgerFlagResolutions)).toEqual([{ by: ADMIN, note: form.note, at: NOW }]);
    expect(await audits()).toEqual([[ADMIN, `ledger:${unknown!.id}`, form.note]]);
    const afterOverview = await listed();
    expect(afterOverview).toEqual({ count: start.count - 1, ids: start.ids.filter((id) => id !== unknown!.id) });

    // From the order page: only the order's own rows; a dancer and another site are refused.
    const path = `/admin/orders/${paid.number}`;
    const orderForm = { intent: "resolve_flag", entry: String(onOrder!.id), note: "Stripe refunded $500 by mistake; they reversed it." };
    const dancerOnOrder = await outcome(() => orderPage.action(args(request(path, dancerCookie, orderForm), { number: paid.number })));
    expect("thrown" in dancerOnOrder && dancerOnOrder.thrown.headers.get("location")).toBe("/");
    expect(await outcome(() => orderPage.action(args(request(path, adminCookie, orderForm, "https://evil.example"), { number: paid.number })))).toMatchObject({ status: 403 });
    expect(await outcome(() => orderPage.action(args(request(`/admin/orders/${other.number}`, adminCookie, orderForm), { number: other.number.toLowerCase() })))).toMatchObject({ status: 404 });
    expect(await audits()).toHaveLength(1);

    expect(await outcome(() => orderPage.action(args(request(path, adminCookie, orderForm), { number: paid.number })))).toMatchObject({ status: 200, data: { ok: true, message: ledgerWords.resolutions.resolved } });
    expect(await outcome(() => orderPage.action(args(request(path, adminCookie, orderForm), { number: paid.number })))).toMatchObject({ status: 200, data: { ok: true, message: ledgerWords.resolutions.alreadyResolved } });
    expect(await audits()).toEqual([
      [ADMIN, `ledger:${unknown!.id}`, form.note],
      [ADMIN, paid.number, orderForm.note],
    ]);
    expect(await listed()).toEqual({ count: start.count - 2, ids: start.ids.filter((id) => id !== unknown!.id && id !== onOrder!.id) });

    // The order page shows who resolved it, when and how; the row itself is as it was, still counted nowhere.
    const page = (await outcome(() => orderPage.loader(args(request(path, adminCookie), { number: paid.number })))) as { data: { ledger: Array<{ id: number; flagged: string | null; resolution: string | null }>; money: { paid: string; left: string } } };
    const row = page.data.ledger.find((e) => e.id === onOrder!.id);
    expect(row).toMatchObject({ flagged: ledgerWords.flagReasons.exceeds_remaining, resolution: expect.stringContaining(ADMIN) });
    expect(row!.resolution).toContain(orderForm.note);
    expect(row!.resolution).toContain("2025-10-18");
    expect(page.data.money).toMatchObject({ paid: "$168", left: "$168" });
    expect((await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, onOrder!.id)))[0]).toMatchObject({ flagged: true, flagReason: "exceeds_remaining", amountMinor: -50000 });
    // A resolution never moves money.
    expect(await figures()).toEqual(before);
    // Not a flagged row: refused.
    const [plain] = await db().select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.orderId, paid.id), eq(ledgerEntries.flagged, false)));
    expect(await outcome(() => orderPage.action(args(request(path, adminCookie, { ...orderForm, entry: String(plain!.id) }), { number: paid.number })))).toMatchObject({ status: 409 });
  });

  it("a late payment refunded automatically leaves a flagged pair, resolved by the system, and no figure changes", async () => {
    const before = await figures();
    const flaggedBefore = (await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE })).flagged;
    const late = await payLate(async () => ({ ok: true, providerRefundId: "re_late_auto", settled: true }), "late-auto@example.com");
    expect(late.result.refunded).toBe(true);
    const key = `late-payment:order:${late.id}`;
    const expected = [
      { entryKey: key, kind: "ticket_charge", amountMinor: pooled.priceMinor, currency: "USD", providerRef: late.paymentRef, flagged: true, flagReason: "payment_not_applied", resolvedBy: "system", note: ledgerWords.resolutions.latePaymentRefunded, resolvedAt: NOW },
      { entryKey: `${key}:refund`, kind: "refund", amountMinor: -pooled.priceMinor, currency: "USD", providerRef: "re_late_auto", flagged: true, flagReason: "payment_not_applied", resolvedBy: "system", note: ledgerWords.resolutions.latePaymentRefunded, resolvedAt: NOW },
    ];
    expect(await ledgerOf(late.id)).toEqual(expected);
    // Once: the same outcome recorded again writes nothing more.
    await late.again();
    expect(await ledgerOf(late.id)).toEqual(expected);
    // Stripe's own event for that refund is the site's refund, already kept: no second row, no new flag.
    const told = await recordProviderRefund({ db: db(), eventId: `evt_re_late_${late.id}`, refund: { providerRefundId: "re_late_auto", paymentRef: late.paymentRef, amountMinor: pooled.priceMinor, currency: "USD", status: "succeeded", refundKey: `refund-${late.id}`, failureReason: null }, mail: context.mail, now: NOW });
    expect(told).toEqual({ ok: false, reason: "already_done" });
    expect(await ledgerOf(late.id)).toEqual(expected);

    expect(await figures()).toEqual(before);
    expect((await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE })).flagged).toEqual(flaggedBefore);
    const page = (await outcome(() => orderPage.loader(args(request(`/admin/orders/${late.number}`, adminCookie), { number: late.number })))) as { data: { money: Record<string, string | null>; ledger: Array<{ flagged: string | null; resolution: string | null }> } };
    expect(page.data.money).toMatchObject({ paid: "$0", back: "$0", left: "$0" });
    // The flag fulfil_order raised, settled by the refund, in the team's words.
    expect((page.data as unknown as { settledAttention: unknown[] }).settledAttention).toEqual([
      expect.objectContaining({ reason: "Paid after its hold lapsed and its seats were taken meanwhile: refund pending.", by: "system", resolution: "refunded automatically" }),
    ]);
    expect(page.data.ledger.map((e) => [e.flagged, e.resolution])).toEqual([
      [ledgerWords.flagReasons.payment_not_applied, expect.stringContaining(ledgerWords.resolutions.latePaymentRefunded)],
      [ledgerWords.flagReasons.payment_not_applied, expect.stringContaining("the system")],
    ]);
  });

  it("a payment of another amount is flagged by fulfil_order as a reason with both sums, worded on the order page; a matching payment then settles it", async () => {
    const held = await order({ status: "pending", totalMinor: pooled.priceMinor, holdExpiresAt: new Date(NOW.getTime() + 3_600_000), provider: "stripe", buyerEmail: "mismatch@example.com" });
    const pay = (amountMinor: number, n: number) => fulfilOrder({ db: db(), payment: { provider: "stripe", eventId: `evt_mismatch_${held.id}_${n}`, orderId: held.id, paymentRef: `pi_mismatch_${held.id}_${n}`, amountMinor, currency: "USD" }, now: NOW, logger: context.logger });
    expect(await pay(pooled.priceMinor - 100, 1)).toEqual({ ok: false, reason: "payment_mismatch", orderId: held.id });
    const [flag] = await db().select({ reason: orderAttention.reason, data: orderAttention.data }).from(orderAttention).where(and(eq(orderAttention.orderId, held.id), isNull(orderAttention.resolvedAt)));
    expect(flag).toEqual({ reason: "payment_mismatch", data: { paid: { amountMinor: pooled.priceMinor - 100, currency: "USD" }, expected: { amountMinor: pooled.priceMinor, currency: "USD" } } });
    const load = async () => ((await outcome(() => orderPage.loader(args(request(`/admin/orders/${held.number}`, adminCookie), { number: held.number })))) as { data: { attention: string | null; settledAttention: Array<{ reason: string; by: string; resolution: string }> } }).data;
    expect((await load()).attention).toMatch(/^A payment of \$\d+(\.\d\d)? arrived for the order's \$\d+(\.\d\d)?: not applied\./);
    expect(await pay(pooled.priceMinor, 2)).toMatchObject({ ok: true, kind: "fulfilled" });
    const settled = await load();
    expect(settled.attention).toBeNull();
    expect(settled.settledAttention).toEqual([expect.objectContaining({ by: "system", resolution: "a matching payment paid the order" })]);
  });

  it("a late payment whose refund fails leaves the payment flagged and unresolved on the overview, counted nowhere, until the team resolves it", async () => {
    const before = await figures();
    const flaggedBefore = (await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE })).flagged;
    const late = await payLate(async () => ({ ok: false, reason: "charge_already_refunded" }), "late-failed@example.com");
    expect(late.result.refunded).toBe(false);
    expect(await ledgerOf(late.id)).toEqual([
      { entryKey: `late-payment:order:${late.id}`, kind: "ticket_charge", amountMinor: pooled.priceMinor, currency: "USD", providerRef: late.paymentRef, flagged: true, flagReason: "payment_not_applied", resolvedBy: null, note: null, resolvedAt: null },
    ]);
    // The order's attention asks the team to refund it by hand, as before.
    expect((await db().select({ n: count() }).from(orderAttention).where(and(eq(orderAttention.orderId, late.id), isNull(orderAttention.resolvedAt))))[0]!.n).toBe(1);
    expect(await figures()).toEqual(before);

    const overview = await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE });
    expect(overview.flagged.count).toBe(flaggedBefore.count + 1);
    expect(overview.flagged.latest[0]).toMatchObject({ orderNumber: late.number, kind: "ticket_charge", amountMinor: pooled.priceMinor, currency: "USD", flagReason: "payment_not_applied", providerRef: late.paymentRef });
    const home = (await outcome(() => homePage.loader(args(request("/admin", adminCookie))))) as { data: { flagged: { latest: Array<{ id: number; reason: string }> } } };
    const listed = home.data.flagged.latest[0]!;
    expect(listed.reason).toBe(ledgerWords.flagReasons.payment_not_applied);

    // Refunded by hand in Stripe's dashboard; the team says so and it leaves the list.
    expect(await outcome(() => homePage.action(args(request("/admin", adminCookie, { intent: "resolve_flag", entry: String(listed.id), note: "Refunded by hand in Stripe on 18 October." }))))).toMatchObject({ status: 200 });
    expect((await getAdminOverview({ db: db(), now: NOW, timeZone: ZONE })).flagged).toEqual(flaggedBefore);
    expect(await figures()).toEqual(before);
  });
});
