import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { subscriptions } from "~/db/schema";
import { subscriptionView } from "./subscription-view";
import type { SubscriptionView } from "./types";

/** The confirmation page's subscription, by its unguessable token. */
export async function getSubscriptionView(options: { db: Db; token: string }): Promise<SubscriptionView | null> {
  const [row] = await options.db.select().from(subscriptions).where(eq(subscriptions.token, options.token));
  return row ? subscriptionView(row) : null;
}
