import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/**
 * A credit's spend, and its release (decision 0028).
 *
 * The spend: `place_order_hold` records the `credit_redemptions` row with the order (held while its
 * hold runs), and the balance is debited in SQL when the order is paid: `fulfil_order`
 * (drizzle/0043_paid_order_job_renders_confirmation.sql, `UPDATE credits SET balance_minor =
 * balance_minor - v_redemption.amount_minor`, under the credit's row lock).
 *
 * Its release is here: when a paid order is given back in full (closePaidOrder), what a credit paid of
 * it goes back on that credit's balance (the ledger's `credit_released` row is written by its trigger).
 * A partial refund leaves the credit part spent. Call under the order's row lock, once per close.
 */
export async function releaseCreditRedemption(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`update credits c set balance_minor = c.balance_minor + r.amount_minor
    from credit_redemptions r where r.order_id = ${orderId} and c.id = r.credit_id`);
}
