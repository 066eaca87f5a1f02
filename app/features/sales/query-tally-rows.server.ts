import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { salesChannel, type BucketAmount, type TallySpan } from "~/domain/sales-tally";
import type { CodeDiscountRow, FunnelRow, OrderGroupRow, RefundGroupRow, SpanRows, TierRow, UpgradeGroupRow } from "./types";

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Sums arrive as bigint (a string or a BigInt, depending on the driver) or as numbers. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const utmOf = (value: unknown): Record<string, string> => {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
};
const channelOf = (value: unknown) => {
  const utm = utmOf(value);
  return salesChannel({ source: utm.utmSource, medium: utm.utmMedium, campaign: utm.utmCampaign });
};
const iso = (d: Date) => d.toISOString();

/**
 * Both periods are read in one pass over [previous.from, current.to): each row says whether it is in
 * the current period (`cur`). Orders count in the period their payment landed in (paid_at), refunded
 * later or not; refunds on the day they were made. Rows are grouped by the raw columns (campaign tags
 * as stored) and labelled here, so the database does no per-row string work.
 */
interface Window {
  from: string;
  split: string;
  to: string;
}

const paidIn = (w: Window) => sql`o.paid_at >= ${w.from}::timestamptz and o.paid_at < ${w.to}::timestamptz`;
const isCurrent = (column: SQL, w: Window) => sql`(${column} >= ${w.split}::timestamptz)`;

async function orderGroups(db: Db, w: Window): Promise<Array<OrderGroupRow & { cur: boolean }>> {
  const [groups, seats] = await Promise.all([
    rows(
      db,
      sql`select ${isCurrent(sql`o.paid_at`, w)} as cur, o.event_id, o.currency, o.codes, o.utm,
            count(*) as orders, sum(o.subtotal_minor) as gross, sum(o.discount_minor) as discount,
            sum(o.credit_minor) as credit
          from orders o where ${paidIn(w)}
          group by 1, 2, 3, 4, 5`,
    ),
    rows(
      db,
      sql`select ${isCurrent(sql`o.paid_at`, w)} as cur, o.event_id, o.currency, o.codes, o.utm, sum(l.quantity) as seats
          from orders o join order_lines l on l.order_id = o.id
          where ${paidIn(w)} and not l.is_add_on
          group by 1, 2, 3, 4, 5`,
    ),
  ]);
  const keyOf = (r: Row) => JSON.stringify([Boolean(r.cur), num(r.event_id), r.currency, codesOf(r.codes), utmOf(r.utm)]);
  const seatsBy = new Map(seats.map((r) => [keyOf(r), num(r.seats)]));
  return groups.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as OrderGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r.utm),
    orders: num(r.orders),
    tickets: seatsBy.get(keyOf(r)) ?? 0,
    grossMinor: num(r.gross),
    discountMinor: num(r.discount),
    creditMinor: num(r.credit),
  }));
}

async function refundGroups(db: Db, w: Window): Promise<Array<RefundGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`r.created_at`, w)} as cur, o.event_id, r.currency, o.codes, o.utm, sum(r.amount_minor) as refunded
        from refunds r join orders o on o.id = r.order_id
        where r.status = 'succeeded' and r.created_at >= ${w.from}::timestamptz and r.created_at < ${w.to}::timestamptz
        group by 1, 2, 3, 4, 5`,
  );
  return found.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as RefundGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r.utm),
    refundMinor: num(r.refunded),
  }));
}

/** Upgrades on the day they were paid, grouped like their order (its codes and tags as they are now). */
async function upgradeGroups(db: Db, w: Window): Promise<Array<UpgradeGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`u.paid_at`, w)} as cur, o.event_id, u.currency, o.codes, o.utm, count(*) as upgrades, sum(u.amount_minor) as amount
        from order_upgrades u join orders o on o.id = u.order_id
        where u.paid_at >= ${w.from}::timestamptz and u.paid_at < ${w.to}::timestamptz
        group by 1, 2, 3, 4, 5`,
  );
  return found.map((r) => ({
    cur: Boolean(r.cur),
    eventId: num(r.event_id),
    currency: r.currency as UpgradeGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: channelOf(r.utm),
    upgrades: num(r.upgrades),
    amountMinor: num(r.amount),
  }));
}

async function tierRows(db: Db, w: Window): Promise<Array<Omit<TierRow, "label"> & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`o.paid_at`, w)} as cur, l.tier_key, o.currency, sum(l.quantity) as tickets, sum(l.total_minor) as revenue
        from orders o join order_lines l on l.order_id = o.id
        where ${paidIn(w)}
        group by 1, 2, 3`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), tierKey: String(r.tier_key), currency: r.currency as TierRow["currency"], tickets: num(r.tickets), revenueMinor: num(r.revenue) }));
}

/** Each code's own share of the discounts, from the discounts as they were quoted. */
async function codeDiscounts(db: Db, w: Window): Promise<Array<CodeDiscountRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`o.paid_at`, w)} as cur, d->>'code' as code, o.currency, sum((d->>'amountMinor')::bigint) as discount
        from orders o cross join lateral jsonb_array_elements(o.discounts) d
        where ${paidIn(w)} and o.discount_minor > 0
        group by 1, 2, 3`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), code: String(r.code), currency: r.currency as CodeDiscountRow["currency"], discountMinor: num(r.discount) }));
}

/** The server's own checkout events: started, order created, paid; per event. */
async function funnelRows(db: Db, w: Window): Promise<Array<FunnelRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`e.created_at`, w)} as cur, e.event_id,
          count(*) filter (where e.kind = 'initiate_checkout') as started,
          count(*) filter (where e.kind = 'order_created') as created,
          count(*) filter (where e.kind = 'purchase') as paid
        from checkout_events e
        where e.kind in ('initiate_checkout', 'order_created', 'purchase') and e.event_id is not null
          and e.created_at >= ${w.from}::timestamptz and e.created_at < ${w.to}::timestamptz
        group by 1, 2`,
  );
  return found.map((r) => ({ cur: Boolean(r.cur), eventId: num(r.event_id), started: num(r.started), created: num(r.created), paid: num(r.paid) }));
}

/** What was paid (after discounts) per day or month of the team's zone, per currency: the current period only. */
async function revenueBuckets(db: Db, span: TallySpan, timeZone: string, bucket: "day" | "month"): Promise<BucketAmount[]> {
  const w = { from: iso(span.from), split: iso(span.from), to: iso(span.to) };
  const found = await rows(
    db,
    sql`select date_trunc(${bucket}, o.paid_at at time zone ${timeZone})::date as bucket, o.currency, sum(o.total_minor) as paid
        from orders o where ${paidIn(w)}
        group by 1, 2
        union all
        select date_trunc(${bucket}, u.paid_at at time zone ${timeZone})::date, u.currency, sum(u.amount_minor)
        from order_upgrades u where u.paid_at >= ${w.from}::timestamptz and u.paid_at < ${w.to}::timestamptz
        group by 1, 2`,
  );
  const key = (value: unknown) => {
    const day = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    return bucket === "day" ? day : day.slice(0, 7);
  };
  return found.map((r) => ({ bucket: key(r.bucket), currency: r.currency as BucketAmount["currency"], amountMinor: num(r.paid) }));
}

const strip = <T extends { cur: boolean }>(list: T[], cur: boolean): Array<Omit<T, "cur">> =>
  list.filter((r) => r.cur === cur).map(({ cur: _cur, ...rest }) => rest);

/**
 * Everything the tally needs for a period and the one before it, in one pass per table, read side by
 * side; and what was paid per day or month of the current period.
 */
export async function queryTallyRows(
  db: Db,
  options: { current: TallySpan; previous: TallySpan | null; timeZone: string; bucket: "day" | "month"; tierLabels: Map<string, string> },
): Promise<{ current: SpanRows; previous: SpanRows | null; revenue: BucketAmount[] }> {
  const { current, previous, timeZone, bucket, tierLabels } = options;
  const w: Window = { from: iso((previous ?? current).from), split: iso(current.from), to: iso(current.to) };
  const [groups, refunds, upgrades, tiers, discounts, funnel, revenue] = await Promise.all([
    orderGroups(db, w),
    refundGroups(db, w),
    upgradeGroups(db, w),
    tierRows(db, w),
    codeDiscounts(db, w),
    funnelRows(db, w),
    revenueBuckets(db, current, timeZone, bucket),
  ]);
  const spanRows = (cur: boolean): SpanRows => ({
    orderGroups: strip(groups, cur),
    refundGroups: strip(refunds, cur),
    upgradeGroups: strip(upgrades, cur),
    tiers: strip(tiers, cur).map((t) => ({ ...t, label: tierLabels.get(t.tierKey) ?? t.tierKey })),
    codeDiscounts: strip(discounts, cur),
    funnel: strip(funnel, cur),
  });
  return { current: spanRows(true), previous: previous ? spanRows(false) : null, revenue };
}
