import { and, count, desc, eq, gte, isNull, lt, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, events, offers, orderAttention, orders, seatPools, tiers } from "~/db/schema";
import { upcomingSorted } from "~/domain/dates";
import { isCurrencyCode, type Money } from "~/domain/money";
import { lastDaysInZone } from "~/domain/zoned-day";
import { countPoolSeatsTaken } from "~/features/catalog/load-event-offers.server";

export interface SalesFigure {
  orders: number;
  /** One amount per currency: amounts in different currencies are never added together. */
  revenue: Money[];
}

export interface PoolSeats {
  key: string;
  /** The tiers that sell seats from this pool. */
  tiers: string[];
  capacity: number | null;
  taken: number;
  left: number | null;
}

export interface AdminOverview {
  today: SalesFigure;
  lastSevenDays: SalesFigure;
  upcoming: Array<{ id: number; slug: string; cityName: string; dateText: string; pools: PoolSeats[] }>;
  attention: Array<{ id: number; number: string; buyerEmail: string; reason: string; createdAt: Date }>;
  failedEmails: { count: number; latest: Array<{ id: number; toAddress: string; subject: string; lastError: string | null }> };
}

const LIST_LIMIT = 20;

async function paidBetween(db: Db, range: { from: Date; to: Date }): Promise<SalesFigure> {
  const rows = await db
    .select({ currency: orders.currency, orders: count(), revenue: sum(orders.totalMinor).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.status, "paid"), gte(orders.paidAt, range.from), lt(orders.paidAt, range.to)))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return {
    orders: rows.reduce((n, r) => n + r.orders, 0),
    revenue: rows.filter((r) => isCurrencyCode(r.currency)).map((r) => ({ amountMinor: r.revenue ?? 0, currency: r.currency })),
  };
}

async function seatsOfUpcomingEvents(db: Db, now: Date): Promise<AdminOverview["upcoming"]> {
  const rows = await db
    .select({ id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, startsOn: events.startsOn, endsOn: events.endsOn, timeZone: events.timeZone })
    .from(events)
    .where(eq(events.isCancelled, false));
  const upcoming = upcomingSorted(rows, now);
  const pools = await db
    .select({ eventId: seatPools.eventId, id: seatPools.id, key: seatPools.key, capacity: seatPools.capacity, tier: tiers.label })
    .from(seatPools)
    .leftJoin(offers, eq(offers.poolId, seatPools.id))
    .leftJoin(tiers, eq(tiers.key, offers.tierKey))
    .orderBy(seatPools.eventId, seatPools.id, offers.sortOrder);
  return Promise.all(
    upcoming.map(async (event) => {
      const taken = await countPoolSeatsTaken({ db, eventId: event.id, now });
      const byPool = new Map<number, PoolSeats>();
      for (const p of pools.filter((row) => row.eventId === event.id)) {
        const seats = byPool.get(p.id) ?? { key: p.key, tiers: [], capacity: p.capacity, taken: taken.get(p.id) ?? 0, left: null };
        if (p.tier && !seats.tiers.includes(p.tier)) seats.tiers.push(p.tier);
        seats.left = seats.capacity === null ? null : Math.max(0, seats.capacity - seats.taken);
        byPool.set(p.id, seats);
      }
      return { id: event.id, slug: event.slug, cityName: event.cityName, dateText: event.dateText, pools: [...byPool.values()] };
    }),
  );
}

/** The back office's first screen: what sold today and this week, seats left, and what needs the team. */
export async function getAdminOverview(options: { db: Db; now: Date; timeZone: string }): Promise<AdminOverview> {
  const { db, now, timeZone } = options;
  const [today, lastSevenDays, upcoming, attention, failedCount, failedLatest] = await Promise.all([
    paidBetween(db, lastDaysInZone(now, timeZone, 1)),
    paidBetween(db, lastDaysInZone(now, timeZone, 7)),
    seatsOfUpcomingEvents(db, now),
    db
      .select({ id: orders.id, number: orders.number, buyerEmail: orders.buyerEmail, reason: orderAttention.reason, createdAt: orderAttention.raisedAt })
      .from(orderAttention)
      .innerJoin(orders, eq(orders.id, orderAttention.orderId))
      .where(isNull(orderAttention.resolvedAt))
      .orderBy(desc(orderAttention.raisedAt))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
    db
      .select({ id: emailOutbox.id, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "failed"))
      .orderBy(desc(emailOutbox.id))
      .limit(5),
  ]);
  return {
    today,
    lastSevenDays,
    upcoming,
    attention,
    failedEmails: { count: failedCount[0]?.n ?? 0, latest: failedLatest },
  };
}
