import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "pino";
import { openDatabase, type Database } from "../client.server";

/** The signal db:backup sends the server holding the embedded database; the request waits in the data folder. */
export const BACKUP_SIGNAL = "SIGUSR2";
const requestFile = (dataDir: string) => path.join(dataDir, "backup-request.json");
const resultFile = (dataDir: string) => path.join(dataDir, "backup-result.json");
const databaseFolder = (dataDir: string) => path.resolve(dataDir, "pglite");

interface BackupRequest {
  id: string;
  file: string;
}
type BackupResult = { id: string; ok: true; bytes: number } | { id: string; ok: false; error: string };

/**
 * The server's side (issue 38): PGlite is one process's, so a backup of the running site is taken by
 * the server itself, between two transactions, when db:backup asks with a signal; it keeps serving.
 */
export function listenForBackupRequests(options: { database: Database; dataDir: string; logger: Logger }): () => void {
  const { database, dataDir, logger } = options;
  if (!database.dumpEmbedded) return () => {};
  const answer = async () => {
    let request: BackupRequest;
    try {
      request = JSON.parse(readFileSync(requestFile(dataDir), "utf8")) as BackupRequest;
    } catch {
      return logger.warn("backup signal without a readable request: ignored");
    }
    let result: BackupResult;
    try {
      const bytes = await writeDump(database, request.file);
      result = { id: request.id, ok: true, bytes };
      logger.info({ file: request.file, bytes }, "backup written");
    } catch (error) {
      result = { id: request.id, ok: false, error: (error as Error).message };
      logger.error({ err: error }, "backup failed");
    }
    writeFileSync(resultFile(dataDir), JSON.stringify(result));
  };
  const listener = () => void answer();
  process.on(BACKUP_SIGNAL, listener);
  return () => process.off(BACKUP_SIGNAL, listener);
}

async function writeDump(database: Database, file: string): Promise<number> {
  const dump = await database.dumpEmbedded!();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Whole or nothing: a reader never finds half a backup under the name.
  writeFileSync(`${file}.partial`, bytes);
  renameSync(`${file}.partial`, file);
  return bytes.byteLength;
}

export type EmbeddedBackupResult = { ok: true; via: "server" | "direct"; bytes: number } | { ok: false; reason: "server_failed" | "server_silent"; detail?: string };

/** Back up DATA_DIR's embedded database to `file`: through the server that has it open, else by opening it here. */
export async function backupEmbedded(options: { dataDir: string; file: string; timeoutMs?: number }): Promise<EmbeddedBackupResult> {
  const file = path.resolve(options.file);
  const holder = liveHolder(options.dataDir);
  if (holder === null) {
    const database = await openDatabase({ dataDir: options.dataDir });
    try {
      return { ok: true, via: "direct", bytes: await writeDump(database, file) };
    } finally {
      await database.close();
    }
  }
  const id = `${process.pid}-${Date.now()}`;
  rmSync(resultFile(options.dataDir), { force: true });
  writeFileSync(requestFile(options.dataDir), JSON.stringify({ id, file } satisfies BackupRequest));
  process.kill(holder, BACKUP_SIGNAL);
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    await sleep(100);
    let result: BackupResult | null = null;
    try {
      result = JSON.parse(readFileSync(resultFile(options.dataDir), "utf8")) as BackupResult;
    } catch {
      continue;
    }
    if (result.id !== id) continue;
    rmSync(requestFile(options.dataDir), { force: true });
    return result.ok ? { ok: true, via: "server", bytes: result.bytes } : { ok: false, reason: "server_failed", detail: result.error };
  }
  return { ok: false, reason: "server_silent" };
}

export type EmbeddedRestoreResult = { ok: true } | { ok: false; reason: "not_empty" | "no_file" };

/** Restore a backup into an empty DATA_DIR; a folder that already holds a database is refused, untouched. */
export async function restoreEmbedded(options: { dataDir: string; file: string }): Promise<EmbeddedRestoreResult> {
  if (!existsSync(options.file)) return { ok: false, reason: "no_file" };
  const folder = databaseFolder(options.dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) return { ok: false, reason: "not_empty" };
  const dump = new Blob([readFileSync(options.file)]);
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, { loadDataDir: dump });
  await client.query("select 1");
  await client.close();
  return { ok: true };
}

/** The pid of the live process holding the data folder's lock (lock-data-folder.server.ts), or null. */
function liveHolder(dataDir: string): number | null {
  const folder = databaseFolder(dataDir);
  if (!existsSync(folder)) return null;
  const lock = `${path.resolve(folder)}.lock`;
  let pid: number;
  try {
    pid = Number((JSON.parse(readFileSync(lock, "utf8")) as { pid?: unknown }).pid);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
