import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { calendarDateInZone } from "~/domain/dates";
import { addDays } from "~/domain/zoned-day";
import type { DoorEvent } from "./types";

/** How far ahead the door page looks: the team opens tomorrow's list the evening before. */
export const DOOR_DAYS_AHEAD = 7;

/**
 * Events running today or starting within the next days, each judged by the calendar in its own
 * time zone (an event in London starts its day before one in Los Angeles). Soonest first.
 */
export async function listDoorEvents(options: { db: Db; now: Date }): Promise<DoorEvent[]> {
  const rows = await options.db
    .select({ id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, startsOn: events.startsOn, endsOn: events.endsOn, timeZone: events.timeZone })
    .from(events)
    .where(and(eq(events.isCancelled, false), isNotNull(events.startsOn)));
  const open: DoorEvent[] = [];
  for (const row of rows) {
    if (row.startsOn === null) continue;
    const today = calendarDateInZone(options.now, row.timeZone);
    const lastDay = row.endsOn ?? row.startsOn;
    if (lastDay >= today && row.startsOn <= addDays(today, DOOR_DAYS_AHEAD)) open.push({ ...row, startsOn: row.startsOn });
  }
  return open.sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.cityName.localeCompare(b.cityName));
}
