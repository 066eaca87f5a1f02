import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditionRegistrations } from "~/db/schema";
import { AUDITION_TIER } from "~/domain/tiers";


/**
 * Seats taken per tier of an event. Each free audition registration takes an Audition Only seat.
 * Paid tiers take seats through orders, which the checkout adds to this count.
 */
export async function countSeatsTaken(options: { db: Db; eventId: number }): Promise<Record<string, number>> {
  const [row] = await options.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditionRegistrations)
    .where(eq(auditionRegistrations.eventId, options.eventId));
  return { [AUDITION_TIER]: row?.n ?? 0 };
}
