import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { smsOutbox } from "~/db/schema";
import type { OutboxSms, SmsStatus } from "./types";

/** The SMS outbox for the team, newest first, optionally of one status. */
export async function listSmsOutbox(options: { db: Db; status?: SmsStatus; limit?: number }): Promise<OutboxSms[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  return options.db
    .select()
    .from(smsOutbox)
    .where(options.status ? eq(smsOutbox.status, options.status) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
