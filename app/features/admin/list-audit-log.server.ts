import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export type AuditEntry = typeof auditLog.$inferSelect;

/** The audit log for the team, newest first (at most `limit` entries, 200 by default). */
export async function listAuditLog(options: { db: Db; limit?: number }): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 200), 1), 1000);
  return options.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
