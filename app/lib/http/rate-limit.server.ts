import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppContext } from "~/app-context.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { requestClientAddress } from "./client-address.server";

export const RATE_LIMIT_MESSAGE = "Too many submissions. Please wait a minute and try again.";

/**
 * Count one hit of this client on `limiter` under `what` (the key is the client's address and
 * `what`). Over the limit: false, with Retry-After set on the answer. A limiter that cannot count
 * lets the request through, unlimited, with a warning: a database hiccup must not block buyers.
 */
export async function hitRateLimit(
  c: Context,
  options: { limiter: RateLimiter; what: string; trustProxyHops: number; logger: Logger },
): Promise<boolean> {
  try {
    const verdict = await options.limiter.hit(`${requestClientAddress(c, options.trustProxyHops)}:${options.what}`);
    if (!verdict.allowed) c.header("Retry-After", String(verdict.retryAfterSeconds));
    return verdict.allowed;
  } catch (err) {
    options.logger.warn({ err, what: options.what }, "rate limiter unavailable; request allowed without a limit");
    return true;
  }
}

/** hitRateLimit as a route's middleware: over the limit it answers 429 `{ ok: false, message }` with Retry-After. */
export function rateLimit(options: { limiter: RateLimiter; what: string; trustProxyHops: number; logger: Logger; message: string }): MiddlewareHandler {
  return async (c, next) => {
    if (!(await hitRateLimit(c, options))) return c.json({ ok: false, message: options.message }, 429);
    return next();
  };
}

/** The public forms' limit (AppContext.formLimiter: 5 submissions a minute per client and form, shared by every process). */
export function formRateLimit(context: Pick<AppContext, "env" | "formLimiter" | "logger">, form: string): MiddlewareHandler {
  return rateLimit({ limiter: context.formLimiter, what: form, trustProxyHops: context.env.TRUST_PROXY_HOPS, logger: context.logger, message: RATE_LIMIT_MESSAGE });
}
