import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/support/test-database";

describe.each(testDatabaseKinds())("order_upgrades by payment reference on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("Stripe's refund and dispute webhooks find an upgrade's payment through an index, not a scan of every upgrade", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // An empty table would be scanned whatever indexes it has: ask whether an index can answer at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id, order_id from order_upgrades where payment_ref = ${"pi_upgrade_1"} limit 1`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(plan).toContain("order_upgrades_payment_ref_idx");
  });
});
