import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { TEST_PGLITE_SHARED_BUFFERS } from "./test-run-environment";

export interface TestDatabase {
  name: string;
  database: Database;
  /** The PostgreSQL database's address (not set for the embedded one). */
  url?: string;
  /** Close the handle and remove the data (temp folder or database). */
  destroy(): Promise<void>;
}

/** Which databases the integration tests run against: embedded always, PostgreSQL when configured. */
export function testDatabaseKinds(): Array<"pglite" | "postgres"> {
  const kinds: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const only = process.env.TEST_DATABASE_KINDS?.split(",");
  return only ? kinds.filter((kind) => only.includes(kind)) : kinds;
}

/**
 * The migrated templates of this run (tests/support/database-templates.ts), when the run made them:
 * none outside Vitest (a benchmark script) or in a run without that global setup.
 */
export function databaseTemplates(): { pglite?: string; postgres?: string | null; pgliteSeeded?: string } {
  if (!process.env.VITEST) return {};
  try {
    return { pglite: inject("pgliteTemplate"), postgres: inject("postgresTemplate"), pgliteSeeded: inject("pgliteSeededTemplate") || undefined };
  } catch {
    return {};
  }
}

/**
 * A new, empty, migrated database of the given kind: a copy of the run's migrated template when
 * there is one (the migrator then finds nothing to do), else created and migrated here.
 */
export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  const template = databaseTemplates();
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "callboard-test-"));
    if (template.pglite) cpSync(template.pglite, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS });
    await migrateDatabase(database);
    return {
      name: "pglite",
      database,
      destroy: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const dbName = `callboard_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template.postgres ? `create database "${dbName}" template "${template.postgres}"` : `create database "${dbName}"`);
  // A test database needs no durability: commits do not wait for the disk (every connection to it,
  // a child process's too). Production's settings are untouched; this is the test database only.
  await admin.query(`alter database "${dbName}" set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    name: "postgres",
    database,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${dbName}" with (force)`);
      await cleanup.end();
    },
  };
}
