import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { getLogger } from "~/lib/logger.server";
import { lockDataFolder } from "./lock-data-folder.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Where the data lives: a folder for the embedded database, host/db for PostgreSQL. */
  location: string;
  ping(): Promise<void>;
  /**
   * Open the connections a burst will need before it comes (PostgreSQL: the pool's minimum, kept
   * open while idle), so the first buyers of a sale do not wait for connections to be made.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's whole data folder as a gzipped tarball, consistent: taken between two
   * transactions after a checkpoint, while the server goes on serving (db:backup asks the server for it).
   */
  dumpEmbedded?(): Promise<Blob>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export type DatabaseOptions =
  | { databaseUrl: string; poolMax?: number }
  /** `sharedBuffers`: PostgreSQL's shared_buffers for the embedded database, e.g. "128MB" (its default). */
  | { dataDir: string; sharedBuffers?: string };

interface Registry {
  open: Map<string, Promise<Database>>;
  /** Handles being closed; opening the same key again waits for them. */
  closing: Map<string, Promise<void>>;
}

// Module copies (dev server reloads, tests) must share one handle per data folder:
// PGlite must not be opened twice on the same folder in one process. Other processes are kept
// out by the folder lock (lock-data-folder.server.ts).
const registry: Registry = ((globalThis as { __callboardDb?: Partial<Registry> }).__callboardDb ??= {}) as Registry;
registry.open ??= new Map();
registry.closing ??= new Map();

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  const key = "databaseUrl" in options ? options.databaseUrl : `pglite:${path.resolve(options.dataDir)}`;
  let opening = registry.open.get(key);
  if (!opening) {
    const previous = registry.closing.get(key) ?? Promise.resolve();
    const thisOpening: Promise<Database> = previous
      .then(() => ("databaseUrl" in options ? openPostgres(options.databaseUrl, options.poolMax) : openPglite(options.dataDir, options.sharedBuffers)))
      .then((database) => {
        let closed: Promise<void> | undefined;
        return {
          ...database,
          close: () => {
            if (!closed) {
              if (registry.open.get(key) === thisOpening) registry.open.delete(key);
              closed = database.close();
              const settled = closed.catch(() => undefined);
              registry.closing.set(key, settled);
              void settled.then(() => {
                if (registry.closing.get(key) === settled) registry.closing.delete(key);
              });
            }
            return closed;
          },
        };
      });
    thisOpening.catch(() => {
      if (registry.open.get(key) === thisOpening) registry.open.delete(key);
    });
    registry.open.set(key, thisOpening);
    opening = thisOpening;
  }
  return opening;
}

async function openPglite(dataDir: string, sharedBuffers = "128MB"): Promise<Database> {
  const folder = path.resolve(dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  // Before PGlite touches the folder: throws if another live process has it open.
  const lock = await lockDataFolder(folder);
  let client: PGlite;
  try {
    // PGlite clears every shared buffer when it starts: about 0.5 s of CPU for PostgreSQL's default
    // 128MB, against 0.05 s for 16MB (the tests' databases, docs/decisions/0049). A start parameter,
    // not postgresql.conf, which PGlite would overwrite in the data folder.
    client = await PGlite.create(folder, { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`] });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    location: folder,
    ping: async () => {
      await client.query("select 1");
    },
    warm: async () => undefined,
    // A checkpoint writes every committed change to the files; the tarball is then read holding the
    // transaction lock (no transaction half done). Queries take that lock too, so none runs inside it.
    dumpEmbedded: async () => {
      await client.exec("CHECKPOINT");
      return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** After a warm connection is lost, the first refill waits this long; each failed refill doubles it, up to the cap. */
const REFILL_DELAY_MS = 1_000;
const REFILL_DELAY_MAX_MS = 30_000;

/**
 * A pool whose checked-out clients go back to it, to be dropped, as soon as their connection is lost.
 * drizzle's transaction() (0.45) runs `begin` before the try/finally that releases its client, so a
 * connection lost during `begin` would otherwise keep its slot in the pool for good, and enough of
 * them would leave every query waiting. The holder's own release() later does nothing.
 * pool.query() (the callback form of connect) handles a lost connection itself.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = (err: Error) => client.release(err);
  client.release = (err) => {
    if (released) return;
    released = true;
    client.removeListener("error", lost);
    release(err);
  };
  client.on("error", lost);
  return client;
}

async function openPostgres(databaseUrl: string, poolMax = 20): Promise<Database> {
  const poolMin = Math.min(poolMax, 10);
  const pool = new Pool({ connectionString: databaseUrl, max: poolMax, min: poolMin, idleTimeoutMillis: 60_000 });

  // A connection the server drops (restart, failover, idle timeout, pg_terminate_backend) emits
  // 'error' on its client, once or twice (the server's FATAL message, then the closed socket). While
  // the client is idle in the pool, the pool relays it as the pool's 'error' and drops the client.
  // While it is checked out (a drizzle transaction between two statements, warm()), nobody else
  // listens, and an unhandled 'error' event would kill the process. So every client the pool opens
  // gets its own listener: the query that was running fails, the client goes back to the pool to be
  // dropped (see Pool above), and the pool opens a new connection for the next query. The app opens
  // no connections outside this pool (drizzle's transactions and the migrator check clients out of it).
  // One warning per connection; the logger scrubs personal data from errors.
  const reported = new WeakSet<object>();
  const warnClosed = (err: Error, client: object) => {
    if (reported.has(client)) return;
    reported.add(client);
    getLogger().warn({ err }, "PostgreSQL connection closed; the pool opens a new one when needed");
  };
  pool.on("connect", (client) => client.on("error", (err) => warnClosed(err, client)));
  pool.on("error", (err, client) => warnClosed(err, client));

  // The pool only opens connections on demand: once warm() has opened the minimum, lost connections
  // are replaced in the background, so the next burst after a failover does not wait for them.
  let warmed = false;
  let ending = false;
  let refill: NodeJS.Timeout | undefined;
  let refillDelay = REFILL_DELAY_MS;
  const openMinimum = async () => {
    const results = await Promise.allSettled(Array.from({ length: poolMin }, () => pool.connect()));
    for (const result of results) if (result.status === "fulfilled") result.value.release();
    const failure = results.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  };
  const scheduleRefill = () => {
    if (!warmed || ending || refill || pool.totalCount >= poolMin) return;
    refill = setTimeout(() => {
      void openMinimum().then(
        () => {
          refill = undefined;
          refillDelay = REFILL_DELAY_MS;
          scheduleRefill();
        },
        (err: unknown) => {
          refill = undefined;
          if (ending) return;
          getLogger().warn({ err }, "could not reopen the warm PostgreSQL connections; retrying");
          refillDelay = Math.min(refillDelay * 2, REFILL_DELAY_MAX_MS);
          scheduleRefill();
        },
      );
    }, refillDelay);
    refill.unref();
  };
  pool.on("remove", scheduleRefill);

  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  const url = new URL(databaseUrl);
  return {
    db,
    driver: "postgres",
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    ping: async () => {
      await pool.query("select 1");
    },
    warm: async () => {
      warmed = true;
      await openMinimum();
    },
    close: () => {
      ending = true;
      clearTimeout(refill);
      return pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
  };
}
