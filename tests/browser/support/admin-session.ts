import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { catalog } from "../../../seed/catalog";
import { authPageCopy } from "~/content/auth";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { grantRole } from "~/features/admin/grant-role.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/auth/create-auth.server";
import { seedCatalog } from "~/features/catalog/seed-catalog.server";
import { parseEnv, siteUrl } from "~/lib/env.server";
import { createTestAuth } from "../../support/test-auth";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { gotoHydrated, launchBrowser } from "./browser";
import { openPreparedDatabase, preparedDataDir, startServer, type RunningServer } from "./server";
import { TEST_APP_NOW } from "./session";

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

export interface AdminSession {
  server: RunningServer;
  browser: Browser;
  /**
   * The server's database while it runs: PostgreSQL only (an embedded database is held by the
   * server's process, so `seed` writes to it before the server starts).
   */
  db: Db;
  /** Sign in through the /auth page and wait until it lands on `redirectTo`. */
  signIn(page: Page, redirectTo: string): Promise<void>;
}

/**
 * Make `account` an admin in a database no server holds: signed up through Better Auth as the
 * server does it (the same handler and password hashing), its email marked confirmed, and the admin
 * role granted as `npm run admin:grant` grants it (auth.test.ts goes through the email and the
 * command itself).
 */
export async function createAdminAccount(db: Db, account: AdminAccount): Promise<void> {
  const env = parseEnv({ NODE_ENV: "test", APP_NOW: TEST_APP_NOW, LOG_LEVEL: "silent" });
  const auth = createTestAuth({ db, env, logger: pino({ level: "silent" }) });
  const origin = siteUrl(env);
  const response = await auth.handler(
    new Request(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, [CLIENT_ADDRESS_HEADER]: "127.0.0.1" },
      body: JSON.stringify(account),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, account.email));
  expect((await grantRole({ db, email: account.email, role: "admin", actor: { userId: null, email: "test-setup" } })).ok).toBe(true);
}

/**
 * One test file's admin setup: a database of its own with the catalog, `account` made an admin,
 * the file's own rows (`seed`), then the built server started once on it, and a Chromium (the
 * run's shared one unless `launch` says otherwise). Everything is removed after the file's tests.
 * `database: "postgres"` (needs TEST_DATABASE_URL) keeps `db` open beside the running server.
 */
export function adminSession(options: {
  account: AdminAccount;
  /** The file's rows, written before the server starts (the catalog is there). */
  seed?: (db: Db) => Promise<void>;
  env?: Record<string, string>;
  database?: "pglite" | "postgres";
  launch?: () => Promise<Browser>;
}): AdminSession {
  const session = {} as AdminSession;
  let dataDir: string | undefined;
  let postgres: TestDatabase | undefined;
  session.signIn = async (page, redirectTo) => {
    await gotoHydrated(page, `/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
    await page.getByLabel(authPageCopy.fields.email).fill(options.account.email);
    await page.getByLabel(authPageCopy.fields.password).fill(options.account.password);
    await page.getByRole("button", { name: authPageCopy.actions.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === redirectTo);
  };

  beforeAll(async () => {
    const env = { APP_NOW: TEST_APP_NOW, ...options.env };
    const start = async (): Promise<RunningServer> => {
      if (options.database === "postgres") {
        postgres = await createTestDatabase("postgres");
        session.db = postgres.database.db;
        await seedCatalog({ db: session.db, catalog });
        await prepare(session.db, options);
        return startServer({ ...env, DATABASE_URL: postgres.url! });
      }
      dataDir = preparedDataDir("callboard-admin-");
      const database = await openPreparedDatabase(dataDir);
      try {
        await prepare(database.db, options);
      } finally {
        await database.close();
      }
      return startServer({ ...env, DATA_DIR: dataDir });
    };
    [session.server, session.browser] = await Promise.all([start(), (options.launch ?? launchBrowser)()]);
  }, 180_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return session;
}

async function prepare(db: Db, options: { account: AdminAccount; seed?: (db: Db) => Promise<void> }): Promise<void> {
  await createAdminAccount(db, options.account);
  await options.seed?.(db);
}
