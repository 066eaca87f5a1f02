import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { opportunities } from "~/db/schema";
import type { Opportunity } from "./types";

export type { Opportunity };

/** The opportunity whose page lives at /{slug}, or null. */
export async function findOpportunity(options: { db: Db; slug: string }): Promise<Opportunity | null> {
  const [row] = await options.db.select().from(opportunities).where(eq(opportunities.slug, options.slug)).limit(1);
  return row ?? null;
}
