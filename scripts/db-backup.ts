/**
 * npm run db:backup -- FILE: a consistent backup of the site's database while the server serves,
 * with the server's own DATA_DIR or DATABASE_URL. Embedded: the running server writes it (PGlite is
 * one process's); PostgreSQL: pg_dump's custom format. Restore with npm run db:restore -- FILE.
 */
import path from "node:path";
import { backupEmbedded } from "~/db/backup/embedded-backup.server";
import { backupPostgres } from "~/db/backup/postgres-backup.server";
import { CliError, readCliEnv, runCli } from "./cli-database";

const USAGE = "Usage: npm run db:backup -- FILE   (with the server's DATA_DIR, or its DATABASE_URL)";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") throw new CliError(USAGE, args[0] === "--help" || args[0] === "-h" ? 0 : 2);
  const file = path.resolve(args[0]!);
  const env = readCliEnv();
  if (env.DATABASE_URL) {
    const result = await backupPostgres({ databaseUrl: env.DATABASE_URL, file });
    if (result.ok) return done(file, "pg_dump, custom format");
    if (result.reason === "pg_dump_missing")
      throw new CliError("pg_dump is not installed. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client, the same major version as the server), then run this again.", 1);
    throw new CliError(`pg_dump failed: ${result.detail ?? result.reason}`, 1);
  }
  const result = await backupEmbedded({ dataDir: env.DATA_DIR, file });
  if (result.ok) return done(file, result.via === "server" ? "written by the running server" : "no server running: read directly");
  if (result.reason === "server_silent") throw new CliError("The server holding the database did not answer within 2 minutes. Is it still starting? Try again, or stop it and run this again.", 1);
  throw new CliError(`The server could not write the backup: ${result.detail ?? "unknown error"}`, 1);
}

function done(file: string, how: string): number {
  console.log(`Backup written to ${file} (${how}). Restore it with: npm run db:restore -- ${file}`);
  return 0;
}

runCli(main);
