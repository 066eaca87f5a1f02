/**
 * Lighthouse (mobile preset) against the built site, with the system Chromium.
 * Run: npm run bench:web   (builds first; BUILD_DIR picks another build).
 *
 * - Pages: BENCH_PAGES (default "/,/hartford,/boston,/new-hampshire"), each run BENCH_RUNS times (default 5).
 * - Reports per page the median performance, TBT and LCP, and the worst CLS of any run (the target is 0 in every run).
 * - Prints the machine's load average before each run: Lighthouse's simulated timings follow it.
 * - BENCH_COMPARE=http://host:port runs the same pages against a second server (another build, started by you)
 *   alternately, run for run, so a change is measured against the previous build in the same minutes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../tests/browser/support/browser";
import { startServer } from "../tests/browser/support/server";

const pages = (process.env.BENCH_PAGES ?? "/,/hartford,/boston,/new-hampshire").split(",");
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const compareUrl = process.env.BENCH_COMPARE?.replace(/\/$/, "");

const TARGETS = { performance: 95, tbtMs: 200, cls: 0, lcpMs: 1500 };

interface Run {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  load: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 1000) / 1000;
};

async function measure(port: number, url: string, page: string): Promise<Run> {
  const load = Number(os.loadavg()[0]!.toFixed(2));
  console.log(`  load average ${load.toFixed(2)} · ${url}${page}`);
  const result = await lighthouse(`${url}${page}`, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}${page}`);
  const { categories, audits } = result.lhr;
  const requests = (audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  for (const [id, audit] of Object.entries(audits)) {
    if (audit.scoreDisplayMode === "binary" && audit.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === id))
      console.log(`  accessibility issue on ${page}: ${id} — ${audit.title}`);
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    jsKb: Math.round(jsBytes / 1024),
    load,
  };
}

function summarise(label: string, page: string, list: Run[]) {
  const row = {
    build: label,
    page,
    performance: median(list.map((r) => r.performance)),
    tbtMs: median(list.map((r) => r.tbtMs)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    worstCls: Math.max(...list.map((r) => r.cls)),
    accessibility: Math.min(...list.map((r) => r.accessibility)),
    jsKb: median(list.map((r) => r.jsKb)),
    medianLoad: median(list.map((r) => r.load)),
  };
  const met = row.performance >= TARGETS.performance && row.tbtMs <= TARGETS.tbtMs && row.worstCls <= TARGETS.cls && row.lcpMs < TARGETS.lcpMs;
  console.log(
    `${label} ${page}: performance ${list.map((r) => r.performance).join(", ")} · TBT ms ${list.map((r) => r.tbtMs).join(", ")} · LCP ms ${list.map((r) => r.lcpMs).join(", ")} · CLS ${list.map((r) => r.cls).join(", ")} → targets ${met ? "met" : "NOT met"}`,
  );
  return { ...row, targets: met ? "met" : "NOT met" };
}

const server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00" });
const profile = mkdtempSync(path.join(os.tmpdir(), "callboard-lh-"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--disable-features=")), `--user-data-dir=${profile}`],
});
const rows: Array<ReturnType<typeof summarise>> = [];
try {
  for (const page of pages) {
    const mine: Run[] = [];
    const theirs: Run[] = [];
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always gets the warmer or the quieter slot.
      const order = run % 2 === 0 ? ["this", "compare"] : ["compare", "this"];
      for (const which of order) {
        if (which === "this") mine.push(await measure(chrome.port, server.url, page));
        else if (compareUrl) theirs.push(await measure(chrome.port, compareUrl, page));
      }
    }
    rows.push(summarise("this build", page, mine));
    if (compareUrl) rows.push(summarise(`compare (${compareUrl})`, page, theirs));
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

console.log(
  `\nLighthouse, mobile preset, ${runs} runs per page: medians, worst CLS (targets with the load average under 1: performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls} in every run, LCP < ${TARGETS.lcpMs} ms)`,
);
console.table(rows);
