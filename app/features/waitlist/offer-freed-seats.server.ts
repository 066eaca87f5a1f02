import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, seatPools, waitlistEntries, waitlistOffers } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import { countPoolSeatsTaken, loadEventOffers } from "~/features/catalog/catalog.server";
import { isOnSale } from "~/features/catalog/priced-tiers";
import { enqueueEmails } from "~/features/email/email.server";
import type { EmailContext, OutgoingEmail } from "~/features/email/types";
import { renderWaitlistSeatOffer } from "./waitlist-emails.server";

/**
 * Seats that freed up (a hold expired, an order was cancelled or refunded, an offer lapsed, the team
 * added seats) go to the people on that tier's waitlist, first come first served: each gets an email
 * with a link that holds one seat for `hours`. An offer nobody used lapses and the seat passes on.
 * Runs from the hold sweeper; each tier is decided under its pool's row lock, like a checkout.
 */
export async function offerFreedSeats(options: { db: Db; now: Date; mail: EmailContext; siteUrl: string; hours: number }): Promise<{ offered: number; lapsed: number }> {
  const { db, now, mail, siteUrl, hours } = options;
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
    offered += await offerTier({ db, now, mail, siteUrl, hours, eventId, tierKey });
  }
  return { offered, lapsed: lapsed.length };
}

/** An offer ready to be stored: its link's token and its email, made before the tier's transaction. */
interface PreparedOffer {
  token: string;
  emails: OutgoingEmail[];
}

/**
 * Offers a tier's free seats to the next people in line. Who is next is read twice: first without a
 * lock, to make each offer's token and render its email (decision 0016: rendering stays out of the
 * transaction, so the pool's lock is held only for the writes), then under the pool's lock, which
 * decides. Someone next only under the lock (more seats freed in between) has nothing prepared and
 * is offered by the next sweep.
 */
async function offerTier(options: { db: Db; now: Date; mail: EmailContext; siteUrl: string; hours: number; eventId: number; tierKey: string }): Promise<number> {
  const { db, now, mail, siteUrl, hours, eventId, tierKey } = options;
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  const found = await findNextInLine({ db, now, eventId, tierKey, lock: false });
  if (!found) return 0;
  const prepared = new Map<number, PreparedOffer>();
  const expiresText = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: found.event.timeZone, timeZoneName: "short" }).format(expiresAt);
  for (const entry of found.entries) {
    const token = randomBytes(24).toString("base64url");
    const offerUrl = `${siteUrl}/waitlist-offer?token=${token}`;
    const emails = renderWaitlistSeatOffer({ email: entry.email, cityName: found.event.cityName, dateText: found.event.dateText, tierLabel: found.tierLabel, offerUrl, expiresText }, mail);
    prepared.set(entry.id, { token, emails });
  }
  return db.transaction(async (tx) => {
    const next = await findNextInLine({ db: tx, now, eventId, tierKey, lock: true });
    let offered = 0;
    for (const entry of next?.entries ?? []) {
      const offer = prepared.get(entry.id);
      if (!offer) continue;
      const [created] = await tx
        .insert(waitlistOffers)
        .values({ token: offer.token, waitlistEntryId: entry.id, eventId, tierKey, expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: waitlistOffers.id });
      if (!created) continue;
      await enqueueEmails(tx, offer.emails, `waitlist-offer:${created.id}`);
      offered++;
    }
    return offered;
  });
}

/**
 * The waitlist entries a tier's free seats go to now, oldest first, with the event and the tier's
 * label their emails name; null when the tier frees nothing (cancelled or past event, not on sale,
 * no limited pool, closed by the team, no seat free). With `lock`, inside a transaction, the pool's
 * row is locked before seats are counted, as a checkout does.
 */
async function findNextInLine(options: { db: Db; now: Date; eventId: number; tierKey: string; lock: boolean }) {
  const { db, now, eventId, tierKey } = options;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event || event.isCancelled || !isUpcoming(event, now)) return null;
  const [row] = await db
    .select({ poolId: offers.poolId, capacity: seatPools.capacity, closedByTeam: offers.soldOut })
    .from(offers)
    .innerJoin(seatPools, eq(seatPools.id, offers.poolId))
    .where(and(eq(offers.eventId, eventId), eq(offers.tierKey, tierKey)));
  // Only a limited pool frees seats; an unlimited tier closed by hand stays closed.
  if (!row?.poolId || row.capacity === null || row.closedByTeam) return null;
  if (options.lock) await db.select({ id: seatPools.id }).from(seatPools).where(eq(seatPools.id, row.poolId)).for("update");
  const eventOffers = await loadEventOffers({ db, eventId, now });
  const offer = eventOffers.find((o) => o.tierKey === tierKey);
  if (!offer || !isOnSale(offer, now)) return null;
  const taken = await countPoolSeatsTaken({ db, eventId, now });
  const free = row.capacity - (taken.get(row.poolId) ?? 0);
  if (free <= 0) return null;
  const entries = await db
    .select({ id: waitlistEntries.id, email: waitlistEntries.email })
    .from(waitlistEntries)
    .leftJoin(waitlistOffers, eq(waitlistOffers.waitlistEntryId, waitlistEntries.id))
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.tierKey, tierKey), isNull(waitlistOffers.id)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(free);
  return { event, tierLabel: offer.label, entries };
}
