export interface RateLimiter {
  /** Count one hit for a key; false once the key has used up its allowance in the current window. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

/**
 * Fixed-window limiter kept in memory: enough for one server process. Behind several processes,
 * each keeps its own count, so the effective limit is per process.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    hit(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= options.windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (now - v.start >= options.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((w.start + options.windowMs - now) / 1000));
      return { allowed: w.count <= options.limit, retryAfterSeconds };
    },
  };
}
