import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderAttention } from "~/db/schema";
import { storedOrderAttention, type OrderAttention } from "~/domain/order-attention";

/** Who settles an item that a later event (a matching payment, an automatic refund) made moot. */
export const SYSTEM_RESOLVER = "system";

/**
 * Flag an order for the team, with a reason code and its data (the team's pages word it). An order
 * has at most one open item: a new reason settles the old one as superseded, so the history keeps both.
 */
export async function raiseOrderAttention(db: Db, options: { orderId: number; flag: OrderAttention; now: Date }): Promise<void> {
  await resolveOrderAttention(db, { orderId: options.orderId, by: SYSTEM_RESOLVER, resolution: "superseded", now: options.now });
  await db.insert(orderAttention).values({ orderId: options.orderId, ...storedOrderAttention(options.flag), raisedAt: options.now });
}

/** Settle the order's open item, if any; says whether there was one. */
export async function resolveOrderAttention(db: Db, options: { orderId: number; by: string; resolution: string; now: Date }): Promise<{ reason: string; data: Record<string, unknown> | null } | null> {
  const [resolved] = await db
    .update(orderAttention)
    .set({ resolvedAt: options.now, resolvedBy: options.by, resolution: options.resolution })
    .where(and(eq(orderAttention.orderId, options.orderId), isNull(orderAttention.resolvedAt)))
    .returning({ reason: orderAttention.reason, data: orderAttention.data });
  return resolved ?? null;
}
