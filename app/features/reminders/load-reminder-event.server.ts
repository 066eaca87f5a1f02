import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, venues } from "~/db/schema";
import type { PageConfigInput } from "~/domain/page-config";

/** What the reminders read of an event: its date and zone, whether they are on, its venue, schedule (page) and what to bring. */
export interface ReminderEvent {
  id: number;
  slug: string;
  kind: "intensive" | "masterclass" | "virtual";
  cityName: string;
  dateText: string;
  startsOn: string | null;
  endsOn: string | null;
  timeZone: string;
  isCancelled: boolean;
  remindersEnabled: boolean;
  whatToBring: string[];
  page: PageConfigInput;
  venue: { name: string; address: string | null; notes: string | null } | null;
}

/** One event as the reminders read it, or null when there is none. */
export async function loadReminderEvent(options: { db: Db; eventId: number }): Promise<ReminderEvent | null> {
  const [row] = await options.db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, options.eventId))
    .limit(1);
  if (!row) return null;
  const { event: e, venue: v } = row;
  return {
    id: e.id,
    slug: e.slug,
    kind: e.kind,
    cityName: e.cityName,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    isCancelled: e.isCancelled,
    remindersEnabled: e.remindersEnabled,
    whatToBring: e.whatToBring,
    page: e.page,
    venue: v ? { name: v.name, address: v.address, notes: v.notes } : null,
  };
}

/** Online programs (no venue, no door) get no reminders. */
export function isOnlineEvent(event: Pick<ReminderEvent, "kind">): boolean {
  return event.kind === "virtual";
}
