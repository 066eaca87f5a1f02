import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, opportunities } from "~/db/schema";

/**
 * Whether a page other than the given event already lives at /{slug}: another event, or an
 * opportunity page (both are served at the site's first path segment). Compared without regard to
 * case, as routes are matched.
 */
export async function findSlugHolder(tx: Db, slug: string, exceptEventId: number | null): Promise<"event" | "opportunity" | null> {
  const lower = slug.toLowerCase();
  const eventWhere = exceptEventId === null ? sql`lower(${events.slug}) = ${lower}` : and(sql`lower(${events.slug}) = ${lower}`, ne(events.id, exceptEventId));
  const [event] = await tx.select({ id: events.id }).from(events).where(eventWhere).limit(1);
  if (event) return "event";
  const [opportunity] = await tx.select({ id: opportunities.id }).from(opportunities).where(eq(sql`lower(${opportunities.slug})`, lower)).limit(1);
  return opportunity ? "opportunity" : null;
}
