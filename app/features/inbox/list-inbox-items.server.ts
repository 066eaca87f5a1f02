import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { InboxSearch } from "./inbox-schemas";
import { inboxRowsWithLabels, rowsOf, toInboxRow, type InboxRow } from "./inbox-union.server";

/** `%`, `_` and `\` typed in the search are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the inbox, newest first, with the total that matches: by kind, event, status, the day
 * it arrived (read in the team's time zone, both ends included) and a search over name and email.
 */
export async function listInboxItems(options: { db: Db; search: InboxSearch; timeZone: string; pageSize: number }): Promise<{ total: number; rows: InboxRow[] }> {
  const { db, search, timeZone, pageSize } = options;
  const conditions: SQL[] = [sql`true`];
  if (search.kind) conditions.push(sql`u.kind = ${search.kind}`);
  if (search.status) conditions.push(sql`u.status = ${search.status}`);
  if (search.event) conditions.push(sql`u.event_id = ${search.event}`);
  if (search.from) conditions.push(sql`u.created_at >= (${search.from}::date)::timestamp at time zone ${timeZone}`);
  if (search.to) conditions.push(sql`u.created_at < (${search.to}::date + 1)::timestamp at time zone ${timeZone}`);
  if (search.q) {
    const pattern = likePattern(search.q);
    conditions.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  const where = and(...conditions) ?? sql`true`;
  const offset = (search.page - 1) * pageSize;
  const result = await db.execute(sql`select *, count(*) over () as total from (${inboxRowsWithLabels(where)}) x
    order by x.created_at desc, x.source, x.id desc limit ${pageSize} offset ${offset}`);
  const raw = rowsOf(result);
  let total = raw[0] ? Number(raw[0].total) : 0;
  if (raw.length === 0 && offset > 0) {
    const counted = rowsOf(await db.execute(sql`select count(*) as total from (${inboxRowsWithLabels(where)}) x`));
    total = Number(counted[0]?.total ?? 0);
  }
  return { total, rows: raw.map(toInboxRow) };
}
