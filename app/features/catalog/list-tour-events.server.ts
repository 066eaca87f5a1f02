import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { upcomingSorted } from "~/domain/dates";
import type { TourCard } from "./types";

/** The tour page's cities: listed, with a page, not yet past, soonest first, undated last. */
export async function listTourEvents(options: { db: Db; now: Date }): Promise<TourCard[]> {
  const rows = await options.db
    .select({
      slug: events.slug,
      cityName: events.cityName,
      dateText: events.dateText,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(and(eq(events.listedOnTour, true), eq(events.hasPage, true)));
  return upcomingSorted(rows, options.now).map(({ slug, cityName, dateText, startsOn }) => ({
    slug,
    cityName,
    dateText,
    startsOn,
  }));
}
