import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row: a number that triggers raise whenever anything a public page shows changes (events,
 * offers, seats, codes, registrations). Every server process compares it to drop stale cached pages.
 */
export const siteState = pgTable(
  "site_state",
  {
    id: integer().primaryKey().default(1),
    catalogVersion: integer().notNull().default(0),
    /**
     * Raised only when what is sold or how it is described changes (events, venues, tiers, seat
     * pools, offers), not by orders: the checkout keeps those rows in memory while it matches.
     */
    offersVersion: integer().notNull().default(0),
  },
  (t) => [check("site_state_single_row", sql`${t.id} = 1`)],
);

/**
 * The part of the catalog version that orders and seat offers raise, spread over rows so that
 * buyers' commits do not queue on one row: each database connection raises the row of its own
 * backend (`pg_backend_pid() % 64`). The version pages compare is `site_state.catalog_version`
 * plus the sum of these rows; each raise becomes visible with the commit that made it.
 */
export const catalogVersionShards = pgTable("catalog_version_shards", {
  shard: integer().primaryKey(),
  version: bigint({ mode: "number" }).notNull().default(0),
});

/** Fixed-window counters for the public forms' rate limit, shared by every server process. */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_windows_start_idx").on(t.windowStart)],
);
