import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventPrices } from "~/db/schema";
import { isCurrencyCode, type Money } from "~/domain/money";

/** An event's own prices, keyed by tier key; tiers missing from the result use base × the event's multiplier. */
export async function getEventPrices(options: { db: Db; eventId: number; slug: string }): Promise<Record<string, Money>> {
  const rows = await options.db.select().from(eventPrices).where(eq(eventPrices.eventId, options.eventId));
  const prices: Record<string, Money> = {};
  for (const p of rows) {
    if (!isCurrencyCode(p.currency)) throw new Error(`Price of ${p.tierKey} at ${options.slug} has unknown currency`);
    prices[p.tierKey] = { amountMinor: p.amountMinor, currency: p.currency };
  }
  return prices;
}
