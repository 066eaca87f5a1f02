import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

export type ExpireOrderCheckoutResult = { ok: true } | { ok: false; reason: "order_not_found" | "not_pending" };

/**
 * The provider's payment page for an order closed unpaid (Stripe's checkout.session.expired): a
 * pending order expires, and its seats are free. An order paid or closed meanwhile is left as it is.
 */
export async function expireOrderCheckout(options: { db: Db; orderId: number; now: Date }): Promise<ExpireOrderCheckoutResult> {
  const { db, orderId, now } = options;
  const [row] = await db
    .update(orders)
    .set({ status: "expired", closedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (row) return { ok: true };
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return { ok: false, reason: existing ? "not_pending" : "order_not_found" };
}
