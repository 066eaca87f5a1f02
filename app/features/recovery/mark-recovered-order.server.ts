import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { checkoutDrafts, orders } from "~/db/schema";

/**
 * A paid order that came through a reminder's link (`context.recoveredFrom`, see
 * noteRecoveredCheckout) marks its draft recovered, once: the first such paid order counts. Called
 * in the payment's transaction; an order without the mark changes nothing.
 */
export async function markRecoveredOrder(db: Db, options: { orderId: number; now: Date }): Promise<void> {
  await db.execute(sql`
    update ${checkoutDrafts} set recovered_order_id = o.id, recovered_at = ${options.now.toISOString()}::timestamptz
    from ${orders} o
    where o.id = ${options.orderId}
      and o.status = 'paid'
      and o.context ->> 'recoveredFrom' is not null
      and ${checkoutDrafts.id} = (o.context ->> 'recoveredFrom')::int
      and ${checkoutDrafts.recoveredOrderId} is null`);
}
