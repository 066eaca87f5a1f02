import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { upgradeCheckouts } from "~/db/schema";

/** Stripe expired an upgrade's session unpaid: its seat is free and its link may open another. A repeat changes nothing. */
export async function releaseUpgradeCheckout(options: { db: Db; upgradeCheckoutId: number; now: Date }): Promise<{ released: boolean }> {
  const released = await options.db
    .update(upgradeCheckouts)
    .set({ status: "expired", updatedAt: options.now })
    .where(and(eq(upgradeCheckouts.id, options.upgradeCheckoutId), eq(upgradeCheckouts.status, "open")))
    .returning({ id: upgradeCheckouts.id });
  return { released: released.length > 0 };
}
