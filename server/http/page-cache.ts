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
  /** Told of each answer it gives (the metrics' page-cache figures). */
  onAnswer?: (state: "HIT" | "MISS" | "STALE") => void;
  /** The business clock (pages judge "ended" and deadlines by it). */
  now: () => Date;
  /** Headers every page carries whatever its content (the security headers), sent with each cached answer. */
  fixedHeaders?: Readonly<Record<string, string>>;
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
  /** Every header of a cached answer but the encoding and length, as node's http takes them. */
  headers: Record<string, string>;
  /** The whole header set of a hit in each encoding, built once: a hit copies nothing. */
  hitHeaders: { br: Record<string, string>; gzip: Record<string, string>; identity: Record<string, string> };
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

/** A cached page's answer: status, every header, and the body in the encoding asked for (none for a HEAD or a 304). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** What the cache reads of a request: the Fetch API's Request, or node's IncomingMessage on the fast path. */
export interface PageRequest {
  method: string;
  /** The path and query as sent (`/hartford?utm_source=x`). */
  target: string;
  header(name: string): string | undefined;
}

export function fetchPageRequest(request: Request): PageRequest {
  const url = new URL(request.url);
  return { method: request.method, target: `${url.pathname}${url.search}`, header: (name) => request.headers.get(name) ?? undefined };
}

/** A path that is already in its normal form: no dot segments, escapes or query to normalise. */
const PLAIN_PATH = /^\/[A-Za-z0-9_/-]*$/;

function targetKey(target: string, host: string | undefined): string {
  return PLAIN_PATH.test(target) ? `${host ?? ""}${target}` : pageCacheKey(new URL(target, "http://x"), host);
}

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

type Encoding = "br" | "gzip" | "identity";
/** The encoding chosen per Accept-Encoding value: browsers send a handful of them, each parsed once. */
const chosenEncodings = new Map<string, Encoding>();

function encodingFor(header: string | undefined): Encoding {
  if (!header) return "identity";
  let chosen = chosenEncodings.get(header);
  if (chosen) return chosen;
  chosen = acceptsEncoding(header, "br") ? "br" : acceptsEncoding(header, "gzip") ? "gzip" : "identity";
  if (chosenEncodings.size >= 256) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
}

/**
 * Anonymous GETs of public pages rendered once and served many times from memory, compressed ahead
 * with gzip and brotli, with an ETag. A page is dropped when the database's catalog version moves on
 * (checked at most once a second, so several processes stay correct), when a time-dependent part of
 * it changes, or after `maxAgeMs`. Signed-in visitors, non-GET requests, APIs and responses marked
 * private or no-store never touch the cache. Concurrent misses of one page render it once.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler & { answer: (request: PageRequest) => Response | null; lookup: (request: PageRequest) => CachedAnswer | null; clear: () => void; size: () => number } {
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

  /**
   * A cached answer as a plain header object and the stored bytes: @hono/node-server writes its
   * Response without building a Headers object or copying the body, and the node fast path writes it as is.
   */
  function reply(request: PageRequest, page: CachedPage, state: "HIT" | "MISS" | "STALE"): CachedAnswer {
    options.onAnswer?.(state);
    if (request.header("if-none-match")?.split(",").some((t) => t.trim() === page.etag)) return { status: 304, headers: { ...page.headers, "X-Page-Cache": state }, body: null };
    const encoding = encodingFor(request.header("accept-encoding"));
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    const headers = state === "HIT" ? page.hitHeaders[encoding] : { ...page.hitHeaders[encoding], "X-Page-Cache": state };
    return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
  }

  function serve(request: PageRequest, page: CachedPage, state: "HIT" | "MISS" | "STALE"): Response {
    const answer = reply(request, page, state);
    return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
  }

  function cacheable(request: PageRequest, path: string): boolean {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    return !bypass.some((p) => path.startsWith(p)) && !SESSION_COOKIE.test(request.header("cookie") ?? "");
  }

  /** The page under `key` if it is cached and current by `stamp`, marked most recently used. */
  function freshPage(key: string, stamp: PageCacheVersion): CachedPage | null {
    const hit = pages.get(key);
    if (!hit || hit.version !== stamp.catalogVersion || Date.now() >= hit.expiresAt) return null;
    pages.delete(key);
    pages.set(key, hit);
    return hit;
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
    const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
    const headers: Record<string, string> = { ...options.fixedHeaders };
    for (const [name, value] of res.headers) if (KEPT_HEADERS.has(name.toLowerCase())) headers[name] = value;
    Object.assign(headers, { ETag: etag, "Cache-Control": "public, max-age=0, must-revalidate", Vary: "Accept-Encoding" });
    return {
      version: stamp.catalogVersion,
      expiresAt: Date.now() + Math.max(0, Math.min(maxAgeMs, untilChange)),
      status: res.status,
      etag,
      headers,
      hitHeaders: {
        br: { ...headers, "X-Page-Cache": "HIT", "Content-Encoding": "br", "Content-Length": String(br.byteLength) },
        gzip: { ...headers, "X-Page-Cache": "HIT", "Content-Encoding": "gzip", "Content-Length": String(gz.byteLength) },
        identity: { ...headers, "X-Page-Cache": "HIT", "Content-Length": String(identity.byteLength) },
      },
      identity,
      gzip: gz,
      br,
      bytes: identity.byteLength + gz.byteLength + br.byteLength,
    };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const request = fetchPageRequest(c.req.raw);
    if (!cacheable(request, c.req.path)) {
      await next();
      return;
    }
    let stamp: PageCacheVersion;
    try {
      stamp = await currentVersion();
    } catch {
      // Without the stamp (the database is away) nothing can be judged current: a page kept from
      // before is served as it was, marked stale, rather than a render that would fail; else render.
      const kept = pages.get(pageCacheKey(new URL(c.req.url), c.req.header("Host")));
      if (kept) {
        c.res = serve(request, kept, "STALE");
        return;
      }
      await next();
      return;
    }
    const key = pageCacheKey(new URL(c.req.url), c.req.header("Host"));
    const hit = freshPage(key, stamp);
    if (hit) {
      c.res = serve(request, hit, "HIT");
      return;
    }
    forget(key);

    const pending = rendering.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) {
        c.res = serve(request, page, "HIT");
        return;
      }
      await next();
      return;
    }
    // A HEAD has no body to keep: it is answered from a cached GET or rendered on its own.
    if (c.req.method === "HEAD") {
      await next();
      return;
    }
    const render = capture(c, stamp, next);
    rendering.set(key, render);
    try {
      const page = await render;
      if (!page) return;
      remember(key, page);
      c.res = serve(request, page, "MISS");
    } finally {
      rendering.delete(key);
    }
  };
  /**
   * The cached answer to `request` when there is a current one, decided without waiting: the
   * server asks before routing, so a cached page skips every middleware whose work the cached
   * answer already holds (security headers, compression, body and path checks, static files). Null
   * when the page is not cached, not current, or the version was not checked in the last
   * `checkEveryMs`: then the request takes the whole way, through `middleware`.
   */
  function lookup(request: PageRequest): CachedAnswer | null {
    if (!version || Date.now() - version.checkedAt >= checkEveryMs) return null;
    const query = request.target.indexOf("?");
    if (!cacheable(request, query === -1 ? request.target : request.target.slice(0, query))) return null;
    const hit = freshPage(targetKey(request.target, request.header("host")), version.value);
    return hit ? reply(request, hit, "HIT") : null;
  }

  function answer(request: PageRequest): Response | null {
    const found = lookup(request);
    return found && new Response(found.body as Uint8Array<ArrayBuffer> | null, { status: found.status, headers: found.headers });
  }

  return Object.assign(middleware, {
    answer,
    lookup,
    clear: () => {
      pages.clear();
      bytes = 0;
    },
    size: () => pages.size,
  });
}
