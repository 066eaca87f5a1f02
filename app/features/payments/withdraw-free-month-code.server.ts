import { and, eq, like } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, orders } from "~/db/schema";
import { FREE_MONTH_CODE_PREFIX, freeMonthDescription } from "./issue-free-month-code.server";

/**
 * The inverse of issueFreeMonthCode (beside it): when a paid order is given back in full (refunded, or
 * closed as credit: closePaidOrder), its free month of Acting for Dancers is withdrawn. The order's
 * code is switched off while it is unused, so it no longer prices the Starter Path at $0.
 *
 * A code already used stays used, and nothing is flagged: the program order it paid is its own sale,
 * which this refund does not undo. A partial refund leaves the code as it is.
 *
 * The code is found by what issueFreeMonthCode wrote for this order (its prefix and the order's number
 * in its description), since its text is keyed with the site's secret, which the
 * refund paths do not carry. Call under the order's row lock. Returns the code withdrawn, if any.
 */
export async function withdrawFreeMonthCode(tx: Db, orderId: number): Promise<string | null> {
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [withdrawn] = await tx
    .update(discountCodes)
    .set({ isActive: false })
    .where(
      and(
        like(discountCodes.code, `${FREE_MONTH_CODE_PREFIX}%`),
        eq(discountCodes.description, freeMonthDescription(order.number)),
        eq(discountCodes.usesCount, 0),
        eq(discountCodes.isActive, true),
      ),
    )
    .returning({ code: discountCodes.code });
  return withdrawn?.code ?? null;
}
