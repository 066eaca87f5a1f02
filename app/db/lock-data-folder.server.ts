import { readFileSync, realpathSync, unlinkSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { getLogger } from "~/lib/logger.server";

/** `code` of the error thrown when another live process holds the folder. */
export const DATA_FOLDER_IN_USE = "DATA_FOLDER_IN_USE";

export interface DataFolderLock {
  /** The lock file, beside the folder: `<folder>.lock`. */
  readonly file: string;
  /** Delete the lock file if it is still ours. Safe to call twice; also runs on process exit. */
  release(): void;
}

/** How long to wait for a lock file that another process is writing or taking over. */
const WAIT_MS = 2_000;
const POLL_MS = 20;

/** Lock files this process holds or is claiming (real paths). */
const held = new Set<string>();

/**
 * Claim a data folder (which must exist) for this process. PGlite has no lock of its own: a second
 * process opens a folder in use without error, reads stale data and corrupts the first one. So
 * before PGlite opens the folder we create `<folder>.lock` atomically ('wx'), holding our pid and
 * start time as JSON.
 *
 * If the file exists and names a live process, this throws an Error with `code` DATA_FOLDER_IN_USE
 * and a message for the operator. If that process has exited (a crash, SIGKILL), the lock is stale
 * and is taken over. A file naming this very pid is also stale: the database registry
 * (client.server.ts) never opens one folder twice in a process, so it was left by an earlier
 * process that had the same pid (pid 1 in a container, say). A pid reused by an unrelated live
 * process cannot be told apart from the owner; the message names the file to delete then.
 *
 * Stale locks are removed only while holding a second file, `<folder>.lock.takeover` (also
 * created with 'wx'), so two processes starting at once cannot both take the folder over.
 */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  // The real path keeps two spellings of one folder from looking like two folders.
  const file = `${realpathSync(folder)}.lock`;
  if (held.has(file)) throw new Error(`${file} is already held by this process: the database is open here already.`);
  held.add(file);
  const content = `${JSON.stringify({ pid: process.pid, startedAt: processStartedAt() })}\n`;
  try {
    await claim(file, folder, content);
  } catch (error) {
    held.delete(file);
    throw error;
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.off("exit", release);
    try {
      if (readFileSync(file, "utf8") === content) unlinkSync(file);
    } catch (error) {
      if (errorCode(error) !== "ENOENT") getLogger().warn({ err: error, lockFile: file }, "could not remove the data folder lock");
    }
  };
  // A normal exit, process.exit() after SIGTERM or a failed start: leave nothing behind.
  process.once("exit", release);
  return { file, release };
}

interface Holder {
  pid: number;
  startedAt?: string;
}

/** Create the lock file, taking over a stale one; throws if a live process holds it. */
async function claim(file: string, folder: string, content: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let stale: { holder?: Holder } | undefined;
  while (!create(file, content)) {
    const found = read(file);
    if (!found) continue; // released meanwhile: try again
    const { raw, holder } = found;
    if (!holder && Date.now() < deadline) {
      // Empty or half-written: its owner may be between creating and writing it.
      await sleep(POLL_MS);
      continue;
    }
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw inUse(folder, file, holder);
    if (await removeIfUnchanged(file, raw, content, deadline)) stale = { holder };
  }
  if (stale) {
    const { holder } = stale;
    getLogger().info(
      { lockFile: file, stalePid: holder?.pid ?? null, staleSince: holder?.startedAt ?? null },
      holder ? `took over a stale lock left by pid ${holder.pid}` : "took over an unreadable lock file",
    );
  }
}

/** Create `file` with `content` unless it exists. */
function create(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: "wx" });
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  }
}

/** The file's text and, if it is a lock, its holder; undefined if there is no file. */
function read(file: string): { raw: string; holder?: Holder } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
  try {
    const value = JSON.parse(raw) as Partial<Holder>;
    if (Number.isSafeInteger(value.pid) && value.pid! > 0) return { raw, holder: value as Holder };
  } catch {
    // not JSON: unreadable
  }
  return { raw };
}

/**
 * Delete the stale lock `file` if it still reads `raw`, holding the takeover file meanwhile.
 * Returns true if this call deleted it; false if it changed or another process is taking it over
 * (the caller looks again).
 */
async function removeIfUnchanged(file: string, raw: string, content: string, deadline: number): Promise<boolean> {
  const guard = `${file}.takeover`;
  if (!create(guard, content)) {
    const other = read(guard);
    if (other?.holder && other.holder.pid !== process.pid && isAlive(other.holder.pid)) {
      if (Date.now() > deadline)
        throw new Error(`Could not lock ${file}: process ${other.holder.pid} has held ${guard} for over ${WAIT_MS} ms.`);
    } else if (other && (other.holder || Date.now() > deadline)) {
      // Left by a process that died while taking over (or unreadable for too long).
      removeFile(guard);
    }
    await sleep(POLL_MS);
    return false;
  }
  try {
    if (read(file)?.raw !== raw) return false;
    removeFile(file);
    return true;
  } finally {
    removeFile(guard);
  }
}

function inUse(folder: string, file: string, holder: Holder): Error {
  const since = holder.startedAt ? ` (started ${holder.startedAt})` : "";
  const error = new Error(
    `The embedded database in ${folder} is in use by process ${holder.pid}${since}. ` +
      "PGlite allows one process per data folder: stop that process, " +
      "or use DATABASE_URL (PostgreSQL) to run several processes. " +
      `If process ${holder.pid} is not a Callboard server or \`npm run outbox\`, delete ${file}.`,
  ) as Error & { code: string; pid: number };
  error.code = DATA_FOLDER_IN_USE;
  error.pid = holder.pid;
  return error;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user.
    return errorCode(error) !== "ESRCH";
  }
}

function processStartedAt(): string {
  return new Date(Date.now() - process.uptime() * 1000).toISOString();
}

function removeFile(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
