import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getLogger } from "~/lib/logger.server";
import { DATA_FOLDER_IN_USE, lockDataFolder, type DataFolderLock } from "./lock-data-folder.server";

/** A process that stays alive until killed. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** The pid of a process that has exited (and been reaped). */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

/** Run ESM code that may import TypeScript (with the ~ alias) in a child node process, through the tsx loader. */
function tsx(code: string, args: string[]): ChildProcess & { output: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", code, ...args], {
    cwd: process.cwd(),
    env: process.env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const output = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
  return Object.assign(child, { output });
}

/** The first line a child prints. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.slice(0, text.indexOf("\n")));
    });
    child.once("close", () => reject(new Error(`child exited before printing a line: ${text}`)));
  });
}

/** Claims the folder in argv[1], prints "locked" or the refusal, and holds the lock until stdin closes. */
const HOLD = `
import { lockDataFolder } from "~/db/lock-data-folder.server";
try {
  await lockDataFolder(process.argv[1]);
  console.log("locked");
  process.stdin.resume();
  process.stdin.on("end", () => process.exit(0));
} catch (error) {
  console.log(error.code === "DATA_FOLDER_IN_USE" ? "in use" : "error");
  console.error(error.message);
  process.exit(1);
}`;

let children: ChildProcess[] = [];
let dir: string;
let folder: string;
let lockFile: string;
let locks: DataFolderLock[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "callboard-lock-"));
  folder = path.join(dir, "pglite");
  mkdirSync(folder);
  lockFile = path.join(realpathSync(dir), "pglite.lock");
});
afterEach(() => {
  for (const lock of locks) lock.release();
  locks = [];
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children = [];
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

async function lock(): Promise<DataFolderLock> {
  const l = await lockDataFolder(folder);
  locks.push(l);
  return l;
}

const holderOf = (file: string) => JSON.parse(readFileSync(file, "utf8")) as { pid: number; startedAt: string };

describe("lockDataFolder", () => {
  it("creates <folder>.lock with this pid and start time, and release removes it", async () => {
    const l = await lock();
    expect(l.file).toBe(lockFile);
    const holder = holderOf(lockFile);
    expect(holder.pid).toBe(process.pid);
    expect(Date.parse(holder.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(holder.startedAt)).toBeCloseTo(process.uptime() * 1000, -3);
    l.release();
    expect(existsSync(lockFile)).toBe(false);
    l.release();
    // Free again, for this process too.
    (await lock()).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses a folder a live process holds, with a message that says what to do, and leaves its lock alone", async () => {
    const holder = liveProcess();
    const theirs = `${JSON.stringify({ pid: holder.pid, startedAt: "2026-01-01T00:00:00.000Z" })}\n`;
    writeFileSync(lockFile, theirs);
    const refusal = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ code: DATA_FOLDER_IN_USE, pid: holder.pid });
    const { message } = refusal as Error;
    expect(message).toContain(`The embedded database in ${folder} is in use by process ${holder.pid} (started 2026-01-01T00:00:00.000Z)`);
    expect(message).toContain("stop that process, or use DATABASE_URL (PostgreSQL) to run several processes");
    expect(message).toContain(lockFile);
    expect(readFileSync(lockFile, "utf8")).toBe(theirs);

    // Once that process is gone its lock is stale.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    await lock();
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it("takes over a lock left by a process that has exited, and logs it", async () => {
    const pid = await exitedPid();
    writeFileSync(lockFile, JSON.stringify({ pid, startedAt: "2026-01-01T00:00:00.000Z" }));
    const info = vi.spyOn(getLogger(), "info");
    const l = await lock();
    expect(holderOf(lockFile).pid).toBe(process.pid);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ lockFile, stalePid: pid }), `took over a stale lock left by pid ${pid}`);
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
    l.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("takes over a lock naming this pid that this process does not hold (an earlier process with the same pid)", async () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: "2026-01-01T00:00:00.000Z" }));
    await lock();
    expect(holderOf(lockFile)).toMatchObject({ pid: process.pid });
    expect(holderOf(lockFile).startedAt).not.toBe("2026-01-01T00:00:00.000Z");
  });

  it("takes over an empty lock file once it stays empty (a crash between creating and writing it)", async () => {
    writeFileSync(lockFile, "");
    const started = Date.now();
    await lock();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it("refuses a second claim in this process", async () => {
    await lock();
    await expect(lockDataFolder(folder)).rejects.toThrow("already held by this process");
    // The same folder reached through a symbolic link.
    const link = `${dir}-link`;
    symlinkSync(dir, link);
    try {
      await expect(lockDataFolder(path.join(link, "pglite"))).rejects.toThrow("already held by this process");
    } finally {
      rmSync(link);
    }
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it("release leaves a lock file that is no longer ours", async () => {
    const l = await lock();
    const other = JSON.stringify({ pid: 1, startedAt: "2026-01-01T00:00:00.000Z" });
    writeFileSync(lockFile, other);
    l.release();
    expect(readFileSync(lockFile, "utf8")).toBe(other);
  });

  it("refuses another process while this one holds the folder, and lets it in after release", async () => {
    const l = await lock();
    const refused = await tsx(HOLD, [folder]).output;
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("in use\n");
    expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
    expect(holderOf(lockFile).pid).toBe(process.pid);

    l.release();
    const child = tsx(HOLD, [folder]);
    expect(await firstLine(child)).toBe("locked");
    expect(holderOf(lockFile).pid).toBe(child.pid);
    await expect(lockDataFolder(folder)).rejects.toMatchObject({ code: DATA_FOLDER_IN_USE, pid: child.pid });
    child.stdin!.end();
    // The child exits without calling release: the exit hook removes its lock.
    expect((await child.output).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it("a process killed outright leaves a stale lock that the next one takes over", async () => {
    const child = tsx(HOLD, [folder]);
    expect(await firstLine(child)).toBe("locked");
    child.kill("SIGKILL");
    await child.output;
    expect(holderOf(lockFile).pid).toBe(child.pid);
    await lock();
    expect(holderOf(lockFile).pid).toBe(process.pid);
  });

  it("lets exactly one of several processes take over the same stale lock", async () => {
    writeFileSync(lockFile, JSON.stringify({ pid: await exitedPid(), startedAt: "2026-01-01T00:00:00.000Z" }));
    const racers = Array.from({ length: 4 }, () => tsx(HOLD, [folder]));
    const results = await Promise.all(racers.map(firstLine));
    expect(results.filter((r) => r === "locked")).toHaveLength(1);
    expect(results.filter((r) => r === "in use")).toHaveLength(3);
    const winner = racers[results.indexOf("locked")]!;
    expect(holderOf(lockFile).pid).toBe(winner.pid);
    for (const racer of racers) racer.stdin!.end();
    await Promise.all(racers.map((r) => r.output));
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });
});
