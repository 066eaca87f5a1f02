/**
 * The database's functions as files: app/db/functions/<name>.sql holds each function's current
 * definition, as PostgreSQL prints it (pg_get_functiondef) followed by ";". The files are the source
 * migrations are made from (npm run db:functions, scripts/db-functions.ts); the integration test
 * database-functions.integration.test.ts proves a migrated database holds exactly these definitions.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

export const FUNCTIONS_FOLDER = path.resolve("app/db/functions");

export interface LiveFunction {
  name: string;
  /** The argument types that tell overloads apart, as `drop function public.name(<identity>)` needs them. */
  identity: string;
  /** pg_get_functiondef's text: `CREATE OR REPLACE FUNCTION public.name(...)` up to the closing `$function$`. */
  definition: string;
}

/**
 * The functions and procedures of schema public, not those an extension brought, by name. Trigger
 * functions are functions too. Aggregates are left out (pg_get_functiondef cannot print them; none exist).
 */
export async function readLiveFunctions(database: Database): Promise<LiveFunction[]> {
  const result = await database.db.execute(sql`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as identity, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, 2`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({ name: String(r.name), identity: String(r.identity), definition: String(r.definition) }));
}

/** Each function file's text by function name (the file name without .sql). */
export function readFunctionFiles(folder = FUNCTIONS_FOLDER): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith(".sql")) continue;
    files.set(file.slice(0, -".sql".length), readFileSync(path.join(folder, file), "utf8"));
  }
  return files;
}

/** A definition as compared: line ends unified, trailing blanks and the closing ";" dropped, trimmed. */
export function normaliseDefinition(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim()
    .replace(/;$/, "")
    .trimEnd();
}

/** The text a function's file holds: PostgreSQL's own print of it, closed by ";" so it runs as it is. */
export function functionFileText(definition: string): string {
  return `${normaliseDefinition(definition)};\n`;
}

export interface FunctionDifferences {
  /** A file and a live function whose definitions differ. */
  changed: string[];
  /** A file with no live function of its name. */
  notLive: string[];
  /** A live function with no file. */
  noFile: string[];
  /** Names with more than one live function (overloads), which one file per name cannot hold. */
  overloaded: string[];
}

export function compareFunctions(live: LiveFunction[], files: Map<string, string>): FunctionDifferences {
  const byName = new Map<string, LiveFunction[]>();
  for (const f of live) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const differences: FunctionDifferences = { changed: [], notLive: [], noFile: [], overloaded: [] };
  for (const [name, functions] of byName) {
    if (functions.length > 1) differences.overloaded.push(name);
    const file = files.get(name);
    if (file === undefined) differences.noFile.push(name);
    else if (functions.length === 1 && normaliseDefinition(file) !== normaliseDefinition(functions[0]!.definition)) differences.changed.push(name);
  }
  for (const name of files.keys()) if (!byName.has(name)) differences.notLive.push(name);
  return differences;
}
