import { desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";

/** Every event for the team's filters, latest first (past and cancelled ones too: their orders stay). */
export async function listEventChoices(options: { db: Db }) {
  return options.db
    .select({ id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, currency: events.currency, timeZone: events.timeZone })
    .from(events)
    .orderBy(desc(events.startsOn), events.cityName);
}
