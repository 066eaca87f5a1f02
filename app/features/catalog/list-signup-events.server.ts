import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { upcomingSorted } from "~/domain/dates";
import type { TourCard } from "./types";

/** Every event a visitor can still sign up for: has a page, not cancelled, not over; soonest first. */
export async function listSignupEvents(options: { db: Db; now: Date }): Promise<TourCard[]> {
  const rows = await options.db
    .select({ slug: events.slug, cityName: events.cityName, dateText: events.dateText, startsOn: events.startsOn, endsOn: events.endsOn, timeZone: events.timeZone })
    .from(events)
    .where(and(eq(events.hasPage, true), eq(events.isCancelled, false)));
  return upcomingSorted(rows, options.now).map(({ slug, cityName, dateText, startsOn }) => ({ slug, cityName, dateText, startsOn }));
}
