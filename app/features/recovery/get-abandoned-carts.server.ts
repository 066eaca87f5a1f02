import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, ledgerEntries, orders, tiers } from "~/db/schema";
import { CASH_KIND_LIST } from "~/domain/ledger-view";
import type { CurrencyCode } from "~/domain/money";
import { addDays, startOfDayInZone } from "~/domain/zoned-day";
import { listAbandonedDrafts, type AbandonedDraftRow } from "./abandoned-rule.server";
import type { AbandonedCartsQuery } from "./abandoned-carts-query-schema";

export interface AbandonedCart extends AbandonedDraftRow {
  /** The lines with their tiers' labels, as the team reads them. */
  labelledLines: Array<{ tierKey: string; label: string; quantity: number }>;
}

export interface RecoveredSummary {
  /** Carts recovered through a recovery link in the range (by when they were recovered). */
  carts: number;
  /** What their orders brought in, from the ledger: paid (upgrades included) less refunds, per currency (never summed across currencies). */
  revenue: Array<{ currency: CurrencyCode; amountMinor: number; carts: number }>;
}

export interface AbandonedCarts {
  rows: AbandonedCart[];
  total: number;
  recovered: RecoveredSummary;
}

/** The team's days as instants: [start of `from`, start of the day after `to`) in its zone. */
export function teamDayRange(query: Pick<AbandonedCartsQuery, "from" | "to">, timeZone: string): { from?: Date; to?: Date } {
  return {
    from: query.from ? startOfDayInZone(query.from, timeZone) : undefined,
    to: query.to ? startOfDayInZone(addDays(query.to, 1), timeZone) : undefined,
  };
}

/**
 * Carts recovered through a recovery link in the range, with their orders' money per currency: the
 * ledger's cash rows of each order (charges after codes and credits, upgrades, less refunds and
 * chargebacks; flagged rows left out, decision 0041), so a refunded order no longer counts as revenue.
 */
export async function summarizeRecovered(db: Db, filter: { eventId?: number; from?: Date; to?: Date }): Promise<RecoveredSummary> {
  const where: Array<SQL | undefined> = [isNotNull(checkoutDrafts.recoveredOrderId), isNotNull(orders.paidAt)];
  if (filter.eventId !== undefined) where.push(eq(checkoutDrafts.eventId, filter.eventId));
  if (filter.from) where.push(gte(checkoutDrafts.recoveredAt, filter.from));
  if (filter.to) where.push(lt(checkoutDrafts.recoveredAt, filter.to));
  const orderNet = db
    .select({ orderId: ledgerEntries.orderId, currency: ledgerEntries.currency, netMinor: sql<number>`sum(${ledgerEntries.amountMinor})`.as("net_minor") })
    .from(ledgerEntries)
    // Only recovered orders' rows: the ledger's order index, not a pass over every order's money.
    .where(and(inArray(ledgerEntries.orderId, db.select({ id: checkoutDrafts.recoveredOrderId }).from(checkoutDrafts).where(isNotNull(checkoutDrafts.recoveredOrderId))), eq(ledgerEntries.flagged, false), inArray(ledgerEntries.kind, [...CASH_KIND_LIST])))
    .groupBy(ledgerEntries.orderId, ledgerEntries.currency)
    .as("order_net");
  const rows = await db
    .select({ currency: orders.currency, amountMinor: sql<number>`coalesce(sum(${orderNet.netMinor}), 0)::int`, carts: sql<number>`count(*)::int` })
    .from(checkoutDrafts)
    .innerJoin(orders, eq(orders.id, checkoutDrafts.recoveredOrderId))
    .leftJoin(orderNet, and(eq(orderNet.orderId, orders.id), eq(orderNet.currency, orders.currency)))
    .where(and(...where))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  return { carts: rows.reduce((n, r) => n + r.carts, 0), revenue: rows };
}

/**
 * /admin/abandoned-carts: the abandoned checkouts (and those recovered through a recovery link) by
 * event and days of last activity in the team's zone, newest first, a page at a time (or all of
 * them for the CSV), with the recovered carts and revenue of the same range.
 */
export async function getAbandonedCarts(options: {
  db: Db;
  now: Date;
  holdMinutes: number;
  timeZone: string;
  query: AbandonedCartsQuery;
  pageSize: number;
  all?: boolean;
}): Promise<AbandonedCarts> {
  const { db, query, pageSize } = options;
  const range = teamDayRange(query, options.timeZone);
  const filter = { now: options.now, holdMinutes: options.holdMinutes, eventId: query.event, ...range, includeRecovered: true };
  const [list, recovered, tierRows] = await Promise.all([
    listAbandonedDrafts(db, options.all ? filter : { ...filter, limit: pageSize, offset: (query.page - 1) * pageSize }),
    summarizeRecovered(db, { eventId: query.event, ...range }),
    db.select({ key: tiers.key, label: tiers.label }).from(tiers),
  ]);
  const labels = new Map(tierRows.map((t) => [t.key, t.label]));
  const rows = list.rows.map((r) => ({ ...r, labelledLines: r.lines.map((l) => ({ ...l, label: labels.get(l.tierKey) ?? l.tierKey })) }));
  return { rows, total: list.total, recovered };
}
