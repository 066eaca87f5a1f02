import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { BucketAmount, TallySpan } from "~/domain/sales-tally";
import type { CodeDiscountRow, FunnelRow, OrderGroupRow, RefundGroupRow, SpanRows, TierRow } from "./types";

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Sums arrive as bigint (a string or a BigInt, depending on the driver) or as numbers. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** "source / medium / campaign" from the order's first-touch tags, or "direct" without any. */
const CHANNEL = sql.raw(
  `coalesce(nullif(concat_ws(' / ', nullif(trim(o.utm->>'utmSource'), ''), nullif(trim(o.utm->>'utmMedium'), ''), nullif(trim(o.utm->>'utmCampaign'), '')), ''), 'direct')`,
);

/** An order counts in the span its payment landed in (paid_at); refunded later, it still sold then. */
const paidIn = (span: TallySpan) => sql`o.paid_at >= ${span.from.toISOString()}::timestamptz and o.paid_at < ${span.to.toISOString()}::timestamptz`;

async function orderGroups(db: Db, span: TallySpan): Promise<OrderGroupRow[]> {
  const found = await rows(
    db,
    sql`with paid as (
          select o.id, o.event_id, o.currency, o.codes, o.subtotal_minor, o.discount_minor, ${CHANNEL} as channel
          from orders o where ${paidIn(span)}
        ), seats as (
          select l.order_id, sum(l.quantity) filter (where not l.is_add_on) as seats
          from order_lines l where l.order_id in (select id from paid) group by l.order_id
        )
        select p.event_id, p.currency, p.codes, p.channel, count(*) as orders, coalesce(sum(s.seats), 0) as tickets,
          sum(p.subtotal_minor) as gross, sum(p.discount_minor) as discount
        from paid p left join seats s on s.order_id = p.id
        group by p.event_id, p.currency, p.codes, p.channel`,
  );
  return found.map((r) => ({
    eventId: num(r.event_id),
    currency: r.currency as OrderGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: String(r.channel),
    orders: num(r.orders),
    tickets: num(r.tickets),
    grossMinor: num(r.gross),
    discountMinor: num(r.discount),
  }));
}

/** Refunds count on the day the money went back (created_at), whenever the order was paid. */
async function refundGroups(db: Db, span: TallySpan): Promise<RefundGroupRow[]> {
  const found = await rows(
    db,
    sql`select o.event_id, r.currency, o.codes, ${CHANNEL} as channel, sum(r.amount_minor) as refunded
        from refunds r join orders o on o.id = r.order_id
        where r.status = 'succeeded' and r.created_at >= ${span.from.toISOString()}::timestamptz and r.created_at < ${span.to.toISOString()}::timestamptz
        group by o.event_id, r.currency, o.codes, channel`,
  );
  return found.map((r) => ({
    eventId: num(r.event_id),
    currency: r.currency as RefundGroupRow["currency"],
    codes: codesOf(r.codes),
    channel: String(r.channel),
    refundMinor: num(r.refunded),
  }));
}

async function tierRows(db: Db, span: TallySpan): Promise<TierRow[]> {
  const found = await rows(
    db,
    sql`select l.tier_key, t.label, o.currency, sum(l.quantity) as tickets, sum(l.total_minor) as revenue
        from orders o join order_lines l on l.order_id = o.id join tiers t on t.key = l.tier_key
        where ${paidIn(span)}
        group by l.tier_key, t.label, o.currency
        order by t.label, o.currency`,
  );
  return found.map((r) => ({ tierKey: String(r.tier_key), label: String(r.label), currency: r.currency as TierRow["currency"], tickets: num(r.tickets), revenueMinor: num(r.revenue) }));
}

/** Each code's own share of the discounts, from the discounts as they were quoted. */
async function codeDiscounts(db: Db, span: TallySpan): Promise<CodeDiscountRow[]> {
  const found = await rows(
    db,
    sql`select d->>'code' as code, o.currency, sum((d->>'amountMinor')::bigint) as discount
        from orders o cross join lateral jsonb_array_elements(o.discounts) d
        where ${paidIn(span)} and o.discount_minor > 0
        group by 1, 2`,
  );
  return found.map((r) => ({ code: String(r.code), currency: r.currency as CodeDiscountRow["currency"], discountMinor: num(r.discount) }));
}

/** The server's own checkout events: started, order created, paid; per event. */
async function funnelRows(db: Db, span: TallySpan): Promise<FunnelRow[]> {
  const found = await rows(
    db,
    sql`select e.event_id,
          count(*) filter (where e.kind = 'initiate_checkout') as started,
          count(*) filter (where e.kind = 'order_created') as created,
          count(*) filter (where e.kind = 'purchase') as paid
        from checkout_events e
        where e.kind in ('initiate_checkout', 'order_created', 'purchase') and e.event_id is not null
          and e.created_at >= ${span.from.toISOString()}::timestamptz and e.created_at < ${span.to.toISOString()}::timestamptz
        group by e.event_id`,
  );
  return found.map((r) => ({ eventId: num(r.event_id), started: num(r.started), created: num(r.created), paid: num(r.paid) }));
}

/** What was paid (after discounts) per day or month of the team's zone, per currency. */
async function revenueBuckets(db: Db, span: TallySpan, timeZone: string, bucket: "day" | "month"): Promise<BucketAmount[]> {
  const format = bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM";
  const found = await rows(
    db,
    sql`select to_char(o.paid_at at time zone ${timeZone}, ${format}) as bucket, o.currency, sum(o.total_minor) as paid
        from orders o where ${paidIn(span)}
        group by 1, 2`,
  );
  return found.map((r) => ({ bucket: String(r.bucket), currency: r.currency as BucketAmount["currency"], amountMinor: num(r.paid) }));
}


/**
 * Everything the tally needs from one span, read side by side; with `bucket`, also what was paid
 * per day or month (only the current span is drawn).
 */
export async function queryTallyRows(db: Db, span: TallySpan, options: { timeZone: string; bucket?: "day" | "month" }): Promise<SpanRows & { revenue: BucketAmount[] }> {
  const [groups, refunds, tiers, discounts, funnel, revenue] = await Promise.all([
    orderGroups(db, span),
    refundGroups(db, span),
    tierRows(db, span),
    codeDiscounts(db, span),
    funnelRows(db, span),
    options.bucket ? revenueBuckets(db, span, options.timeZone, options.bucket) : Promise.resolve([]),
  ]);
  return { orderGroups: groups, refundGroups: refunds, tiers, codeDiscounts: discounts, funnel, revenue };
}
