/** What the command-line tools share: reading the environment, opening the server's database, exiting cleanly. */
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "~/db/client.server";
import { DATA_FOLDER_IN_USE } from "~/db/lock-data-folder.server";
import { EnvError, parseEnv, type Env } from "~/lib/env.server";
import { configureLogger } from "~/lib/logger.server";

/** A message for the person at the terminal; exits with `code` instead of printing a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** The server's environment, or a CliError naming what is wrong. Logs only problems (not "took over a stale lock"). */
export function readCliEnv(): Env {
  configureLogger("warn");
  return parseCliEnv(process.env);
}

/** The environment in `source` as the server reads it, or a CliError naming what is wrong; configures nothing. */
export function parseCliEnv(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message, 1);
    throw error;
  }
}

/**
 * PGlite has no lock of its own: a second process opening a folder the server holds would
 * corrupt it. openDatabase takes our folder lock (app/db/lock-data-folder.server.ts) first, and
 * refuses while a live process holds it; a lock left by a crash is taken over.
 */
export async function openCliDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) {
    try {
      return await openDatabase({ databaseUrl: env.DATABASE_URL });
    } catch (error) {
      throw new CliError(`Could not open PostgreSQL from DATABASE_URL: ${errorMessage(error)}`, 1);
    }
  }
  const folder = path.resolve(env.DATA_DIR, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new CliError(
      `No embedded database in ${folder}.\n` +
        "Run this from the project folder with the server's DATA_DIR (or its DATABASE_URL), after the server has started once.",
      1,
    );
  try {
    return await openDatabase({ dataDir: env.DATA_DIR, sharedBuffers: env.PGLITE_SHARED_BUFFERS });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === DATA_FOLDER_IN_USE)
      throw new CliError(
        `${errorMessage(error)}\n` +
          "It is most likely the running server: stop the server, then run this again,\n" +
          "or run the server and this command on PostgreSQL (DATABASE_URL).",
        1,
      );
    throw new CliError(
      `Could not open the embedded database in ${folder}: ${errorMessage(error)}\n` +
        "If the server is running, stop it first (PGlite allows one process per data folder), or use DATABASE_URL.",
      1,
    );
  }
}

/** The underlying error's message: drizzle wraps driver errors in "Failed query: ..." with the SQL. */
export function errorMessage(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  if (!(e instanceof Error)) return String(e);
  return e.message || (e as { code?: string }).code || e.name;
}

export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** Run a command's main: its number is the exit code; a CliError prints its message, anything else its stack. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof CliError) {
        console.error(error.message);
        process.exitCode = error.code;
      } else {
        console.error(error);
        process.exitCode = 1;
      }
    },
  );
}
