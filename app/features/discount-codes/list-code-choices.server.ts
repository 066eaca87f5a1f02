import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events, offers, tiers } from "~/db/schema";

/** The events a code can be limited to, each with the tiers it sells (the eligible-tier choices), latest first. */
export async function listCodeChoices(options: { db: Db }) {
  const rows = await options.db
    .select({
      id: events.id,
      slug: events.slug,
      cityName: events.cityName,
      dateText: events.dateText,
      currency: events.currency,
      timeZone: events.timeZone,
      tierKey: offers.tierKey,
      label: tiers.label,
    })
    .from(events)
    .leftJoin(offers, eq(offers.eventId, events.id))
    .leftJoin(tiers, eq(tiers.key, offers.tierKey))
    .orderBy(desc(events.startsOn), asc(events.cityName), asc(offers.sortOrder));
  const byEvent = new Map<number, { id: number; slug: string; cityName: string; dateText: string; currency: string; timeZone: string; tiers: Array<{ key: string; label: string }> }>();
  for (const r of rows) {
    const event = byEvent.get(r.id) ?? { id: r.id, slug: r.slug, cityName: r.cityName, dateText: r.dateText, currency: r.currency, timeZone: r.timeZone, tiers: [] };
    if (r.tierKey) event.tiers.push({ key: r.tierKey, label: r.label ?? r.tierKey });
    byEvent.set(r.id, event);
  }
  return [...byEvent.values()];
}
