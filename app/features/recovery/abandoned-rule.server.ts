import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, emailSuppressions, events, orders, recoverySends } from "~/db/schema";

/**
 * What "abandoned" means, in one place: the admin list, its CSV, the recovery sender and the
 * automatic reminders all read it from here.
 *
 * A kept checkout (`checkout_drafts`) is abandoned when
 * - it has not changed for the hold time (ORDER_HOLD_MINUTES): the buyer left;
 * - the order made from it, if any, is not paid and holds no seats any more (expired, cancelled,
 *   or pending past its hold);
 * - its buyer (same email, any case) has not paid an order for that event created after the
 *   draft was made.
 */

export type RecoveryStatus = "recovered" | "unsubscribed" | "emailed" | "not_contacted";
export const RECOVERY_STATUSES: readonly RecoveryStatus[] = ["not_contacted", "emailed", "recovered", "unsubscribed"];

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The moment before which a draft's last change must lie to count as left. */
export function abandonedBefore(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() - holdMinutes * 60_000);
}

/** The draft's own order (if any) neither paid nor holding seats at `now`. */
export function draftOrderLapsedCondition(now: Date): SQL {
  return sql`(${checkoutDrafts.orderId} is null or exists (
    select 1 from ${orders} o
    where o.id = ${checkoutDrafts.orderId}
      and (o.status in ('expired', 'cancelled') or (o.status = 'pending' and o.hold_expires_at <= ${at(now)}))
  ))`;
}

/**
 * The draft's buyer paid an order for the draft's event placed after the draft was made (`unless`:
 * a condition on the draft under which this never holds). Kept as an EXISTS at the top level of a
 * WHERE (negated by AND NOT), PostgreSQL answers it with one hash anti-join over the paid orders;
 * under an OR it would run once per draft.
 */
export function buyerPaidSinceCondition(unless?: SQL): SQL {
  return sql`exists (
    select 1 from ${orders} p
    where p.event_id = ${checkoutDrafts.eventId}
      and lower(p.buyer_email) = lower(${checkoutDrafts.buyerEmail})
      and p.paid_at is not null
      and p.created_at > ${checkoutDrafts.createdAt}${unless ? sql` and not (${unless})` : sql``}
  )`;
}

/** The SQL condition on `checkout_drafts` for an abandoned draft at `now` (see the file's comment). */
export function abandonedDraftCondition(now: Date, holdMinutes: number): SQL {
  return sql`(${checkoutDrafts.updatedAt} <= ${at(abandonedBefore(now, holdMinutes))}
    and ${draftOrderLapsedCondition(now)}
    and not ${buyerPaidSinceCondition()})`;
}

/**
 * Abandoned, or recovered through a recovery link (the admin list shows both): the same rule with
 * a recovered draft let through each part, so the paid-since check stays one anti-join.
 */
export function abandonedOrRecoveredCondition(now: Date, holdMinutes: number): SQL {
  const recovered = sql`${checkoutDrafts.recoveredOrderId} is not null`;
  return sql`((${recovered} or (${checkoutDrafts.updatedAt} <= ${at(abandonedBefore(now, holdMinutes))} and ${draftOrderLapsedCondition(now)}))
    and not ${buyerPaidSinceCondition(recovered)})`;
}

/** The buyer's address asked for no more reminders. */
export function draftUnsubscribedCondition(): SQL {
  return sql`exists (select 1 from ${emailSuppressions} s where s.email = lower(${checkoutDrafts.buyerEmail}))`;
}

/** When the latest recovery email actually sent for the draft went out (null: never). */
export function lastEmailedAtSql(): SQL<Date | null> {
  return sql<Date | null>`(select max(r.created_at) from ${recoverySends} r where r.draft_id = ${checkoutDrafts.id} and r.status = 'sent')`;
}

/** The draft's recovery status: recovered, then unsubscribed, then emailed, else not contacted. */
export function recoveryStatusSql(): SQL<RecoveryStatus> {
  return sql<RecoveryStatus>`case
    when ${checkoutDrafts.recoveredOrderId} is not null then 'recovered'
    when ${draftUnsubscribedCondition()} then 'unsubscribed'
    when exists (select 1 from ${recoverySends} r where r.draft_id = ${checkoutDrafts.id} and r.status = 'sent') then 'emailed'
    else 'not_contacted' end`;
}

export interface AbandonedDraftRow {
  id: number;
  clientKey: string;
  eventId: number;
  eventSlug: string;
  cityName: string;
  dateText: string;
  buyerEmail: string;
  buyerName: string | null;
  lines: Array<{ tierKey: string; quantity: number }>;
  codes: string[];
  valueMinor: number;
  currency: "USD" | "GBP" | "CAD";
  orderId: number | null;
  recoveredOrderId: number | null;
  recoveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  status: RecoveryStatus;
  /** The latest recovery email sent (status `emailed` shows this date; kept for the others too). */
  lastEmailedAt: Date | null;
}

export interface AbandonedDraftFilter {
  now: Date;
  holdMinutes: number;
  eventId?: number;
  /** Last changed at or after this instant. */
  from?: Date;
  /** Last changed before this instant. */
  to?: Date;
  /** Only these drafts (the sender's chosen carts). */
  ids?: number[];
  /**
   * The admin list also shows drafts recovered through a recovery link (their buyer has paid, so
   * they are no longer abandoned); the sender wants only the abandoned ones (the default).
   */
  includeRecovered?: boolean;
}

/**
 * The WHERE clause for an abandoned draft with the filters, as one condition on `checkout_drafts`
 * (the paid-since check as NOT EXISTS): for callers that count or select a few drafts differently.
 * `listAbandonedDrafts` applies the same rule through a join that stays fast over every draft.
 */
export function abandonedDraftsWhere(filter: AbandonedDraftFilter): SQL | undefined {
  const rule = filter.includeRecovered ? abandonedOrRecoveredCondition(filter.now, filter.holdMinutes) : abandonedDraftCondition(filter.now, filter.holdMinutes);
  return and(rule, ...filterConditions(filter));
}

function filterConditions(filter: AbandonedDraftFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.eventId !== undefined) where.push(eq(checkoutDrafts.eventId, filter.eventId));
  if (filter.from) where.push(gte(checkoutDrafts.updatedAt, filter.from));
  if (filter.to) where.push(lt(checkoutDrafts.updatedAt, filter.to));
  if (filter.ids) where.push(filter.ids.length ? inArray(checkoutDrafts.id, filter.ids) : sql`false`);
  return where;
}

/**
 * The paid-since test read from checkout_drafts_paid_since, which triggers on orders and
 * checkout_drafts keep equal to buyerPaidSinceCondition (drizzle/0033_checkout_drafts_paid_since.sql).
 */
function notPaidSinceKept(): SQL {
  return sql`not exists (select 1 from checkout_drafts_paid_since x where x.draft_id = ${checkoutDrafts.id})`;
}

/**
 * Abandoned drafts, last changed first, with their event and recovery status; `total` counts every
 * match. One pass: the page's rows carry the count of all matches (a window), so the rule runs once;
 * only a page past the end asks for the count alone. "Paid since" comes from the kept
 * checkout_drafts_paid_since, not from grouping every paid order. JIT is off for it: compiling the
 * plan costs more than the query saves.
 */
export async function listAbandonedDrafts(
  db: Db,
  options: AbandonedDraftFilter & { limit?: number; offset?: number },
): Promise<{ rows: AbandonedDraftRow[]; total: number }> {
  return db.transaction(async (tx) => {
    const notPaidSince = notPaidSinceKept();
    const left = sql`(${checkoutDrafts.updatedAt} <= ${at(abandonedBefore(options.now, options.holdMinutes))} and ${draftOrderLapsedCondition(options.now)} and ${notPaidSince})`;
    const rule = options.includeRecovered ? sql`(${checkoutDrafts.recoveredOrderId} is not null or ${left})` : left;
    const where = and(rule, ...filterConditions(options));
    await tx.execute(sql`set local jit = off`);
    const query = tx
      .select({
        id: checkoutDrafts.id,
        clientKey: checkoutDrafts.clientKey,
        eventId: checkoutDrafts.eventId,
        eventSlug: events.slug,
        cityName: events.cityName,
        dateText: events.dateText,
        buyerEmail: checkoutDrafts.buyerEmail,
        buyerName: checkoutDrafts.buyerName,
        lines: checkoutDrafts.lines,
        codes: checkoutDrafts.codes,
        valueMinor: checkoutDrafts.valueMinor,
        currency: checkoutDrafts.currency,
        orderId: checkoutDrafts.orderId,
        recoveredOrderId: checkoutDrafts.recoveredOrderId,
        recoveredAt: checkoutDrafts.recoveredAt,
        createdAt: checkoutDrafts.createdAt,
        updatedAt: checkoutDrafts.updatedAt,
        status: recoveryStatusSql(),
        lastEmailedAt: lastEmailedAtSql().mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(checkoutDrafts)
      .innerJoin(events, eq(events.id, checkoutDrafts.eventId))
      .where(where)
      .orderBy(desc(checkoutDrafts.updatedAt), desc(checkoutDrafts.id));
    const found = options.limit !== undefined ? await query.limit(options.limit).offset(options.offset ?? 0) : await query;
    let total = found[0]?.total;
    if (total === undefined)
      total = options.offset
        ? ((await tx.select({ n: sql<number>`count(*)::int` }).from(checkoutDrafts).where(where))[0]?.n ?? 0)
        : 0;
    const rows = found.map(({ total: _total, ...row }) => row as AbandonedDraftRow);
    return { rows, total };
  });
}
