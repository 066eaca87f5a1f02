import { and, asc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations, offers, orderLines, orders, seatPools, tiers, waitlistOffers } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
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
  const rows = await db
    .select({ offer: offers, tier: tiers, capacity: seatPools.capacity })
    .from(offers)
    .innerJoin(tiers, eq(tiers.key, offers.tierKey))
    .leftJoin(seatPools, eq(seatPools.id, offers.poolId))
    .where(eq(offers.eventId, eventId))
    .orderBy(asc(offers.sortOrder), asc(offers.id));
  const taken = await countPoolSeatsTaken({ db, eventId, now, eventOffers: rows.map((r) => r.offer), exceptWaitlistOfferId });

  return rows.map(({ offer: o, tier: t, capacity }) => {
    if (!isCurrencyCode(o.currency)) throw new Error(`Offer ${o.tierKey} of event ${eventId} has unknown currency ${o.currency}`);
    const seats = capacity === null && !o.soldOut ? undefined : { capacity, soldOut: o.soldOut };
    const availability = seatAvailability(seats, o.poolId === null ? 0 : (taken.get(o.poolId) ?? 0));
    return {
      tierKey: o.tierKey,
      label: t.label,
      billing: t.billing,
      isVirtual: t.isVirtual,
      description: t.description,
      note: t.note,
      price: { amountMinor: o.priceMinor, currency: o.currency },
      compareAt: o.compareAtMinor === null ? null : { amountMinor: o.compareAtMinor, currency: o.currency },
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
 * Seats taken in each of the event's pools: a free audition registration takes a seat of the
 * audition offer's pool; a paid order, or a pending one whose hold has not expired, takes its lines';
 * an open waitlist offer holds one seat of its tier's pool for the person it was sent to.
 */
export async function countPoolSeatsTaken(options: {
  db: Db;
  eventId: number;
  now: Date;
  eventOffers: Array<{ tierKey: string; poolId: number | null }>;
  /** An order whose own seats are left out (re-checking a late payment). */
  exceptOrderId?: number;
  exceptWaitlistOfferId?: number;
  /** Count only these pools (a checkout counts the pools it locked). */
  onlyPools?: readonly number[];
}): Promise<Map<number, number>> {
  const { db, eventId, now, exceptOrderId, exceptWaitlistOfferId, onlyPools } = options;
  const eventOffers = onlyPools ? options.eventOffers.filter((o) => o.poolId !== null && onlyPools.includes(o.poolId)) : options.eventOffers;
  const taken = new Map<number, number>();
  const auditionPool = eventOffers.find((o) => o.tierKey === AUDITION_TIER)?.poolId;
  if (auditionPool !== undefined && auditionPool !== null) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditionRegistrations)
      .where(eq(auditionRegistrations.eventId, eventId));
    taken.set(auditionPool, row?.n ?? 0);
  }
  const pools = [...new Set(eventOffers.map((o) => o.poolId).filter((id): id is number => id !== null))];
  if (pools.length === 0) return taken;
  const held = await db
    .select({ poolId: orderLines.poolId, n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.eventId, eventId),
        isNotNull(orderLines.poolId),
        inArray(orderLines.poolId, pools),
        or(eq(orders.status, "paid"), and(eq(orders.status, "pending"), gt(orders.holdExpiresAt, now))),
        exceptOrderId === undefined ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
      ),
    )
    .groupBy(orderLines.poolId);
  for (const { poolId, n } of held) if (poolId !== null) taken.set(poolId, (taken.get(poolId) ?? 0) + Number(n));
  const offered = await db
    .select({ tierKey: waitlistOffers.tierKey, n: sql<number>`count(*)::int` })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.eventId, eventId),
        eq(waitlistOffers.status, "open"),
        gt(waitlistOffers.expiresAt, now),
        exceptWaitlistOfferId === undefined ? undefined : sql`${waitlistOffers.id} <> ${exceptWaitlistOfferId}`,
      ),
    )
    .groupBy(waitlistOffers.tierKey);
  for (const { tierKey, n } of offered) {
    const poolId = eventOffers.find((o) => o.tierKey === tierKey)?.poolId;
    if (poolId !== undefined && poolId !== null) taken.set(poolId, (taken.get(poolId) ?? 0) + Number(n));
  }
  return taken;
}
