import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, events } from "~/db/schema";

/** The events that have kept checkouts, for the send page's event filter. */
export async function listRecoveryEvents(db: Db): Promise<Array<{ id: number; cityName: string; dateText: string }>> {
  return db
    .selectDistinct({ id: events.id, cityName: events.cityName, dateText: events.dateText })
    .from(events)
    .innerJoin(checkoutDrafts, eq(checkoutDrafts.eventId, events.id))
    .orderBy(asc(events.cityName), asc(events.id));
}
