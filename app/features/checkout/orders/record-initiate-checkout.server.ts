import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutEvents, events } from "~/db/schema";

/** InitiateCheckout in the team's own funnel, whatever the browser's pixel does. Unknown events are not recorded. */
export async function recordInitiateCheckout(options: { db: Db; eventSlug: string; itemCount: number; now: Date }): Promise<boolean> {
  const { db, eventSlug, itemCount, now } = options;
  const [event] = await db.select({ id: events.id, currency: events.currency }).from(events).where(eq(events.slug, eventSlug));
  if (!event) return false;
  await db.insert(checkoutEvents).values({ kind: "initiate_checkout", eventId: event.id, itemCount, currency: event.currency, createdAt: now });
  return true;
}
