import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, seatPools } from "~/db/schema";
import { isUpcoming } from "~/domain/dates";
import { isCurrencyCode, type Money } from "~/domain/money";
import { AUDITION_TIER } from "~/domain/tiers";

export interface AdminEventRow {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  startsOn: string | null;
  timeZone: string;
  listedOnTour: boolean;
  hasPage: boolean;
  pools: Array<{ key: string; taken: number; capacity: number | null }>;
  /** Paid orders' totals less what was refunded, in the event's currency; null when nothing was paid. */
  paid: Money | null;
}

export interface AdminEventList {
  upcoming: AdminEventRow[];
  past: AdminEventRow[];
  cancelled: AdminEventRow[];
}

/**
 * The events list of the editor: every event with its seats taken and capacity per pool (counted as
 * a hold counts them) and its paid revenue, grouped upcoming (soonest first, dates to be announced
 * last), past (latest first) and cancelled; `search` keeps the events whose city contains it.
 */
export async function listAdminEvents(options: { db: Db; now: Date; search?: string }): Promise<AdminEventList> {
  const { db, now } = options;
  const search = options.search?.trim().toLowerCase() ?? "";
  const rows = await db.select().from(events).orderBy(asc(events.startsOn), asc(events.id));
  const chosen = rows.filter((e) => search === "" || e.cityName.toLowerCase().includes(search) || e.slug.includes(search));
  if (chosen.length === 0) return { upcoming: [], past: [], cancelled: [] };
  const ids = chosen.map((e) => e.id);
  const idList = sql.join(ids.map((id) => sql`${id}::integer`), sql`, `);

  const pools = await db.select().from(seatPools).where(inArray(seatPools.eventId, ids)).orderBy(asc(seatPools.id));
  const takenResult = await db.execute(sql`
    select e.id as event_id, t.pool_id, t.taken
    from events e cross join lateral pool_seats_taken(e.id, ${now.toISOString()}::timestamptz, ${AUDITION_TIER}::text, null::integer, null::integer) t
    where e.id in (${idList})
  `);
  const taken = new Map((takenResult as unknown as { rows: Array<{ pool_id: number; taken: number | string }> }).rows.map((r) => [Number(r.pool_id), Number(r.taken)]));
  // What each event took, net of refunds, from the ledger (decision 0041): its tickets, upgrades and
  // subscriptions sold on its page; credit owed and flagged rows are not money.
  const paidResult = await db.execute(sql`
    select l.event_id, l.currency, sum(l.amount_minor) as paid
    from ledger_entries l
    join events e on e.id = l.event_id and e.currency = l.currency
    where not l.flagged and l.kind not in ('credit_issued', 'credit_released') and l.event_id in (${idList})
    group by l.event_id, l.currency
  `);
  const paid = new Map<number, Money>();
  for (const r of (paidResult as unknown as { rows: Array<{ event_id: number; currency: string; paid: number | string }> }).rows)
    if (isCurrencyCode(r.currency)) paid.set(Number(r.event_id), { amountMinor: Number(r.paid), currency: r.currency });

  const list: AdminEventList = { upcoming: [], past: [], cancelled: [] };
  for (const e of chosen) {
    const row: AdminEventRow = {
      id: e.id,
      slug: e.slug,
      cityName: e.cityName,
      dateText: e.dateText,
      startsOn: e.startsOn,
      timeZone: e.timeZone,
      listedOnTour: e.listedOnTour,
      hasPage: e.hasPage,
      pools: pools.filter((p) => p.eventId === e.id).map((p) => ({ key: p.key, taken: taken.get(p.id) ?? 0, capacity: p.capacity })),
      paid: paid.get(e.id) ?? null,
    };
    if (e.isCancelled) list.cancelled.push(row);
    else if (isUpcoming({ startsOn: e.startsOn, endsOn: e.endsOn, timeZone: e.timeZone }, now)) list.upcoming.push(row);
    else list.past.push(row);
  }
  list.upcoming.sort((a, b) => (a.startsOn ?? "9999").localeCompare(b.startsOn ?? "9999"));
  list.past.reverse();
  return list;
}
