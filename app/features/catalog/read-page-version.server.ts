import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

export interface PageVersion {
  /** Raised by database triggers whenever anything a public page shows changes (never lowered). */
  catalogVersion: number;
  /** The next moment a page's time-dependent parts change (a sales window, a code's deadline, a seat hold expiring, an event ending, a mentorship cohort starting), if any. */
  nextChangeAt: Date | null;
}

/**
 * The catalog version: site_state's row, raised by edits to the catalog, plus the rows that orders,
 * seat offers and registrations raise one per connection (see `catalogVersionShards`).
 */
const CATALOG_VERSION = sql`((select catalog_version from site_state where id = 1) + (select coalesce(sum(version), 0) from catalog_version_shards))`;

/** What decides whether a cached public page is still current, read in one round trip. */
export async function readPageVersion(options: { db: Db; now: Date }): Promise<PageVersion> {
  const now = options.now.toISOString();
  const result = await options.db.execute(sql`
    select
      ${CATALOG_VERSION} as catalog_version,
      (select min(t) from (
        select sales_start_at as t from offers where sales_start_at > ${now}::timestamptz
        union all select sales_end_at from offers where sales_end_at > ${now}::timestamptz
        union all select starts_at from discount_codes where starts_at > ${now}::timestamptz
        union all select ends_at from discount_codes where ends_at > ${now}::timestamptz
        union all select hold_expires_at from orders where status = 'pending' and hold_expires_at > ${now}::timestamptz
        union all select expires_at from waitlist_offers where status = 'open' and expires_at > ${now}::timestamptz
        union all select (subscription_starts_on::timestamp at time zone 'UTC') from tiers where subscription_starts_on is not null and (subscription_starts_on::timestamp at time zone 'UTC') > ${now}::timestamptz
        union all select e.t from (
          select ((coalesce(ends_on, starts_on) + 1)::timestamp at time zone time_zone) as t from events where starts_on is not null
        ) e where e.t > ${now}::timestamptz
      ) changes) as next_change_at
  `);
  const row = (result as unknown as { rows: Array<{ catalog_version: number | string | null; next_change_at: string | Date | null }> }).rows[0];
  const next = row?.next_change_at ? new Date(row.next_change_at) : null;
  return { catalogVersion: Number(row?.catalog_version ?? 0), nextChangeAt: next && !Number.isNaN(next.getTime()) ? next : null };
}

/**
 * readPageVersion for a caller that asks every second (the page cache): the next deadline is
 * searched again only when the catalog version has moved or that deadline has passed, because
 * every row it is taken from raises the version when it changes. The rest of the time the check
 * is one primary-key read, which matters on the embedded database, where a query holds the event loop.
 */
export function createPageVersionReader(db: Db): (now: Date) => Promise<PageVersion> {
  let last: PageVersion | null = null;
  return async (now) => {
    if (last) {
      const result = await db.execute(sql`select ${CATALOG_VERSION} as catalog_version`);
      const version = Number((result as unknown as { rows: Array<{ catalog_version: number | string | null }> }).rows[0]?.catalog_version ?? 0);
      if (version === last.catalogVersion && (last.nextChangeAt === null || now < last.nextChangeAt)) return last;
    }
    last = await readPageVersion({ db, now });
    return last;
  };
}
