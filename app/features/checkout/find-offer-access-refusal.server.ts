import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { offerAccessLists, offers } from "~/db/schema";

/**
 * The first of these tiers of the event that is sold only to a list the buyer's address is not on
 * (the team's list on the event: a studio's students and alumni, deposit holders), or null.
 */
export async function findOfferAccessRefusal(options: { db: Db; eventId: number; tierKeys: readonly string[]; email: string }): Promise<string | null> {
  if (options.tierKeys.length === 0) return null;
  const rows = await options.db
    .select({ tierKey: offers.tierKey, emails: offerAccessLists.emails })
    .from(offerAccessLists)
    .innerJoin(offers, eq(offers.id, offerAccessLists.offerId))
    .where(and(eq(offers.eventId, options.eventId), inArray(offers.tierKey, [...options.tierKeys])));
  const email = options.email.trim().toLowerCase();
  return rows.find((r) => !r.emails.includes(email))?.tierKey ?? null;
}
