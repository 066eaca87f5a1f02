import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { OutboxEmail, OutboxStatus } from "./types";

/** The outbox for the team, newest first, optionally of one status. */
export async function listOutbox(options: { db: Db; status?: OutboxStatus; limit?: number }): Promise<OutboxEmail[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  return options.db
    .select()
    .from(emailOutbox)
    .where(options.status ? eq(emailOutbox.status, options.status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
