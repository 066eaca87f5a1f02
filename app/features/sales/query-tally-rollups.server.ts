import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CalendarDate } from "~/domain/dates";
import { salesChannel, type BucketAmount, type TallySpan } from "~/domain/sales-tally";
import type { CodeDiscountRow, FunnelRow, OrderGroupRow, RefundGroupRow, SpanRows, TierRow, UpgradeGroupRow } from "./types";

/**
 * The zone of the daily rollups' days (drizzle/0031_sales_daily_rollups.sql, sales_rollup_day): the
 * tally reads them only when its own days are this zone's days.
 */
export const SALES_ROLLUP_TIME_ZONE = "America/Los_Angeles";

type Row = Record<string, unknown>;

// Every rollup row is one shard of its key (drizzle/0034_shard_sales_rollups.sql): a query sums
// the shards of a key before it tests a count, never reading one row as the key's figure.

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const channelOf = (r: Row) => salesChannel({ source: String(r.utm_source), medium: String(r.utm_medium), campaign: String(r.utm_campaign) });

/** Days [from, to] inclusive, `split` the current period's first day. */
interface DayWindow {
  from: CalendarDate;
  split: CalendarDate;
  to: CalendarDate;
}

const inDays = (w: DayWindow) => sql`day >= ${w.from}::date and day <= ${w.to}::date`;
const cur = (w: DayWindow) => sql`(day >= ${w.split}::date)`;
const GROUP = sql`event_id, currency, codes, utm_source, utm_medium, utm_campaign`;

async function orderGroups(db: Db, w: DayWindow): Promise<Array<OrderGroupRow & { cur: boolean }>> {
  const [groups, seats] = await Promise.all([
    rows(
      db,
      sql`select ${cur(w)} as cur, ${GROUP}, sum(orders) as orders, sum(gross_minor) as gross, sum(discount_minor) as discount, sum(credit_minor) as credit
          from sales_daily_orders where ${inDays(w)}
          group by 1, 2, 3, 4, 5, 6, 7 having sum(orders) <> 0`,
    ),
    rows(
      db,
      sql`select ${cur(w)} as cur, ${GROUP}, sum(quantity) as seats
          from sales_daily_lines where ${inDays(w)} and not is_add_on
          group by 1, 2, 3, 4, 5, 6, 7`,
    ),
  ]);
  const keyOf = (r: Row) => JSON.stringify([Boolean(r.cur), num(r.event_id), r.currency, codesOf(r.codes), r.utm_source, r.utm_medium, r.utm_campaign]);
  const seatsBy = new Map(seats.map((r) => [keyOf(r), num(r.seats)]));
  return groups.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as OrderGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r),
    orders: num(r.orders),
    tickets: seatsBy.get(keyOf(r)) ?? 0,
    grossMinor: num(r.gross),
    discountMinor: num(r.discount),
    creditMinor: num(r.credit),
  }));
}

async function refundGroups(db: Db, w: DayWindow): Promise<Array<RefundGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, ${GROUP}, sum(refund_minor) as refunded
        from sales_daily_refunds where ${inDays(w)}
        group by 1, 2, 3, 4, 5, 6, 7 having sum(refunds) <> 0`,
  );
  return found.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as RefundGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r),
    refundMinor: num(r.refunded),
  }));
}

async function upgradeGroups(db: Db, w: DayWindow): Promise<Array<UpgradeGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, ${GROUP}, sum(upgrades) as upgrades, sum(amount_minor) as amount
        from sales_daily_upgrades where ${inDays(w)}
        group by 1, 2, 3, 4, 5, 6, 7 having sum(upgrades) <> 0`,
  );
  return found.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as UpgradeGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r),
    upgrades: num(r.upgrades),
    amountMinor: num(r.amount),
  }));
}

async function tierRows(db: Db, w: DayWindow): Promise<Array<Omit<TierRow, "label"> & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, tier_key, currency, sum(quantity) as tickets, sum(total_minor) as revenue
        from sales_daily_lines where ${inDays(w)}
        group by 1, 2, 3 having sum(lines) <> 0`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), tierKey: String(r.tier_key), currency: r.currency as TierRow["currency"], tickets: num(r.tickets), revenueMinor: num(r.revenue) }));
}

async function codeDiscounts(db: Db, w: DayWindow): Promise<Array<CodeDiscountRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, code, currency, sum(discount_minor) as discount
        from sales_daily_code_discounts where ${inDays(w)}
        group by 1, 2, 3 having sum(entries) <> 0`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), code: String(r.code), currency: r.currency as CodeDiscountRow["currency"], discountMinor: num(r.discount) }));
}

async function funnelRows(db: Db, w: DayWindow): Promise<Array<FunnelRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, event_id, sum(started) as started, sum(created) as created, sum(paid) as paid
        from sales_daily_funnel where ${inDays(w)}
        group by 1, 2 having sum(started) <> 0 or sum(created) <> 0 or sum(paid) <> 0`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), eventId: num(r.event_id), started: num(r.started), created: num(r.created), paid: num(r.paid) }));
}

async function revenueBuckets(db: Db, span: TallySpan, bucket: "day" | "month"): Promise<BucketAmount[]> {
  const found = await rows(
    db,
    sql`select to_char(day, ${bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM"}) as bucket, currency, sum(total_minor) as paid
        from sales_daily_orders where day >= ${span.firstDay}::date and day <= ${span.lastDay}::date
        group by 1, 2 having sum(orders) <> 0
        union all
        select to_char(day, ${bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM"}), currency, sum(amount_minor)
        from sales_daily_upgrades where day >= ${span.firstDay}::date and day <= ${span.lastDay}::date
        group by 1, 2 having sum(upgrades) <> 0`,
  );
  return found.map((r) => ({ bucket: String(r.bucket), currency: r.currency as BucketAmount["currency"], amountMinor: num(r.paid) }));
}

const strip = <T extends { cur: boolean }>(list: T[], isCur: boolean): Array<Omit<T, "cur">> =>
  list.filter((r) => r.cur === isCur).map(({ cur: _cur, ...rest }) => rest);

/**
 * What queryTallyRows answers, read from the daily rollups instead of the orders: the same figures
 * for periods of whole days in SALES_ROLLUP_TIME_ZONE, at a cost that grows with days × groups
 * rather than with orders.
 */
export async function queryTallyRollups(
  db: Db,
  options: { current: TallySpan; previous: TallySpan | null; bucket: "day" | "month"; tierLabels: Map<string, string> },
): Promise<{ current: SpanRows; previous: SpanRows | null; revenue: BucketAmount[] }> {
  const { current, previous, bucket, tierLabels } = options;
  const w: DayWindow = { from: (previous ?? current).firstDay, split: current.firstDay, to: current.lastDay };
  const [groups, refunds, upgrades, tiers, discounts, funnel, revenue] = await Promise.all([
    orderGroups(db, w),
    refundGroups(db, w),
    upgradeGroups(db, w),
    tierRows(db, w),
    codeDiscounts(db, w),
    funnelRows(db, w),
    revenueBuckets(db, current, bucket),
  ]);
  const spanRows = (isCur: boolean): SpanRows => ({
    orderGroups: strip(groups, isCur),
    refundGroups: strip(refunds, isCur),
    upgradeGroups: strip(upgrades, isCur),
    tiers: strip(tiers, isCur).map((t) => ({ ...t, label: tierLabels.get(t.tierKey) ?? t.tierKey })),
    codeDiscounts: strip(discounts, isCur),
    funnel: strip(funnel, isCur),
  });
  return { current: spanRows(true), previous: previous ? spanRows(false) : null, revenue };
}

/** The first sale's day, and the first sale's day of an event on the current tour, from the rollups. */
export async function findFirstSaleDaysFromRollups(db: Db): Promise<{ firstSaleDay: CalendarDate | null; tourStartDay: CalendarDate | null }> {
  const [row] = await rows(
    db,
    sql`select to_char(min(s.day), 'YYYY-MM-DD') as first_sale, to_char(min(s.day) filter (where ev.listed_on_tour), 'YYYY-MM-DD') as tour_start
        from (select day, event_id from sales_daily_orders group by day, event_id having sum(orders) > 0) s join events ev on ev.id = s.event_id`,
  );
  return { firstSaleDay: (row?.first_sale as string | null) ?? null, tourStartDay: (row?.tour_start as string | null) ?? null };
}
