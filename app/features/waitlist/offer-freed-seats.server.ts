import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, seatPools, waitlistEntries, waitlistOffers } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import { countPoolSeatsTaken, loadEventOffers } from "~/features/catalog/load-event-offers.server";
import { isOnSale } from "~/features/catalog/priced-tiers";
import type { Notifier } from "~/features/notifications/notifier";

/**
 * Seats that freed up (a hold expired, an order was cancelled or refunded, an offer lapsed, the team
 * added seats) go to the people on that tier's waitlist, first come first served: each gets an email
 * with a link that holds one seat for `hours`. An offer nobody used lapses and the seat passes on.
 * Runs from the hold sweeper; each tier is decided under its pool's row lock, like a checkout.
 */
export async function offerFreedSeats(options: { db: Db; now: Date; notify: Notifier; siteUrl: string; hours: number }): Promise<{ offered: number; lapsed: number }> {
  const { db, now, notify, siteUrl, hours } = options;
  const lapsed = await db
    .update(waitlistOffers)
    .set({ status: "lapsed" })
    .where(and(eq(waitlistOffers.status, "open"), lte(waitlistOffers.expiresAt, now)))
    .returning({ id: waitlistOffers.id });

  const waiting = await db
    .selectDistinct({ eventId: waitlistEntries.eventId, tierKey: waitlistEntries.tierKey })
    .from(waitlistEntries)
    .leftJoin(waitlistOffers, eq(waitlistOffers.waitlistEntryId, waitlistEntries.id))
    .where(and(isNotNull(waitlistEntries.eventId), isNotNull(waitlistEntries.tierKey), isNull(waitlistOffers.id)));
  let offered = 0;
  for (const { eventId, tierKey } of waiting) {
    if (eventId === null || tierKey === null) continue;
    offered += await offerTier({ db, now, notify, siteUrl, hours, eventId, tierKey });
  }
  return { offered, lapsed: lapsed.length };
}

async function offerTier(options: { db: Db; now: Date; notify: Notifier; siteUrl: string; hours: number; eventId: number; tierKey: string }): Promise<number> {
  const { db, now, notify, siteUrl, hours, eventId, tierKey } = options;
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event || event.isCancelled || !isUpcoming(event, now)) return 0;
    const [row] = await tx
      .select({ poolId: offers.poolId, capacity: seatPools.capacity, closedByTeam: offers.soldOut })
      .from(offers)
      .innerJoin(seatPools, eq(seatPools.id, offers.poolId))
      .where(and(eq(offers.eventId, eventId), eq(offers.tierKey, tierKey)));
    // Only a limited pool frees seats; an unlimited tier closed by hand stays closed.
    if (!row?.poolId || row.capacity === null || row.closedByTeam) return 0;
    await tx.select({ id: seatPools.id }).from(seatPools).where(eq(seatPools.id, row.poolId)).for("update");
    const eventOffers = await loadEventOffers({ db: tx, eventId, now });
    const offer = eventOffers.find((o) => o.tierKey === tierKey);
    if (!offer || !isOnSale(offer, now)) return 0;
    const taken = await countPoolSeatsTaken({ db: tx, eventId, now });
    const free = row.capacity - (taken.get(row.poolId) ?? 0);
    if (free <= 0) return 0;
    const next = await tx
      .select({ id: waitlistEntries.id, email: waitlistEntries.email })
      .from(waitlistEntries)
      .leftJoin(waitlistOffers, eq(waitlistOffers.waitlistEntryId, waitlistEntries.id))
      .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.tierKey, tierKey), isNull(waitlistOffers.id)))
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(free);
    const expiresAt = new Date(now.getTime() + hours * 3_600_000);
    const expiresText = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: event.timeZone, timeZoneName: "short" }).format(expiresAt);
    for (const entry of next) {
      const token = randomBytes(24).toString("base64url");
      const [created] = await tx
        .insert(waitlistOffers)
        .values({ token, waitlistEntryId: entry.id, eventId, tierKey, expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: waitlistOffers.id });
      if (!created) continue;
      const emails = notify.waitlistSeatOffered({ email: entry.email, cityName: event.cityName, dateText: event.dateText, tierLabel: offer.label, offerUrl: `${siteUrl}/waitlist-offer?token=${token}`, expiresText });
      await notify.queue(emails, tx, `waitlist-offer:${created.id}`);
    }
    return next.length;
  });
}
