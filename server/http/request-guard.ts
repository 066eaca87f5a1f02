import type { Context, MiddlewareHandler } from "hono";
import { MAX_BODY_BYTES, tooLargeMessage } from "./bounded-body";
import { NOT_JSON_MESSAGE } from "~/lib/http/json-body.server";

/** The API's bodies share the limit every body has (bounded-body.ts, counted on the bytes read). */
export const MAX_JSON_BODY_BYTES = MAX_BODY_BYTES;
/** No form nests more than a few levels; a deeper body is an attack on whoever walks it. */
export const MAX_JSON_DEPTH = 32;

export const guardMessages = {
  crossSite: "Requests from other sites are not accepted.",
  notJsonType: "Send the request as application/json.",
  tooLarge: tooLargeMessage(MAX_JSON_BODY_BYTES),
  notObject: "The request body must be a JSON object.",
  nul: "Text may not contain NUL characters.",
  tooDeep: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  notUnicode: "Text must be valid Unicode (a character in it is broken).",
} as const;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every state-changing request to the JSON API passes here before a route reads it: it must come
 * from our own pages (Origin / Sec-Fetch-Site), be JSON, be one object nested a few levels at most,
 * and hold only well-formed text without NUL (PostgreSQL refuses both). Its size was bounded when
 * it was read (bounded-body.ts). What fails changes nothing and gets a clear 4xx.
 * `allowedOrigins`: the public site origin; the request's own origin is always allowed too.
 */
export function apiRequestGuard(options: { allowedOrigins: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (isCrossSite(c, options.allowedOrigins)) return c.json({ ok: false, message: guardMessages.crossSite }, 403);
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) return c.json({ ok: false, message: guardMessages.notJsonType }, 415);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ ok: false, message: NOT_JSON_MESSAGE }, 400);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) return c.json({ ok: false, message: guardMessages.notObject }, 400);
    const flaw = jsonFlaw(body);
    if (flaw) return c.json({ ok: false, message: guardMessages[flaw] }, 400);
    return next();
  };
}

function isCrossSite(c: Context, allowedOrigins: readonly string[]): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  return origin !== new URL(c.req.url).origin && !allowedOrigins.includes(origin);
}

/** A UTF-16 surrogate without its partner: JSON's \\ud800 escape makes one, and no UTF-8 text can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a parsed JSON value, if anything: nested deeper than MAX_JSON_DEPTH, or a key
 * or string holding U+0000 or a lone surrogate. Walked with a stack, so no depth can overflow ours.
 */
export function jsonFlaw(root: unknown): "tooDeep" | "nul" | "notUnicode" | null {
  const stack: Array<[unknown, number]> = [[root, 1]];
  const textFlaw = (text: string) => (text.includes("\u0000") ? "nul" : LONE_SURROGATE.test(text) ? "notUnicode" : null);
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      const flaw = textFlaw(value);
      if (flaw) return flaw;
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth > MAX_JSON_DEPTH) return "tooDeep";
    for (const [key, child] of Object.entries(value)) {
      const flaw = Array.isArray(value) ? null : textFlaw(key);
      if (flaw) return flaw;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** A path with a NUL byte names nothing we have (and would make PostgreSQL fail): 400 before any route. */
export function rejectNulInPath(): MiddlewareHandler {
  return async (c, next) => {
    // A NUL can only arrive percent-encoded (Node refuses a raw one): most addresses hold no escape at all.
    if (!c.req.url.includes("%")) return next();
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
