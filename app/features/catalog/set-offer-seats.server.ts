import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offers, seatPools } from "~/db/schema";

/**
 * The team's seat settings for one offer: the capacity of the pool it draws from (a pool of its own
 * is made when it has none; null means unlimited) and its sold-out flag. False when the event does not sell the tier.
 */
export async function setOfferSeats(options: { db: Db; eventId: number; tierKey: string; capacity: number | null; soldOut?: boolean }): Promise<boolean> {
  const { db, eventId, tierKey, capacity, soldOut = false } = options;
  return db.transaction(async (tx) => {
    const where = and(eq(offers.eventId, eventId), eq(offers.tierKey, tierKey));
    const [offer] = await tx.select({ poolId: offers.poolId }).from(offers).where(where).for("update");
    if (!offer) return false;
    let poolId = offer.poolId;
    if (poolId !== null) await tx.update(seatPools).set({ capacity }).where(eq(seatPools.id, poolId));
    else if (capacity !== null) {
      const [pool] = await tx
        .insert(seatPools)
        .values({ eventId, key: tierKey, capacity })
        .onConflictDoUpdate({ target: [seatPools.eventId, seatPools.key], set: { capacity } })
        .returning({ id: seatPools.id });
      poolId = pool?.id ?? null;
    }
    await tx.update(offers).set({ soldOut, poolId }).where(where);
    return true;
  });
}
