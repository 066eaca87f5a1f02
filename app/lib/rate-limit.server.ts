import { lt, sql } from "drizzle-orm";
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
 * shares one count per key. Each hit is one atomic upsert that returns the window's count.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, limit, windowMs } = options;
  const currentTime = options.currentTime ?? Date.now;
  const keepMs = Math.max(KEEP_MS, windowMs);
  let lastPruneMs = Number.NEGATIVE_INFINITY;

  return {
    async hit(key, now = currentTime()) {
      const nowMs = typeof now === "number" ? now : now.getTime();
      const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ key, windowStart: new Date(windowStartMs), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.key, rateLimitWindows.windowStart],
          set: { hits: sql`${rateLimitWindows.hits} + 1` },
        })
        .returning({ hits: rateLimitWindows.hits });
      if (!row) throw new Error("rate_limit_windows upsert returned no row");

      if (nowMs - lastPruneMs >= PRUNE_EVERY_MS) {
        lastPruneMs = nowMs;
        // Keys hold client IP addresses; their rows are deleted after an hour.
        await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(nowMs - keepMs)));
      }

      const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000));
      return { allowed: row.hits <= limit, retryAfterSeconds };
    },
  };
}
