import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { fetchPageRequest, pageCache, pageCacheKey } from "./page-cache";

function setup(options: { nextChangeAt?: Date | null } = {}) {
  let version = 1;
  let renders = 0;
  let databaseAway = false;
  let now = new Date("2025-09-01T12:00:00Z");
  const cache = pageCache({
    readVersion: async () => {
      if (databaseAway) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      return { catalogVersion: version, nextChangeAt: options.nextChangeAt ?? null };
    },
    now: () => now,
    checkEveryMs: 0,
  });
  const app = new Hono();
  app.use("*", cache);
  app.get("/private", (c) => {
    renders++;
    c.header("Cache-Control", "private, no-store");
    return c.html(`<p>private ${renders}</p>`);
  });
  app.get("*", async (c) => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    return c.html(`<p>page ${c.req.path} render ${renders}</p>`.repeat(50));
  });
  return {
    app,
    cache,
    renders: () => renders,
    bump: () => version++,
    setNow: (d: Date) => (now = d),
    setDatabaseAway: (away: boolean) => (databaseAway = away),
  };
}

describe("pageCache", () => {
  it("keeps serving the pages it holds while the database is away, marked stale; others are rendered (issue 38)", async () => {
    const { app, renders, setDatabaseAway } = setup();
    const kept = await (await app.request("/hartford")).text();
    setDatabaseAway(true);
    const during = await app.request("/hartford");
    expect(during.status).toBe(200);
    expect(during.headers.get("X-Page-Cache")).toBe("STALE");
    expect(await during.text()).toBe(kept);
    expect(renders()).toBe(1);
    // A page it never kept goes on to be rendered (which answers whatever the route can).
    await app.request("/boston");
    expect(renders()).toBe(2);
    setDatabaseAway(false);
    expect((await app.request("/hartford")).headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("renders a page once and serves it again, compressed as the client accepts", async () => {
    const { app, renders } = setup();
    const first = await app.request("/hartford", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(first.headers.get("X-Page-Cache")).toBe("MISS");
    expect(first.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    const second = await app.request("/hartford", { headers: { "Accept-Encoding": "gzip" } });
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    const plain = await app.request("/hartford");
    expect(await plain.text()).toBe(html);
    // Refused encodings (q=0) are not sent, asked again with the same header or not.
    for (let i = 0; i < 2; i++) {
      const noBrotli = await app.request("/hartford", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
      expect(noBrotli.headers.get("Content-Encoding")).toBe("gzip");
      const none = await app.request("/hartford", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
      expect(none.headers.get("Content-Encoding")).toBeNull();
    }
    expect(renders()).toBe(1);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { app } = setup();
    const first = await app.request("/");
    const etag = first.headers.get("ETag")!;
    const again = await app.request("/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("renders concurrent misses once", async () => {
    const { app, renders } = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/boston")));
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(renders()).toBe(1);
  });

  it("renders again when the catalog version moves on", async () => {
    const { app, renders, bump } = setup();
    await app.request("/seattle");
    bump();
    const after = await app.request("/seattle");
    expect(after.headers.get("X-Page-Cache")).toBe("MISS");
    expect(renders()).toBe(2);
  });

  it("keeps a page no longer than until its next time-dependent change", async () => {
    const { app, renders } = setup({ nextChangeAt: new Date("2025-09-01T12:00:00.020Z") });
    await app.request("/victoria-bc");
    await new Promise((r) => setTimeout(r, 40));
    await app.request("/victoria-bc");
    expect(renders()).toBe(2);
  });

  it("bypasses signed-in visitors, APIs, other methods and private answers", async () => {
    const { app, renders } = setup();
    await app.request("/x", { headers: { Cookie: "better-auth.session_token=abc" } });
    await app.request("/x", { headers: { Cookie: "better-auth.session_token=abc" } });
    expect(renders()).toBe(2);
    await app.request("/private");
    const second = await app.request("/private");
    expect(second.headers.get("X-Page-Cache")).toBeNull();
    expect(await second.text()).toContain("private 4");
    await app.request("/api/cart/quote");
    await app.request("/api/cart/quote");
    expect(renders()).toBe(6);
  });
});

describe("pageCacheKey", () => {
  it("ignores campaign tags and orders the query", () => {
    expect(pageCacheKey(new URL("http://a/hartford?utm_source=ig&b=2&a=1&devPreview=true"), "a")).toBe("a/hartford?a=1&b=2");
  });

  it("answers a current cached page before routing, with the fixed headers, and nothing it must not", async () => {
    const cache = pageCache({ readVersion: async () => ({ catalogVersion: 1, nextChangeAt: null }), now: () => new Date(), fixedHeaders: { "X-Frame-Options": "DENY" } });
    const app = new Hono();
    app.use("*", cache);
    app.get("*", (c) => c.html("<p>hello</p>"));
    const ask = (path: string, init: RequestInit = {}) => cache.answer(fetchPageRequest(new Request(`http://localhost${path}`, init)));
    expect(ask("/boston")).toBeNull();
    await app.request("/boston");
    const hit = ask("/boston?utm_source=mail", { headers: { "Accept-Encoding": "gzip" } });
    expect(hit?.headers.get("X-Page-Cache")).toBe("HIT");
    expect(hit?.headers.get("X-Frame-Options")).toBe("DENY");
    expect(gunzipSync(Buffer.from(await hit!.arrayBuffer())).toString()).toContain("hello");
    expect(ask("/boston", { headers: { Cookie: "callboard.session_token=abc" } })).toBeNull();
    expect(ask("/boston", { method: "POST", body: "x" })).toBeNull();
    expect(ask("/boston?page=2")).toBeNull();
    expect(ask("/api/boston")).toBeNull();
  });
});
