import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { tiers } from "~/db/schema";

/** The labels of some tiers by key (a kept cart stores keys; pages and emails show labels). */
export async function tierLabels(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select({ key: tiers.key, label: tiers.label }).from(tiers).where(inArray(tiers.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.label]));
}
