import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { TEST_PGLITE_SHARED_BUFFERS } from "./test-run-environment";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database folder that each test database starts as a copy of. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test database is created from (only with TEST_DATABASE_URL). */
    postgresTemplate: string | null;
    /** The embedded template with the catalog seeded, which the browser tests' servers start from (tests/browser/support/shared-session.ts). */
    pgliteSeededTemplate?: string;
  }
}

/**
 * Vitest global setup: migrate once per run, not once per test database. A fresh embedded database
 * costs about 4 s (initdb, then every migration) and a copy of a migrated folder about 0.4 s;
 * PostgreSQL creates a database from a template by copying its files. Each test database still
 * runs the migrator (a no-op on a current copy), so a stale template cannot go unnoticed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "callboard-template-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templateName = adminUrl ? `callboard_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : null;
  // Side by side: PGlite migrates in this process, PostgreSQL in its own.
  await Promise.all([
    (async () => {
      const embedded = await openDatabase({ dataDir: folder, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS });
      await migrateDatabase(embedded);
      await embedded.close();
    })(),
    (async () => {
      if (!adminUrl || !templateName) return;
      await adminQuery(adminUrl, `create database "${templateName}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${templateName}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await migrateDatabase(database);
      await database.close();
    })(),
  ]);
  project.provide("pgliteTemplate", folder);
  project.provide("postgresTemplate", templateName);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && templateName) await adminQuery(adminUrl, `drop database if exists "${templateName}" with (force)`);
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
