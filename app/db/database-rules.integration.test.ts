import { getTableName, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";

/**
 * Columns of the tables place_order_hold writes that it leaves to their defaults on purpose. A new
 * column must either be written by the hold (a migration replacing place_order_hold) or be added
 * here with the reason it may start empty: this test fails until one of the two is done.
 */
const LEFT_TO_DEFAULTS: Record<string, string[]> = {
  orders: [
    "id",
    // A hold is pending until paid, cancelled or expired; these are set when that happens.
    "status",
    "paid_at",
    "payment_ref",
    "provider_ref",
    "last_payment_error",
    "last_payment_problem",
    "closed_at",
    // Campaign tags and referrer: empty unless the visit had them.
    "utm",
    "referrer",
  ],
  order_lines: ["id"],
  // Enrolment happens when the order is paid.
  // The seat line comes from a trigger by position, the ticket code from its random default; check-in happens at the door.
  // The submission key belongs to the student form after payment, not to checkout.
  order_students: ["id", "enrolled_at", "order_line_id", "ticket_code", "checked_in_at", "checked_in_by", "submission_key"],
  checkout_events: ["id"],
  // An order paid in part by a credit records which credit, with the order (decision 0028).
  credit_redemptions: ["id"],
};

/** Tables whose rows a public page shows, and the trigger functions that must move the page version. */
const VERSIONED: Record<string, string[]> = {
  venues: ["bump_catalog_version", "bump_offers_version"],
  tiers: ["bump_catalog_version", "bump_offers_version"],
  events: ["bump_catalog_version", "bump_offers_version"],
  seat_pools: ["bump_catalog_version", "bump_offers_version"],
  offers: ["bump_catalog_version", "bump_offers_version"],
  discount_codes: ["bump_catalog_version"],
  opportunities: ["bump_catalog_version"],
  audition_registrations: ["bump_catalog_version_shard"],
  orders: ["bump_catalog_version_shard"],
  waitlist_offers: ["bump_catalog_version_shard"],
};

describe.each(testDatabaseKinds())("the database's own rules on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  it("place_order_hold's and the batches' inserts (insert_order_hold_rows, insert_order_holds_rows) write every column of the rows they insert, but those left to their defaults on purpose", async () => {
    const functions = await rows<{ name: string; source: string }>(sql`select proname as name, prosrc as source from pg_proc where proname in ('place_order_hold', 'insert_order_hold_rows', 'insert_order_holds_rows')`);
    expect(functions.map((f) => f.name).sort(), "the hold's functions are defined").toEqual(["insert_order_hold_rows", "insert_order_holds_rows", "place_order_hold"]);
    const inserts: Array<{ fn: string; table: string; written: string[] }> = [];
    for (const fn of functions) for (const match of fn.source.matchAll(/INSERT INTO (\w+) \(([^)]*)\)/g)) inserts.push({ fn: fn.name, table: match[1]!, written: match[2]!.split(",").map((c) => c.trim()) });
    expect([...new Set(inserts.map((i) => i.table))].sort()).toEqual(Object.keys(LEFT_TO_DEFAULTS).sort());
    // The single hold and the batch insert the same tables.
    expect([...new Set(inserts.filter((i) => i.fn === "insert_order_holds_rows").map((i) => i.table))].sort()).toEqual(["checkout_events", "order_lines", "order_students", "orders"]);

    for (const { fn, table, written } of inserts) {
      const columns = (await rows<{ name: string }>(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table}`)).map((c) => c.name);
      expect(columns.length, `${table} exists`).toBeGreaterThan(0);
      const missing = written.filter((c) => !columns.includes(c));
      expect(missing, `${fn} writes columns ${table} does not have`).toEqual([]);
      const unwritten = columns.filter((c) => !written.includes(c) && !LEFT_TO_DEFAULTS[table]!.includes(c)).sort();
      expect(unwritten, `columns of ${table} ${fn} neither writes nor leaves to their default on purpose`).toEqual([]);
      const stale = LEFT_TO_DEFAULTS[table]!.filter((c) => !columns.includes(c));
      expect(stale, `LEFT_TO_DEFAULTS names columns ${table} no longer has`).toEqual([]);
    }
  });

  it("every table a public page shows moves the page version when it changes", async () => {
    const triggers = await rows<{ table: string; fn: string }>(sql`
      select c.relname as table, p.proname as fn
      from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where not g.tgisinternal
    `);
    for (const [table, functions] of Object.entries(VERSIONED))
      for (const fn of functions) expect(triggers.some((g) => g.table === table && g.fn === fn), `${table} has a trigger running ${fn}`).toBe(true);
  });

  it("refuses a status, kind, currency or role its column's enum does not list", async () => {
    // The schema names columns in camelCase; the database (casing: snake_case) in snake_case.
    const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const tables = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as PgTable[];
    const expected = tables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((c) => (c.enumValues?.length ?? 0) > 0)
        .map((c) => ({ table: getTableName(table), column: snake(c.name), values: c.enumValues! })),
    );
    expect(expected.length).toBeGreaterThanOrEqual(17);
    const checks = await rows<{ table: string; definition: string }>(sql`
      select c.relname as table, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'c'
    `);
    for (const { table, column, values } of expected) {
      const found = checks.find((k) => k.table === table && k.definition.includes(column) && values.every((v) => k.definition.includes(`'${v}'`)));
      expect(found, `${table}.${column} has a check listing ${values.join(", ")}`).toBeDefined();
    }
    await expect(t.database.db.execute(sql`insert into tiers (key, label, base_price_minor, billing) values ('x', 'X', 0, 'yearly')`)).rejects.toThrow();
  });
});
