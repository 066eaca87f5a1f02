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
}

export type DatabaseOptions = { databaseUrl: string; poolMax?: number } | { dataDir: string };

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
      .then(() => ("databaseUrl" in options ? openPostgres(options.databaseUrl, options.poolMax) : openPglite(options.dataDir)))
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

async function openPglite(dataDir: string): Promise<Database> {
  const folder = path.resolve(dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  // Before PGlite touches the folder: throws if another live process has it open.
  const lock = await lockDataFolder(folder);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
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
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, poolMax = 20): Promise<Database> {
  const poolMin = Math.min(poolMax, 10);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, min: poolMin, idleTimeoutMillis: 60_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (err) => getLogger().warn({ err }, "idle PostgreSQL connection closed"));
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
      const clients = await Promise.all(Array.from({ length: poolMin }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    close: () => pool.end(),
  };
}
