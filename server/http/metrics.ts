import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "~/db/client.server";

export interface ServerMetrics {
  /** One answered request: its route pattern (never the raw path), status and time taken. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The page cache answered: a hit, a miss it rendered and kept, or a page served stale while the database was away. */
  pageCache(state: "HIT" | "MISS" | "STALE"): void;
  /** GET /metrics: Prometheus text with the bearer token; 404 when no token is set. */
  handle(c: Context): Promise<Response>;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The operator's figures (issue 38): requests by route and status with latency, the job queue and its
 * failures by kind, the email outbox's backlog and oldest pending age, the PostgreSQL pool, page-cache
 * answers, and node's own (memory, event loop). Database figures are read when Prometheus scrapes.
 */
export function createServerMetrics(options: { database: Database; token: string | undefined; now: () => Date }): ServerMetrics {
  const { database, token, now } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "callboard_node_" });
  const requests = new Counter({ name: "callboard_http_requests_total", help: "HTTP requests answered, by route pattern and status.", labelNames: ["method", "route", "status"], registers: [registry] });
  const latency = new Histogram({ name: "callboard_http_request_duration_seconds", help: "Time to answer an HTTP request, by route pattern and status.", labelNames: ["method", "route", "status"], buckets: SECONDS, registers: [registry] });
  const cacheAnswers = new Counter({ name: "callboard_page_cache_answers_total", help: "Pages answered by the page cache: HIT, MISS (rendered and kept), STALE (kept page while the database is away).", labelNames: ["state"], registers: [registry] });

  new Gauge({
    name: "callboard_jobs",
    help: "Background jobs by kind and state (queued and running are the queue's depth; failed gave up after their retries).",
    labelNames: ["kind", "status"],
    registers: [registry],
    async collect() {
      this.reset();
      const result = await database.db.execute(sql`select kind, status, count(*)::int as n from jobs where status in ('queued', 'running', 'failed') group by kind, status`);
      for (const row of rowsOf<{ kind: string; status: string; n: number }>(result)) this.set({ kind: row.kind, status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "callboard_jobs_due",
    help: "Queued jobs whose time has come and that no worker has taken yet.",
    registers: [registry],
    async collect() {
      const result = await database.db.execute(sql`select count(*)::int as n from jobs where status = 'queued' and run_at <= now()`);
      this.set(Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: "callboard_email_outbox",
    help: "Emails in the outbox by state (pending and sending are the backlog; failed gave up).",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      const result = await database.db.execute(sql`select status, count(*)::int as n from email_outbox where status in ('pending', 'sending', 'failed') group by status`);
      for (const row of rowsOf<{ status: string; n: number }>(result)) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "callboard_email_outbox_oldest_pending_seconds",
    help: "Age of the oldest email waiting to be sent (0 when none).",
    registers: [registry],
    async collect() {
      const result = await database.db.execute(sql`select min(created_at) as oldest from email_outbox where status = 'pending'`);
      const oldest = rowsOf<{ oldest: Date | string | null }>(result)[0]?.oldest ?? null;
      // Queued on the site's clock (APP_NOW shifts it), so aged on it too.
      this.set(oldest === null ? 0 : Math.max(0, (now().getTime() - new Date(oldest).getTime()) / 1000));
    },
  });
  new Gauge({
    name: "callboard_db_pool_connections",
    help: "PostgreSQL pool: connections open (total), idle, queries waiting for one, and the pool's size (max).",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  return {
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    pageCache(state) {
      cacheAnswers.inc({ state });
    },
    async handle(c) {
      if (!token) return c.text("Not found", 404);
      if (!bearerMatches(c.req.header("Authorization"), token)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.text("Unauthorized", 401);
      }
      const body = await registry.metrics();
      return c.body(body, 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
    },
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7).trim() : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
