import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { CalendarDate } from "~/domain/dates";
import type { LedgerKind, LedgerSource } from "~/domain/ledger";
import type { TallySpan } from "~/domain/sales-tally";
import { chargeKindsSql, ledgerGroupRow, num, rows } from "./ledger-group-row";
import type { BucketKindRow, FunnelRow, LedgerGroupRow, SpanRows } from "./types";

/**
 * The zone of the daily rollups' days (drizzle/0031_sales_daily_rollups.sql, sales_rollup_day): the
 * tally reads them only when its own days are this zone's days.
 */
export const SALES_ROLLUP_TIME_ZONE = "America/Los_Angeles";

// Every rollup row is one shard of its key (drizzle/0034_shard_sales_rollups.sql, and ledger_daily in
// drizzle/0049_ledger_rollups.sql): a query sums the shards of a key before it tests a count, never
// reading one row as the key's figure.

/** Days [from, to] inclusive, `split` the current period's first day. */
interface DayWindow {
  from: CalendarDate;
  split: CalendarDate;
  to: CalendarDate;
}

const inDays = (w: DayWindow) => sql`day >= ${w.from}::date and day <= ${w.to}::date`;
const cur = (w: DayWindow) => sql`(day >= ${w.split}::date)`;

/** The ledger's money from ledger_daily, grouped as the raw ledger query groups it. */
async function ledgerGroups(db: Db, w: DayWindow): Promise<Array<LedgerGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${cur(w)} as cur, currency, event_id, kind, tier_key, code, source, codes, utm_source, utm_medium, utm_campaign,
          sum(amount_minor) as amount, sum(quantity) as quantity, sum(orders) as orders
        from ledger_daily where ${inDays(w)}
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 having sum(entries) <> 0`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), ...ledgerGroupRow(r, r.source as LedgerSource) }));
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

async function revenueBuckets(db: Db, span: TallySpan, bucket: "day" | "month"): Promise<BucketKindRow[]> {
  const found = await rows(
    db,
    sql`select to_char(day, ${bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM"}) as bucket, currency, kind, sum(amount_minor) as amount
        from ledger_daily where day >= ${span.firstDay}::date and day <= ${span.lastDay}::date
        group by 1, 2, 3 having sum(entries) <> 0`,
  );
  return found.map((r) => ({ bucket: String(r.bucket), currency: r.currency as BucketKindRow["currency"], kind: r.kind as LedgerKind, amountMinor: num(r.amount) }));
}

const strip = <T extends { cur: boolean }>(list: T[], isCur: boolean): Array<Omit<T, "cur">> =>
  list.filter((r) => r.cur === isCur).map(({ cur: _cur, ...rest }) => rest);

/**
 * What queryTallyRows answers, read from the daily rollups instead of the ledger: the same figures
 * for periods of whole days in SALES_ROLLUP_TIME_ZONE, at a cost that grows with days × groups
 * rather than with ledger rows.
 */
export async function queryTallyRollups(
  db: Db,
  options: { current: TallySpan; previous: TallySpan | null; bucket: "day" | "month" },
): Promise<{ current: SpanRows; previous: SpanRows | null; revenue: BucketKindRow[] }> {
  const { current, previous, bucket } = options;
  const w: DayWindow = { from: (previous ?? current).firstDay, split: current.firstDay, to: current.lastDay };
  const [ledger, funnel, revenue] = await Promise.all([ledgerGroups(db, w), funnelRows(db, w), revenueBuckets(db, current, bucket)]);
  const spanRows = (isCur: boolean): SpanRows => ({ ledger: strip(ledger, isCur), funnel: strip(funnel, isCur) });
  return { current: spanRows(true), previous: previous ? spanRows(false) : null, revenue };
}

/** The first sale's day, and the first sale's day of an event on the current tour, from the rollup of the ledger's charges. */
export async function findFirstSaleDaysFromRollups(db: Db): Promise<{ firstSaleDay: CalendarDate | null; tourStartDay: CalendarDate | null }> {
  const [row] = await rows(
    db,
    sql`select to_char(min(s.day), 'YYYY-MM-DD') as first_sale, to_char(min(s.day) filter (where ev.listed_on_tour), 'YYYY-MM-DD') as tour_start
        from (select day, event_id from ledger_daily where kind in (${chargeKindsSql}) group by day, event_id having sum(entries) > 0) s
        left join events ev on ev.id = s.event_id`,
  );
  return { firstSaleDay: (row?.first_sale as string | null) ?? null, tourStartDay: (row?.tour_start as string | null) ?? null };
}
