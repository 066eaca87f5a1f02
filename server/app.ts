import path from "node:path";
import { Hono, type Context } from "hono";
import { routePath } from "hono/route";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "~/app-context.server";
import { createApi } from "./api";
import { rejectNulInPath } from "./http/request-guard";
import { sizedJson } from "./http/sized-json";
import { baseSecurityHeaders, securityHeaders, withPagePolicy } from "./http/security-headers";
import { publicFileServer } from "./http/public-files";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServerMetrics } from "./http/metrics";
import { asDatabaseAway, DATABASE_AWAY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from "./http/database-away";
import { databaseRecentlyUnavailable, noteDatabaseError, noteDatabaseReachable } from "~/db/database-health.server";
import { fetchPageRequest, pageCache, type CachedAnswer, type PageRequest } from "./http/page-cache";
import { loggedPath } from "./http/logged-path";
import { logRequestLine } from "~/lib/logger.server";
import { boundedBody, forwardedRequest } from "./http/bounded-body";
import { mountAuthRoutes } from "./http/auth-routes";
import { META_PIXEL_SOURCES } from "~/lib/meta-pixel";
import { createPageVersionReader } from "~/features/catalog/read-page-version.server";

export { boot } from "./boot";

export interface CreateAppOptions {
  context: AppContext;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production" | "test";
  /** Folder of the built browser assets; served only in production (Vite serves them in dev). */
  clientDir?: string;
}

/**
 * The Hono application, and the node-level answer to a request for a current cached page (false when
 * there is none): `server/production.ts` asks it before handing a request to Hono, so the bulk of a
 * traffic burst is written as a bare node server would write it.
 */
export type CallboardApp = Hono & { serveCachedPage: (request: IncomingMessage, response: ServerResponse) => boolean };

/** The HTTP application: health check, static assets, then every page through React Router. */
export function createApp({ context, build, mode, clientDir }: CreateAppOptions): CallboardApp {
  const app = new Hono();
  const { logger, database } = context;
  const metrics = createServerMetrics({ database, token: context.env.METRICS_TOKEN, now: () => context.clock.now() });

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = performance.now() - started;
    const ms = Math.round(elapsed);
    const status = c.res.status;
    metrics.observeRequest(c.req.method, routeLabel(c), status, elapsed / 1000);
    // A visitor who closed the tab mid-answer is not a server error (asked only then: the signal costs an allocation).
    if (status >= 499 && c.req.raw.signal.aborted) return logger.info({ method: c.req.method, path: loggedPath(c.req.path), ms, aborted: true }, "request aborted by the client");
    // Masking the path costs a split and two patterns per segment: only for a line that is written.
    if (status >= 500) {
      if (logger.isLevelEnabled("error")) logger.error({ method: c.req.method, path: loggedPath(c.req.path), status, ms }, "request");
    } else if (logger.isLevelEnabled("info")) logRequestLine(logger, { method: c.req.method, path: loggedPath(c.req.path), status, ms });
  });

  const https = (context.env.SITE_URL ?? "").startsWith("https:");
  // Public pages are rendered once per change and served from memory; development always renders.
  const readPageVersion = createPageVersionReader(database.db);
  const cache =
    mode === "development"
      ? null
      : pageCache({
          readVersion: () => readPageVersion(context.clock.now()),
          now: () => context.clock.now(),
          fixedHeaders: baseSecurityHeaders({ https }),
          onAnswer: (state) => metrics.pageCache(state),
        });
  const logCached = (page: PageRequest, status: number, started: number) => {
    metrics.observeRequest(page.method, "page (cached)", status, (performance.now() - started) / 1000);
    logCachedAnswer(logger, page, status, started);
  };
  if (cache) answerCachedPagesFirst(app, cache.answer, logCached);
  app.use(securityHeaders({ https }));
  app.use(compress());
  app.use("/api/*", sizedJson());
  app.use(rejectNulInPath());
  app.use(boundedBody());

  app.get("/healthz", async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      noteDatabaseReachable();
      const ms = Math.round(performance.now() - started);
      return c.json({ status: "ok", database: { status: "ok", driver: database.driver, ms } });
    } catch (error) {
      noteDatabaseError(error);
      logger.error({ err: error }, "health check: database unreachable");
      // Degraded, not down: cached pages still serve; requests that need the database answer 503 until it is back.
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ status: "degraded", database: { status: "unreachable", driver: database.driver }, pages: "cached pages only" }, 503);
    }
  });

  // Prometheus' scrape, with METRICS_TOKEN as its bearer token (404 without one).
  app.get("/metrics", (c) => metrics.handle(c));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // The build writes .br and .gz twins of each asset (scripts/precompress-assets.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("*", publicFileServer(clientDir, serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") })));
  }

  mountAuthRoutes(app, context);
  app.route("/api", createApi(context));

  if (cache) app.use("*", cache);

  const handle = createRequestHandler(build, mode);
  const publicOrigin = context.env.SITE_URL ? new URL(context.env.SITE_URL).origin : null;
  const thirdParty = context.env.META_PIXEL_ID
    ? { script: [META_PIXEL_SOURCES.script], image: [META_PIXEL_SOURCES.image], connect: [META_PIXEL_SOURCES.connect] }
    : {};
  // Vite's development pages run its own inline code; the policy applies to the built site.
  app.all("*", async (c) => {
    let response = await handle(forwardedRequest(c.req.raw, publicOrigin), { app: context });
    // A loader that could not reach the database: 503 with Retry-After, not a bug's 500 (entry.server notes the cause).
    if (response.status === 500 && databaseRecentlyUnavailable()) response = asDatabaseAway(response);
    return mode === "development" ? response : withPagePolicy(response, thirdParty);
  });

  app.onError((error, c) => {
    if (c.req.raw.signal.aborted) {
      logger.info({ path: loggedPath(c.req.path), reason: String(error) }, "request aborted by the client");
      return c.body(null, 499 as 400);
    }
    if (noteDatabaseError(error)) {
      logger.warn({ path: loggedPath(c.req.path), reason: (error as Error).message }, "request: database unreachable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return c.text(DATABASE_AWAY_MESSAGE, 503);
    }
    logger.error({ err: error, path: loggedPath(c.req.path) }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });
  return Object.assign(app, { serveCachedPage: cache ? cachedPageWriter(cache.lookup, logCached) : () => false });
}

/** A request as the page cache reads it, from node's request: its plain header object costs less than a Headers. */
function incomingPageRequest(method: string, incoming: IncomingMessage & { url: string }): PageRequest {
  return { method, target: incoming.url, header: (name) => headerValue(incoming.headers[name]) };
}

/** A cached page's request is logged like any other. */
type CachedAnswerLog = (page: PageRequest, status: number, started: number) => void;

/** The route a request matched, as its pattern (bounded labels): a page rendered by React Router is "page". */
function routeLabel(c: Context): string {
  const pattern = routePath(c);
  return pattern === "*" || pattern === "/*" ? "page" : pattern || "unmatched";
}

function logCachedAnswer(logger: AppContext["logger"], page: PageRequest, status: number, started: number): void {
  if (!logger.isLevelEnabled("info")) return;
  const query = page.target.indexOf("?");
  logRequestLine(logger, { method: page.method, path: loggedPath(query === -1 ? page.target : page.target.slice(0, query)), status, ms: Math.round(performance.now() - started) });
}

/**
 * A current cached page is answered before Hono routes the request: it is the bulk of a traffic
 * burst, and its answer already holds everything the middleware would add. It is logged like any
 * other request. (In production the node-level writer below answers first; this serves the rest.)
 */
function answerCachedPagesFirst(app: Hono, answer: (request: PageRequest) => Response | null, logCached: CachedAnswerLog): void {
  const route = app.fetch;
  app.fetch = (request, ...rest) => {
    const started = performance.now();
    // Under @hono/node-server the node request rides along.
    const incoming = (rest[0] as { incoming?: IncomingMessage } | undefined)?.incoming;
    const page: PageRequest = incoming?.url ? incomingPageRequest(request.method, incoming as IncomingMessage & { url: string }) : fetchPageRequest(request);
    const cached = answer(page);
    if (!cached) return route(request, ...rest);
    logCached(page, cached.status, started);
    return cached;
  };
}

/** Writes a current cached page straight to node's response (no Request, Response or Headers built); false when there is none. */
function cachedPageWriter(lookup: (request: PageRequest) => CachedAnswer | null, logCached: CachedAnswerLog): CallboardApp["serveCachedPage"] {
  return (request, response) => {
    if (!request.url || !request.method) return false;
    const started = performance.now();
    const page = incomingPageRequest(request.method, request as IncomingMessage & { url: string });
    const cached = lookup(page);
    if (!cached) return false;
    response.writeHead(cached.status, cached.headers);
    response.end(cached.body ?? undefined);
    logCached(page, cached.status, started);
    return true;
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}
