import type { MiddlewareHandler } from "hono";
import type { AppContext } from "~/lib/app-context.server";
import { requestClientAddress } from "./client-address";

export const RATE_LIMIT_MESSAGE = "Too many submissions. Please wait a minute and try again.";

/**
 * The public forms' limit (AppContext.formLimiter: 5 submissions a minute per client and form,
 * counted in the database for every process). Over it: 429 with Retry-After. A broken limiter
 * must not block registrations: the request goes through, unlimited, and a warning is logged.
 */
export function formRateLimit(context: Pick<AppContext, "env" | "formLimiter" | "logger">, form: string): MiddlewareHandler {
  return async (c, next) => {
    let verdict;
    try {
      verdict = await context.formLimiter.hit(`${requestClientAddress(c, context.env.TRUST_PROXY_HOPS)}:${form}`);
    } catch (err) {
      context.logger.warn({ err, form }, "rate limiter unavailable; request allowed without a limit");
      return next();
    }
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json({ ok: false, message: RATE_LIMIT_MESSAGE }, 429);
    }
    return next();
  };
}
