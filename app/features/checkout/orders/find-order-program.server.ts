import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { orders } from "~/db/schema";

/** The online program an order was placed from (its checkout context), which has its own confirmation page; null for a city's tickets. */
export async function findOrderProgram(options: { db: Db; token: string }): Promise<"actingForDancers" | null> {
  const [row] = await options.db.select({ context: orders.context }).from(orders).where(eq(orders.token, options.token));
  return row?.context.actingForDancersContext === true ? "actingForDancers" : null;
}
