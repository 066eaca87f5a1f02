import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.server";
import { databaseTemplates } from "../../tests/support/test-database";

/** Run ESM code that may import TypeScript (with the ~ alias) in a child node process, through the tsx loader. */
function child(code: string, args: string[]): { process: ChildProcess; ready: Promise<string>; output: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const p = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", code, ...args], {
    cwd: process.cwd(),
    env: process.env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(p);
  let stdout = "";
  let stderr = "";
  let markReady: (line: string) => void;
  const ready = new Promise<string>((resolve) => (markReady = resolve));
  p.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes("\n")) markReady(stdout.slice(0, stdout.indexOf("\n")));
  });
  p.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const output = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    p.on("error", reject);
    p.on("close", (code) => {
      markReady(`(exited ${code})`);
      resolve({ code, stdout, stderr });
    });
  });
  return { process: p, ready, output };
}

/**
 * Opens the embedded database in DATA_DIR argv[1], writes a row, prints "open" (or the refusal)
 * and keeps the database open until stdin closes.
 */
const OPEN = `
import { openDatabase } from "~/db/client.server";
try {
  const database = await openDatabase({ dataDir: process.argv[1] });
  await database.db.execute("create table if not exists marks (note text)");
  await database.db.execute("insert into marks values ('from the child')");
  console.log("open");
  process.stdin.resume();
  process.stdin.on("end", async () => {
    await database.close();
    process.exit(0);
  });
} catch (error) {
  console.log(error.code === "DATA_FOLDER_IN_USE" ? "in use" : "error");
  console.error(error.message);
  process.exit(1);
}`;

let children: ChildProcess[] = [];
let dataDir: string;
let lockFile: string;
let opened: Database[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "callboard-client-"));
  // A copy of the run's migrated folder (tests/support/database-templates.ts, which opens a new one):
  // these tests are about the lock, and a new folder's initdb cost each of them seconds, in every child too.
  const template = databaseTemplates().pglite;
  if (template) cpSync(template, dataDir, { recursive: true });
  lockFile = path.join(dataDir, "pglite.lock");
});
afterEach(async () => {
  for (const database of opened) await database.close().catch(() => undefined);
  opened = [];
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  children = [];
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

/** The rows of a query (drizzle types `execute` per driver; both return `{ rows }`). */
async function rows(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

const lockPid = () => (JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number }).pid;

describe("openDatabase on the embedded database: shared_buffers", () => {
  it("starts with PostgreSQL's 128MB unless told otherwise, and leaves postgresql.conf as it was", async () => {
    const conf = readFileSync(path.join(dataDir, "pglite", "postgresql.conf"), "utf8");
    const database = await open();
    expect(await rows(database, sql`show shared_buffers`)).toEqual([{ shared_buffers: "128MB" }]);
    await database.close();
    const small = await openDatabase({ dataDir, sharedBuffers: "16MB" });
    opened.push(small);
    expect(await rows(small, sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
    expect(readFileSync(path.join(dataDir, "pglite", "postgresql.conf"), "utf8")).toBe(conf);
  });
});

describe("openDatabase on the embedded database: the data folder lock", () => {
  it("locks DATA_DIR/pglite while open and unlocks it on close", async () => {
    const database = await open();
    expect(lockPid()).toBe(process.pid);
    await database.ping();
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
    // Closing again is harmless.
    await database.close();
  });

  it("shares one handle (and one lock) between two opens in this process", async () => {
    const [a, b] = await Promise.all([open(), open()]);
    expect(b).toBe(a);
    expect(await open()).toBe(a);
    expect(lockPid()).toBe(process.pid);
    await a.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("opens the folder again right after a close, once the close has finished", async () => {
    const first = await open();
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    const closing = first.close();
    const second = await open();
    await closing;
    expect(second).not.toBe(first);
    expect(lockPid()).toBe(process.pid);
    expect(await rows(second, sql`select n from kept`)).toEqual([{ n: 7 }]);
  });

  it("refuses another process while this one has the folder open, and this one keeps working", async () => {
    const database = await open();
    await database.db.execute(sql`create table marks (note text)`);
    const other = child(OPEN, [dataDir]);
    const { code, stdout, stderr } = await other.output;
    expect(code).toBe(1);
    expect(stdout).toBe("in use\n");
    expect(stderr).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is in use by process ${process.pid}`);
    expect(stderr).toContain("DATABASE_URL");
    expect(lockPid()).toBe(process.pid);
    expect(await rows(database, sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
  });

  it("is refused while another process has the folder open, and opens it once that process has closed it", async () => {
    const other = child(OPEN, [dataDir]);
    expect(await other.ready).toBe("open");
    const refusal = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "DATA_FOLDER_IN_USE", pid: other.process.pid });
    expect((refusal as Error).message).toContain(`is in use by process ${other.process.pid}`);

    other.process.stdin!.end();
    expect((await other.output).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    const database = await open();
    expect(await rows(database, sql`select note from marks`)).toEqual([{ note: "from the child" }]);
  });

  it("opens a folder whose process was killed, taking over its stale lock, with the data kept", async () => {
    const other = child(OPEN, [dataDir]);
    expect(await other.ready).toBe("open");
    other.process.kill("SIGKILL");
    await other.output;
    expect(lockPid()).toBe(other.process.pid);
    const database = await open();
    expect(lockPid()).toBe(process.pid);
    expect(await rows(database, sql`select note from marks`)).toEqual([{ note: "from the child" }]);
  });
});
