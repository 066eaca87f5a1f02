import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { waitlistEntries } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { backupPostgres, restorePostgres } from "./postgres-backup.server";

/** Issue 38, on PostgreSQL: pg_dump while the site writes, restored into an empty database with every row; a database in use is refused. */
describe.runIf(process.env.TEST_DATABASE_URL)("db:backup and db:restore on PostgreSQL", () => {
  let t: TestDatabase;
  let restored: Database | undefined;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "callboard-pg-backup-"));
  const target = `callboard_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const targetUrl = () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${target}`;
    return url.toString();
  };
  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    await admin(`create database "${target}"`);
  });
  afterAll(async () => {
    await restored?.close();
    await t?.destroy();
    await admin(`drop database if exists "${target}" with (force)`);
    rmSync(scratch, { recursive: true, force: true });
  });

  it("backs up while writes happen and restores every row into an empty database, refusing one with tables", async () => {
    const db = t.database.db;
    await db.insert(waitlistEntries).values(Array.from({ length: 50 }, (_, i) => ({ email: `before-${i}@example.com` })));
    let writing = true;
    const during = (async () => {
      for (let i = 0; writing; i++) await db.insert(waitlistEntries).values({ email: `during-${i}@example.com` });
    })();
    const file = path.join(scratch, "site.dump");
    await new Promise((r) => setTimeout(r, 20));
    const backup = await backupPostgres({ databaseUrl: t.url!, file });
    writing = false;
    await during;
    expect(backup).toEqual({ ok: true });

    expect(await restorePostgres({ databaseUrl: targetUrl(), file })).toEqual({ ok: true });
    expect(await restorePostgres({ databaseUrl: targetUrl(), file })).toMatchObject({ ok: false, reason: "not_empty" });
    restored = await openDatabase({ databaseUrl: targetUrl() });
    const rows = await restored.db.execute(sql`select email from waitlist_entries`);
    const emails = new Set((rows as unknown as { rows: Array<{ email: string }> }).rows.map((r) => r.email));
    for (let i = 0; i < 50; i++) expect(emails.has(`before-${i}@example.com`)).toBe(true);
  });
});
