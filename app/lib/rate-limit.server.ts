import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimitWindows } from "~/db/schema";

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Count one hit for a key; not allowed once the key has used up its allowance in the current
   * window. Throws when the database does: the caller decides whether to fail open.
   */
  hit(key: string, now?: Date | number): Promise<RateLimitVerdict>;
  /** Drop a key's count (a right password clears the guesses counted against its account and address). */
  forget(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  db: Db;
  limit: number;
  windowMs: number;
  /** Real time by default; tests pass a fixed instant. Not the business clock, which APP_NOW shifts per process. */
  currentTime?: () => Date | number;
}

/** Windows older than this (or than one window, if longer) are deleted. */
const KEEP_MS = 60 * 60 * 1000;
/** Each process prunes at most this often. */
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Fixed-window limiter kept in the database (`rate_limit_windows`), so every server process
 * shares one count per key. Hits are counted by atomic upserts that return the window's count.
 * While one upsert is on its way, the hits that arrive meanwhile wait and go together in the next
 * (one row per key, counted by how many hits it carries): a burst costs a few round trips to the
 * database instead of one per request, and a lone hit goes at once.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, limit, windowMs } = options;
  const currentTime = options.currentTime ?? Date.now;
  const keepMs = Math.max(KEEP_MS, windowMs);
  let lastPruneMs = Number.NEGATIVE_INFINITY;
  let waiting: PendingHit[] = [];
  let inFlight = false;

  async function flush(): Promise<void> {
    const batch = waiting;
    waiting = [];
    inFlight = true;
    try {
      const counts = new Map<string, { key: string; windowStartMs: number; hits: PendingHit[] }>();
      for (const hit of batch) {
        const id = `${hit.windowStartMs}|${hit.key}`;
        const entry = counts.get(id) ?? { key: hit.key, windowStartMs: hit.windowStartMs, hits: [] };
        entry.hits.push(hit);
        counts.set(id, entry);
      }
      // The batch goes as one JSON parameter: a statement of the same shape for any batch, built
      // without a parameter per row and column (which cost a burst's server more than the hits).
      const batchRows = [...counts.values()].map((c) => ({ key: c.key, window_ms: c.windowStartMs, hits: c.hits.length }));
      const result = await db.execute(sql`
        insert into ${rateLimitWindows} (key, window_start, hits)
        select r.key, to_timestamp(r.window_ms / 1000.0), r.hits from jsonb_to_recordset(${JSON.stringify(batchRows)}::jsonb) as r(key text, window_ms float8, hits integer)
        on conflict (key, window_start) do update set hits = ${rateLimitWindows}.hits + excluded.hits
        returning key, (extract(epoch from window_start) * 1000)::float8 as window_ms, hits`);
      const rows = (result as unknown as { rows: Array<{ key: string; window_ms: number | string; hits: number | string }> }).rows;
      const totals = new Map(rows.map((r) => [`${Number(r.window_ms)}|${r.key}`, Number(r.hits)]));
      for (const [id, entry] of counts) {
        const total = totals.get(id);
        if (total === undefined) {
          for (const hit of entry.hits) hit.reject(new Error("rate_limit_windows upsert returned no row"));
          continue;
        }
        // The hits of this batch are the last ones counted, in the order they arrived.
        entry.hits.forEach((hit, i) => hit.resolve(total - entry.hits.length + 1 + i));
      }
    } catch (err) {
      for (const hit of batch) hit.reject(err);
    } finally {
      inFlight = false;
      if (waiting.length > 0) void flush();
    }
  }

  function count(key: string, windowStartMs: number): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      waiting.push({ key, windowStartMs, resolve, reject });
      if (!inFlight) void flush();
    });
  }

  return {
    async hit(key, now = currentTime()) {
      const nowMs = typeof now === "number" ? now : now.getTime();
      const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
      const hits = await count(key, windowStartMs);

      if (nowMs - lastPruneMs >= PRUNE_EVERY_MS) {
        lastPruneMs = nowMs;
        // Keys hold client IP addresses; their rows are deleted after an hour.
        await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(nowMs - keepMs)));
      }

      const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000));
      return { allowed: hits <= limit, retryAfterSeconds };
    },
    async forget(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
  };
}

interface PendingHit {
  key: string;
  windowStartMs: number;
  resolve: (hits: number) => void;
  reject: (err: unknown) => void;
}
