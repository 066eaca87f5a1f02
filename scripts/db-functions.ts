/**
 * npm run db:functions: app/db/functions/<name>.sql is the one place a database function is written
 * (decision 0046). Edit or add a file, run this, and it writes the drizzle migration that brings a
 * migrated database to the files: a custom SQL migration (drizzle/NNNN_<name>.sql, its snapshot and
 * journal entry, as `drizzle-kit generate --custom` makes them) holding the changed files' SQL.
 *
 *   npm run db:functions [-- --name <migration_name>]   write a migration for the changed files
 *   npm run db:functions -- --check                     say what differs; exit 1 if anything does
 *   npm run db:functions -- --extract                   (re)write every file from the migrations
 *
 * What "changed" means is found out, not remembered: the migrations are applied to a new embedded
 * database in a temporary folder and each function's definition (pg_get_functiondef) compared with
 * its file. The changed SQL is tried on that database before anything is written, and the files are
 * then rewritten as PostgreSQL prints them (the body stays as written; the heading is PostgreSQL's),
 * so the integration test that compares them with a migrated database holds.
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "~/db/client.server";
import {
  FUNCTIONS_FOLDER,
  compareFunctions,
  functionFileText,
  readFunctionFiles,
  readLiveFunctions,
  type FunctionDifferences,
  type LiveFunction,
} from "~/db/database-functions.server";
import { MIGRATIONS_FOLDER, migrateDatabase } from "~/db/migrate.server";
import { configureLogger } from "~/lib/logger.server";
import { CliError, errorMessage, runCli } from "./cli-database";

const USAGE = [
  "Usage: npm run db:functions [-- --name <migration_name>]   write a migration for the changed function files",
  "       npm run db:functions -- --check                     list the differences; exit 1 if there are any",
  "       npm run db:functions -- --extract                   rewrite app/db/functions/ from the migrations",
].join("\n");

interface Journal {
  version: string;
  dialect: string;
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
}

/** generate's answer when it wrote a migration, which main then checks. */
const MIGRATION_WRITTEN = -1;

async function main(): Promise<number> {
  configureLogger("warn");
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.includes("--help") || args.includes("-h")) throw new CliError(USAGE, 0);
  const mode = args.includes("--check") ? "check" : args.includes("--extract") ? "extract" : "generate";
  const nameAt = args.indexOf("--name");
  const name = nameAt >= 0 ? args[nameAt + 1] : "db_functions";
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new CliError(`--name takes lower-case letters, digits and underscores.\n${USAGE}`, 2);
  const known = new Set(["--check", "--extract", "--name", name]);
  const unknown = args.filter((a) => !known.has(a));
  if (unknown.length > 0) throw new CliError(`Unknown argument ${unknown.join(" ")}.\n${USAGE}`, 2);

  const code = await withMigratedDatabase(async (database) => {
    const live = await readLiveFunctions(database);
    if (mode === "extract") return extract(live);
    const files = readFunctionFiles();
    const differences = compareFunctions(live, files);
    if (mode === "check") return check(differences);
    return generate(database, live, files, differences, name);
  });
  if (mode !== "generate" || code !== MIGRATION_WRITTEN) return code;
  // Prove it the way the test will: the migrations, new one included, on another new database.
  return withMigratedDatabase(async (database) => {
    const differences = compareFunctions(await readLiveFunctions(database), readFunctionFiles());
    if (check(differences) !== 0) throw new CliError("The new migration does not bring a migrated database to the files (see above).", 1);
    return 0;
  });
}

/** Every live function's file, as the migrations leave it. */
function extract(live: LiveFunction[]): number {
  const overloaded = live.filter((f, i) => live.findIndex((g) => g.name === f.name) !== i).map((f) => f.name);
  if (overloaded.length > 0) throw new CliError(`More than one function is named ${[...new Set(overloaded)].join(", ")}: one file per name cannot hold them.`, 1);
  for (const f of live) writeFileSync(path.join(FUNCTIONS_FOLDER, `${f.name}.sql`), functionFileText(f.definition));
  console.log(`Wrote ${live.length} files in ${path.relative(process.cwd(), FUNCTIONS_FOLDER)}/ from the migrations.`);
  return 0;
}

function check(d: FunctionDifferences): number {
  const lines = [
    ...d.changed.map((n) => `changed:         ${n}.sql differs from what the migrations define`),
    ...d.notLive.map((n) => `not in a migration: ${n}.sql`),
    ...d.noFile.map((n) => `no file:         public.${n} is defined by the migrations`),
    ...d.overloaded.map((n) => `overloaded:      more than one public.${n}`),
  ];
  if (lines.length === 0) {
    console.log("The function files and the migrations agree.");
    return 0;
  }
  console.log(lines.join("\n"));
  console.log("Run npm run db:functions to write the migration for the changed files.");
  return 1;
}

async function generate(database: Database, before: LiveFunction[], files: Map<string, string>, d: FunctionDifferences, name: string): Promise<number> {
  if (d.overloaded.length > 0) throw new CliError(`More than one function is named ${d.overloaded.join(", ")}: one file per name cannot hold them.`, 1);
  if (d.noFile.length > 0)
    throw new CliError(
      `The migrations define ${d.noFile.map((n) => `public.${n}`).join(", ")} but app/db/functions/ has no file for it.\n` +
        "Restore the file (git, or npm run db:functions -- --extract), or drop the function in a migration of its own\n" +
        "(npx drizzle-kit generate --custom --name <name>) together with anything that uses it.",
      1,
    );
  const names = [...d.changed, ...d.notLive].sort();
  if (names.length === 0) {
    console.log("The function files and the migrations agree: no migration needed.");
    return 0;
  }

  // Try the SQL on the migrated database first: nothing is written if PostgreSQL refuses it.
  const statements: string[] = [];
  for (const fn of names) {
    const text = files.get(fn)!;
    const old = before.find((f) => f.name === fn);
    try {
      await database.db.execute(sql.raw(text));
      statements.push(`__${fn}__`);
    } catch (error) {
      // CREATE OR REPLACE cannot change a function's result type or its parameters' names: drop it first.
      if (!old) throw new CliError(`${fn}.sql does not run: ${errorMessage(error)}`, 1);
      const drop = `DROP FUNCTION public.${fn}(${old.identity});`;
      try {
        await database.db.execute(sql.raw(drop));
        await database.db.execute(sql.raw(text));
      } catch (again) {
        throw new CliError(`${fn}.sql does not run: ${errorMessage(again)}`, 1);
      }
      statements.push(drop, `__${fn}__`);
    }
  }
  const after = await readLiveFunctions(database);
  // A new parameter list makes a second function beside the old one: the migration drops the old one.
  for (const fn of names) {
    const old = before.find((f) => f.name === fn);
    if (old && after.filter((f) => f.name === fn).length > 1) {
      const drop = `DROP FUNCTION public.${fn}(${old.identity});`;
      await database.db.execute(sql.raw(drop));
      statements.splice(statements.indexOf(`__${fn}__`), 0, drop);
    }
  }
  const printed = new Map((await readLiveFunctions(database)).map((f) => [f.name, functionFileText(f.definition)]));
  for (const fn of names) {
    if (!printed.has(fn)) throw new CliError(`${fn}.sql ran but defines no function named ${fn}: name the file after the function.`, 1);
  }

  const tag = writeMigration(
    name,
    `-- Functions from app/db/functions/ (npm run db:functions): ${names.join(", ")}.\n` +
      statements.map((s) => (/^__.*__$/.test(s) ? printed.get(s.slice(2, -2))!.trimEnd() : s)).join("\n--> statement-breakpoint\n") +
      "\n",
  );
  for (const fn of names) writeFileSync(path.join(FUNCTIONS_FOLDER, `${fn}.sql`), printed.get(fn)!);
  console.log(`Wrote drizzle/${tag}.sql for ${names.join(", ")} (files rewritten as PostgreSQL prints them).`);
  return MIGRATION_WRITTEN;
}

/** A custom migration the way drizzle-kit generate --custom makes one: the SQL, a snapshot like the last one, a journal entry. */
function writeMigration(name: string, body: string): string {
  const journalFile = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new CliError("drizzle/meta/_journal.json has no migrations.", 1);
  const idx = last.idx + 1;
  const number = String(idx).padStart(4, "0");
  const tag = `${number}_${name}`;
  const snapshot = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", `${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8")) as {
    id: string;
    prevId: string;
  };
  writeFileSync(path.join(MIGRATIONS_FOLDER, "meta", `${number}_snapshot.json`), JSON.stringify({ ...snapshot, id: randomUUID(), prevId: snapshot.id }, null, 2));
  writeFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), body);
  journal.entries.push({ idx, version: last.version, when: Math.max(Date.now(), last.when + 1), tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return tag;
}

/**
 * The migrations applied to a new embedded database in a temporary folder, removed afterwards.
 * DB_FUNCTIONS_FROM names a data folder already migrated with these migrations (the tests pass
 * their run's template): the folder starts as its copy and the migrator applies only what it lacks,
 * the new migration included. Without it (as the team runs it) the database is made from scratch.
 */
async function withMigratedDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "callboard-db-functions-"));
  try {
    const from = process.env.DB_FUNCTIONS_FROM;
    if (from) cpSync(from, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    try {
      await migrateDatabase(database);
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runCli(main);
