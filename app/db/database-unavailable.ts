/**
 * Whether an error means the database cannot be reached right now (refused, dropped, restarting, out
 * of connections), as opposed to a query that is wrong: the first is answered 503 with Retry-After
 * and heals by itself when the database is back (issue 38), the second is a bug (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || SERVER_GONE.has(code))) return true;
    if (typeof message === "string" && DROPPED.some((pattern) => pattern.test(message))) return true;
    // node-postgres' pool reports a failed connect as an AggregateError of each address tried.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections (class 08 is connection exceptions). */
const SERVER_GONE = new Set(["57P01", "57P02", "57P03", "53300"]);
const DROPPED = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i, /connection .*closed/i];
