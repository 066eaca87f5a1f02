import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { OutboxEmail } from "./types";

/** One outbox message by id, or undefined if there is none. */
export async function getOutboxMessage(options: { db: Db; id: number }): Promise<OutboxEmail | undefined> {
  const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, options.id)).limit(1);
  return row;
}
