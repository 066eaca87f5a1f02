import { isDatabaseUnavailable } from "./database-unavailable";

/** After the last sign of an outage, how long a page's 500 is taken for one (a page's loader error carries no cause to the HTTP layer). */
const OUTAGE_MEMORY_MS = 10_000;
let lastOutageAt = Number.NEGATIVE_INFINITY;

/** Remember an error if it says the database is away; true when it does. */
export function noteDatabaseError(error: unknown, nowMs = Date.now()): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  lastOutageAt = nowMs;
  return true;
}

/** Whether the database was seen unreachable in the last few seconds. */
export function databaseRecentlyUnavailable(nowMs = Date.now()): boolean {
  return nowMs - lastOutageAt < OUTAGE_MEMORY_MS;
}

/** A successful health check: the database is back. */
export function noteDatabaseReachable(): void {
  lastOutageAt = Number.NEGATIVE_INFINITY;
}
