import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { catalog } from "../../../seed/catalog";
import { openDatabase } from "~/db/client.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH, chromiumArgs } from "./browser";
import { startServer } from "./server";
import { TEST_PGLITE_SHARED_BUFFERS } from "../../support/test-run-environment";
import { TEST_APP_NOW } from "./session";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server the browser files with the default setup share (`browserSession()` without env). */
    sharedServerUrl: string;
    /** The Chromium every browser file connects to (`launchBrowser()`), each with its own contexts. */
    sharedBrowserEndpoint: string;
  }
}

/**
 * Vitest global setup for the browser tests, after the database templates: one built server (the
 * default setup: APP_NOW = TEST_APP_NOW) and one Chromium for the whole run, instead of one of each
 * per file. Starting a server costs a database copy, a boot and a catalog seed; Chromium a launch.
 *
 * Files stay apart: each makes its own browser contexts (cookies, storage) and its own data, and
 * the server trusts one proxy hop so that each file's contexts present their own client address
 * (X-Forwarded-For, `browserSession`) and so count against their own rate limits, as they did on
 * their own servers. Files with a special environment (another APP_NOW, SMTP, PostgreSQL, log
 * capture, SITE_URL) or that write to the database start their own server as before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = chromium.launchServer({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
  // Every browser server seeds the same catalog at boot: do it once, into a copy of the migrated template.
  const seeded = mkdtempSync(path.join(os.tmpdir(), "callboard-seeded-"));
  cpSync(project.getProvidedContext().pgliteTemplate, seeded, { recursive: true });
  const database = await openDatabase({ dataDir: seeded, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS });
  try {
    await seedCatalog({ db: database.db, catalog });
  } finally {
    await database.close();
  }
  project.provide("pgliteSeededTemplate", seeded);
  const server = await startServer({ APP_NOW: TEST_APP_NOW, TRUST_PROXY_HOPS: "1" }, { template: seeded }).catch(async (error: unknown) => {
    await (await browser).close();
    throw error;
  });
  project.provide("sharedServerUrl", server.url);
  project.provide("sharedBrowserEndpoint", (await browser).wsEndpoint());
  return async () => {
    await (await browser).close();
    await server.stop();
    rmSync(seeded, { recursive: true, force: true });
  };
}
