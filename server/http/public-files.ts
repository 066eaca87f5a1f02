import { readdirSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

/**
 * The build's top-level public files (favicon, manifest, images) are known when the server starts:
 * only their paths reach the file server, so a page request costs no file-system lookup.
 * `/assets/*` is served on its own route.
 */
export function publicFileServer(clientDir: string, serve: MiddlewareHandler): MiddlewareHandler {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        files.add(`/${path.relative(clientDir, full).split(path.sep).join("/")}`);
      }
    }
  };
  walk(clientDir);
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next());
}
