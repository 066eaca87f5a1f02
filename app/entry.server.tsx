import { PassThrough } from "node:stream";
import { isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import appCssHref from "./app.css?url";
import { InlineStylesContext } from "./lib/inline-styles";
import { readClientAsset } from "./lib/read-client-asset.server";
import { createDeferClientScriptsTransform } from "./lib/defer-client-scripts.server";
import { getLogger } from "./lib/logger.server";
import { noteDatabaseError } from "./db/database-health.server";

export const streamTimeout = 5_000;

/** Loader, action and render errors as JSON log lines (React Router would print a bare stack); a refused request is a warning. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const err = error instanceof Error ? error : undefined;
  // The HTTP layer answers the page 503 with Retry-After instead of 500 (server/app.ts).
  if (noteDatabaseError(error)) return getLogger().warn({ reason: err?.message }, "page request failed: database unreachable");
  if (status >= 500) getLogger().error({ err, status }, "page request failed");
  else getLogger().warn({ status, reason: err?.message ?? String(status) }, "page request refused");
};

// Read once at startup: in production the stylesheet is inlined into every page.
const inlineCss = import.meta.env.DEV ? null : readClientAsset(appCssHref, import.meta.dirname);

/** React Router's default Node entry, plus the inlined stylesheet and scripts deferred past the first paint. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext.Provider value={inlineCss}>
        <ServerRouter context={routerContext} url={request.url} />
      </InlineStylesContext.Provider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          if (import.meta.env.DEV) pipe(body);
          else pipe(createDeferClientScriptsTransform()).pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error({ err: error }, "page render failed");
        },
      },
    );
  });
}
