import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { createAuth } from "~/features/auth/create-auth.server";
import type { Env } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

export const TEST_SECRET = "test-secret-".padEnd(40, "x");

/** Better Auth on a test database, as boot() makes it. */
export function createTestAuth(options: { db: Db; env: Env; logger: Logger; kick?: () => void; accountLimit?: number }) {
  return createAuth({
    ...options,
    secret: TEST_SECRET,
    kick: options.kick ?? (() => {}),
    accountLimiter: createRateLimiter({ db: options.db, limit: options.accountLimit ?? 10, windowMs: 15 * 60_000 }),
  });
}
