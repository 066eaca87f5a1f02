import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { CallboardApp } from "../app";
import type { ServerDrain } from "./drain-server";

/**
 * The production HTTP server: a current cached page is written by node before Hono sees the request
 * (the bulk of a traffic burst, answered as a bare node server would); everything else goes through
 * Hono on web-standard Request and Response. Not listening yet.
 */
export function createNodeServer(app: CallboardApp, hostname: string, drain?: () => ServerDrain | undefined): Server {
  const routed = getRequestListener(app.fetch, { hostname });
  return createServer((request, response) => {
    drain?.()?.markResponse(response);
    if (!app.serveCachedPage(request, response)) void routed(request, response);
  });
}
