import type { Db } from "~/db/client.server";
import { events, tiers } from "~/db/schema";
import { calendarDateInZone } from "~/domain/dates";
import { tallyPeriod } from "~/domain/sales-tally";
import { assembleSalesTally } from "./assemble-sales-tally";
import { findFirstSaleDays } from "./find-first-sale-days.server";
import { queryTallyRows } from "./query-tally-rows.server";
import type { TallyQuery } from "./tally-query-schema";
import type { SalesTally } from "./types";

/**
 * The team's sales tally over a preset or typed range of days in the team's zone: paid revenue
 * (gross, discounts, refunds, net) and tickets by event, tier, code and channel, the previous period
 * beside each, revenue per day, and the checkout funnel per event. Amounts stay per currency.
 */
export async function getSalesTally(options: { db: Db; now: Date; timeZone: string; query: Pick<TallyQuery, "preset"> & Partial<Pick<TallyQuery, "from" | "to">> }): Promise<SalesTally> {
  const { db, now, timeZone, query } = options;
  const custom = query.from && query.to ? { from: query.from, to: query.to } : null;
  const starts = !custom && (query.preset === "tour" || query.preset === "all") ? await findFirstSaleDays(db, timeZone) : null;
  const period = tallyPeriod({ preset: query.preset, custom, today: calendarDateInZone(now, timeZone), timeZone, ...starts });
  const [eventRows, tierRows] = await Promise.all([
    db.select({ id: events.id, cityName: events.cityName, dateText: events.dateText }).from(events),
    db.select({ key: tiers.key, label: tiers.label }).from(tiers),
  ]);
  const tierLabels = new Map(tierRows.map((t) => [t.key, t.label]));
  const { current, previous, revenue } = await queryTallyRows(db, { current: period, previous: period.previous, timeZone, bucket: period.bucket, tierLabels });
  const eventLabels = new Map(eventRows.map((e) => [e.id, `${e.cityName} · ${e.dateText}`]));
  return assembleSalesTally({ period, timeZone, current: { ...current, revenue }, previous, eventLabels });
}
