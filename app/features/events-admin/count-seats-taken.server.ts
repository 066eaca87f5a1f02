import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { AUDITION_TIER } from "~/domain/tiers";

/**
 * Seats taken in one pool now, counted as a hold counts them (`pool_seats_taken`: paid orders,
 * unexpired holds, audition registrations, open waitlist offers). Called with the pool's row locked,
 * the lock a hold takes before it counts, so no sale can slip under a capacity being lowered.
 */
export async function countSeatsTaken(tx: Db, eventId: number, poolId: number, now: Date): Promise<number> {
  const result = await tx.execute(
    sql`select taken from pool_seats_taken(${eventId}::integer, ${now.toISOString()}::timestamptz, ${AUDITION_TIER}::text, null::integer, null::integer) where pool_id = ${poolId}`,
  );
  const row = (result as unknown as { rows: Array<{ taken: number | string }> }).rows[0];
  return row ? Number(row.taken) : 0;
}
