import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, tiers, waitlistEntries, waitlistOffers } from "~/db/schema";
import { findEventLabel } from "./find-event-label.server";

export interface WaitlistRow {
  /** Null for a sign-up to the tour as a whole. */
  cityName: string | null;
  dateText: string | null;
  /** Null for any tier. */
  tierKey: string | null;
  tierLabel: string | null;
  email: string;
  createdAt: Date;
  offerStatus: "open" | "claimed" | "lapsed" | null;
  offerExpiresAt: Date | null;
}

/**
 * Waitlist entries of one event or of all (tour-wide sign-ups only in "all"), in the order they
 * joined, with the seat offer each one got, if any.
 */
export async function listWaitlistEntries(options: { db: Db; eventId?: number }): Promise<{ ok: true; rows: WaitlistRow[] } | { ok: false; reason: "no_such_event" }> {
  const { db, eventId } = options;
  if (eventId !== undefined && (await findEventLabel({ db, eventId })) === null) return { ok: false, reason: "no_such_event" };
  const rows = await db
    .select({
      cityName: events.cityName,
      dateText: events.dateText,
      tierKey: waitlistEntries.tierKey,
      tierLabel: tiers.label,
      email: waitlistEntries.email,
      createdAt: waitlistEntries.createdAt,
      offerStatus: waitlistOffers.status,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(tiers, eq(tiers.key, waitlistEntries.tierKey))
    .leftJoin(waitlistOffers, eq(waitlistOffers.waitlistEntryId, waitlistEntries.id))
    .where(eventId === undefined ? undefined : eq(waitlistEntries.eventId, eventId))
    .orderBy(sql`${events.startsOn} asc nulls first`, asc(waitlistEntries.eventId), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return { ok: true, rows };
}
