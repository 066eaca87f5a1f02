/**
 * Lighthouse (mobile preset) against the built site, with the system Chromium.
 * Prints performance, accessibility, SEO, LCP, CLS, TBT and JavaScript bytes per page.
 * Run: npm run bench:web   (builds first). Pages: BENCH_PAGES="/,/hartford" by default.
 * Lighthouse's simulated timings swing from run to run on a busy 2-core machine, so each page
 * runs BENCH_RUNS times (default 3) and the median run (by performance score) is reported.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../tests/browser/support/browser";
import { startServer } from "../tests/browser/support/server";

const pages = (process.env.BENCH_PAGES ?? "/,/hartford").split(",");
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
}

const server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00" });
const profile = mkdtempSync(path.join(os.tmpdir(), "callboard-lh-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`],
});
const rows: Row[] = [];
try {
  for (const page of pages) {
    const perPage: Row[] = [];
    for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const requests = (audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    perPage.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      jsKb: Math.round(jsBytes / 1024),
    });
    for (const [id, audit] of Object.entries(audits)) {
      if (audit.scoreDisplayMode === "binary" && audit.score === 0 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === id))
        console.log(`  accessibility issue on ${page}: ${id} — ${audit.title}`);
    }
    }
    perPage.sort((a, b) => a.performance - b.performance);
    console.log(`${page}: performance per run ${perPage.map((r) => r.performance).join(", ")}; LCP ms ${perPage.map((r) => r.lcpMs).join(", ")}`);
    rows.push(perPage[Math.floor(perPage.length / 2)]!);
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nLighthouse, mobile preset, median of ${runs} runs (targets: performance ≥ 95, accessibility 100, LCP < 2000 ms, CLS < 0.05)`);
console.table(rows);
