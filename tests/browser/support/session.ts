import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

/** The business date every browser test runs at, so the 2025–2026 tour is upcoming. */
export const TEST_APP_NOW = "2025-09-01T12:00:00-07:00";

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
}

/** One built server and one Chromium for a test file: started before its tests, stopped after. */
export function browserSession(options: { env?: Record<string, string>; context?: BrowserContextOptions } = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([
      startServer({ APP_NOW: TEST_APP_NOW, ...options.env }),
      launchBrowser(),
    ]);
    session.context = await session.browser.newContext({ baseURL: session.server.url, bypassCSP: true, ...options.context });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
