import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";

export type PostgresBackupResult = { ok: true } | { ok: false; reason: "pg_dump_missing" | "pg_dump_failed" | "pg_restore_missing" | "pg_restore_failed" | "not_empty" | "no_file"; detail?: string };

/** pg_dump's custom format: consistent by itself (one snapshot) while the site writes. */
export async function backupPostgres(options: { databaseUrl: string; file: string }): Promise<PostgresBackupResult> {
  const run = await runTool("pg_dump", ["--format=custom", "--no-owner", "--file", options.file, options.databaseUrl]);
  if (run.missing) return { ok: false, reason: "pg_dump_missing" };
  if (run.status !== 0) return { ok: false, reason: "pg_dump_failed", detail: run.stderr.trim() };
  return { ok: true };
}

/** A PostgreSQL client tool, run without blocking (the site may be serving from this process). */
function runTool(command: string, args: string[]): Promise<{ missing: boolean; status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) => resolve({ missing: error.code === "ENOENT", status: null, stderr: error.message }));
    child.once("close", (status) => resolve({ missing: false, status, stderr }));
  });
}

/** Restore into an empty database only: one with any table of its own is refused, untouched. */
export async function restorePostgres(options: { databaseUrl: string; file: string }): Promise<PostgresBackupResult> {
  if (!existsSync(options.file)) return { ok: false, reason: "no_file" };
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')");
    if ((rows[0]?.n ?? 0) > 0) return { ok: false, reason: "not_empty" };
  } finally {
    await client.end();
  }
  const run = await runTool("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", options.databaseUrl, options.file]);
  if (run.missing) return { ok: false, reason: "pg_restore_missing" };
  if (run.status !== 0) return { ok: false, reason: "pg_restore_failed", detail: run.stderr.trim() };
  return { ok: true };
}
