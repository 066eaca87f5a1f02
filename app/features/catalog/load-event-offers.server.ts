import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, seatPools, tiers } from "~/db/schema";
import { isCurrencyCode, type CurrencyCode } from "~/domain/money";
import { seatAvailability } from "~/domain/seats";
import { AUDITION_TIER } from "~/domain/tiers";
import type { EventOffer } from "./types";

/**
 * Everything an event sells, in its display order: each offer with its tier's label and terms, its
 * price in the event's currency, its rules, and its seats left. The one way to load what can be sold.
 */
export async function loadEventOffers(options: {
  db: Db;
  eventId: number;
  now: Date;
  /** A waitlist offer whose held seat counts as free (its holder is buying it). */
  exceptWaitlistOfferId?: number;
}): Promise<EventOffer[]> {
  const { db, eventId, now, exceptWaitlistOfferId } = options;
  const rows = await loadOfferRows({ db, eventId });
  return offersWithSeats(rows, await countPoolSeatsTaken({ db, eventId, now, exceptWaitlistOfferId }));
}

/** An event's offers as stored, with their tiers and pool sizes; seats left are added by `offersWithSeats`. */
export type OfferRow = Awaited<ReturnType<typeof loadOfferRows>>[number];

export async function loadOfferRows(options: { db: Db; eventId: number }) {
  const { db, eventId } = options;
  const rows = await db
    .select({ offer: offers, tier: tiers, capacity: seatPools.capacity })
    .from(offers)
    .innerJoin(tiers, eq(tiers.key, offers.tierKey))
    .leftJoin(seatPools, eq(seatPools.id, offers.poolId))
    .where(eq(offers.eventId, eventId))
    .orderBy(asc(offers.sortOrder), asc(offers.id));
  for (const { offer } of rows)
    if (!isCurrencyCode(offer.currency)) throw new Error(`Offer ${offer.tierKey} of event ${eventId} has unknown currency ${offer.currency}`);
  return rows;
}

/** The offers as sold, given the seats taken in each pool. */
export function offersWithSeats(rows: readonly OfferRow[], taken: ReadonlyMap<number, number>): EventOffer[] {
  return rows.map(({ offer: o, tier: t, capacity }) => {
    const seats = capacity === null && !o.soldOut ? undefined : { capacity, soldOut: o.soldOut };
    const availability = seatAvailability(seats, o.poolId === null ? 0 : (taken.get(o.poolId) ?? 0));
    return {
      tierKey: o.tierKey,
      label: t.label,
      family: t.family,
      billing: t.billing,
      isVirtual: t.isVirtual,
      description: t.description,
      note: t.note,
      price: { amountMinor: o.priceMinor, currency: o.currency as CurrencyCode },
      compareAt: o.compareAtMinor === null ? null : { amountMinor: o.compareAtMinor, currency: o.currency as CurrencyCode },
      inCart: o.inCart,
      salesStartAt: o.salesStartAt,
      salesEndAt: o.salesEndAt,
      maxPerOrder: o.maxPerOrder,
      poolId: o.poolId,
      soldOut: availability.soldOut,
      remaining: availability.remaining,
      rule: {
        tierKey: o.tierKey,
        requiresOneOf: o.requiresOneOf,
        excludes: o.excludes,
        suggestsBeforeCheckout: o.suggestsBeforeCheckout,
        upgrade: o.upgradeToTier && o.upgradePriceMinor ? { tierKey: o.upgradeToTier, priceMinor: o.upgradePriceMinor } : null,
      },
    };
  });
}

/**
 * Seats taken in each of the event's pools, counted by the database's `pool_seats_taken` (the one
 * definition, shared with the checkout's hold): a free audition registration takes a seat of the
 * audition offer's pool; a paid order, or a pending one whose hold has not expired, takes its lines';
 * an open waitlist offer holds one seat of its tier's pool for the person it was sent to.
 */
export async function countPoolSeatsTaken(options: {
  db: Db;
  eventId: number;
  now: Date;
  /** An order whose own seats are left out (re-checking a late payment). */
  exceptOrderId?: number;
  exceptWaitlistOfferId?: number;
}): Promise<Map<number, number>> {
  const { db, eventId, now, exceptOrderId, exceptWaitlistOfferId } = options;
  const result = await db.execute(
    sql`select pool_id, taken from pool_seats_taken(${eventId}::integer, ${now.toISOString()}::timestamptz, ${AUDITION_TIER}::text, ${exceptOrderId ?? null}::integer, ${exceptWaitlistOfferId ?? null}::integer)`,
  );
  const rows = (result as unknown as { rows: Array<{ pool_id: number; taken: number }> }).rows;
  return new Map(rows.map((r) => [Number(r.pool_id), Number(r.taken)]));
}
