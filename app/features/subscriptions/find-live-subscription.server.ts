import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";

/** The statuses the one-live-subscription index covers (migration 0038). */
export const LIVE_STATUSES = ["active", "past_due"] as const;

/**
 * The address's live (active or past due) subscription to a tier, other than `exceptId`: a second one
 * is refused. Reads match the partial unique index `subscriptions_one_live_per_email_tier`, which is
 * what settles two attempts at once.
 */
export async function findLiveSubscription(options: { db: Db; email: string; tierKey: string; exceptId?: number }): Promise<{ id: number } | null> {
  const { db, email, tierKey, exceptId } = options;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        sql`lower(${subscriptions.buyerEmail}) = ${email.toLowerCase()}`,
        eq(subscriptions.tierKey, tierKey),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        exceptId === undefined ? undefined : ne(subscriptions.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}
