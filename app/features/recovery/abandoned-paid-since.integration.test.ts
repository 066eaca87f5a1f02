import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { checkoutDrafts, events, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { newOrderNumber, newOrderToken } from "~/features/checkout/orders/order-reference";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { abandonedDraftsWhere, listAbandonedDrafts } from "./abandoned-rule.server";

const HOLD = 15;
const now = new Date("2025-12-01T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

/**
 * The list reads "paid since" from checkout_drafts_paid_since, kept by triggers; the one-condition
 * rule (abandonedDraftsWhere) asks the orders themselves. After every kind of write they must agree.
 */
describe.each(testDatabaseKinds())("the kept paid-since list on %s", (kind) => {
  let t: TestDatabase;
  let eventA: number;
  let eventB: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: db(), catalog });
    const [a, b] = await db().select({ id: events.id }).from(events).where(eq(events.currency, "USD")).limit(2);
    eventA = a!.id;
    eventB = b!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const draft = async (key: string, values: Partial<typeof checkoutDrafts.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(checkoutDrafts)
      .values({ clientKey: key, eventId: eventA, buyerEmail: `${key}@example.com`, lines: [{ tierKey: "core", quantity: 1 }], valueMinor: 16800, currency: "USD", createdAt: minutesAgo(120), updatedAt: minutesAgo(120), ...values })
      .returning({ id: checkoutDrafts.id });
    return row!.id;
  };
  const order = async (buyerEmail: string, createdAt: Date, paid: boolean, eventId = eventA) => {
    const [row] = await db()
      .insert(orders)
      .values({ number: newOrderNumber(), token: newOrderToken(), eventId, currency: "USD", buyerName: "B", buyerPhone: "+1 555 0100", subtotalMinor: 100, totalMinor: 100, provider: "test", status: paid ? "paid" : "pending", buyerEmail, createdAt, holdExpiresAt: createdAt, paidAt: paid ? createdAt : null })
      .returning({ id: orders.id });
    return row!.id;
  };

  const expectAgreement = async () => {
    for (const includeRecovered of [false, true]) {
      const filter = { now, holdMinutes: HOLD, includeRecovered };
      const listed = (await listAbandonedDrafts(db(), filter)).rows.map((r) => r.clientKey).sort();
      const asked = (await db().select({ key: checkoutDrafts.clientKey }).from(checkoutDrafts).where(abandonedDraftsWhere(filter))).map((r) => r.key).sort();
      expect(listed).toEqual(asked);
    }
    const kept = (await db().execute(sql`select draft_id from checkout_drafts_paid_since order by 1`)) as unknown as { rows: unknown[] };
    await db().execute(sql`select checkout_drafts_paid_since_rebuild()`);
    const rebuilt = (await db().execute(sql`select draft_id from checkout_drafts_paid_since order by 1`)) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual(rebuilt.rows);
  };
  const listed = async () => (await listAbandonedDrafts(db(), { now, holdMinutes: HOLD })).rows.map((r) => r.clientKey);

  it("follows payments, their undoing, moved orders and changed checkouts", async () => {
    await draft("ann");
    await draft("bob");
    const cat = await draft("cat");
    await draft("dan", { eventId: eventB });
    await expectAgreement();
    expect(await listed()).toEqual(expect.arrayContaining(["ann", "bob", "cat", "dan"]));

    // Ann pays (another case) after her checkout was made: she leaves the list.
    const annOrder = await order("ANN@Example.com", minutesAgo(60), true);
    expect(await listed()).not.toContain("ann");
    await expectAgreement();

    // Bob paid before his checkout was made, or for another event: he stays.
    await order("bob@example.com", minutesAgo(180), true);
    await order("bob@example.com", minutesAgo(60), true, eventB);
    expect(await listed()).toContain("bob");
    await expectAgreement();

    // Cat's order is paid later by an UPDATE (the payment path), then moved to another event.
    const catOrder = await order("cat@example.com", minutesAgo(30), false);
    expect(await listed()).toContain("cat");
    await db().update(orders).set({ status: "paid", paidAt: minutesAgo(29) }).where(eq(orders.id, catOrder));
    expect(await listed()).not.toContain("cat");
    await expectAgreement();
    await db().update(orders).set({ eventId: eventB }).where(eq(orders.id, catOrder));
    expect(await listed()).toContain("cat");
    await expectAgreement();

    // Ann's payment undone (paid_at cleared), then her order deleted after being paid again.
    await db().update(orders).set({ paidAt: null, status: "cancelled" }).where(eq(orders.id, annOrder));
    expect(await listed()).toContain("ann");
    await expectAgreement();
    await db().update(orders).set({ paidAt: minutesAgo(59), status: "paid" }).where(eq(orders.id, annOrder));
    expect(await listed()).not.toContain("ann");
    await db().delete(orders).where(eq(orders.id, annOrder));
    expect(await listed()).toContain("ann");
    await expectAgreement();

    // Dan's checkout moved to the event Bob paid for, and its email changed to Bob's: now paid since.
    await db().update(checkoutDrafts).set({ buyerEmail: "Bob@example.com" }).where(eq(checkoutDrafts.clientKey, "dan"));
    expect(await listed()).not.toContain("dan");
    await expectAgreement();
    // Cat's checkout follows her order to event B.
    await db().update(checkoutDrafts).set({ eventId: eventB }).where(eq(checkoutDrafts.id, cat));
    expect(await listed()).not.toContain("cat");
    await expectAgreement();
  });
});
