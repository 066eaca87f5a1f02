import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { INBOX_KINDS, type InboxKind } from "~/domain/inbox";
import { inboxUnion, rowsOf } from "./inbox-union.server";

/** How many items of each kind are still new: the count the admin menu shows beside the inbox. */
export async function countNewInboxItems(options: { db: Db }): Promise<{ total: number; byKind: Record<InboxKind, number> }> {
  const result = await options.db.execute(sql`select u.kind, count(*) as n from ${inboxUnion()} u where u.status = 'new' group by u.kind`);
  const byKind = Object.fromEntries(INBOX_KINDS.map((k) => [k, 0])) as Record<InboxKind, number>;
  for (const row of rowsOf(result)) {
    const kind = String(row.kind) as InboxKind;
    if (kind in byKind) byKind[kind] = Number(row.n);
  }
  return { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
}
