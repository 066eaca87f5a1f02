import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PageCacheVersion {
  catalogVersion: number;
  nextChangeAt: Date | null;
}

export interface PageCacheOptions {
  /** The stamp that says whether cached pages are current; read at most once per `checkEveryMs`. */
  readVersion: () => Promise<PageCacheVersion>;
  /** The business clock (pages judge "ended" and deadlines by it). */
  now: () => Date;
  /** Paths never cached (their own prefixes included). */
  bypassPrefixes?: readonly string[];
  maxBytes?: number;
  /** The longest a page is kept even when nothing changes (parts of a page may depend on the hour). */
  maxAgeMs?: number;
  checkEveryMs?: number;
}

interface CachedPage {
  version: number;
  expiresAt: number;
  status: number;
  etag: string;
  headers: Array<[string, string]>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
}

/** Query parameters that never change what the server renders (campaign tags, the cart's client-side preview). */
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|msclkid|devPreview)$/;
/** A signed-in visitor's cookie: their pages are never taken from or put in the cache. */
const SESSION_COOKIE = /(?:^|;\s*)[^=;]*session[^=;]*=/i;
/** Headers a cached page is served with; everything else is set per response. */
const KEPT_HEADERS = new Set(["content-type", "content-security-policy", "content-language", "link"]);

export function pageCacheKey(url: URL, host: string | undefined): string {
  const params = [...url.searchParams].filter(([k]) => !IGNORED_PARAMS.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${host ?? ""}${url.pathname}${query ? `?${query}` : ""}`;
}

function acceptsEncoding(header: string | undefined, encoding: "br" | "gzip"): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Anonymous GETs of public pages rendered once and served many times from memory, compressed ahead
 * with gzip and brotli, with an ETag. A page is dropped when the database's catalog version moves on
 * (checked at most once a second, so several processes stay correct), when a time-dependent part of
 * it changes, or after `maxAgeMs`. Signed-in visitors, non-GET requests, APIs and responses marked
 * private or no-store never touch the cache. Concurrent misses of one page render it once.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler & { clear: () => void; size: () => number } {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const bypass = options.bypassPrefixes ?? ["/api/", "/admin", "/auth"];
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let version: { value: PageCacheVersion; checkedAt: number } | null = null;
  let checking: Promise<PageCacheVersion> | null = null;

  async function currentVersion(): Promise<PageCacheVersion> {
    const at = Date.now();
    if (version && at - version.checkedAt < checkEveryMs) return version.value;
    checking ??= options
      .readVersion()
      .then((value) => {
        version = { value, checkedAt: Date.now() };
        return value;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    if (page.bytes > maxBytes / 4) return;
    pages.set(key, page);
    bytes += page.bytes;
    // Least recently used first: Map keeps insertion order and a hit re-inserts.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function serve(c: Context, page: CachedPage, state: "HIT" | "MISS"): Response {
    const headers = new Headers(page.headers);
    headers.set("ETag", page.etag);
    headers.set("Cache-Control", "public, max-age=0, must-revalidate");
    headers.set("Vary", "Accept-Encoding");
    headers.set("X-Page-Cache", state);
    if (c.req.header("If-None-Match")?.split(",").some((t) => t.trim() === page.etag)) return new Response(null, { status: 304, headers });
    const accept = c.req.header("Accept-Encoding");
    const [body, encoding] = acceptsEncoding(accept, "br") ? [page.br, "br"] : acceptsEncoding(accept, "gzip") ? [page.gzip, "gzip"] : [page.identity, null];
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: page.status, headers });
  }

  async function capture(c: Context, stamp: PageCacheVersion, next: () => Promise<void>): Promise<CachedPage | null> {
    await next();
    const res = c.res;
    const cacheControl = res.headers.get("Cache-Control") ?? "";
    if (res.status !== 200 || !res.headers.get("Content-Type")?.startsWith("text/html") || res.headers.has("Set-Cookie")) return null;
    if (/no-store|private/i.test(cacheControl) || res.headers.has("Content-Encoding")) return null;
    const identity = Buffer.from(await res.arrayBuffer());
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } }),
    ]);
    const now = options.now().getTime();
    const untilChange = stamp.nextChangeAt ? stamp.nextChangeAt.getTime() - now : Infinity;
    const headers = [...res.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
    return {
      version: stamp.catalogVersion,
      expiresAt: Date.now() + Math.max(0, Math.min(maxAgeMs, untilChange)),
      status: res.status,
      etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
      headers,
      identity,
      gzip: gz,
      br,
      bytes: identity.byteLength + gz.byteLength + br.byteLength,
    };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== "GET" && method !== "HEAD") || bypass.some((p) => path.startsWith(p)) || SESSION_COOKIE.test(c.req.header("Cookie") ?? "")) {
      await next();
      return;
    }
    let stamp: PageCacheVersion;
    try {
      stamp = await currentVersion();
    } catch {
      // Without the stamp nothing can be judged current: render as if there were no cache.
      await next();
      return;
    }
    const key = pageCacheKey(new URL(c.req.url), c.req.header("Host"));
    const hit = pages.get(key);
    if (hit && hit.version === stamp.catalogVersion && Date.now() < hit.expiresAt) {
      pages.delete(key);
      pages.set(key, hit);
      c.res = serve(c, hit, "HIT");
      return;
    }
    forget(key);

    const pending = rendering.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) {
        c.res = serve(c, page, "HIT");
        return;
      }
      await next();
      return;
    }
    // A HEAD has no body to keep: it is answered from a cached GET or rendered on its own.
    if (method === "HEAD") {
      await next();
      return;
    }
    const render = capture(c, stamp, next);
    rendering.set(key, render);
    try {
      const page = await render;
      if (!page) return;
      remember(key, page);
      c.res = serve(c, page, "MISS");
    } finally {
      rendering.delete(key);
    }
  };
  return Object.assign(middleware, {
    clear: () => {
      pages.clear();
      bytes = 0;
    },
    size: () => pages.size,
  });
}
