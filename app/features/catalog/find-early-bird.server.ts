import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import type { EarlyBirdPromotion } from "./types";

/**
 * The early-bird code an event's banner shows: an active percentage code of that event marked as its
 * early bird. Null when there is none (the banner then shows nothing).
 */
export async function findEarlyBird(options: { db: Db; eventId: number; code: string }): Promise<EarlyBirdPromotion | null> {
  const [row] = await options.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, options.code), eq(discountCodes.eventId, options.eventId), eq(discountCodes.isEarlyBird, true)))
    .limit(1);
  if (!row || !row.isActive || row.discountType !== "percentage" || row.percentOff === null || !row.endsAt) return null;
  return { code: row.code, percentOff: row.percentOff, tiers: row.eligibleTiers, endsAt: row.endsAt.toISOString() };
}
