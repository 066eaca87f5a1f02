import { and, eq, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutEvents, orders } from "~/db/schema";

/**
 * Close pending orders whose hold has run out. Their seats already count as free (availability
 * compares the hold with the clock); this records it. The rows stay: an expired order with the
 * buyer's email is the team's abandoned checkout.
 */
export async function expireHolds(options: { db: Db; now: Date }): Promise<{ expired: number }> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: "expired", closedAt: now, updatedAt: now })
      .where(and(eq(orders.status, "pending"), lte(orders.holdExpiresAt, now)))
      .returning({ id: orders.id, eventId: orders.eventId, totalMinor: orders.totalMinor, currency: orders.currency });
    if (rows.length > 0)
      await tx.insert(checkoutEvents).values(rows.map((r) => ({ kind: "hold_expired" as const, eventId: r.eventId, orderId: r.id, valueMinor: r.totalMinor, currency: r.currency, createdAt: now })));
    return { expired: rows.length };
  });
}
