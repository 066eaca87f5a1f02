import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { eventLabel } from "./assemble-breakdown";

/** The label an export names its event by, or null when there is no such event. */
export async function findEventLabel(options: { db: Db; eventId: number }): Promise<string | null> {
  const [event] = await options.db.select({ cityName: events.cityName, dateText: events.dateText }).from(events).where(eq(events.id, options.eventId));
  return event ? eventLabel(event) : null;
}
