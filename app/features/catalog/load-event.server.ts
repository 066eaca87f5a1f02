import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, venues } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import { isCurrencyCode } from "~/domain/money";
import { pageConfigSchema } from "~/domain/page-config";
import type { CatalogEvent } from "./types";

/** An event as stored, checked and parsed; `hasEnded` depends on the moment and is added by `eventAt`. */
export type StoredEvent = Omit<CatalogEvent, "hasEnded">;

/**
 * The one way to load an event by slug: its row, venue and validated page configuration, judged at
 * `now` (ended or not). `withPage` limits it to events that have a city page. Null when there is none.
 */
export async function loadEvent(options: { db: Db; slug: string; now: Date; withPage?: boolean }): Promise<CatalogEvent | null> {
  const stored = await loadStoredEvent(options);
  return stored ? eventAt(stored, options.now) : null;
}

/** The event judged at `now`. */
export function eventAt(event: StoredEvent, now: Date): CatalogEvent {
  return { ...event, hasEnded: !isUpcoming(event, now) };
}

export async function loadStoredEvent(options: { db: Db; slug: string; withPage?: boolean }): Promise<StoredEvent | null> {
  const { db, slug } = options;
  const [row] = await db
    .select({ event: events, venue: venues })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(options.withPage ? and(eq(events.slug, slug), eq(events.hasPage, true)) : eq(events.slug, slug))
    .limit(1);
  return row ? storedEvent(row) : null;
}

/** An event's row and venue as loaded, checked and parsed. */
export function storedEvent(row: { event: typeof events.$inferSelect; venue: typeof venues.$inferSelect | null }): StoredEvent {
  const e = row.event;
  if (!isCurrencyCode(e.currency)) throw new Error(`Event ${e.slug} has unknown currency ${e.currency}`);
  return {
    id: e.id,
    slug: e.slug,
    kind: e.kind,
    cityName: e.cityName,
    dateText: e.dateText,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    timeZone: e.timeZone,
    currency: e.currency,
    isCancelled: e.isCancelled,
    isMasterclass: e.isMasterclass,
    venue: row.venue ? { name: row.venue.name, address: row.venue.address, notes: row.venue.notes } : null,
    page: pageConfigSchema.parse(e.page),
  };
}
