/**
 * Checkout race: N buyers, C at a time, each trying to buy one Hartford `core` seat from a pool of M
 * seats on the built server over PostgreSQL. A buyer places the order (POST /api/checkout/orders: a
 * 201 is a seat hold, a 409 with `soldOut` a clean sold-out answer) and pays a hold with the test card.
 * Prints hold and payment latency, answers per second, and from the database the paid orders and
 * seats sold: no seat may be oversold and every seat should sell.
 * Before the race, BENCH_WARMUP buyers (default 200) buy seats of another event the same way, so the
 * race meets a server that has been serving (code compiled, database connections open, the buyers'
 * connections to it open, as a proxy in front keeps them), as a sale opening on a live site does; BENCH_WARMUP=0 races a cold server. The warm-up is not counted,
 * and the race starts once the jobs its payments queued (their emails) have run.
 * Requests go over lean kept-alive sockets (bench-http-client.ts), one per concurrent buyer, and the
 * machine's CPU in the race is split between the server, this load generator and the rest.
 * Run: npm run bench:checkout   (builds first). BENCH_BUYERS=1000, BENCH_SEATS=100, BENCH_CONNECTIONS=50.
 * BENCH_TRACE=file.csv writes every request of the race (what, status, start and duration in ms).
 * Also prints the SQL statements the server sent (warm-up and race; counted by bench-count-statements.mjs
 * loaded into the server, load-independent), the server's CPU time (in all and per request) and the
 * machine's load average before and after the race. BENCH_SQL=1 lists the race's statements by text.
 * Uses DATABASE_URL if set (its orders are kept); otherwise a temporary database on the server of
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped at the end.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server";
import { events, jobs, offers, orderLines, orders } from "../app/db/schema";
import { setOfferSeats } from "../app/features/catalog/set-offer-seats.server";
import type { CheckoutAnswer, PayAnswer } from "../app/features/checkout/answers";
import { PAID_ORDER_EXTRAS_JOB } from "../app/features/checkout/confirmation/paid-order-extras-job";
import { startServer, type RunningServer } from "../tests/browser/support/server";
import { BenchConnection, type Answer } from "./bench-http-client";

const EVENT = "hartford";
const WARMUP_EVENT = "nashville";
const TIER = "core";
const APP_NOW = "2025-09-01T12:00:00-07:00";
/** Issue 18's targets: the 1,000 / 100 race's holds under 100 ms p99; a burst (200 connections) answers everything within 1 s p99. */
const HOLD_TARGET_P99_MS = 100;
const ANSWER_TARGET_P99_MS = 1000;
const REQUEST_TIMEOUT_MS = 30_000;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return value;
}

const buyers = positiveInt("BENCH_BUYERS", 1000);
const seats = positiveInt("BENCH_SEATS", 100);
const connections = positiveInt("BENCH_CONNECTIONS", 50);
const warmup = process.env.BENCH_WARMUP === "0" ? 0 : positiveInt("BENCH_WARMUP", 200);

/** Work done on the way out, last registered first; runs once even if a signal arrives mid-run. */
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (err) {
        console.error("cleanup step failed:", err);
      }
    }
  })();
  return cleaning;
}
/**
 * Set by Ctrl-C or SIGTERM: no new buyer starts, the requests in flight finish (so the server can shut
 * down cleanly), then the run cleans up. A second signal cleans up at once.
 */
let interrupted: string | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    if (interrupted) {
      console.error(`\n${signal} again: cleaning up now`);
      void cleanUp().finally(() => process.exit(130));
      return;
    }
    interrupted = signal;
    console.error(`\n${signal}: finishing the requests in flight, then cleaning up`);
  });

/** DATABASE_URL, or a fresh database on TEST_DATABASE_URL's server that is dropped on the way out. */
async function benchDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const name = `callboard_bench_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  cleanups.push(async () => {
    await run(`drop database if exists "${name}" with (force)`);
    console.log(`dropped temporary database ${name}`);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Milliseconds all cores of the machine have spent busy since boot (Linux /proc/stat; NaN elsewhere). */
function machineCpuMs(): number {
  try {
    const [cpu] = readFileSync("/proc/stat", "utf8").split("\n");
    const ticks = cpu!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest…: busy is user, nice, system, irq and softirq; 100 ticks a second.
    const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (ticks[i] ?? 0), 0);
    return busy * 10;
  } catch {
    return Number.NaN;
  }
}

/** Nearest-rank percentile of a list of milliseconds. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (v: number) => (Number.isNaN(v) ? "-" : Math.round(v * 10) / 10);

/** A distinct client address per buyer (warm-up buyers in another range), so each has its own rate-limit key. */
function buyerAddress(i: number, range = 10): string {
  const n = i + 1;
  return `${range}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

interface Tally {
  holdMs: number[];
  /** When the last seat hold was answered (performance.now()). */
  lastHeldAt: number;
  /** The same hold requests split by answer: seat held (201) or sold out (409). */
  heldMs: number[];
  soldOutMs: number[];
  payMs: number[];
  holds: number;
  soldOut: number;
  paid: number;
  errors: number;
  errorKinds: Map<string, number>;
  samples: string[];
  /** Every request of the race, for BENCH_TRACE: what, answer, when it started (ms into the race), how long it took. */
  trace: Array<{ what: "hold" | "pay"; status: number; startMs: number; ms: number }>;
}

function recordError(tally: Tally, what: string, status: number | string, body: string) {
  tally.errors++;
  const kind = `${what} ${status}`;
  tally.errorKinds.set(kind, (tally.errorKinds.get(kind) ?? 0) + 1);
  if (tally.samples.length < 5) tally.samples.push(`${kind}: ${body.slice(0, 300)}`);
}

/** Each of the C concurrent buyers' loops has its own kept-alive connection (bench-http-client.ts: lean, as the generator shares the machine). */
function post(connection: BenchConnection, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  return connection.post(path, JSON.stringify(body), headers);
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

interface Race {
  eventSlug: string;
  addressRange: number;
}

async function buyer(server: RunningServer, connection: BenchConnection, race: Race, i: number, runId: string, tally: Tally): Promise<void> {
  const headers = { Origin: new URL(server.url).origin, "X-Forwarded-For": buyerAddress(i, race.addressRange) };
  const fullName = `Bench Buyer ${i + 1}`;
  let hold: Answer;
  try {
    hold = await post(
      connection,
      "/api/checkout/orders",
      {
        eventSlug: race.eventSlug,
        items: [{ tierKey: TIER, quantity: 1 }],
        buyer: { fullName, email: `bench-${runId}-${i + 1}@example.com`, phone: "+1 860 555 0100" },
        students: [{ fullName: `Bench Dancer ${i + 1}`, age: 19 }],
      },
      headers,
    );
  } catch (err) {
    recordError(tally, "hold", "fetch failed", String(err));
    return;
  }
  tally.holdMs.push(hold.elapsed);
  tally.trace.push({ what: "hold", status: hold.status, startMs: performance.now() - hold.elapsed, ms: hold.elapsed });
  const answer = parse<CheckoutAnswer>(hold.text);
  if (hold.status === 409 && answer && !answer.ok && answer.soldOut) {
    tally.soldOut++;
    tally.soldOutMs.push(hold.elapsed);
    return;
  }
  if (hold.status !== 201 || !answer?.ok) {
    recordError(tally, "hold", hold.status, hold.text);
    return;
  }
  tally.holds++;
  tally.heldMs.push(hold.elapsed);
  tally.lastHeldAt = performance.now();

  let pay: Answer;
  try {
    pay = await post(connection, `/api/checkout/orders/${answer.order.token}/test-card`, { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: fullName }, headers);
  } catch (err) {
    recordError(tally, "pay", "fetch failed", String(err));
    return;
  }
  tally.payMs.push(pay.elapsed);
  tally.trace.push({ what: "pay", status: pay.status, startMs: performance.now() - pay.elapsed, ms: pay.elapsed });
  const paid = parse<PayAnswer>(pay.text);
  if (pay.status === 200 && paid?.ok) tally.paid++;
  else recordError(tally, "pay", pay.status, pay.text);
}

/** Paid orders and paid seats of the pool the Hartford core offer draws from. */
/**
 * Wait (up to a minute) until the jobs the warm-up's payments queued (each order's confirmation,
 * students' notes, team notice) have run: the race is a sale opening on a warm server, not minutes
 * into another sale's emails, and runs the same from one run to the next.
 */
async function warmUpJobsDone(databaseUrl: string): Promise<{ left: number; waitedMs: number }> {
  const database = await openDatabase({ databaseUrl });
  const started = performance.now();
  try {
    for (;;) {
      const [row] = await database.db
        .select({ left: sql<number>`count(*)::integer` })
        .from(jobs)
        .where(and(eq(jobs.kind, PAID_ORDER_EXTRAS_JOB), sql`${jobs.status} in ('queued', 'running')`));
      const left = row?.left ?? 0;
      const waitedMs = performance.now() - started;
      if (left === 0 || waitedMs > 60_000) return { left, waitedMs };
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await database.close();
  }
}

async function soldFigures(databaseUrl: string, eventId: number, poolId: number) {
  const database = await openDatabase({ databaseUrl });
  try {
    const db = database.db;
    const [paid] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")));
    const [sold] = await db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.poolId, poolId), eq(orderLines.isAddOn, false), eq(orders.status, "paid")));
    const statuses = await db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.eventId, eventId))
      .groupBy(orders.status);
    return { paidOrders: paid?.n ?? 0, sold: sold?.n ?? 0, statuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])) };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = await benchDatabase();
  const shown = new URL(databaseUrl);
  console.log(`database: ${shown.host}${shown.pathname}`);

  // The server counts its statements into a file (bench-count-statements.mjs, loaded with --import).
  const countDir = mkdtempSync(path.join(os.tmpdir(), "bench-statements-"));
  cleanups.push(async () => rmSync(countDir, { recursive: true, force: true }));
  const statementFile = path.join(countDir, "count");
  const counter = path.resolve(import.meta.dirname, "bench-count-statements.mjs");
  process.env.SERVER_NODE_ARGS = `${process.env.SERVER_NODE_ARGS ?? ""} --import=${counter}`.trim();
  /** Statements sent (in all and by text) and the server's CPU milliseconds so far, asked of the server with SIGUSR2. */
  let asked = 0;
  const serverSoFar = async (): Promise<{ statements: number; cpuMs: number; byText?: Record<string, number>; timeByText?: Record<string, number> }> => {
    const none = { statements: Number.NaN, cpuMs: Number.NaN };
    try {
      process.kill(Number(readFileSync(`${statementFile}.pid`, "utf8")), "SIGUSR2");
      asked++;
      for (let waited = 0; waited < 2000; waited += 10) {
        await new Promise((r) => setTimeout(r, 10));
        const [answer, statements, cpuMs] = (existsSync(statementFile) ? readFileSync(statementFile, "utf8") : "").split(" ").map(Number);
        if (answer === asked) {
          const texts = `${statementFile}.texts`;
          const byText = existsSync(texts) ? (JSON.parse(readFileSync(texts, "utf8")) as Record<string, number>) : undefined;
          const times = `${statementFile}.times`;
          const timeByText = existsSync(times) ? (JSON.parse(readFileSync(times, "utf8")) as Record<string, number>) : undefined;
          return { statements: statements ?? Number.NaN, cpuMs: cpuMs ?? Number.NaN, byText, timeByText };
        }
      }
      return none;
    } catch {
      return none;
    }
  };
  // As in production: a JSON line per request (LOG_LEVEL=info), written where a log shipper would read it.
  const server = await startServer({ DATABASE_URL: databaseUrl, TRUST_PROXY_HOPS: "1", APP_NOW, LOG_LEVEL: "info", BENCH_STATEMENT_FILE: statementFile }, { captureOutput: "discard" });
  cleanups.push(() => server.stop());
  // One kept-alive connection per concurrent buyer, opened by the warm-up and kept for the race, as a
  // proxy in front of the server keeps its connections to it (and buyers waiting on the page theirs).
  const address = new URL(server.url);
  const pool = Array.from({ length: connections }, () => new BenchConnection(address.hostname, Number(address.port), REQUEST_TIMEOUT_MS));
  cleanups.push(async () => pool.forEach((connection) => connection.close()));

  // The server has migrated and seeded the catalog: give Hartford core a pool of M seats.
  const setup = await openDatabase({ databaseUrl });
  let eventId: number;
  let poolId: number;
  try {
    const [event] = await setup.db.select({ id: events.id }).from(events).where(eq(events.slug, EVENT));
    if (!event) throw new Error(`event ${EVENT} is not in the database`);
    eventId = event.id;
    if (!(await setOfferSeats({ db: setup.db, eventId, tierKey: TIER, capacity: seats }))) throw new Error(`${EVENT} does not sell ${TIER}`);
    const [offer] = await setup.db
      .select({ poolId: offers.poolId })
      .from(offers)
      .where(and(eq(offers.eventId, eventId), eq(offers.tierKey, TIER)));
    if (offer?.poolId == null) throw new Error(`${EVENT} ${TIER} has no seat pool after setOfferSeats`);
    poolId = offer.poolId;
    if (warmup > 0) {
      const [warm] = await setup.db.select({ id: events.id }).from(events).where(eq(events.slug, WARMUP_EVENT));
      if (!warm || !(await setOfferSeats({ db: setup.db, eventId: warm.id, tierKey: TIER, capacity: warmup }))) throw new Error(`${WARMUP_EVENT} does not sell ${TIER}`);
    }
  } finally {
    await setup.close();
  }
  const before = await soldFigures(databaseUrl, eventId, poolId);
  if (before.sold > 0) console.warn(`note: ${before.sold} seats of the pool were already paid before this run (DATABASE_URL reused)`);

  const runId = randomBytes(3).toString("hex");
  const newTally = (): Tally => ({ lastHeldAt: 0, holdMs: [], heldMs: [], soldOutMs: [], payMs: [], holds: 0, soldOut: 0, paid: 0, errors: 0, errorKinds: new Map(), samples: [], trace: [] });
  /** `count` buyers, `connections` at a time; returns the wall-clock seconds. */
  const run = async (race: Race, count: number, tally: Tally): Promise<number> => {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      pool.slice(0, Math.min(connections, count)).map(async (connection) => {
        for (let i = next++; i < count && !interrupted; i = next++) await buyer(server, connection, race, i, runId, tally);
      }),
    );
    if (interrupted) throw new Error(`interrupted by ${interrupted}`);
    return (performance.now() - started) / 1000;
  };

  const atStart = await serverSoFar();
  if (warmup > 0) {
    const warm = newTally();
    const seconds = await run({ eventSlug: WARMUP_EVENT, addressRange: 11 }, warmup, warm);
    console.log(`warm-up (not counted): ${warmup} buyers on ${WARMUP_EVENT}, ${warm.holds} held, ${warm.paid} paid, ${warm.errors} errors, ${Math.round(seconds * 100) / 100} s`);
    if (warm.errors > 0) for (const sample of warm.samples) console.log(`  ${sample}`);
    const settled = await warmUpJobsDone(databaseUrl);
    console.log(`warm-up's payment jobs (confirmation emails): ${settled.left === 0 ? `all done ${Math.round(settled.waitedMs)} ms after it` : `${settled.left} still queued after ${Math.round(settled.waitedMs / 1000)} s`}`);
  }

  const beforeRace = await serverSoFar();
  const loadBefore = os.loadavg().map((n) => n.toFixed(2)).join(" ");
  const tally = newTally();
  const raceStarted = performance.now();
  const raceStartedMonotonicUs = process.hrtime.bigint() / 1000n;
  const clientCpuBefore = process.cpuUsage();
  const machineBefore = machineCpuMs();
  console.log(`racing ${buyers} buyers for ${seats} seats, ${connections} at a time, against ${server.url}`);
  const wallSeconds = await run({ eventSlug: EVENT, addressRange: 10 }, buyers, tally);

  const clientCpu = process.cpuUsage(clientCpuBefore);
  const raceEndedMonotonicUs = process.hrtime.bigint() / 1000n;
  const machineBusyMs = machineCpuMs() - machineBefore;
  const afterRace = await serverSoFar();
  const loadAfter = os.loadavg().map((n) => n.toFixed(2)).join(" ");
  const after = await soldFigures(databaseUrl, eventId, poolId);
  const oversold = Math.max(0, after.sold - seats);
  const holdP99 = percentile(tally.holdMs, 99);

  console.log(`\n${buyers} buyers, ${seats} seats (Hartford ${TIER}), ${connections} connections, ${warmup > 0 ? `after a warm-up of ${warmup}` : "cold server"}, race took ${Math.round(wallSeconds * 100) / 100} s`);
  console.table([
    {
      "holds (201)": tally.holds,
      "sold out (409)": tally.soldOut,
      errors: tally.errors,
      "hold p50 ms": ms(percentile(tally.holdMs, 50)),
      "hold p99 ms": ms(holdP99),
      "pay p50 ms": ms(percentile(tally.payMs, 50)),
      "pay p99 ms": ms(percentile(tally.payMs, 99)),
      "holds/s": Math.round(tally.holds / ((tally.lastHeldAt - raceStarted) / 1000)),
      "answers/s": Math.round((tally.holds + tally.soldOut) / wallSeconds),
      "paid (200)": tally.paid,
    },
  ]);
  const split = (label: string, values: number[]) => `${label} p50 ${ms(percentile(values, 50))} / p99 ${ms(percentile(values, 99))} ms`;
  console.log(`hold latency by answer: ${split("201 held", tally.heldMs)}; ${split("409 sold out", tally.soldOutMs)}`);
  console.table([{ "paid orders (db)": after.paidOrders, "seats sold (db)": after.sold, capacity: seats, oversold, "orders by status": JSON.stringify(after.statuses) }]);
  const raceStatements = afterRace.statements - beforeRace.statements;
  const raceCpuMs = afterRace.cpuMs - beforeRace.cpuMs;
  const requests = tally.holdMs.length + tally.payMs.length;
  console.log(
    `server: SQL statements warm-up ${beforeRace.statements - atStart.statements}, race ${raceStatements} (${ms(raceStatements / Math.max(1, tally.holds + tally.soldOut))} per buyer); CPU ms warm-up ${beforeRace.cpuMs - atStart.cpuMs}, race ${raceCpuMs} (${Math.round((raceCpuMs / Math.max(1, requests)) * 1000) / 1000} per request, ${requests} requests); load average before the race ${loadBefore}, after ${loadAfter}`,
  );
  // The load generator shares the machine: what it and everything else (the database) used in the race.
  const clientMs = Math.round((clientCpu.user + clientCpu.system) / 1000);
  console.log(
    `machine CPU in the race: ${Math.round(machineBusyMs)} ms busy of ${Math.round(wallSeconds * 1000 * os.cpus().length)} (${os.cpus().length} cores): server ${raceCpuMs}, this load generator ${clientMs}, the rest (database, other processes) ${Math.round(machineBusyMs - raceCpuMs - clientMs)}`,
  );
  // BENCH_SQL=1: which statements the race sent, most frequent first (text only, never parameters).
  if (process.env.BENCH_SQL === "1" && afterRace.byText) {
    const before = beforeRace.byText ?? {};
    const timeBefore = beforeRace.timeByText ?? {};
    const timeAfter = afterRace.timeByText ?? {};
    const rows = Object.entries(afterRace.byText)
      .map(([text, n]) => ({ n: n - (before[text] ?? 0), ms: (timeAfter[text] ?? 0) - (timeBefore[text] ?? 0), text }))
      .filter((r) => r.n > 0)
      .sort((a, b) => b.n - a.n);
    console.log("race statements by text (count, mean ms from query to answer):");
    for (const r of rows.slice(0, 15)) console.log(`  ${String(r.n).padStart(5)} ${String(ms(r.ms / r.n)).padStart(7)}  ${r.text}`);
  }
  if (tally.errors > 0) {
    console.log("errors by kind:", Object.fromEntries(tally.errorKinds));
    for (const sample of tally.samples) console.log(`  ${sample}`);
  }
  const traceFile = process.env.BENCH_TRACE;
  if (traceFile) {
    const rows = tally.trace.map((r) => `${r.what},${r.status},${Math.round((r.startMs - raceStarted) * 10) / 10},${Math.round(r.ms * 10) / 10}`);
    writeFileSync(traceFile, `what,status,start_ms,ms\n${rows.join("\n")}\n`);
    console.log(`every request of the race written to ${traceFile}`);
    // The same monotonic clock as a V8 CPU profile's timestamps (SERVER_NODE_ARGS=--cpu-prof): the race's window in it.
    console.log(`race window, monotonic µs: ${raceStartedMonotonicUs} to ${raceEndedMonotonicUs}`);
  }
  const mark = (ok: boolean) => (ok ? "PASS" : "FAIL");
  // The hold target is the 1,000 buyers / 100 seats / 50 connections race's; another shape reports its figure only.
  const holdTarget = (p99: number) =>
    buyers === 1000 && seats === 100 && connections === 50
      ? `hold p99 under ${HOLD_TARGET_P99_MS} ms ${mark(p99 < HOLD_TARGET_P99_MS)} (${ms(p99)} ms)`
      : `hold p99 ${ms(p99)} ms (its ${HOLD_TARGET_P99_MS} ms target is the 1,000 / 100 race's at 50 connections)`;
  const answerP99 = percentile([...tally.holdMs, ...tally.payMs], 99);
  console.log(
    `Targets: 0 oversold ${mark(oversold === 0)} (${oversold}); every seat sold ${mark(after.sold === seats)} (${after.sold}/${seats}); ${holdTarget(holdP99)}; every answer p99 under ${ANSWER_TARGET_P99_MS} ms ${mark(answerP99 < ANSWER_TARGET_P99_MS)} (${ms(answerP99)} ms)`,
  );
}

try {
  await main();
} catch (err) {
  if (interrupted) {
    console.error(`bench:checkout stopped by ${interrupted}`);
    process.exitCode = 130;
  } else {
    console.error("bench:checkout crashed:", err);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}
