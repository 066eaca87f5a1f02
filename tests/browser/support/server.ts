import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { catalog } from "../../../seed/catalog";
import { buildDirectory } from "../../../scripts/build-dir";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { databaseTemplates } from "../../support/test-database";
import { TEST_PGLITE_SHARED_BUFFERS } from "../../support/test-run-environment";

export interface RunningServer {
  url: string;
  /** What the server wrote to stdout and stderr, line by line (only with `captureOutput`). */
  output(): string[];
  /** The server's process (a test of its own signals, e.g. a deploy's SIGTERM); the shared session's server has none here. */
  process?: ChildProcess;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      const port = typeof address === "object" && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The embedded database a browser test's server starts from: the run's migrated template with the
 * catalog seeded (shared-session.ts), else the migrated one (the server then seeds at boot).
 */
export function serverTemplate(): string | undefined {
  const templates = databaseTemplates();
  return templates.pgliteSeeded ?? templates.pglite;
}

/** A new folder for a server's embedded database (DATA_DIR), a copy of `serverTemplate()` when there is one, to prepare before the server starts. */
export function preparedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = serverTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A `preparedDataDir()` folder's database, open, migrated and with the catalog, for a file to write
 * its rows before its server starts. A copy of the run's seeded template is both already, so the
 * migrator and the seed (about 0.35 s of CPU a file, to find nothing to do) run only without one.
 */
export async function openPreparedDatabase(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS });
  if (databaseTemplates().pgliteSeeded) return database;
  try {
    await migrateDatabase(database);
    await seedCatalog({ db: database.db, catalog });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Start the production build on a free port with its own new embedded database. */
export async function startServer(env: Record<string, string> = {}, options: { captureOutput?: boolean | "discard"; template?: string; healthTimeoutMs?: number } = {}): Promise<RunningServer> {
  const entry = path.resolve(buildDirectory(), "server/index.js");
  if (!existsSync(entry)) throw new Error("No build: run `npm run build` first (npm run test:browser does).");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "callboard-browser-"));
  // Start from the run's migrated embedded database rather than an empty folder (about 4 s each).
  // A caller that brings its own DATA_DIR (prepared, or reused after a stop) keeps it as it is.
  const template = options.template ?? serverTemplate();
  if (template && !env.DATABASE_URL && !env.DATA_DIR) cpSync(template, dataDir, { recursive: true });
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a benchmark.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", SITE_URL: `http://127.0.0.1:${port}`, ...env },
    // "discard" goes to /dev/null: a pipe to this process would stall the server's writes whenever
    // this process is busy (a benchmark waiting on wrk), which is not what a log collector does.
    stdio: ["ignore", ...(options.captureOutput === "discard" ? ["ignore", "ignore"] as const : options.captureOutput ? ["pipe", "pipe"] as const : ["inherit", "inherit"] as const)],
  });
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts.filter((line) => line.length > 0));
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  const healthTimeoutMs = options.healthTimeoutMs ?? 60_000;
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in ${healthTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => [...lines, ...(partial ? [partial] : [])],
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
