import { Server as NetServer } from "node:net";
import type { Server, ServerResponse } from "node:http";

export interface ServerDrain {
  /** True once a drain began: every response from then on closes its connection after it is sent. */
  readonly draining: boolean;
  /** Mark a response of a request that arrived while draining (called by the request handler first). */
  markResponse(response: ServerResponse): void;
  /**
   * Stop accepting connections and let the open ones finish: a request in flight is answered, and its
   * connection is closed after it; an idle keep-alive connection is left to the server's keep-alive
   * timeout (or to the client, told by `Connection: close` on its next answer) rather than cut while a
   * request may be on its way to it. Resolves when every connection has closed.
   */
  begin(): Promise<void>;
}

/**
 * A graceful stop for a deploy (issue 38): node's own `server.close()` also closes every idle
 * keep-alive connection at once, which resets a request a client had just sent on one (a load
 * generator's connections are idle only between two requests). Here only the listener closes.
 */
export function drainServer(server: Server): ServerDrain {
  let draining = false;
  const open = new Set<ServerResponse>();
  server.on("request", (_request, response) => {
    open.add(response);
    response.once("close", () => open.delete(response));
  });
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  return {
    get draining() {
      return draining;
    },
    markResponse(response) {
      if (draining) closeAfter(response);
    },
    begin() {
      draining = true;
      for (const response of open) closeAfter(response);
      return new Promise<void>((resolve) => {
        // net.Server's close: stop listening and wait for the connections, without http's closing of idle ones.
        NetServer.prototype.close.call(server, () => resolve());
      });
    },
  };
}
