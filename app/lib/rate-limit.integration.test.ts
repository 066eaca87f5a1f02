import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitWindows } from "~/db/schema";
import { countingDb } from "../../tests/support/counting-db";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";
import { createRateLimiter } from "./rate-limit.server";

const MINUTE = 60_000;
/** The start of a one-minute window. */
const T0 = Date.parse("2026-02-01T10:00:00Z");

describe.each(testDatabaseKinds())("database rate limiter on %s", (kind) => {
  let t: TestDatabase;
  const limiter = (limit = 5) => createRateLimiter({ db: t.database.db, limit, windowMs: MINUTE });
  const windows = () => t.database.db.select().from(rateLimitWindows).orderBy(rateLimitWindows.windowStart);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimitWindows);
  });

  it("allows the limit, then refuses until the window ends", async () => {
    const l = limiter();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await l.hit("1.2.3.4:audition", T0 + 1_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await l.hit("1.2.3.4:audition", new Date(T0 + 30_500))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await l.hit("1.2.3.4:audition", T0 + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await l.hit("1.2.3.4:waitlist", T0 + 31_000)).allowed).toBe(true);
    expect((await l.hit("5.6.7.8:audition", T0 + 31_000)).allowed).toBe(true);
    const [row] = (await windows()).filter((w) => w.key === "1.2.3.4:audition");
    expect(row).toMatchObject({ windowStart: new Date(T0), hits: 8 });
  });

  it("allows again in the next window", async () => {
    const l = limiter(2);
    expect((await l.hit("k", T0 + 58_000)).allowed).toBe(true);
    expect((await l.hit("k", T0 + 59_000)).allowed).toBe(true);
    expect((await l.hit("k", T0 + 59_500)).allowed).toBe(false);
    expect(await l.hit("k", T0 + MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await windows()).map((w) => [w.windowStart.getTime(), w.hits])).toEqual([
      [T0, 3],
      [T0 + MINUTE, 1],
    ]);
  });

  it("shares one count between limiters on the same database (one per server process)", async () => {
    const a = limiter(5);
    const b = limiter(5);
    const allowed = [];
    for (const l of [a, b, a, b, a, b, a]) allowed.push((await l.hit("shared", T0 + 10_000)).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
  });

  it("never allows more than the limit to concurrent hits", async () => {
    const a = limiter(5);
    const b = limiter(5);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("burst", T0 + 5_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const [row] = await windows();
    expect(row?.hits).toBe(20);
  });

  it("counts a burst on one limiter in a few statements, every hit once, per key and per window", async () => {
    const counted = countingDb(t.database.db, ["insert", "execute"]);
    const l = createRateLimiter({ db: counted.db, limit: 12, windowMs: MINUTE });
    const hits = [
      ...Array.from({ length: 30 }, () => ["a", T0 + 1_000] as const),
      ...Array.from({ length: 10 }, () => ["b", T0 + 1_000] as const),
      ...Array.from({ length: 3 }, () => ["a", T0 + MINUTE + 1_000] as const),
    ];
    const results = await Promise.all(hits.map(([key, at]) => l.hit(key, at)));
    const allowed = (key: string, at: number) => results.filter((r, i) => hits[i]![0] === key && hits[i]![1] === at && r.allowed).length;
    expect(allowed("a", T0 + 1_000)).toBe(12);
    expect(allowed("b", T0 + 1_000)).toBe(10);
    expect(allowed("a", T0 + MINUTE + 1_000)).toBe(3);
    expect((await windows()).map((w) => [w.key, w.hits]).sort()).toEqual([["a", 3], ["a", 30], ["b", 10]].sort());
    expect(counted.calls()).toBeLessThanOrEqual(2);
  });

  it("deletes windows older than an hour, at most once a minute per limiter", async () => {
    await t.database.db.insert(rateLimitWindows).values([
      { key: "old", windowStart: new Date(T0 - 3 * 60 * MINUTE), hits: 5 },
      { key: "recent", windowStart: new Date(T0 - 30 * MINUTE), hits: 1 },
    ]);

    const l = limiter();
    await l.hit("now", T0);
    expect((await windows()).map((w) => w.key)).toEqual(["recent", "now"]);

    // Within the same minute the limiter does not prune again.
    await t.database.db.insert(rateLimitWindows).values({ key: "stale", windowStart: new Date(T0 - 2 * 60 * MINUTE), hits: 1 });
    await l.hit("now", T0 + 30_000);
    expect((await windows()).map((w) => w.key)).toContain("stale");
    await l.hit("now", T0 + MINUTE);
    expect((await windows()).map((w) => w.key)).toEqual(["recent", "now", "now"]);
  });

  it("throws when the database fails, so the caller can decide", async () => {
    const closed = createRateLimiter({
      db: {
        execute: () => {
          throw new Error("connection refused");
        },
      } as unknown as TestDatabase["database"]["db"],
      limit: 5,
      windowMs: MINUTE,
    });
    await expect(closed.hit("k", T0)).rejects.toThrow("connection refused");
  });
});
