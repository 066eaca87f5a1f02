import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

export type CancelUnstartedOrderResult = { ok: true } | { ok: false; reason: "order_not_found" | "not_pending" };

/**
 * An order whose payment could not be started (the provider could not be reached) is cancelled at
 * once, so its seats are free again. Only a pending order is: one paid or closed meanwhile is left as it is.
 */
export async function cancelUnstartedOrder(options: { db: Db; orderId: number; now: Date }): Promise<CancelUnstartedOrderResult> {
  const { db, orderId, now } = options;
  const [row] = await db
    .update(orders)
    .set({ status: "cancelled", closedAt: now, lastPaymentProblem: { kind: "payment_not_started" } })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (row) return { ok: true };
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return { ok: false, reason: existing ? "not_pending" : "order_not_found" };
}
