import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, ledgerEntries, orderAttention, orders, orderStudents } from "~/db/schema";
import { orderMoney, type OrderMoney } from "~/domain/ledger";
import { ORDER_BACK_KINDS, ORDER_PAID_KINDS } from "~/domain/ledger-view";
import type { CurrencyCode } from "~/domain/money";
import { startOfDayInZone, addDays } from "~/domain/zoned-day";
import type { OrderSearch } from "./order-search-schema";

export interface OrderListRow {
  id: number;
  number: string;
  status: (typeof orders.$inferSelect)["status"];
  buyerName: string;
  buyerEmail: string;
  cityName: string;
  totalMinor: number;
  currency: (typeof orders.$inferSelect)["currency"];
  createdAt: Date;
  paidAt: Date | null;
  needsAttention: boolean;
  /** Its money from the ledger (decision 0041): paid, refunded, credited and left, in its currency. */
  money: OrderMoney;
}

const kindList = (kinds: readonly string[]) => sql.join(kinds.map((k) => sql`${k}`), sql`, `);

/** One order's ledger sums, read by its order index: [paid, went back (negative), credit issued]. */
const ledgerSums = sql<[number, number, number]>`(select array[
    coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} in (${kindList(ORDER_PAID_KINDS)})), 0),
    coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} in (${kindList(ORDER_BACK_KINDS)})), 0),
    coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.kind} = 'credit_issued'), 0)
  ]::int[] from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id} and ${ledgerEntries.currency} = ${orders.currency} and not ${ledgerEntries.flagged})`;

/** `%` and `_` typed by the team are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(search: OrderSearch, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (search.q) {
    const like = containing(search.q);
    const byText = or(
      ilike(orders.number, like),
      ilike(orders.buyerEmail, like),
      ilike(orders.buyerName, like),
      sql`exists (select 1 from ${orderStudents} where ${orderStudents.orderId} = ${orders.id} and ${orderStudents.fullName} ilike ${like})`,
    );
    if (byText) where.push(byText);
  }
  if (search.event) where.push(eq(orders.eventId, search.event));
  if (search.status) where.push(eq(orders.status, search.status));
  if (search.from) where.push(gte(orders.createdAt, startOfDayInZone(search.from, timeZone)));
  if (search.to) where.push(lt(orders.createdAt, startOfDayInZone(addDays(search.to, 1), timeZone)));
  return where;
}

/** The team's order list: search by number, buyer or student, filter by event, status and day placed, newest first. */
export async function searchOrders(options: { db: Db; search: OrderSearch; timeZone: string; pageSize: number; all?: boolean }): Promise<{ rows: OrderListRow[]; total: number }> {
  const { db, search, timeZone, pageSize } = options;
  const where = and(...conditions(search, timeZone));
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      cityName: events.cityName,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      needsAttention: sql<boolean>`exists (select 1 from ${orderAttention} where ${orderAttention.orderId} = ${orders.id} and ${orderAttention.resolvedAt} is null)`,
      ledger: ledgerSums,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const [rows, [total]] = await Promise.all([
    options.all ? query : query.limit(pageSize).offset((search.page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    rows: rows.map(({ ledger, ...row }) => {
      const [paid, back, credited] = (ledger ?? [0, 0, 0]).map(Number) as [number, number, number];
      const currency = row.currency as CurrencyCode;
      const money = orderMoney(
        [
          { kind: "ticket_charge", amountMinor: paid, currency },
          { kind: "refund", amountMinor: back, currency },
          { kind: "credit_issued", amountMinor: credited, currency },
        ],
        currency,
      );
      return { ...row, money };
    }),
    total: total?.n ?? 0,
  };
}
