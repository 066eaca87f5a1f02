import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { subscriptionView } from "./subscription-view";
import type { SubscriptionView } from "./types";

/** The account's subscriptions: bought while signed in, or with its confirmed email. */
export async function listMySubscriptions(options: { db: Db; userId: string; email: string }): Promise<SubscriptionView[]> {
  const rows = await options.db
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.userId, options.userId), sql`lower(${subscriptions.buyerEmail}) = ${options.email.toLowerCase()}`))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.filter((r) => r.status !== "incomplete").map(subscriptionView);
}
