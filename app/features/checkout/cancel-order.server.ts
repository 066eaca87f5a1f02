import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

/** The buyer goes back to change the order: an unpaid order is cancelled and its seats freed at once. */
export async function cancelOrder(options: { db: Db; token: string; now: Date }): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const { db, token, now } = options;
  const [row] = await db
    .update(orders)
    .set({ status: "cancelled", closedAt: now, updatedAt: now })
    .where(and(eq(orders.token, token), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (row) return { ok: true };
  const [existing] = await db.select({ status: orders.status }).from(orders).where(eq(orders.token, token));
  if (!existing) return { ok: false, status: 404, message: "We couldn't find that order." };
  return existing.status === "paid"
    ? { ok: false, status: 409, message: "This order is paid and can't be changed here. Please contact us." }
    : { ok: true };
}
