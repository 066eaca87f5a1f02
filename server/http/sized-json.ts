import type { MiddlewareHandler } from "hono";

/**
 * Gives JSON answers a Content-Length, so the compression in front of it skips the small ones
 * (below its 1 KB threshold): compressing a 200-byte API answer costs more than it saves.
 */
export function sizedJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("Content-Length") || res.headers.has("Content-Encoding")) return;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
    const body = await res.arrayBuffer();
    const headers = new Headers(res.headers);
    headers.set("Content-Length", String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
