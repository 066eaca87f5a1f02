import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";

export type LockedEvent = typeof events.$inferSelect;

/**
 * Lock an event's row for the rest of the transaction and check it is still at the version the
 * editor was opened at. Every change to an event, its offers or its pools goes through here, so two
 * admins saving one event queue on this lock and the second finds the version moved: refused, never
 * a silent overwrite. It conflicts with an audition registration's lock on the event, so seats counted
 * under it stay counted; being NO KEY UPDATE, it lets an order's insert check its foreign key (KEY
 * SHARE) meanwhile, so a hold that has locked its pools and this editor, which locks the pool next,
 * cannot deadlock.
 */
export async function lockEventVersion(tx: Db, eventId: number, version: number): Promise<{ ok: true; event: LockedEvent } | { ok: false; reason: "not_found" } | { ok: false; reason: "stale"; version: number }> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("no key update");
  if (!event) return { ok: false, reason: "not_found" };
  if (event.version !== version) return { ok: false, reason: "stale", version: event.version };
  return { ok: true, event };
}

/** Move the event to its next version once a change is written (in the same transaction as the lock). */
export async function bumpEventVersion(tx: Db, eventId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(events)
    .set({ version: sql`${events.version} + 1`, updatedAt: now })
    .where(eq(events.id, eventId))
    .returning({ version: events.version });
  return row!.version;
}
