import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { checkoutEvents, emailOutbox, events, orderStudents, orders } from "~/db/schema";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import { outboxRows } from "~/features/email/enqueue-email.server";
import { parseEnv } from "~/lib/env.server";
import { AUDITION_TIER } from "~/domain/tiers";
import { countingDb } from "../../../tests/support/counting-db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/support/test-database";
import { payWithTestCard } from "./pay-with-test-card.server";
import { placeOrderHold } from "./place-order-hold.server";
import { createTestPaymentProvider } from "./test-payment-provider.server";

const NOW = new Date("2025-09-01T19:00:00Z");
const okCard = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Jordan Rivera" };
const logger = pino({ level: "silent" });
const mail = createEmailContext({ env: parseEnv({ TEAM_EMAIL: "team@example.com" }), logger });

describe.each(testDatabaseKinds())("a test card payment on %s", (kind) => {
  let t: TestDatabase;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await seedCatalog({ db: t.database.db, catalog });
    const [event] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.slug, "hartford"));
    eventId = event!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function hold(n: number): Promise<{ id: number; token: string }> {
    const token = `tok_pay_${n}_`.padEnd(24, "x");
    const answer = await placeOrderHold(t.database.db, {
      eventId,
      order: {
        number: `CB-PAY${n}`,
        token,
        event_id: eventId,
        currency: "USD",
        buyer_name: "Jordan Rivera",
        buyer_email: `jordan${n}@example.com`,
        buyer_phone: "+1 860 555 0100",
        subtotal_minor: 50_000,
        discount_minor: 0,
        total_minor: 50_000,
        codes: [],
        discounts: [],
        context: {},
        hold_expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
        provider: "test",
        item_count: 1,
      },
      lines: [{ tier_key: "core", label: "Core", pool_id: null, is_add_on: false, quantity: 1, unit_price_minor: 50_000, subtotal_minor: 50_000, discount_minor: 0, total_minor: 50_000 }],
      students: [{ position: 1, full_name: `Dancer ${n}`, age: 19, age_group: "13_and_up", parent_name: null, guardian_consent: null, email: `dancer${n}@example.com` }],
      waitlistOfferId: null,
      usesCodes: false,
      auditionTier: AUDITION_TIER,
      now: NOW,
    });
    if (!("orderId" in answer)) throw new Error(`hold refused: ${JSON.stringify(answer)}`);
    return { id: answer.orderId, token };
  }

  const pay = (db: typeof t.database.db, token: string) =>
    payWithTestCard({ db, token, card: okCard, now: NOW, mail, siteUrl: "http://localhost", logger, provider: createTestPaymentProvider() });

  it("reads the order once and pays it in one more statement: paid, enrolled, one purchase, its emails queued", async () => {
    const order = await hold(1);
    const counted = countingDb(t.database.db, ["select", "selectDistinct", "insert", "update", "delete", "execute", "transaction"]);
    expect(await pay(counted.db, order.token)).toEqual({ ok: true, orderId: order.id });
    expect(counted.calls()).toBe(2);

    const db = t.database.db;
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([paid?.status, paid?.paidAt?.toISOString(), paid?.paymentRef]).toEqual(["paid", NOW.toISOString(), "test_ch_CB-PAY1"]);
    const students = await db.select({ enrolledAt: orderStudents.enrolledAt }).from(orderStudents).where(eq(orderStudents.orderId, order.id));
    expect(students.map((s) => s.enrolledAt?.toISOString())).toEqual([NOW.toISOString()]);
    const funnel = await db.select({ kind: checkoutEvents.kind, itemCount: checkoutEvents.itemCount }).from(checkoutEvents).where(eq(checkoutEvents.orderId, order.id));
    expect(funnel).toContainEqual({ kind: "purchase", itemCount: 1 });
    const queued = await db.select({ to: emailOutbox.toAddress, template: emailOutbox.template, key: emailOutbox.dedupeKey, attachments: emailOutbox.attachments }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(queued.map((q) => q.to).sort()).toEqual(["dancer1@example.com", "jordan1@example.com", "team@example.com"]);
    expect(queued.find((q) => q.to === "jordan1@example.com")?.attachments.map((a) => a.filename)).toContain("callboard-CB-PAY1.ics");

    // Paid again: nothing changes and nothing more is queued.
    expect(await pay(db, order.token)).toEqual({ ok: true, orderId: order.id });
    const again = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like ${`order-%:${order.id}:%`}`);
    expect(again).toHaveLength(3);
  });

  it("fulfil_order inserts every column of an outbox row as enqueueEmails writes it", async () => {
    const [fn] = ((await t.database.db.execute(sql`select prosrc as source from pg_proc where proname = 'fulfil_order'`)) as unknown as { rows: Array<{ source: string }> }).rows;
    const inserted = /INSERT INTO email_outbox \(([^)]*)\)/.exec(fn?.source ?? "")?.[1]?.split(",").map((c) => c.trim());
    const [row] = outboxRows([{ to: "a@example.com", template: "t", subject: "s", html: "h", text: "x" }], "cause:1");
    const columns = Object.keys(row!).map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    expect(inserted?.sort()).toEqual(columns.sort());
  });
});
