import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds } from "~/db/schema";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");
const file = readdirSync(DRIZZLE).find((f) => f.startsWith("0068_"))!;
const statements = readFileSync(path.join(DRIZZLE, file), "utf8").split("--> statement-breakpoint");

/**
 * Migration 0068: refunds the system made before it hold an English sentence in `reason`; they take
 * its code in `reason_code`, and the team's typed reasons stay as they are. Run on a migrated
 * database put back the way 0067 left the table.
 */
describe.each(testDatabaseKinds())("migration 0068 (refund reason codes) on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
  });

  it("turns the system's old sentences into codes, keeps the team's words, and refuses a row with both or neither", async () => {
    const db = t.database.db;
    await db.execute(sql.raw(`alter table refunds drop constraint refunds_one_reason, drop constraint refunds_reason_code, drop column reason_code, alter column reason set not null`));
    // Rows as the old code left them; their orders do not matter here, so the foreign keys are off for them.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into refunds (order_id, amount_minor, currency, reason, provider, idempotency_key) values
        (1, 100, 'USD', 'Event cancelled', 'test', 'k-cancelled'),
        (1, 100, 'USD', 'Date change: the buyer asked for a full refund', 'test', 'k-date'),
        (1, 100, 'USD', 'Refunded in Stripe''s dashboard', 'stripe', 'k-dashboard'),
        (1, 100, 'USD', 'Missed a day', 'test', 'k-typed')`);
    });

    for (const statement of statements) await db.execute(sql.raw(statement));

    const rows = await db.select({ key: refunds.idempotencyKey, reasonCode: refunds.reasonCode, reason: refunds.reason }).from(refunds).orderBy(asc(refunds.idempotencyKey));
    expect(rows).toEqual([
      { key: "k-cancelled", reasonCode: "event_cancelled", reason: null },
      { key: "k-dashboard", reasonCode: "provider_dashboard", reason: null },
      { key: "k-date", reasonCode: "date_change_refund", reason: null },
      { key: "k-typed", reasonCode: null, reason: "Missed a day" },
    ]);

    const insert = (reasonCode: string | null, reason: string | null, key: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`insert into refunds (order_id, amount_minor, currency, reason_code, reason, provider, idempotency_key) values (1, 100, 'USD', ${reasonCode}, ${reason}, 'test', ${key})`);
      });
    await expect(insert("event_cancelled", "Also typed", "k-both")).rejects.toThrow();
    await expect(insert(null, null, "k-neither")).rejects.toThrow();
    await expect(insert("asked_nicely", null, "k-unknown")).rejects.toThrow();
    await insert("provider_dashboard", null, "k-ok");
  });
});
