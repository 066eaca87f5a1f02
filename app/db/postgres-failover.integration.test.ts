import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";

/**
 * The server's side, in its own process (an unhandled 'error' event must be seen to kill a process,
 * not be caught by the test runner): opens DATABASE_URL argv[1] through openDatabase, warms the pool
 * as boot does, prints "ready", then answers one stdin line at a time:
 * - "burst": runs 45 operations at once (plain queries, pg_sleep(0.2), and transactions that keep
 *   their connection checked out and idle between statements) and prints { ok, failed, errors };
 * - "ping": prints "pong" or the error.
 * Warnings go to stderr as log lines. When stdin closes it closes the database and exits 0.
 */
const SERVER = `
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { configureLogger } from "~/lib/logger.server";

configureLogger("warn", process.stderr);
const database = await openDatabase({ databaseUrl: process.argv[1] });
const { db } = database;
await db.execute(sql\`create table if not exists failover_marks (n int)\`);
await database.warm();

const operations = [
  () => db.execute(sql\`select 1\`),
  () => db.execute(sql\`select pg_sleep(0.2)\`),
  () =>
    db.transaction(async (tx) => {
      await tx.execute(sql\`insert into failover_marks values (1)\`);
      await sleep(30);
      await tx.execute(sql\`select pg_sleep(0.05)\`);
      await tx.execute(sql\`insert into failover_marks values (2)\`);
    }),
];

async function burst() {
  const results = await Promise.allSettled(Array.from({ length: 45 }, (_, i) => operations[i % operations.length]()));
  const errors = results
    .filter((result) => result.status === "rejected")
    .map(({ reason }) => reason?.cause?.code ?? reason?.code ?? reason?.cause?.message ?? reason?.message ?? String(reason));
  return { ok: results.length - errors.length, failed: errors.length, errors: [...new Set(errors)] };
}

console.log("ready");
for await (const line of createInterface({ input: process.stdin })) {
  if (line === "burst") console.log(JSON.stringify(await burst()));
  if (line === "ping") console.log(await database.ping().then(() => "pong", (error) => String(error?.message)));
}
await database.close();
process.exit(0);
`;

interface Burst {
  ok: number;
  failed: number;
  errors: string[];
}

interface Server {
  process: ChildProcess;
  /** The next line the server prints, or "(exited <code>)" once it has exited. */
  next(): Promise<string>;
  ask(command: string): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
}

function startServer(databaseUrl: string): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", SERVER, databaseUrl], {
    cwd: process.cwd(),
    env: process.env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let ended: string | undefined;
  createInterface({ input: child.stdout }).on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("close", (code, signal) => {
      ended = `(exited ${code ?? signal})`;
      for (const waiter of waiting.splice(0)) waiter(ended);
      resolve({ code, signal });
    }),
  );
  const next = () => {
    const line = lines.shift() ?? ended;
    return line !== undefined ? Promise.resolve(line) : new Promise<string>((resolve) => waiting.push(resolve));
  };
  return {
    process: child,
    next,
    ask: (command) => {
      if (ended === undefined) child.stdin.write(`${command}\n`);
      return next();
    },
    exited,
    stderr: () => stderr,
  };
}

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("PostgreSQL connections killed under load (pg_terminate_backend)", () => {
  let t: TestDatabase;
  let databaseUrl: string;
  let dbName: string;
  let admin: pg.Client;
  let server: Server | undefined;

  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    // Only the child process connects to the database: the kills and connection counts are about its pool.
    await t.database.close();
    dbName = t.database.location.slice(t.database.location.indexOf("/") + 1);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGKILL");
    await admin?.end();
    await t?.destroy();
  });

  /** Terminate every connection to the test database; the pids terminated. */
  async function terminateAll(): Promise<number[]> {
    const result = await admin.query<{ pid: number; killed: boolean }>(
      "select pid, pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
    return result.rows.filter((row) => row.killed).map((row) => row.pid);
  }

  /** Connections to the test database, leaving out the given (terminated, maybe not yet gone) pids. */
  async function connectionCount(except: number[] = []): Promise<number> {
    const result = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> all($2::int[])",
      [dbName, except],
    );
    return result.rows[0]!.n;
  }

  async function waitForConnections(atLeast: number, except: number[], timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let n = await connectionCount(except);
    while (n < atLeast && Date.now() < deadline) {
      await sleep(100);
      n = await connectionCount(except);
    }
    return n;
  }

  it("keeps the process alive, fails only the queries that were cut, then serves every query and refills the warm pool", async () => {
    server = startServer(databaseUrl);
    expect(await server.next(), server.stderr()).toBe("ready");
    // warm() opened the pool's minimum (10 of the default 20).
    expect(await connectionCount()).toBeGreaterThanOrEqual(10);

    // Load: bursts back to back, while every connection of the database is killed six times.
    let loading = true;
    const bursts: Burst[] = [];
    const load = (async () => {
      while (loading) {
        const line = await server.ask("burst");
        if (line.startsWith("(exited")) return line;
        bursts.push(JSON.parse(line) as Burst);
      }
      return "loaded";
    })();
    await sleep(300);
    let killed = 0;
    for (let i = 0; i < 6; i++) {
      killed += (await terminateAll()).length;
      await sleep(250);
    }
    loading = false;
    const loadEnd = await load;

    // The process survived the kills (before the fix, an unhandled 'error' event on a checked-out client killed it).
    expect(loadEnd, server.stderr()).toBe("loaded");
    expect(server.process.exitCode).toBeNull();
    expect(killed).toBeGreaterThan(0);
    // The kills hit connections in use: some operations failed, and only with connection errors.
    const failed = bursts.reduce((sum, burst) => sum + burst.failed, 0);
    expect(failed).toBeGreaterThan(0);
    expect(bursts.reduce((sum, burst) => sum + burst.ok, 0)).toBeGreaterThan(0);
    // Each dropped connection is logged as a warning with the server's code, not thrown.
    expect(server.stderr()).toContain('"level":40');
    expect(server.stderr()).toContain("57P01");
    expect(server.stderr()).not.toMatch(/uncaught|unhandled/i);

    // After the kills, every new query succeeds.
    await sleep(300);
    for (let i = 0; i < 3; i++) {
      expect(JSON.parse(await server.ask("burst"))).toEqual({ ok: 45, failed: 0, errors: [] });
    }
    expect(await server.ask("ping")).toBe("pong");

    // Idle warm connections killed (a restart, a failover) are replaced without waiting for a request.
    await sleep(100);
    const idle = await terminateAll();
    expect(idle.length).toBeGreaterThanOrEqual(10);
    expect(await waitForConnections(10, idle, 15_000)).toBeGreaterThanOrEqual(10);
    expect(await server.ask("ping")).toBe("pong");
    expect(JSON.parse(await server.ask("burst"))).toEqual({ ok: 45, failed: 0, errors: [] });

    // close() waits for every checked-out client: a client leaked by a transaction whose `begin` was
    // cut would keep it waiting, and the child would exit with 13 (unsettled top-level await).
    server.process.stdin!.end();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.stderr()).not.toMatch(/uncaught|unhandled/i);
  });
});
