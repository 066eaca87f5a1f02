import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import type { EarlyBirdPromotion } from "./types";

/**
 * The early-bird code an event's banner shows: the event's code the team flagged as its early bird on
 * /discount-codes (at most one per event), when it is an active percentage code with an end. The page
 * configuration's `code` turns the banner on; the flag decides which code it shows, so moving the flag
 * moves the banner. Null when there is none (the banner then shows nothing).
 */
export async function findEarlyBird(options: { db: Db; eventId: number; code: string }): Promise<EarlyBirdPromotion | null> {
  const [row] = await options.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.eventId, options.eventId), eq(discountCodes.isEarlyBird, true)))
    .limit(1);
  if (!row || !row.isActive || row.discountType !== "percentage" || row.percentOff === null || !row.endsAt) return null;
  return { code: row.code, percentOff: row.percentOff, tiers: row.eligibleTiers, endsAt: row.endsAt.toISOString() };
}
