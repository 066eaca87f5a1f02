import { and, count, desc, eq, gte, inArray, isNull, lt, sql, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox, events, ledgerEntries, ledgerFlagResolutions, offers, orderAttention, orders, seatPools, tiers } from "~/db/schema";
import { upcomingSorted } from "~/domain/dates";
import { ledgerFigures, type LedgerFigures, type LedgerKind } from "~/domain/ledger";
import { CASH_KIND_LIST } from "~/domain/ledger-view";
import { isCurrencyCode } from "~/domain/money";
import { lastDaysInZone } from "~/domain/zoned-day";
import { countPoolSeatsTaken } from "~/features/catalog/catalog.server";
import { listUnlimitedOffers, type UnlimitedOfferEvent } from "./list-unlimited-offers.server";

export interface SalesFigure {
  /** Distinct orders with a ticket charge in the range. */
  orders: number;
  /** The ledger's figures per currency (gross, discounts, credits, refunds, net), never added across currencies. */
  figures: LedgerFigures[];
}

/** A ledger row set aside for the team (flagged): counted in no figure, shown as stored. */
export interface FlaggedLedgerRow {
  id: number;
  orderNumber: string | null;
  subscriptionId: number | null;
  kind: LedgerKind;
  amountMinor: number;
  /** As the provider sent it: may be a currency the site does not sell in. */
  currency: string;
  flagReason: string | null;
  providerRef: string | null;
  occurredAt: Date;
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
  /** Events on sale that still sell an in-person ticket with no seat limit. */
  unlimited: UnlimitedOfferEvent[];
  /** `reason` and `data`: a reason code worded by the page (content/order-attention.ts), or a sentence from before the codes. */
  attention: Array<{ id: number; number: string; buyerEmail: string; reason: string; data: Record<string, unknown> | null; createdAt: Date }>;
  /** Flagged rows not yet resolved: how many, and the newest. */
  flagged: { count: number; latest: FlaggedLedgerRow[] };
  failedEmails: { count: number; latest: Array<{ id: number; toAddress: string; subject: string; lastError: string | null }> };
}

const LIST_LIMIT = 20;

/**
 * The money that moved in a range, from the ledger (decision 0041): every cash row that is not
 * flagged, summed per currency and kind, so upgrades and subscription periods count and a refund
 * shows as a refund on the day it was made. The orders are those charged for tickets in the range.
 */
async function moneyBetween(db: Db, range: { from: Date; to: Date }): Promise<SalesFigure> {
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      kind: ledgerEntries.kind,
      amountMinor: sum(ledgerEntries.amountMinor).mapWith(Number),
      orders: sql<number>`count(distinct ${ledgerEntries.orderId})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.flagged, false), inArray(ledgerEntries.kind, [...CASH_KIND_LIST]), gte(ledgerEntries.occurredAt, range.from), lt(ledgerEntries.occurredAt, range.to)))
    .groupBy(ledgerEntries.currency, ledgerEntries.kind);
  return {
    // An order is in one currency, so its ticket charges are counted under one group only.
    orders: rows.filter((r) => r.kind === "ticket_charge").reduce((n, r) => n + Number(r.orders), 0),
    figures: ledgerFigures(rows.filter((r) => isCurrencyCode(r.currency)).map((r) => ({ kind: r.kind, amountMinor: r.amountMinor ?? 0, currency: r.currency }))),
  };
}

/** Flagged rows nobody has resolved yet (a resolution is its own row: the ledger row never changes). */
const unresolvedFlagged = and(eq(ledgerEntries.flagged, true), isNull(ledgerFlagResolutions.id));

async function flaggedRows(db: Db): Promise<AdminOverview["flagged"]> {
  const [counted, latest] = await Promise.all([
    db.select({ n: count() }).from(ledgerEntries).leftJoin(ledgerFlagResolutions, eq(ledgerFlagResolutions.ledgerEntryId, ledgerEntries.id)).where(unresolvedFlagged),
    db
      .select({
        id: ledgerEntries.id,
        orderNumber: orders.number,
        subscriptionId: ledgerEntries.subscriptionId,
        kind: ledgerEntries.kind,
        amountMinor: ledgerEntries.amountMinor,
        currency: ledgerEntries.currency,
        flagReason: ledgerEntries.flagReason,
        providerRef: ledgerEntries.providerRef,
        occurredAt: ledgerEntries.occurredAt,
      })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .leftJoin(ledgerFlagResolutions, eq(ledgerFlagResolutions.ledgerEntryId, ledgerEntries.id))
      .where(unresolvedFlagged)
      .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
      .limit(LIST_LIMIT),
  ]);
  return { count: counted[0]?.n ?? 0, latest };
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

/** The back office's first screen: the money of today and this week (from the ledger), seats left, and what needs the team. */
export async function getAdminOverview(options: { db: Db; now: Date; timeZone: string }): Promise<AdminOverview> {
  const { db, now, timeZone } = options;
  const [today, lastSevenDays, upcoming, attention, failedCount, failedLatest, flagged, unlimited] = await Promise.all([
    moneyBetween(db, lastDaysInZone(now, timeZone, 1)),
    moneyBetween(db, lastDaysInZone(now, timeZone, 7)),
    seatsOfUpcomingEvents(db, now),
    db
      .select({ id: orders.id, number: orders.number, buyerEmail: orders.buyerEmail, reason: orderAttention.reason, data: orderAttention.data, createdAt: orderAttention.raisedAt })
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
    flaggedRows(db),
    listUnlimitedOffers({ db, now }),
  ]);
  return {
    today,
    lastSevenDays,
    upcoming,
    unlimited,
    attention,
    flagged,
    failedEmails: { count: failedCount[0]?.n ?? 0, latest: failedLatest },
  };
}
