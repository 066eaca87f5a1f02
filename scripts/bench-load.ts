/**
 * Load test: the built server against a bare Node `http` server sending the same bytes from memory.
 * For each page it fetches the page once as a browser would (brotli), starts a bare server that
 * answers those exact bytes from memory (the ceiling for one Node process), then loads both at 50
 * connections with `Accept-Encoding: gzip, br` and prints requests per second, p50 and p99.
 * The load comes from wrk when it is installed (`apt-get install wrk`: a C generator that leaves the
 * cores to the servers), else from autocannon, which runs in Node on the same cores and so measures
 * itself as much as the server; the output says which one ran.
 * Run: npm run bench:load   (builds first). BENCH_PAGES="/,/hartford", BENCH_SECONDS=10, BENCH_CONNECTIONS=50,
 * BENCH_GENERATOR=autocannon to force autocannon.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "../tests/browser/support/server";

const pages = (process.env.BENCH_PAGES ?? "/,/hartford").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCEPT = "gzip, br";
const wrk = process.env.BENCH_GENERATOR === "autocannon" ? null : findWrk();
const TARGET_SHARE = 50;
const TARGET_P99_MS = 50;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function findWrk(): string | null {
  try {
    return execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** wrk's latency figures ("812.00us", "4.31ms", "1.02s") in milliseconds. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return Math.round((m[2] === "us" ? value / 1000 : m[2] === "s" ? value * 1000 : value) * 100) / 100;
}

async function load(url: string, duration = seconds): Promise<Result> {
  if (wrk) {
    const threads = Math.min(2, connections);
    const out = execFileSync(wrk, [`-t${threads}`, `-c${connections}`, `-d${duration}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT}`, url], { encoding: "utf8" });
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const p50 = ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
    const p99 = ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
    return { rps: Math.round(rps), p50, p99, errors };
  }
  const r = await autocannon({ url, connections, duration, headers: { "accept-encoding": ACCEPT } });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** The page's bytes exactly as the server sends them to a browser (compressed, not decoded). */
function fetchRaw(url: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may have been closed while wrk held the loop.
    get(url, { agent: false, headers: { "accept-encoding": ACCEPT } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }));
    }).on("error", reject);
  });
}

/** A bare `http` server in its own process answering every request with the same bytes. */
async function startBare(body: Buffer, encoding: string | undefined): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "callboard-bare-"));
  const file = path.join(dir, "page.bin");
  writeFileSync(file, body);
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const headers = { "content-type": "text/html; charset=utf-8", "content-length": body.length };
    ${encoding ? `headers["content-encoding"] = ${JSON.stringify(encoding)};` : ""}
    const server = http.createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve) => child.stdout!.once("data", (d: Buffer) => resolve(Number(d.toString().trim()))));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// As in production: a JSON line per request (LOG_LEVEL=info) written to a pipe.
const server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00", LOG_LEVEL: "info" }, { captureOutput: "discard" });
const rows: Array<Record<string, string | number>> = [];
let met = true;
try {
  for (const page of pages) {
    const url = `${server.url}${page}`;
    await fetchRaw(url); // the first request renders the page into the cache
    const { body, encoding } = await fetchRaw(url);
    const bare = await startBare(body, encoding);
    try {
      // Both warmed first: a just-started process is still compiling its request path.
      await load(url, 3);
      await load(`${bare.url}${page}`, 3);
      const app = await load(url);
      const ceiling = await load(`${bare.url}${page}`);
      const share = Math.round((app.rps / Math.max(1, ceiling.rps)) * 1000) / 10;
      met &&= share >= TARGET_SHARE && app.p99 < TARGET_P99_MS && app.errors === 0;
      rows.push({
        page,
        "app req/s": app.rps,
        "app p50 ms": app.p50,
        "app p99 ms": app.p99,
        "app errors": app.errors,
        "bytes/resp": body.byteLength,
        "bare req/s": ceiling.rps,
        "bare p99 ms": ceiling.p99,
        "% of bare": share,
      });
    } finally {
      bare.stop();
    }
  }
} finally {
  await server.stop();
}
console.log(`\nGenerator: ${wrk ? `wrk (${wrk})` : "autocannon (in Node, on the same cores: it measures itself too; install wrk for figures that compare)"}`);
console.log(`${connections} connections, ${seconds} s per run, Accept-Encoding: ${ACCEPT}, machine load ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
console.table(rows);
console.log(`Targets: at least ${TARGET_SHARE}% of the bare server's rate, p99 under ${TARGET_P99_MS} ms, no errors: ${met ? "met" : "NOT met"}.`);
