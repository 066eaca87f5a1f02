import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, events, inboxItems, tiers, waitlistEntries, waitlistOffers } from "~/db/schema";
import type { InboxStatus } from "~/domain/inbox";

export interface AuditionRosterRow {
  id: number;
  eventLabel: string;
  ageGroup: "12_and_under" | "13_and_up";
  fullName: string;
  age: number;
  email: string;
  phone: string;
  parentName: string | null;
  status: InboxStatus;
  createdAt: Date;
  checkedInAt: Date | null;
}

export interface WaitlistRosterRow {
  id: number;
  eventLabel: string;
  tierKey: string | null;
  tierLabel: string | null;
  /** 1 for the first to join this event's waitlist for this tier. */
  position: number;
  email: string;
  status: InboxStatus;
  createdAt: Date;
  offerStatus: "open" | "claimed" | "lapsed" | null;
  offerExpiresAt: Date | null;
}

async function eventExists(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return Boolean(row);
}

const eventLabel = sql<string>`${events.cityName} || ' · ' || ${events.dateText}`;

/**
 * One event's audition registrations (or every event's, by event) by age group, then in the order
 * they came, with the guardian and the team's status.
 */
export async function listAuditionRoster(options: { db: Db; eventId?: number }): Promise<{ ok: true; rows: AuditionRosterRow[] } | { ok: false; reason: "no_such_event" }> {
  const { db, eventId } = options;
  if (eventId !== undefined && !(await eventExists(db, eventId))) return { ok: false, reason: "no_such_event" };
  const rows = await db
    .select({
      id: auditionRegistrations.id,
      eventLabel,
      ageGroup: auditionRegistrations.ageGroup,
      fullName: auditionRegistrations.fullName,
      age: auditionRegistrations.age,
      email: auditionRegistrations.email,
      phone: auditionRegistrations.phone,
      parentName: auditionRegistrations.parentName,
      status: sql<InboxStatus>`coalesce(${inboxItems.status}, 'new')`,
      createdAt: auditionRegistrations.createdAt,
      checkedInAt: auditionRegistrations.checkedInAt,
    })
    .from(auditionRegistrations)
    .innerJoin(events, eq(events.id, auditionRegistrations.eventId))
    .leftJoin(inboxItems, eq(inboxItems.auditionRegistrationId, auditionRegistrations.id))
    .where(eventId === undefined ? undefined : eq(auditionRegistrations.eventId, eventId))
    .orderBy(sql`${events.startsOn} asc nulls last`, asc(events.id), asc(auditionRegistrations.ageGroup), asc(auditionRegistrations.createdAt), asc(auditionRegistrations.id));
  return { ok: true, rows };
}

/**
 * One event's waitlist (or every event's, by event; tour-wide sign-ups are not an event's) by tier,
 * each person's place in that tier's line, and the seat offered to them if any.
 */
export async function listWaitlistRoster(options: { db: Db; eventId?: number }): Promise<{ ok: true; rows: WaitlistRosterRow[] } | { ok: false; reason: "no_such_event" }> {
  const { db, eventId } = options;
  if (eventId !== undefined && !(await eventExists(db, eventId))) return { ok: false, reason: "no_such_event" };
  const rows = await db
    .select({
      id: waitlistEntries.id,
      eventLabel,
      tierKey: waitlistEntries.tierKey,
      tierLabel: tiers.label,
      position: sql<number>`(row_number() over (partition by ${waitlistEntries.eventId}, ${waitlistEntries.tierKey} order by ${waitlistEntries.createdAt}, ${waitlistEntries.id}))::int`,
      email: waitlistEntries.email,
      status: sql<InboxStatus>`coalesce(${inboxItems.status}, 'new')`,
      createdAt: waitlistEntries.createdAt,
      offerStatus: waitlistOffers.status,
      offerExpiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .leftJoin(tiers, eq(tiers.key, waitlistEntries.tierKey))
    .leftJoin(waitlistOffers, eq(waitlistOffers.waitlistEntryId, waitlistEntries.id))
    .leftJoin(inboxItems, eq(inboxItems.waitlistEntryId, waitlistEntries.id))
    .where(eventId === undefined ? undefined : eq(waitlistEntries.eventId, eventId))
    .orderBy(sql`${events.startsOn} asc nulls last`, asc(events.id), sql`${waitlistEntries.tierKey} asc nulls first`, asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return { ok: true, rows: rows.map((r) => ({ ...r, position: Number(r.position) })) };
}
