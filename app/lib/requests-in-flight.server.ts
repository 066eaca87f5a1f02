import type { Server } from "node:http";

let inFlight = 0;

/**
 * Count the requests the HTTP server is answering, so background work (the job runner) can wait for a
 * burst to pass instead of taking the event loop from buyers. A response counts until it is closed,
 * finished or aborted.
 */
export function trackRequestsInFlight(server: Pick<Server, "on">): void {
  server.on("request", (_request, response) => {
    inFlight++;
    response.once("close", () => inFlight--);
  });
}

/** Whether any request is being answered right now. */
export function answeringRequests(): boolean {
  return inFlight > 0;
}
