import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

export type NotePaymentSessionResult = { ok: true } | { ok: false; reason: "order_not_found" };

/**
 * Keep the provider's reference for the payment page an order was sent to (a Stripe Checkout
 * session's id), so the team can find the payment and a late webhook can be matched to its order.
 */
export async function notePaymentSession(options: { db: Db; orderId: number; providerRef: string }): Promise<NotePaymentSessionResult> {
  const { db, orderId, providerRef } = options;
  const [row] = await db.update(orders).set({ providerRef }).where(eq(orders.id, orderId)).returning({ id: orders.id });
  return row ? { ok: true } : { ok: false, reason: "order_not_found" };
}
