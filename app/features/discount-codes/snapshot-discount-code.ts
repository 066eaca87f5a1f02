import type { discountCodes } from "~/db/schema";
import type { DiscountCodeSnapshot } from "./types";

/** The fields the team sets, for the audit log's before and after (instants as ISO text). */
export function snapshotDiscountCode(row: typeof discountCodes.$inferSelect): DiscountCodeSnapshot {
  return {
    code: row.code,
    discountType: row.discountType,
    percentOff: row.percentOff,
    amountMinor: row.amountMinor,
    currency: row.currency,
    eventId: row.eventId,
    eligibleTiers: [...row.eligibleTiers],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    usesCount: row.usesCount,
    description: row.description,
    customerTag: row.customerTag,
    isActive: row.isActive,
    isEarlyBird: row.isEarlyBird,
  };
}
