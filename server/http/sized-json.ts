import type { Context, MiddlewareHandler } from "hono";

/**
 * Gives JSON answers a Content-Length, so the compression in front of it skips the small ones
 * (below its 1 KB threshold): compressing a 200-byte API answer costs more than it saves.
 * `c.json` is given the length as it serializes, so the answer stays the plain string @hono/node-server
 * writes in one call; measuring it afterwards meant reading the body back through a web stream and
 * building a second Response, on every API answer (issue 18's profile).
 */
export function sizedJson(): MiddlewareHandler {
  return async (c, next) => {
    const json = c.json;
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
      const text = JSON.stringify(object);
      // JSON.stringify(undefined) is undefined: Hono's own answer for it (no body).
      if (typeof text !== "string") return (json as (...args: unknown[]) => Response)(object, arg, headers);
      return c.body(text, arg as never, { "Content-Type": "application/json", ...headers, "Content-Length": String(Buffer.byteLength(text)) });
    }) as Context["json"];
    await next();
    // Answers built another way (a Response made by hand): measured here, kept as bytes.
    // Headers first: asking a @hono/node-server answer for its body turns it into a web stream.
    const res = c.res;
    if (res.headers.has("Content-Length") || res.headers.has("Content-Encoding")) return;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json") || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const sized = new Headers(res.headers);
    sized.set("Content-Length", String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: sized });
  };
}
