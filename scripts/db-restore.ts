/**
 * npm run db:restore -- FILE: restore a db:backup into an empty DATA_DIR (or an empty PostgreSQL
 * database from DATABASE_URL). A folder or database that already holds data is refused, untouched.
 */
import path from "node:path";
import { restoreEmbedded } from "~/db/backup/embedded-backup.server";
import { restorePostgres } from "~/db/backup/postgres-backup.server";
import { CliError, readCliEnv, runCli } from "./cli-database";

const USAGE = "Usage: npm run db:restore -- FILE   (into an empty DATA_DIR, or the empty database of DATABASE_URL)";

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") throw new CliError(USAGE, args[0] === "--help" || args[0] === "-h" ? 0 : 2);
  const file = path.resolve(args[0]!);
  const env = readCliEnv();
  const result = env.DATABASE_URL ? await restorePostgres({ databaseUrl: env.DATABASE_URL, file }) : await restoreEmbedded({ dataDir: env.DATA_DIR, file });
  if (result.ok) {
    console.log(`Restored ${file} into ${env.DATABASE_URL ? "the database of DATABASE_URL" : path.resolve(env.DATA_DIR)}. Start the server on it as usual.`);
    return 0;
  }
  switch (result.reason) {
    case "no_file":
      throw new CliError(`No backup at ${file}.`, 1);
    case "not_empty":
      throw new CliError(
        env.DATABASE_URL
          ? "The database of DATABASE_URL already has tables: nothing was changed. Restore into a new, empty database (createdb), then point DATABASE_URL at it."
          : `${path.resolve(env.DATA_DIR)} already holds a database: nothing was changed. Restore into a new, empty DATA_DIR, then start the server with it.`,
        1,
      );
    case "pg_restore_missing":
      throw new CliError("pg_restore is not installed. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client), then run this again.", 1);
    default:
      throw new CliError(`pg_restore failed: ${"detail" in result ? result.detail : result.reason}`, 1);
  }
}

runCli(main);
