import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/database-unavailable";

export { DATABASE_RETRY_AFTER_SECONDS };

/** What a visitor reads while the database is unreachable: nothing was changed, try again shortly. */
export const DATABASE_AWAY_MESSAGE = "We can't reach our records for a moment, so nothing was changed. Please try again in a few seconds.";

/** A page's 500 turned into the outage's 503 (same body, the error page), with Retry-After. */
export function asDatabaseAway(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
