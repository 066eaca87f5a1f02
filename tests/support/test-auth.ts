import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { AUTH_LIMIT_WINDOW_MS, createAuth, EMAILS_PER_ACCOUNT } from "~/features/auth/create-auth.server";
import type { Env } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { pinnedNow } from "./away-from-window-edge";

export const TEST_SECRET = "test-secret-".padEnd(40, "x");

/**
 * The auth limiters count in fixed 15-minute windows of real time; a test that counts guesses or emails up to
 * the limit would see the count restart if its requests straddled a window's edge. Tests pin them to one instant
 * (each file clears rate_limit_windows before each test).
 */
const pinned = pinnedNow();

/** Better Auth on a test database, as boot() makes it. */
export function createTestAuth(options: { db: Db; env: Env; logger: Logger; kick?: () => void; accountLimit?: number }) {
  return createAuth({
    ...options,
    secret: TEST_SECRET,
    kick: options.kick ?? (() => {}),
    accountLimiter: createRateLimiter({ db: options.db, limit: options.accountLimit ?? 10, windowMs: AUTH_LIMIT_WINDOW_MS, currentTime: pinned }),
    mailLimiter: createRateLimiter({ db: options.db, limit: EMAILS_PER_ACCOUNT, windowMs: AUTH_LIMIT_WINDOW_MS, currentTime: pinned }),
  });
}

/**
 * Test hook, for tests that make many sign-in attempts to reach a limit: this auth instance hashes
 * and checks passwords with scrypt at a cost of N=1024 instead of Better Auth's N=16384 (hashes stay
 * `salt:key` hex). Better Auth hashes on every attempt, even for an address with no account, so a
 * test of a limit of 30 spent most of its time there. Only the instance passed in changes: production
 * (createAuth) and every other test keep Better Auth's own hashing.
 */
export async function useCheapPasswordHashing(auth: { $context: Promise<{ password: { hash: (password: string) => Promise<string>; verify: (data: { hash: string; password: string }) => Promise<boolean> } }> }): Promise<void> {
  const context = await auth.$context;
  const key = (password: string, salt: string) =>
    new Promise<string>((resolve, reject) => scrypt(password.normalize("NFKC"), salt, 64, { N: 1024, r: 16, p: 1 }, (error, derived) => (error ? reject(error) : resolve(derived.toString("hex")))));
  context.password.hash = async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${await key(password, salt)}`;
  };
  context.password.verify = async ({ hash, password }) => {
    const [salt, expected] = hash.split(":");
    if (!salt || !expected) throw new Error("Invalid password hash");
    return timingSafeEqual(Buffer.from(await key(password, salt), "hex"), Buffer.from(expected, "hex"));
  };
}
