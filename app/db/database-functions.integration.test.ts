import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseTemplates, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";
import { FUNCTIONS_FOLDER, compareFunctions, normaliseDefinition, readFunctionFiles, readLiveFunctions, type LiveFunction } from "./database-functions.server";

/**
 * app/db/functions/<name>.sql is the one place a database function is read and written (decision
 * 0046): a migrated database must hold exactly the files' definitions, and every file must be a
 * live function. Editing a file without its migration (npm run db:functions), or writing a function
 * in a migration without its file, fails here.
 */
describe.each(testDatabaseKinds())("database functions on %s", (kind) => {
  let t: TestDatabase;
  let live: LiveFunction[];
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    live = await readLiveFunctions(t.database);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("holds exactly the definitions of app/db/functions/, one file per function", () => {
    const files = readFunctionFiles();
    expect(live.length).toBeGreaterThan(40);
    expect(compareFunctions(live, files)).toEqual({ changed: [], notLive: [], noFile: [], overloaded: [] });
    for (const f of live) expect(normaliseDefinition(files.get(f.name) ?? ""), `${f.name}.sql`).toBe(normaliseDefinition(f.definition));
  });

  it("notices a file edited without a migration, a file with no function and a function with no file", () => {
    const files = readFunctionFiles();
    const edited = new Map(files);
    edited.set("fulfil_order", files.get("fulfil_order")!.replace("BEGIN", "BEGIN\n  PERFORM 1;"));
    edited.set("made_up_function", "CREATE OR REPLACE FUNCTION public.made_up_function() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;");
    edited.delete("place_order_hold");
    // Trailing blanks and the closing semicolon are not differences.
    edited.set("sales_rollup_shard", `${files.get("sales_rollup_shard")!.replace(/;\s*$/, "").replace(/\n/g, "  \n")}\n\n`);
    expect(compareFunctions(live, edited)).toEqual({ changed: ["fulfil_order"], notLive: ["made_up_function"], noFile: ["place_order_hold"], overloaded: [] });
  });
});

describe("npm run db:functions", () => {
  let dir: string;
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the migration of an edited function file, with its journal entry and snapshot, and the migrations then agree with the files", async () => {
    // A copy of the migrations and the function files: the script works on the folder it runs in.
    const root = process.cwd();
    dir = mkdtempSync(path.join(os.tmpdir(), "callboard-db-functions-test-"));
    cpSync(path.join(root, "drizzle"), path.join(dir, "drizzle"), { recursive: true });
    const functions = path.join(dir, path.relative(root, FUNCTIONS_FOLDER));
    mkdirSync(functions, { recursive: true });
    cpSync(FUNCTIONS_FOLDER, functions, { recursive: true });
    const journalBefore = JSON.parse(readFileSync(path.join(dir, "drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ idx: number; tag: string }> };
    const last = journalBefore.entries.at(-1)!;
    // An edit in lower case, without the schema name: the file comes back as PostgreSQL prints it.
    writeFileSync(
      path.join(functions, "sales_rollup_shard.sql"),
      "create or replace function sales_rollup_shard() returns smallint language sql stable as $function$\n  SELECT (pg_backend_pid() % 32)::smallint\n$function$;\n",
    );

    const run = promisify(execFile);
    // Both of the script's databases start as copies of the run's migrated template (made from the same
    // migrations), so the migrator applies only the new one where the team's run migrates from scratch.
    const template = databaseTemplates().pglite;
    const { stdout } = await run(
      path.join(root, "node_modules/.bin/tsx"),
      ["--tsconfig", path.join(root, "tsconfig.json"), path.join(root, "scripts/db-functions.ts"), "--name", "shard_by_32"],
      { cwd: dir, env: template ? { ...process.env, DB_FUNCTIONS_FROM: template } : process.env },
    );

    const number = String(last.idx + 1).padStart(4, "0");
    expect(stdout).toContain(`Wrote drizzle/${number}_shard_by_32.sql for sales_rollup_shard`);
    // The script's own second pass migrated another new database and found it equal to the files.
    expect(stdout).toContain("The function files and the migrations agree.");
    const migration = readFileSync(path.join(dir, `drizzle/${number}_shard_by_32.sql`), "utf8");
    expect(migration).toContain("CREATE OR REPLACE FUNCTION public.sales_rollup_shard()");
    expect(migration).toContain("% 32");
    expect(migration).not.toContain("fulfil_order");
    const journal = JSON.parse(readFileSync(path.join(dir, "drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ idx: number; tag: string; breakpoints: boolean }> };
    expect(journal.entries.at(-1)).toMatchObject({ idx: last.idx + 1, tag: `${number}_shard_by_32`, breakpoints: true });
    const previous = JSON.parse(readFileSync(path.join(dir, `drizzle/meta/${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8")) as { id: string; tables: unknown };
    const snapshot = JSON.parse(readFileSync(path.join(dir, `drizzle/meta/${number}_snapshot.json`), "utf8")) as { id: string; prevId: string; tables: unknown };
    expect(snapshot.prevId).toBe(previous.id);
    expect(snapshot.tables).toEqual(previous.tables);
    expect(readFileSync(path.join(functions, "sales_rollup_shard.sql"), "utf8")).toMatch(/^CREATE OR REPLACE FUNCTION public\.sales_rollup_shard\(\)\n RETURNS smallint\n/);
  }, 240_000); // It runs the script and drizzle-kit as a newcomer would: child processes, slow on a busy machine.
});
