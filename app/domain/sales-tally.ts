import type { CalendarDate } from "./dates";
import type { CurrencyCode } from "./money";
import { addDays, startOfDayInZone } from "./zoned-day";

/** The tally's date presets; "custom" is a from/to the team typed. */
export const TALLY_PRESETS = ["today", "7d", "30d", "tour", "all"] as const;
export type TallyPreset = (typeof TALLY_PRESETS)[number];

/** Whole days in the team's zone, first and last included, and the instants they span: [from, to). */
export interface TallySpan {
  firstDay: CalendarDate;
  lastDay: CalendarDate;
  from: Date;
  to: Date;
}

export interface TallyPeriod extends TallySpan {
  preset: TallyPreset | "custom";
  /** The same number of days just before; none for "all time". */
  previous: TallySpan | null;
  /** Days up to two months; longer ranges are drawn by month so the chart and its table stay readable. */
  bucket: "day" | "month";
}

const MAX_DAY_BUCKETS = 62;

/** Days from one calendar day to another (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function span(firstDay: CalendarDate, lastDay: CalendarDate, timeZone: string): TallySpan {
  return { firstDay, lastDay, from: startOfDayInZone(firstDay, timeZone), to: startOfDayInZone(addDays(lastDay, 1), timeZone) };
}

/**
 * The period a preset or a typed range covers, in the team's zone. `firstSaleDay` is the day of the
 * first paid order (for "all time") and `tourStartDay` the first sale of an event on the current tour
 * ("this tour": from then to today); either is today when nothing has sold yet. A typed range wins
 * over the preset; its days are put in order.
 */
export function tallyPeriod(options: {
  preset: TallyPreset;
  custom?: { from: CalendarDate; to: CalendarDate } | null;
  today: CalendarDate;
  timeZone: string;
  firstSaleDay?: CalendarDate | null;
  tourStartDay?: CalendarDate | null;
}): TallyPeriod {
  const { preset, custom, today, timeZone } = options;
  let firstDay: CalendarDate;
  let lastDay: CalendarDate = today;
  if (custom) [firstDay, lastDay] = custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
  else if (preset === "today") firstDay = today;
  else if (preset === "7d") firstDay = addDays(today, -6);
  else if (preset === "30d") firstDay = addDays(today, -29);
  else if (preset === "tour") firstDay = minDay(options.tourStartDay ?? today, today);
  else firstDay = minDay(options.firstSaleDay ?? today, today);

  const length = daysBetween(firstDay, lastDay) + 1;
  const previous = !custom && preset === "all" ? null : span(addDays(firstDay, -length), addDays(firstDay, -1), timeZone);
  return { ...span(firstDay, lastDay, timeZone), preset: custom ? "custom" : preset, previous, bucket: length > MAX_DAY_BUCKETS ? "month" : "day" };
}

function minDay(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a <= b ? a : b;
}

/** The chart's buckets across a period: each day ("2025-10-18") or each month ("2025-10"). */
export function periodBuckets(period: Pick<TallyPeriod, "firstDay" | "lastDay" | "bucket">): string[] {
  const buckets: string[] = [];
  if (period.bucket === "day") {
    for (let day = period.firstDay; day <= period.lastDay; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  let [year, month] = period.firstDay.split("-").map(Number) as [number, number];
  const last = period.lastDay.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    buckets.push(key);
    if (key >= last) return buckets;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

export interface BucketAmount {
  bucket: string;
  currency: CurrencyCode;
  amountMinor: number;
}

/**
 * One row per bucket with an amount for each currency that sold anywhere in the period (0 where it
 * did not sell that day), so each currency draws one unbroken line. Currencies are never added up.
 */
export function revenueSeries(buckets: readonly string[], rows: readonly BucketAmount[]): { currencies: CurrencyCode[]; rows: Array<{ bucket: string; amounts: Record<string, number> }> } {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  const byBucket = new Map<string, Record<string, number>>();
  for (const bucket of buckets) byBucket.set(bucket, Object.fromEntries(currencies.map((c) => [c, 0])));
  for (const row of rows) {
    const amounts = byBucket.get(row.bucket);
    if (amounts) amounts[row.currency] = (amounts[row.currency] ?? 0) + row.amountMinor;
  }
  return { currencies, rows: buckets.map((bucket) => ({ bucket, amounts: byBucket.get(bucket) ?? {} })) };
}

/** Money per currency: gross (before discounts), discounts, credits spent, refunds and what is left. */
export interface RevenueFigures {
  currency: CurrencyCode;
  orders: number;
  tickets: number;
  grossMinor: number;
  discountMinor: number;
  /** Paid with a credit: money already counted on the order the credit came from, so not counted again. */
  creditMinor: number;
  refundMinor: number;
  netMinor: number;
  /** The payment provider's fees: counted apart from net (the summary's "after fees" is net less these). */
  feeMinor: number;
}

/** Net is gross less discounts, credits spent and refunds, per currency: the money that came in. */
export function revenueFigures(row: Omit<RevenueFigures, "netMinor">): RevenueFigures {
  return { ...row, netMinor: row.grossMinor - row.discountMinor - row.creditMinor - row.refundMinor };
}

/** A share of a whole, as a fraction (0.25), or null when there is no whole to share. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** "25%", "33.3%", "—" when there is no rate. */
export function formatRate(value: number | null): string {
  if (value === null) return "—";
  const percent = Math.round(value * 1000) / 10;
  return `${percent}%`;
}

export interface FunnelCounts {
  started: number;
  created: number;
  paid: number;
}

/** The funnel's conversion rates: started → created, created → paid, and started → paid overall. */
export function funnelRates(counts: FunnelCounts): { createdRate: number | null; paidRate: number | null; overallRate: number | null } {
  return { createdRate: rate(counts.created, counts.started), paidRate: rate(counts.paid, counts.created), overallRate: rate(counts.paid, counts.started) };
}

/** A sales channel from an order's first-touch campaign tags: "source / medium / campaign", or direct. */
export function salesChannel(utm: { source?: string | null; medium?: string | null; campaign?: string | null }): string {
  const parts = [utm.source, utm.medium, utm.campaign].map((p) => (typeof p === "string" ? p.trim() : "")).filter(Boolean);
  return parts.length === 0 ? "direct" : parts.join(" / ");
}
