import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
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

/** The draft's buyer paid an order for the draft's event placed after the draft was made. */
export function buyerPaidSinceCondition(): SQL {
  return sql`exists (
    select 1 from ${orders} p
    where p.event_id = ${checkoutDrafts.eventId}
      and lower(p.buyer_email) = lower(${checkoutDrafts.buyerEmail})
      and p.paid_at is not null
      and p.created_at > ${checkoutDrafts.createdAt}
  )`;
}

/** The SQL condition on `checkout_drafts` for an abandoned draft at `now` (see the file's comment). */
export function abandonedDraftCondition(now: Date, holdMinutes: number): SQL {
  return sql`(${checkoutDrafts.updatedAt} <= ${at(abandonedBefore(now, holdMinutes))}
    and ${draftOrderLapsedCondition(now)}
    and not ${buyerPaidSinceCondition()})`;
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

/** The WHERE clause of `listAbandonedDrafts`, for callers that count or select differently. */
export function abandonedDraftsWhere(filter: AbandonedDraftFilter): SQL | undefined {
  const abandoned = abandonedDraftCondition(filter.now, filter.holdMinutes);
  const where: Array<SQL | undefined> = [filter.includeRecovered ? or(abandoned, sql`${checkoutDrafts.recoveredOrderId} is not null`) : abandoned];
  if (filter.eventId !== undefined) where.push(eq(checkoutDrafts.eventId, filter.eventId));
  if (filter.from) where.push(gte(checkoutDrafts.updatedAt, filter.from));
  if (filter.to) where.push(lt(checkoutDrafts.updatedAt, filter.to));
  if (filter.ids) where.push(filter.ids.length ? inArray(checkoutDrafts.id, filter.ids) : sql`false`);
  return and(...where);
}

/** Abandoned drafts, last changed first, with their event and recovery status; `total` counts every match. */
export async function listAbandonedDrafts(
  db: Db,
  options: AbandonedDraftFilter & { limit?: number; offset?: number },
): Promise<{ rows: AbandonedDraftRow[]; total: number }> {
  const where = abandonedDraftsWhere(options);
  const query = db
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
    })
    .from(checkoutDrafts)
    .innerJoin(events, eq(events.id, checkoutDrafts.eventId))
    .where(where)
    .orderBy(desc(checkoutDrafts.updatedAt), desc(checkoutDrafts.id));
  const paged = options.limit !== undefined ? query.limit(options.limit).offset(options.offset ?? 0) : query;
  const [rows, [counted]] = await Promise.all([paged, db.select({ n: sql<number>`count(*)::int` }).from(checkoutDrafts).where(where)]);
  return { rows: rows as AbandonedDraftRow[], total: counted?.n ?? 0 };
}
