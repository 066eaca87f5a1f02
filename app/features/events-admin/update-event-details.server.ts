import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, orders, venues } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/features/admin/record-audit.server";
import type { EventDetailsForm } from "./event-form-schema";
import { bumpEventVersion, lockEventVersion } from "./lock-event-version.server";
import { findSlugHolder } from "./find-slug-holder.server";
import { sameSnapshot, snapshotEvent, snapshotVenue } from "./snapshot-event";
import type { EventEditResult } from "./types";

/**
 * Save an event's own fields and its venue (an existing one, a new one, or none) at the version the
 * editor was opened at, audited with before and after. The catalog tables' triggers move the version
 * the page cache, the quotes' offer cache and the chat assistant's knowledge follow, on every process.
 * The dates of an event with paid orders move only through the date change, which tells the buyers.
 */
export async function updateEventDetails(options: { db: Db; eventId: number; form: EventDetailsForm; actor: AuditActor; now: Date }): Promise<EventEditResult<{ version: number }>> {
  const { eventId, form, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const locked = await lockEventVersion(tx, eventId, form.version);
    if (!locked.ok) return locked;
    const before = locked.event;
    if (form.slug !== before.slug && (await findSlugHolder(tx, form.slug, eventId))) return { ok: false, reason: "slug_taken", slug: form.slug };
    if (form.startsOn !== before.startsOn || form.endsOn !== before.endsOn) {
      const [paid] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), eq(orders.status, "paid")));
      const paidOrders = Number(paid?.n ?? 0);
      if (paidOrders > 0) return { ok: false, reason: "dates_need_notice", paidOrders };
    }

    let venueId: number | null = null;
    let createdVenue: ReturnType<typeof snapshotVenue> | null = null;
    if (form.venue === "new") {
      const [venue] = await tx
        .insert(venues)
        .values({ key: `${form.slug}-venue-${now.getTime().toString(36)}`, name: form.venueName!, address: form.venueAddress, notes: form.venueNotes })
        .returning();
      venueId = venue!.id;
      createdVenue = snapshotVenue(venue!);
    } else if (form.venue !== null) {
      const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, form.venue));
      if (!venue) return { ok: false, reason: "venue_not_found" };
      venueId = venue.id;
    }

    const next = {
      cityName: form.cityName,
      slug: form.slug,
      dateText: form.dateText,
      startsOn: form.startsOn,
      endsOn: form.endsOn,
      timeZone: form.timeZone,
      venueId,
      listedOnTour: form.listedOnTour,
      hasPage: form.hasPage,
    };
    const was = snapshotEvent(before);
    const now_ = { ...was, ...next };
    if (sameSnapshot(was, now_)) return { ok: true, changed: false, version: before.version };
    await tx.update(events).set(next).where(eq(events.id, eventId));
    const version = await bumpEventVersion(tx, eventId, now);
    await recordAudit({ db: tx, actor, action: "event.update", target: form.slug, details: { eventId, before: was, after: now_, ...(createdVenue ? { createdVenue } : {}) }, now });
    return { ok: true, changed: true, version };
  });
}
