import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { creditRedemptions, credits, orders } from "~/db/schema";

export interface CreditForQuote {
  id: number;
  code: string;
  currency: string;
  balanceMinor: number;
  /** What pending orders whose holds still run keep of it (decision 0028). */
  heldMinor: number;
}

/**
 * A credit by its code, with what other checkouts hold of it now; null when there is none. Read
 * without locks: the quote is a promise only, place_order_hold checks again under the credit's lock.
 */
export async function loadCredit(options: { db: Db; code: string; now: Date; exceptOrderId?: number }): Promise<CreditForQuote | null> {
  const { db, code, now } = options;
  const [credit] = await db.select({ id: credits.id, code: credits.code, currency: credits.currency, balanceMinor: credits.balanceMinor }).from(credits).where(eq(credits.code, code));
  if (!credit) return null;
  const [held] = await db
    .select({ n: sql<number>`coalesce(sum(${creditRedemptions.amountMinor}), 0)::int` })
    .from(creditRedemptions)
    .innerJoin(orders, eq(orders.id, creditRedemptions.orderId))
    .where(
      and(
        eq(creditRedemptions.creditId, credit.id),
        eq(orders.status, "pending"),
        gt(orders.holdExpiresAt, now),
        options.exceptOrderId === undefined ? undefined : ne(orders.id, options.exceptOrderId),
      ),
    );
  return { ...credit, heldMinor: Number(held?.n ?? 0) };
}
