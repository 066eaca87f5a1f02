import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { clientAddress } from "~/lib/client-address.server";

/** The address a request is counted against: the socket's, or the right X-Forwarded-For entry behind trusted proxies. */
export function requestClientAddress(c: Context, trustedHops: number): string {
  return clientAddress({ socketAddress: socketAddress(c), forwardedFor: c.req.header("x-forwarded-for"), trustedHops });
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in process (tests, app.request) have no socket.
    return undefined;
  }
}
