import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sourceOfEntry, type LedgerKind } from "~/domain/ledger";
import type { TallySpan } from "~/domain/sales-tally";
import { ledgerGroupRow, num, rows } from "./ledger-group-row";
import type { BucketKindRow, FunnelRow, LedgerGroupRow, SpanRows } from "./types";

const iso = (d: Date) => d.toISOString();

/**
 * Both periods are read in one pass over [previous.from, current.to): each row says whether it is in
 * the current period (`cur`). Every ledger row counts at its business time (occurred_at: an order's
 * payment, an upgrade's or a subscription period's charge, a refund's day); flagged rows count in
 * nothing. The order's codes and campaign tags are read as they stand, the tags as the rollups keep
 * them (sales_rollup_utm), so the two paths group alike.
 */
interface Window {
  from: string;
  split: string;
  to: string;
}

const isCurrent = (column: SQL, w: Window) => sql`(${column} >= ${w.split}::timestamptz)`;

async function ledgerGroups(db: Db, w: Window): Promise<Array<LedgerGroupRow & { cur: boolean }>> {
  const found = await rows(
    db,
    sql`select ${isCurrent(sql`e.occurred_at`, w)} as cur, e.currency, e.event_id, e.kind, e.tier_key, e.code,
          e.upgrade_id is not null as has_upgrade, e.subscription_id is not null as has_subscription, o.codes,
          sales_rollup_utm(o.utm, 'utmSource') as utm_source, sales_rollup_utm(o.utm, 'utmMedium') as utm_medium, sales_rollup_utm(o.utm, 'utmCampaign') as utm_campaign,
          sum(e.amount_minor) as amount, sum(coalesce(e.quantity, 0)) as quantity, sum(ledger_entry_opens_order(e)) as orders
        from ledger_entries e left join orders o on o.id = e.order_id
        where not e.flagged and e.occurred_at >= ${w.from}::timestamptz and e.occurred_at < ${w.to}::timestamptz
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
  );
  return found.map((r) => {
    const source = sourceOfEntry({ kind: r.kind as LedgerKind, upgradeId: r.has_upgrade ? 1 : null, subscriptionId: r.has_subscription ? 1 : null });
    return { cur: Boolean(r.cur), ...ledgerGroupRow(r, source) };
  });
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

/** The current period's ledger money per day or month of the team's zone, currency and kind. */
async function revenueBuckets(db: Db, span: TallySpan, timeZone: string, bucket: "day" | "month"): Promise<BucketKindRow[]> {
  const found = await rows(
    db,
    sql`select to_char(date_trunc(${bucket}, e.occurred_at at time zone ${timeZone}), ${bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM"}) as bucket, e.currency, e.kind, sum(e.amount_minor) as amount
        from ledger_entries e
        where not e.flagged and e.occurred_at >= ${iso(span.from)}::timestamptz and e.occurred_at < ${iso(span.to)}::timestamptz
        group by 1, 2, 3`,
  );
  return found.map((r) => ({ bucket: String(r.bucket), currency: r.currency as BucketKindRow["currency"], kind: r.kind as LedgerKind, amountMinor: num(r.amount) }));
}

const strip = <T extends { cur: boolean }>(list: T[], cur: boolean): Array<Omit<T, "cur">> =>
  list.filter((r) => r.cur === cur).map(({ cur: _cur, ...rest }) => rest);

/**
 * Everything the tally needs for a period and the one before it, read from the ledger side by side;
 * and the current period's money per day or month.
 */
export async function queryTallyRows(
  db: Db,
  options: { current: TallySpan; previous: TallySpan | null; timeZone: string; bucket: "day" | "month" },
): Promise<{ current: SpanRows; previous: SpanRows | null; revenue: BucketKindRow[] }> {
  const { current, previous, timeZone, bucket } = options;
  const w: Window = { from: iso((previous ?? current).from), split: iso(current.from), to: iso(current.to) };
  const [ledger, funnel, revenue] = await Promise.all([ledgerGroups(db, w), funnelRows(db, w), revenueBuckets(db, current, timeZone, bucket)]);
  const spanRows = (cur: boolean): SpanRows => ({ ledger: strip(ledger, cur), funnel: strip(funnel, cur) });
  return { current: spanRows(true), previous: previous ? spanRows(false) : null, revenue };
}
