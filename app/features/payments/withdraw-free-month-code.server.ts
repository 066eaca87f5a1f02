import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";

/**
 * The inverse of issueFreeMonthCode (beside it): when a paid order is given back in full (refunded, or
 * closed as credit: closePaidOrder), its free month of Acting for Dancers is withdrawn. The order's
 * code is switched off while it is unused, so it no longer prices the Starter Path at $0.
 *
 * A code already used stays used, and nothing is flagged: the program order it paid is its own sale,
 * which this refund does not undo. A partial refund leaves the code as it is.
 *
 * The code is found by the order issueFreeMonthCode wrote on it (`issuedForOrderId`, migration 0060),
 * whatever the team has since written in its description. Call under the order's row lock. Returns
 * the code withdrawn, if any.
 */
export async function withdrawFreeMonthCode(tx: Db, orderId: number): Promise<string | null> {
  const [withdrawn] = await tx
    .update(discountCodes)
    .set({ isActive: false })
    .where(
      and(
        eq(discountCodes.issuedForOrderId, orderId),
        eq(discountCodes.usesCount, 0),
        eq(discountCodes.isActive, true),
      ),
    )
    .returning({ code: discountCodes.code });
  return withdrawn?.code ?? null;
}
