import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows five hits a minute per key, then refuses until the window ends", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
    const results = Array.from({ length: 6 }, () => limiter.hit("a", 1_000).allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(limiter.hit("a", 31_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("b", 31_000).allowed).toBe(true);
    expect(limiter.hit("a", 61_000).allowed).toBe(true);
  });

  it("forgets old keys when full", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.hit("a", 0);
    limiter.hit("b", 0);
    expect(limiter.hit("c", 2000).allowed).toBe(true);
    expect(limiter.hit("a", 2000).allowed).toBe(true);
  });
});
