/**
 * `npm run outbox` (scripts/outbox.ts). It sits here because vitest only collects tests under app/,
 * server/ and seed/. What the command prints and answers is tested in-process, through
 * runOutboxCli (scripts/outbox-cli.ts), which the script calls with the process's own streams and
 * environment. Child processes stay where the behaviour is about processes: one run through npm
 * (the command the team types), the refusal while another process holds the data folder, and a
 * lock left by a process that died. Those start the script as npm does, with node and tsx (saving
 * npm's own start) except the first.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { runOutboxCli } from "../../../scripts/outbox-cli";
import { createTestDatabase, databaseTemplates, type TestDatabase } from "../../../tests/support/test-database";
import { enqueueEmail } from "./enqueue-email.server";

const SUBJECT = "You're registered for the audition";
const BODY = "Hi Maya,\n\nPlease arrive 15 minutes early.";
const FAILED_SUBJECT = "Note to a bad address";

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The database settings as the server's environment: DATABASE_URL is removed unless given. */
function cliEnv(env: { DATA_DIR?: string; DATABASE_URL?: string }): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  return merged;
}

/** Run the command in this process, as scripts/outbox.ts does with the process's streams. */
async function runInProcess(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runOutboxCli(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: cliEnv(env),
  });
  return { code, stdout, stderr };
}

/**
 * Run scripts/outbox.ts as a child process from the project folder with the given database
 * settings: as `npm run outbox -- ...args` when asked, else as `node --import tsx scripts/outbox.ts ...args`.
 */
function runChild(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }, through: "npm" | "node" = "node"): Promise<CliResult> {
  const [command, commandArgs] =
    through === "npm" ? ["npm", ["run", "--silent", "outbox", "--", ...args]] : [process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: process.cwd(), env: cliEnv(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run outbox on the embedded database", () => {
  let dataDir: string;
  let pendingId: number;
  let hostileId: number;

  beforeAll(async () => {
    // Prepare DATA_DIR as the server does on start (open, migrate), queue mail, and let go of the folder.
    // It starts as a copy of the run's migrated template (tests/support/database-templates.ts), so the
    // migrator finds nothing to do; without one it is created and migrated here.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "callboard-outbox-cli-"));
    const template = databaseTemplates().pglite;
    if (template) cpSync(template, dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      pendingId = await enqueueEmail({ db: database.db, to: "maya@example.test", template: "audition-confirmation", subject: SUBJECT, html: "<p>Hi</p>", text: BODY });
      await enqueueEmail({ db: database.db, to: "not an address", template: "team-notification", subject: FAILED_SUBJECT, html: "<p>x</p>", text: "x" });
      // A name typed into a public form, carrying terminal escape sequences.
      hostileId = await enqueueEmail({ db: database.db, to: "x@example.test", template: "team-notification", subject: "New talent: Jo\u001b[2J\u001b[31m", html: "<p>x</p>", text: "From Jo\u001b]0;owned\u0007" });
    } finally {
      await database.close();
    }
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the newest messages as a table (through npm, as the team runs it)", async () => {
    const { code, stdout } = await runChild([], { DATA_DIR: dataDir }, "npm");
    expect(code).toBe(0);
    expect(stdout).toMatch(/ID\s+CREATED \(UTC\)\s+TO\s+SUBJECT\s+STATUS\s+ATTEMPTS\s+LAST ERROR/);
    expect(stdout).toContain(SUBJECT);
    expect(stdout).toMatch(/maya@example\.test\s+You're registered for the audition\s+pending\s+0/);
    expect(stdout).toContain("Invalid recipient address");
    expect(stdout.indexOf(FAILED_SUBJECT)).toBeLessThan(stdout.indexOf(SUBJECT));
    expect(stdout).toContain("3 messages, newest first");
  });

  it("filters by status and limits the rows", async () => {
    const failed = await runInProcess(["--status", "failed"], { DATA_DIR: dataDir });
    expect(failed.code).toBe(0);
    expect(failed.stdout).toContain(FAILED_SUBJECT);
    expect(failed.stdout).not.toContain(SUBJECT);
    const limited = await runInProcess(["--limit", "1"], { DATA_DIR: dataDir });
    expect(limited.stdout).toContain("New talent");
    expect(limited.stdout).not.toContain(SUBJECT);
    expect((await runInProcess(["--status", "sent"], { DATA_DIR: dataDir })).stdout).toContain("No sent messages");
  });

  it("shows one message's headers and plain-text body", async () => {
    const { code, stdout } = await runInProcess(["--show", String(pendingId)], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Id:\\s+${pendingId}$`, "m"));
    expect(stdout).toMatch(/^To:\s+maya@example\.test$/m);
    expect(stdout).toMatch(/^Subject:\s+You're registered for the audition$/m);
    expect(stdout).toMatch(/^Status:\s+pending$/m);
    expect(stdout).toContain(`\n\n${BODY}\n`);
    const missing = await runInProcess(["--show", "9999"], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No message with id 9999");
  });

  it("prints control characters from user input as visible escapes, never raw", async () => {
    const list = await runInProcess([], { DATA_DIR: dataDir });
    const one = await runInProcess(["--show", String(hostileId)], { DATA_DIR: dataDir });
    for (const out of [list.stdout, one.stdout]) {
      // eslint-disable-next-line no-control-regex -- the point is to find raw control characters
      expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
      expect(out).toContain("Jo\\x1b[2J");
    }
    expect(one.stdout).toContain("From Jo\\x1b]0;owned\\x07");
  });

  it("explains bad options with the usage", async () => {
    const bad = await runInProcess(["--status", "lost"], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--status must be one of pending, sending, sent, failed");
    expect(bad.stderr).toContain("Usage: npm run outbox");
    expect((await runInProcess(["--limit", "0"], { DATA_DIR: dataDir })).code).toBe(2);
    const help = await runInProcess(["--help"], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run outbox");
  });

  it("refuses a data folder another process (the server) holds open, and leaves it intact", async () => {
    // This test process plays the server: it holds the folder lock (DATA_DIR/pglite.lock).
    const held = await openDatabase({ dataDir });
    try {
      const { code, stdout, stderr } = await runChild([], { DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain(`is in use by process ${process.pid}`);
      expect(stderr).toContain("stop the server");
      expect(stderr).toContain("DATABASE_URL");
      expect(JSON.parse(readFileSync(path.join(dataDir, "pglite.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    } finally {
      await held.close();
    }
    expect((await runInProcess([], { DATA_DIR: dataDir })).stdout).toContain(SUBJECT);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("reads a folder whose last process died without closing it (stale lock)", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: dead.pid, startedAt: "2026-01-01T00:00:00.000Z" }));
    const { code, stdout } = await runChild([], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stdout).toContain(SUBJECT);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("does not create a database where there is none", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "callboard-outbox-cli-empty-"));
    try {
      const { code, stderr } = await runInProcess([], { DATA_DIR: empty });
      expect(code).toBe(1);
      expect(stderr).toContain("No embedded database");
      expect(existsSync(path.join(empty, "pglite"))).toBe(false);
      expect(existsSync(path.join(empty, "pglite.lock"))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("npm run outbox on PostgreSQL", () => {
  let t: TestDatabase;
  let databaseUrl: string;

  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    // location is host:port/name; the CLI needs the full URL with the same credentials.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = t.database.location.slice(t.database.location.indexOf("/"));
    databaseUrl = url.toString();
    await enqueueEmail({ db: t.database.db, to: "maya@example.test", template: "audition-confirmation", subject: SUBJECT, html: "<p>Hi</p>", text: BODY });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("reads the outbox through DATABASE_URL while the server's pool is connected", async () => {
    const { code, stdout } = await runInProcess([], { DATABASE_URL: databaseUrl });
    expect(code).toBe(0);
    expect(stdout).toContain(SUBJECT);
  });
});
