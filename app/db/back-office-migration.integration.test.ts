import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Migration 0018 carries existing rows over: students take their order's seat lines by position, and
 * the free-text flag becomes an open attention item (0019 then drops the column). Run on a database
 * migrated to 0017 and filled the way the old code left it.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../drizzle");
const files = readdirSync(FOLDER).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
const statements = (file: string) =>
  readFileSync(path.join(FOLDER, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
const before = files.filter((f) => f < "0018");
const after = files.filter((f) => f >= "0018");

interface Client {
  query(sql: string): Promise<{ rows: Array<Record<string, unknown>> }>;
  /** Several statements in one round trip (the state before the migration under test). */
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

async function pglite(): Promise<Client> {
  const db = new PGlite();
  return { query: (sql) => db.query(sql) as Promise<{ rows: Array<Record<string, unknown>> }>, exec: (sql) => db.exec(sql), close: () => db.close() };
}

async function postgres(url: string): Promise<Client> {
  const name = `callboard_migration_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    query: (sql) => client.query(sql),
    exec: (sql) => client.query(sql),
    close: async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const kinds: Array<["pglite" | "postgres", () => Promise<Client>]> = [["pglite", pglite]];
if (process.env.TEST_DATABASE_URL) kinds.push(["postgres", () => postgres(process.env.TEST_DATABASE_URL!)]);

describe.each(kinds)("migration 0018 on %s", (_kind, open) => {
  const opened: Client[] = [];
  afterAll(async () => {
    for (const c of opened) await c.close();
  });

  it("assigns existing students to seat lines by position and keeps each flag as an open attention item", async () => {
    const db = await open();
    opened.push(db);
    // Migrations up to 0017 in one batch (about 150 statements, one round trip each was most of this test's time).
    await db.exec(before.flatMap(statements).join(";\n"));
    await db.query(`insert into tiers (key, label, base_price_minor, family) values ('core', 'Core', 16800, 'core'), ('vip', 'VIP', 5000, 'pro') on conflict do nothing`);
    await db.query(`insert into events (slug, city_name, date_text, page) values ('testville', 'Testville', 'Soon', '{}'::jsonb)`);
    await db.query(`insert into orders (number, token, event_id, currency, buyer_name, buyer_email, buyer_phone, subtotal_minor, total_minor, hold_expires_at, provider, needs_attention)
      values ('CB-ONE', 't1', (select id from events where slug = 'testville'), 'USD', 'B', 'b@example.com', '1', 0, 0, now(), 'test', 'Refund by hand'),
             ('CB-TWO', 't2', (select id from events where slug = 'testville'), 'USD', 'C', 'c@example.com', '1', 0, 0, now(), 'test', null)`);
    // CB-ONE: two core seats, an add-on, then one more seat line.
    await db.query(`insert into order_lines (order_id, tier_key, label, quantity, unit_price_minor, subtotal_minor, total_minor, is_add_on) values
      ((select id from orders where number = 'CB-ONE'), 'core', 'Core A', 2, 0, 0, 0, false),
      ((select id from orders where number = 'CB-ONE'), 'vip', 'VIP add-on', 1, 0, 0, 0, true),
      ((select id from orders where number = 'CB-ONE'), 'core', 'Core B', 1, 0, 0, 0, false)`);
    await db.query(`insert into order_students (order_id, position, full_name, age, age_group) values
      ((select id from orders where number = 'CB-ONE'), 1, 'First', 20, '13_and_up'),
      ((select id from orders where number = 'CB-ONE'), 2, 'Second', 20, '13_and_up'),
      ((select id from orders where number = 'CB-ONE'), 3, 'Third', 20, '13_and_up')`);

    // Then 0018 and every later migration, one round trip per migration file (the migrator runs them all in one transaction).
    for (const file of after) await db.exec(statements(file).join(";\n"));

    const students = await db.query(`select s.full_name, l.label, s.ticket_code from order_students s left join order_lines l on l.id = s.order_line_id order by s.position`);
    expect(students.rows.map((r) => [r.full_name, r.label])).toEqual([
      ["First", "Core A"],
      ["Second", "Core A"],
      ["Third", "Core B"],
    ]);
    const codes = students.rows.map((r) => String(r.ticket_code));
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);

    const attention = await db.query(`select o.number, a.reason, a.resolved_at from order_attention a join orders o on o.id = a.order_id`);
    expect(attention.rows).toEqual([{ number: "CB-ONE", reason: "Refund by hand", resolved_at: null }]);
    const columns = await db.query(`select column_name from information_schema.columns where table_name = 'orders' and column_name = 'needs_attention'`);
    expect(columns.rows).toEqual([]);

    // A student added afterwards (the signed students link) takes its line from the trigger.
    await db.query(`insert into order_lines (order_id, tier_key, label, quantity, unit_price_minor, subtotal_minor, total_minor) values ((select id from orders where number = 'CB-TWO'), 'core', 'Core C', 1, 0, 0, 0)`);
    await db.query(`insert into order_students (order_id, position, full_name, age, age_group) values ((select id from orders where number = 'CB-TWO'), 1, 'Later', 20, '13_and_up')`);
    const later = await db.query(`select l.label from order_students s join order_lines l on l.id = s.order_line_id where s.full_name = 'Later'`);
    expect(later.rows).toEqual([{ label: "Core C" }]);
  });
});
