import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

export type CancelOrderResult = { ok: true } | { ok: false; reason: "not_found" | "paid" };

/** The buyer goes back to change the order: an unpaid order is cancelled and its seats freed at once. */
export async function cancelOrder(options: { db: Db; token: string; now: Date }): Promise<CancelOrderResult> {
  const { db, token, now } = options;
  const [row] = await db
    .update(orders)
    .set({ status: "cancelled", closedAt: now, updatedAt: now })
    .where(and(eq(orders.token, token), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (row) return { ok: true };
  const [existing] = await db.select({ status: orders.status }).from(orders).where(eq(orders.token, token));
  if (!existing) return { ok: false, reason: "not_found" };
  return existing.status === "paid" ? { ok: false, reason: "paid" } : { ok: true };
}
