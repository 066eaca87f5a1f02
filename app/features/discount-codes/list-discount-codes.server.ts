import { and, asc, desc, eq, gt, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events } from "~/db/schema";
import { isCurrencyCode } from "~/domain/money";
import type { DiscountCodeFilter } from "./discount-code-schema";
import type { DiscountCodeRow } from "./types";

/** Still usable now or later: switched on, not ended, not used up. */
function usable(now: Date): SQL {
  return and(
    eq(discountCodes.isActive, true),
    or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
    or(isNull(discountCodes.maxUses), lt(discountCodes.usesCount, discountCodes.maxUses)),
  )!;
}

/**
 * The team's list of codes, newest first, with what each one sold: paid orders that used it, the
 * discount it gave (its own share, from the order's discounts) and those orders' revenue, per
 * currency. `show` picks usable codes, ended ones (expired, used up or switched off), or all; `prefix`
 * one batch.
 */
export async function listDiscountCodes(options: { db: Db; show: DiscountCodeFilter; now: Date; prefix?: string }): Promise<DiscountCodeRow[]> {
  const { db, show, now, prefix } = options;
  const filters: SQL[] = [];
  if (show === "active") filters.push(usable(now));
  if (show === "expired") filters.push(not(usable(now)));
  if (prefix) filters.push(sql`left(${discountCodes.code}, ${prefix.length}) = ${prefix}`);
  const rows = await db
    .select({ code: discountCodes, event: { id: events.id, slug: events.slug, cityName: events.cityName, dateText: events.dateText, timeZone: events.timeZone } })
    .from(discountCodes)
    .leftJoin(events, eq(events.id, discountCodes.eventId))
    .where(and(...filters))
    .orderBy(desc(discountCodes.createdAt), asc(discountCodes.code));
  if (rows.length === 0) return [];

  // From the ledger (decision 0041): orders paid with the code, the code's own share of their
  // discounts, and what those orders brought in net of refunds; refunded orders stay counted.
  const sales = await db.execute(sql`
    select c.code, l.currency,
      count(distinct l.order_id) filter (where l.kind = 'ticket_charge')::int as orders,
      (-coalesce(sum(l.amount_minor) filter (where l.kind = 'discount' and l.code = c.code), 0))::int as discount_minor,
      coalesce(sum(l.amount_minor) filter (where l.kind not in ('credit_issued', 'credit_released')), 0)::int as revenue_minor
    from discount_codes c
    join orders o on c.code = any(o.codes)
    join ledger_entries l on l.order_id = o.id and not l.flagged
    group by c.code, l.currency
    order by l.currency
  `);
  const perCode = new Map<string, DiscountCodeRow["sales"]>();
  for (const s of (sales as unknown as { rows: Array<{ code: string; currency: string; orders: number; discount_minor: number; revenue_minor: number }> }).rows) {
    if (!isCurrencyCode(s.currency)) continue;
    const list = perCode.get(s.code) ?? [];
    list.push({ currency: s.currency, orders: Number(s.orders), discountMinor: Number(s.discount_minor), revenueMinor: Number(s.revenue_minor) });
    perCode.set(s.code, list);
  }

  return rows.map(({ code: c, event }) => ({
    id: c.id,
    code: c.code,
    discountType: c.discountType,
    percentOff: c.percentOff,
    amountMinor: c.amountMinor,
    currency: c.currency && isCurrencyCode(c.currency) ? c.currency : null,
    event: event?.id ? event : null,
    eligibleTiers: c.eligibleTiers,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    maxUses: c.maxUses,
    usesCount: c.usesCount,
    description: c.description,
    customerTag: c.customerTag,
    isActive: c.isActive,
    isEarlyBird: c.isEarlyBird,
    createdAt: c.createdAt,
    sales: perCode.get(c.code) ?? [],
  }));
}
