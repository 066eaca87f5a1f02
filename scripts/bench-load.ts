/**
 * Load test: the built server against a bare Node `http` server sending the same bytes from memory.
 * For each page it fetches the HTML once, starts a bare server that answers it gzip-compressed
 * from memory (the ceiling for one Node process), then runs autocannon against both at 50
 * connections with `Accept-Encoding: gzip, br` and prints requests per second, p50 and p99.
 * Run: npm run bench:load   (builds first). BENCH_PAGES="/,/hartford", BENCH_SECONDS=10, BENCH_CONNECTIONS=50.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startServer } from "../tests/browser/support/server";

const pages = (process.env.BENCH_PAGES ?? "/,/hartford").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const headers = { "accept-encoding": "gzip, br" };

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kb: number;
}

async function load(url: string): Promise<Result> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    kb: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 102.4) / 10,
  };
}

/** A bare `http` server in its own process answering every request with one gzip body. */
async function startBare(body: Buffer): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "callboard-bare-"));
  const file = path.join(dir, "page.gz");
  writeFileSync(file, body);
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const server = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
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

const server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00" });
const rows: Array<Record<string, string | number>> = [];
try {
  for (const page of pages) {
    const html = Buffer.from(await (await fetch(`${server.url}${page}`)).arrayBuffer());
    const bare = await startBare(gzipSync(html, { level: 9 }));
    try {
      const app = await load(`${server.url}${page}`);
      const ceiling = await load(`${bare.url}${page}`);
      rows.push({
        page,
        "app req/s": app.rps,
        "app p50 ms": app.p50,
        "app p99 ms": app.p99,
        "app errors": app.errors + app.non2xx,
        "app KB/resp": app.kb,
        "bare req/s": ceiling.rps,
        "bare p99 ms": ceiling.p99,
        "% of bare": Math.round((app.rps / Math.max(1, ceiling.rps)) * 1000) / 10,
      });
    } finally {
      bare.stop();
    }
  }
} finally {
  await server.stop();
}
console.log(`\n${connections} connections, ${seconds} s per run, Accept-Encoding: gzip, br`);
console.table(rows);
console.log("Targets: at least 25% of the bare server's rate, p99 under 100 ms, no errors.");
