/**
 * JavaScript budget: how many compressed bytes of script each page loads before anyone touches it.
 * Starts the built server (building first if there is no build), opens each page in headless
 * Chromium, waits for network idle without interacting, and sums the script responses. Each script
 * is then fetched again with `Accept-Encoding: br` and with `gzip` to measure both encodings' bodies
 * (the browser's own transfer size, headers included, is printed too).
 * Run: npm run bench:js   BENCH_PAGES="/,/hartford,..." BENCH_BUDGET_KB=150 (city pages must fit).
 * Exits 1 when a city page is over budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../tests/browser/support/browser";
import { startServer } from "../tests/browser/support/server";
import { buildDirectory } from "./build-dir";

const pages = (process.env.BENCH_PAGES ?? "/,/hartford,/boston,/new-hampshire,/london").split(",");
const budgetKb = Number(process.env.BENCH_BUDGET_KB ?? 150);
/** The pages the budget applies to: every city page (the home page is reported alongside). */
const isCityPage = (page: string) => page !== "/";

if (!existsSync(path.resolve(buildDirectory(), "server/index.js"))) {
  console.log("No build yet: running npm run build");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The compressed body size of one URL for one encoding (node:http does not decompress). */
function encodedSize(url: string, encoding: "br" | "gzip"): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

interface Script {
  url: string;
  transfer: number;
  br: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const chunkName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, "");

const server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"],
});
const perPage = new Map<string, Script[]>();
const sizes = new Map<string, { br: number; gzip: number }>();
let failed = false;
try {
  for (const page of pages) {
    // A fresh context per page: an empty cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "accept-encoding": "br, gzip" } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    const scripts = new Map<string, { url: string; transfer: number }>();
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script" || /javascript/.test(e.response.mimeType)) scripts.set(e.requestId, { url: e.response.url, transfer: 0 });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.transfer = e.encodedDataLength;
    });
    const response = await tab.goto(`${server.url}${page}`, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${page} answered ${response?.status()}`);
    await context.close();

    const measured: Script[] = [];
    for (const { url, transfer } of scripts.values()) {
      let size = sizes.get(url);
      if (!size) {
        const [br, gzip] = await Promise.all([encodedSize(url, "br"), encodedSize(url, "gzip")]);
        size = { br: br.bytes, gzip: gzip.bytes };
        sizes.set(url, size);
      }
      measured.push({ url, transfer, ...size });
    }
    perPage.set(page, measured);
  }
} finally {
  await browser.close();
  await server.stop();
}

const sum = (list: Script[], key: "br" | "gzip" | "transfer") => list.reduce((total, s) => total + s[key], 0);
const rows = pages.map((page) => {
  const list = perPage.get(page) ?? [];
  const br = sum(list, "br");
  const verdict = !isCityPage(page) ? "(not budgeted)" : br <= budgetKb * 1024 ? "PASS" : "FAIL";
  if (verdict === "FAIL") failed = true;
  return {
    page,
    scripts: list.length,
    "KB brotli": Number(kb(br)),
    "KB gzip": Number(kb(sum(list, "gzip"))),
    "KB browser transfer": Number(kb(sum(list, "transfer"))),
    [`≤ ${budgetKb} KB`]: verdict,
  };
});

console.log(`\nJavaScript loaded until network idle, no interaction (budget: ${budgetKb} KB compressed on a city page)`);
console.table(rows);

// The biggest chunks over all pages, with the pages that load each.
const chunks = new Map<string, { br: number; gzip: number; pages: string[] }>();
for (const [page, list] of perPage)
  for (const s of list) {
    const chunk = chunks.get(s.url) ?? { br: s.br, gzip: s.gzip, pages: [] };
    chunk.pages.push(page);
    chunks.set(s.url, chunk);
  }
const biggest = [...chunks.entries()].sort((a, b) => b[1].br - a[1].br).slice(0, Number(process.env.BENCH_TOP ?? 15));
console.log("Biggest chunks");
console.table(
  biggest.map(([url, c]) => ({
    chunk: chunkName(url),
    "KB brotli": Number(kb(c.br)),
    "KB gzip": Number(kb(c.gzip)),
    pages: c.pages.length === pages.length ? "all" : c.pages.join(" "),
  })),
);
if (failed) process.exitCode = 1;
