import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NOT_JSON_MESSAGE } from "./json-body";

/** Form and cart bodies are a few hundred bytes; anything near this is not a person filling a form. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const guardMessages = {
  crossSite: "Requests from other sites are not accepted.",
  notJsonType: "Send the request as application/json.",
  tooLarge: `The request is too large (the limit is ${MAX_JSON_BODY_BYTES / 1024} KB).`,
  notObject: "The request body must be a JSON object.",
  nul: "Text may not contain NUL characters.",
} as const;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every state-changing request to the JSON API passes here before a route reads it: it must come
 * from our own pages (Origin / Sec-Fetch-Site), be JSON, be small, be one object, and hold no NUL
 * character (PostgreSQL refuses them). What fails changes nothing and gets a clear 4xx.
 * `allowedOrigins`: the public site origin; the request's own origin is always allowed too.
 */
export function apiRequestGuard(options: { allowedOrigins: readonly string[] }): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.json({ ok: false, message: guardMessages.tooLarge }, 413) });
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (isCrossSite(c, options.allowedOrigins)) return c.json({ ok: false, message: guardMessages.crossSite }, 403);
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) return c.json({ ok: false, message: guardMessages.notJsonType }, 415);
    return limit(c, async () => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        c.res = c.json({ ok: false, message: NOT_JSON_MESSAGE }, 400);
        return;
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        c.res = c.json({ ok: false, message: guardMessages.notObject }, 400);
        return;
      }
      if (containsNul(body)) {
        c.res = c.json({ ok: false, message: guardMessages.nul }, 400);
        return;
      }
      await next();
    });
  };
}

function isCrossSite(c: Context, allowedOrigins: readonly string[]): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  return origin !== new URL(c.req.url).origin && !allowedOrigins.includes(origin);
}

/** Whether any key or string anywhere in a parsed JSON value holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  return false;
}

/** A path with a NUL byte names nothing we have (and would make PostgreSQL fail): 400 before any route. */
export function rejectNulInPath(): MiddlewareHandler {
  return async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    let decoded = raw;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return c.text("Bad request: the address is not valid.", 400);
    }
    if (decoded.includes("\u0000")) return c.text("Bad request: the address contains a NUL character.", 400);
    return next();
  };
}
