import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, venues } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import type { Venue } from "./types";

export interface SignupEvent {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  venue: Venue | null;
}

export type FindSignupEventResult =
  | { ok: true; event: SignupEvent }
  | { ok: false; reason: "not_found" | "cancelled" | "closed"; message: string };

/** The event a public form signs up for: it must have a page, not be cancelled, and not be over. */
export async function findSignupEvent(options: { db: Db; slug: string; now: Date }): Promise<FindSignupEventResult> {
  const [row] = await options.db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.slug, options.slug), eq(events.hasPage, true)))
    .limit(1);
  if (!row) return { ok: false, reason: "not_found", message: "We couldn't find that event." };
  const e = row.event;
  if (e.isCancelled) return { ok: false, reason: "cancelled", message: "This event has been cancelled. Please choose another city." };
  if (!isUpcoming(e, options.now)) return { ok: false, reason: "closed", message: "This event has already taken place." };
  return {
    ok: true,
    event: {
      id: e.id,
      slug: e.slug,
      cityName: e.cityName,
      dateText: e.dateText,
      venue: row.venue ? { name: row.venue.name, address: row.venue.address, notes: row.venue.notes } : null,
    },
  };
}
