import { eq } from "drizzle-orm";
import { pino } from "pino";
import { emailOutbox, users } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { fixedClock } from "~/domain/clock";
import { grantRole } from "~/features/admin/grant-role.server";
import { createCheckoutServices } from "~/features/checkout/create-checkout-services.server";
import { createEmailContext } from "~/features/email/create-email-context.server";
import type { AppContext } from "~/app-context.server";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createApp } from "../../server/app";
import { CookieJar } from "./cookie-jar";
import { createTestAuth, TEST_SECRET } from "./test-auth";

export const TEST_ORIGIN = "http://localhost";
export const TEST_PASSWORD = "correct horse battery";

/** An AppContext on a test database, as boot() makes it (fixed clock, silent logs, generous form limits). */
export function createTestContext(database: Database, envOverrides: Record<string, string> = {}, options: { accountLimit?: number } = {}): AppContext {
  const db = database.db;
  const logger = pino({ level: "silent" });
  const env = parseEnv({ TRUST_PROXY_HOPS: "1", ...envOverrides });
  const mail = createEmailContext({ env, logger });
  return {
    env,
    database,
    secret: TEST_SECRET,
    clock: fixedClock(new Date("2025-09-01T12:00:00-07:00")),
    logger,
    emailWorker: { kick: () => {}, stop: async () => {} },
    jobs: { owner: "test", kick: () => {}, stop: async () => {} },
    mail,
    formLimiter: createRateLimiter({ db, limit: 1000, windowMs: 60_000 }),
    dailyRegistrationLimiter: createRateLimiter({ db, limit: 1000, windowMs: 86_400_000 }),
    checkout: createCheckoutServices({ env, logger }),
    auth: createTestAuth({ db, env, logger, accountLimit: options.accountLimit ?? 1000 }),
  };
}

/** The Hono app without page rendering: /api and /api/auth answer, pages do not. */
export function createTestApp(context: AppContext) {
  return createApp({ context, build: async () => Promise.reject(new Error("no pages here")), mode: "test" });
}

let client = 0;
/** A same-site request from its own client address (so per-client limits stay out of the way). */
export function testRequest(path: string, init: { method?: string; body?: unknown; cookie?: string; from?: string } = {}): Request {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, "X-Forwarded-For": init.from ?? `198.51.100.${(client++ % 250) + 1}` };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.cookie) headers.Cookie = init.cookie;
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * Create a confirmed account (admin when asked) and sign it in through the real endpoint; returns
 * the session cookie header a browser would send. The confirmation email it queues is removed.
 */
export async function signedInCookie(context: AppContext, options: { email: string; name?: string; admin?: boolean }): Promise<string> {
  const app = createTestApp(context);
  const db = context.database.db;
  const email = options.email.toLowerCase();
  const up = await app.request(testRequest("/api/auth/sign-up/email", { body: { email, password: TEST_PASSWORD, name: options.name ?? "Test Person" } }));
  if (up.status !== 200) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  await db.delete(emailOutbox).where(eq(emailOutbox.toAddress, email));
  if (options.admin) {
    const granted = await grantRole({ db, email, role: "admin", actor: { userId: null, email: "test-setup" } });
    if (!granted.ok) throw new Error(`no account for ${granted.email}`);
  }
  const res = await app.request(testRequest("/api/auth/sign-in/email", { body: { email, password: TEST_PASSWORD } }));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return new CookieJar().take(res).header();
}
