import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { chromium, type Browser, type Download, type Locator, type Page, type Response } from "playwright-core";
import { inject } from "vitest";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else Debian's Chromium headless shell
 * (package chromium-headless-shell: the same Chromium build without the browser's own windows,
 * tabs and address bar, what Playwright itself runs headless tests in), else the full Chromium.
 * The shell took about 40% less CPU for the same pages (docs/decisions/0048).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, FULL_CHROMIUM].find((file) => existsSync(file)) ?? FULL_CHROMIUM;

/**
 * Chromium features off: Playwright's own list (its `--disable-features`, which a second one on the
 * command line replaces, so it is repeated here), then the omnibox popup. Headless Chromium 156
 * still preloads the popup's two WebUI pages (chrome://omnibox-popup.top-chrome) for every window,
 * each in a renderer of its own: 1.6 s of CPU per page a test opens, more than the test's page
 * itself took (8 windows on /hartford: 33.5 s of Chromium CPU with them, 20.3 s without).
 */
const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

/** The flags this machine's Chromium needs: headless, as root, without reaching the network, and without the browser UI's own pages. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];

/** The flags, with every host name but this machine's made unresolvable: a test can reach no network. */
export function chromiumArgs(extra: string[] = []): string[] {
  return [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1", ...extra];
}

/** The run's shared Chromium (tests/browser/support/shared-session.ts), when there is one. */
function sharedBrowserEndpoint(): string | undefined {
  if (!process.env.VITEST) return undefined;
  try {
    return inject("sharedBrowserEndpoint") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Chromium for a test file: a connection to the run's shared one when the browser tests' global
 * setup started it, else one launched here (scripts, a run without that setup). Closing it closes
 * the contexts this file made and, for the shared one, only disconnects. A connected browser is
 * remote to Playwright: read a download with `download.createReadStream()`, not `download.path()`.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedBrowserEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
}

/** A download's bytes (works on the shared, remote, Chromium too). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export const ARTIFACTS = path.resolve("artifacts");

/**
 * Whether this run writes screenshots to artifacts/ for a person to look at: yes by default, no on
 * CI (`CI` set), whose artifacts nobody reads; `BROWSER_SCREENSHOTS=1` or `=0` decides either way.
 * No assertion reads them, and a full-page PNG costs Chromium a render and an encode each.
 */
export const SCREENSHOTS = process.env.BROWSER_SCREENSHOTS ? process.env.BROWSER_SCREENSHOTS === "1" : !process.env.CI;

/** A full-page screenshot in artifacts/<name>.png, when the run writes screenshots (`SCREENSHOTS`). */
export async function screenshot(page: Page | Locator, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  if ("goto" in page) await page.screenshot({ path: file, fullPage: true });
  else await page.screenshot({ path: file });
}

/** True when the page is wider than its viewport (horizontal scrolling). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
let axeScript: string | null = null;
const axeText = () => (axeScript ??= readFileSync(axeSource, "utf8"));

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Serious and critical accessibility violations on the current page, or inside `within` (a selector). */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // Check the page at rest: a section fading in measures as a contrast failure halfway through.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the debugging protocol, so the page's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeText());
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | string) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ?? document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, within);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Wait until React has hydrated the page: it tags the DOM nodes it owns. Scripts load after the first paint. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}

/** Open a page and wait until it is interactive. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}
