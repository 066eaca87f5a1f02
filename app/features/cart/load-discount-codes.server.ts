import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discountCodes, events } from "~/db/schema";
import { isWellFormedCode, type DiscountCodeRule } from "~/domain/discounts";
import { isCurrencyCode } from "~/domain/money";

/** The discount codes with these (normalised) names, keyed by code; unknown and malformed codes are simply absent. */
export async function loadDiscountCodes(options: { db: Db; codes: readonly string[] }): Promise<Map<string, DiscountCodeRule>> {
  const found = new Map<string, DiscountCodeRule>();
  const codes = options.codes.filter(isWellFormedCode);
  if (codes.length === 0) return found;
  const rows = await options.db
    .select({ code: discountCodes, eventSlug: events.slug })
    .from(discountCodes)
    .leftJoin(events, eq(events.id, discountCodes.eventId))
    .where(inArray(discountCodes.code, codes));
  for (const { code: c, eventSlug } of rows) {
    const percentage = c.discountType === "percentage";
    found.set(c.code, {
      code: c.code,
      discountType: c.discountType,
      value: (percentage ? c.percentOff : c.amountMinor) ?? 0,
      currency: c.currency && isCurrencyCode(c.currency) ? c.currency : null,
      eligibleTiers: c.eligibleTiers,
      cityRestriction: eventSlug ?? null,
      customerTag: c.customerTag,
      description: c.description,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      maxUses: c.maxUses,
      usesCount: c.usesCount,
      isActive: c.isActive,
    });
  }
  return found;
}
