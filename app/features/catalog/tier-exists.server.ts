import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";

/** Whether the catalog has a tier with this key. */
export async function tierExists(options: { db: Db; key: string }): Promise<boolean> {
  const rows = await options.db.select({ key: tiers.key }).from(tiers).where(eq(tiers.key, options.key)).limit(1);
  return rows.length > 0;
}
