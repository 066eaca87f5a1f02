import type { Db } from "~/db/client.server";
import { events, tiers } from "~/db/schema";
import { calendarDateInZone } from "~/domain/dates";
import { daysBetween, tallyPeriod } from "~/domain/sales-tally";
import { assembleSalesTally } from "./assemble-sales-tally";
import { findFirstSaleDays } from "./find-first-sale-days.server";
import { findFirstSaleDaysFromRollups, queryTallyRollups, SALES_ROLLUP_TIME_ZONE } from "./query-tally-rollups.server";
import { queryTallyRows } from "./query-tally-rows.server";
import type { TallyQuery } from "./tally-query-schema";
import type { SalesTally } from "./types";

/** From this many days (the period and the one before it) the daily rollups answer; shorter ones read the ledger. */
export const ROLLUP_FROM_DAYS = 8;

/**
 * The team's sales tally over a preset or typed range of days in the team's zone, every money figure
 * from the ledger (gross, discounts, credits, refunds, net as app/domain/ledger.ts defines them) and
 * tickets, by event, source and tier, code and channel, the previous period beside each, net per day,
 * and the checkout funnel per event. Amounts stay per currency. Wide ranges read the daily rollups
 * when the team's zone is theirs (`source` forces one way, for tests: "orders" reads the raw ledger).
 */
export async function getSalesTally(options: {
  db: Db;
  now: Date;
  timeZone: string;
  query: Pick<TallyQuery, "preset"> & Partial<Pick<TallyQuery, "from" | "to">>;
  source?: "auto" | "rollups" | "orders";
}): Promise<SalesTally> {
  const { db, now, timeZone, query } = options;
  const source = options.source ?? "auto";
  const zoneFits = timeZone === SALES_ROLLUP_TIME_ZONE;
  if (source === "rollups" && !zoneFits) throw new Error(`The sales rollups count days in ${SALES_ROLLUP_TIME_ZONE}, not ${timeZone}`);
  const custom = query.from && query.to ? { from: query.from, to: query.to } : null;
  const rollupsFit = source !== "orders" && zoneFits;
  const starts = !custom && (query.preset === "tour" || query.preset === "all") ? await (rollupsFit ? findFirstSaleDaysFromRollups(db) : findFirstSaleDays(db, timeZone)) : null;
  const period = tallyPeriod({ preset: query.preset, custom, today: calendarDateInZone(now, timeZone), timeZone, ...starts });
  const first = (period.previous ?? period).firstDay;
  const useRollups = source === "rollups" || (rollupsFit && daysBetween(first, period.lastDay) + 1 >= ROLLUP_FROM_DAYS);
  const [eventRows, tierRows] = await Promise.all([
    db.select({ id: events.id, cityName: events.cityName, dateText: events.dateText }).from(events),
    db.select({ key: tiers.key, label: tiers.label }).from(tiers),
  ]);
  const tierLabels = new Map(tierRows.map((t) => [t.key, t.label]));
  const { current, previous, revenue } = useRollups
    ? await queryTallyRollups(db, { current: period, previous: period.previous, bucket: period.bucket })
    : await queryTallyRows(db, { current: period, previous: period.previous, timeZone, bucket: period.bucket });
  const eventLabels = new Map(eventRows.map((e) => [e.id, `${e.cityName} · ${e.dateText}`]));
  return assembleSalesTally({ period, timeZone, current: { ...current, revenue }, previous, eventLabels, tierLabels });
}
