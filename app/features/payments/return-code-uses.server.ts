import { inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";

/**
 * A discount code's use, and its return.
 *
 * The use is counted in SQL when an order is paid, under the codes' row locks: `fulfil_order`
 * (drizzle/0043_paid_order_job_renders_confirmation.sql, `UPDATE discount_codes SET uses_count =
 * uses_count + 1 WHERE code = ANY(v_order.codes)`), which the Stripe webhook and the test card's
 * one-statement payment (`fulfil_test_card_order`, drizzle/0045) both call.
 *
 * Its return is here: when a paid order is given back in full (closePaidOrder), each code it used gets
 * that use back, so a limited code can be used again. Call under the order's row lock, once per close.
 */
export async function returnCodeUses(tx: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await tx
    .update(discountCodes)
    .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
    .where(inArray(discountCodes.code, [...codes]));
}
