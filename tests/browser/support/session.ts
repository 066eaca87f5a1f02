import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/** The business date every browser test runs at, so the 2025–2026 tour is upcoming. */
export const TEST_APP_NOW = "2025-09-01T12:00:00-07:00";

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  /** The file's own context, opened before its tests. */
  context: BrowserContext;
  /** Another context of this file's: `browser.newContext` with the server's URL as base and the file's client address. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** The run's shared server (tests/browser/support/shared-session.ts), when there is one. */
function sharedServerUrl(): string | undefined {
  try {
    return inject("sharedServerUrl") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server and a Chromium for a test file. Without `env`, the run's shared built server (default
 * setup) and shared Chromium: the file's contexts present a client address of their own
 * (X-Forwarded-For, which the shared server trusts for one hop), so rate limits count per file as
 * on a server of its own. With `env`, a server of the file's own, started before its tests and
 * stopped after. Either way the file's contexts are closed after its tests.
 */
export function browserSession(options: { env?: Record<string, string>; context?: BrowserContextOptions } = {}): BrowserSession {
  const session = {} as BrowserSession;
  const shared = options.env ? undefined : sharedServerUrl();
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  session.newContext = (contextOptions = {}) =>
    session.browser.newContext({
      baseURL: session.server.url,
      ...contextOptions,
      extraHTTPHeaders: { ...(shared ? { "X-Forwarded-For": address } : {}), ...contextOptions.extraHTTPHeaders },
    });
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([
      shared ? Promise.resolve(sharedServer(shared)) : startServer({ APP_NOW: TEST_APP_NOW, ...options.env }),
      launchBrowser(),
    ]);
    session.context = await session.newContext({ bypassCSP: true, ...options.context });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}

/** The shared server as a file sees it: it is stopped by the global setup, not by the file. */
function sharedServer(url: string): RunningServer {
  return { url, output: () => [], stop: async () => undefined };
}
