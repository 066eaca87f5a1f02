import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orderLines, tiers } from "~/db/schema";

/** Whether an order holds a seat at the venue: a line whose tier is not taken online (virtual). An order of online tiers only gets no reminders. */
export async function checkInPersonOrder(options: { db: Db; orderId: number }): Promise<boolean> {
  const [row] = await options.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .innerJoin(tiers, eq(tiers.key, orderLines.tierKey))
    .where(and(eq(orderLines.orderId, options.orderId), eq(tiers.isVirtual, false)));
  return Number(row?.n ?? 0) > 0;
}
