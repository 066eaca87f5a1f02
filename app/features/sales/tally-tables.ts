import { salesCopy, type TallyTable } from "~/content/sales";
import type { CsvCell } from "~/domain/csv";
import { afterFeesMinor } from "~/domain/ledger";
import type { RevenueFigures } from "~/domain/sales-tally";
import type { SalesTally, TierFigures } from "./types";

const c = salesCopy.columns;

/** One of the tally's tables as header and rows: what the CSV holds. Amounts are in major units (12.5), rates as fractions. */
export interface TallyTableData {
  header: string[];
  rows: CsvCell[][];
}

const amount = (minor: number) => minor / 100;
const withPrevious = (names: string[], hasPrevious: boolean) => (hasPrevious ? names.flatMap((n) => [n, c.previous(n)]) : names);
const pairs = <T>(current: T, previous: T | null, pick: (v: T) => CsvCell[]): CsvCell[] => {
  const now = pick(current);
  if (!previous) return now;
  const before = pick(previous);
  return now.flatMap((v, i) => [v, before[i]]);
};

const MONEY_COLUMNS = [c.orders, c.tickets, c.gross, c.discounts, c.credits, c.refunds, c.net];
const money = (f: RevenueFigures): CsvCell[] => [f.orders, f.tickets, amount(f.grossMinor), amount(f.discountMinor), amount(f.creditMinor), amount(f.refundMinor), amount(f.netMinor)];
/** The summary's columns: the money columns, then the provider's fees and what is left after them. */
const SUMMARY_COLUMNS = [...MONEY_COLUMNS, c.fees, c.afterFees];
const summaryMoney = (f: RevenueFigures): CsvCell[] => [...money(f), amount(f.feeMinor), amount(afterFeesMinor(f))];
/** A tier's columns: the same money as the summary's, so the rows add up to it. */
const TIER_COLUMNS = [c.tickets, c.gross, c.discounts, c.credits, c.refunds, c.net];
const tierMoney = (f: TierFigures): CsvCell[] => [f.tickets, amount(f.grossMinor), amount(f.discountMinor), amount(f.creditMinor), amount(f.refundMinor), amount(f.netMinor)];

/** The named table of a tally, with the previous period's column beside each figure when there is one. */
export function tallyTable(tally: SalesTally, table: TallyTable): TallyTableData {
  const prev = tally.period.previous !== null;
  switch (table) {
    case "summary":
      return { header: [c.currency, ...withPrevious(SUMMARY_COLUMNS, prev)], rows: tally.summary.map((r) => [r.current.currency, ...pairs(r.current, r.previous, summaryMoney)]) };
    case "events":
      return { header: [c.event, c.currency, ...withPrevious(MONEY_COLUMNS, prev)], rows: tally.byEvent.map((r) => [r.label, r.current.currency, ...pairs(r.current, r.previous, money)]) };
    case "channels":
      return { header: [c.channel, c.currency, ...withPrevious(MONEY_COLUMNS, prev)], rows: tally.byChannel.map((r) => [r.channel, r.current.currency, ...pairs(r.current, r.previous, money)]) };
    case "codes":
      return {
        header: [c.code, c.currency, ...withPrevious([c.orders, c.tickets, c.discountGiven, c.net], prev)],
        rows: tally.byCode.map((r) => [r.label, r.current.currency, ...pairs(r.current, r.previous, (f) => [f.orders, f.tickets, amount(f.discountMinor), amount(f.netMinor)])]),
      };
    case "tiers":
      return {
        header: [c.source, c.tier, c.currency, ...withPrevious(TIER_COLUMNS, prev)],
        rows: tally.byTier.map((r) => [salesCopy.sources[r.source] ?? r.source, r.tierLabel, r.current.currency, ...pairs(r.current, r.previous, tierMoney)]),
      };
    case "revenue":
      return {
        header: [tally.period.bucket === "day" ? c.day : c.month, ...tally.series.currencies],
        rows: tally.series.rows.map((r) => [r.bucket, ...tally.series.currencies.map((cur) => amount(r.amounts[cur] ?? 0))]),
      };
    case "funnel":
      return {
        header: [c.event, ...withPrevious([c.started, c.created, c.paid, c.createdRate, c.paidRate, c.overallRate], prev)],
        rows: tally.funnel.map((r) => [r.label, ...pairs(r.current, r.previous, (f) => [f.started, f.created, f.paid, f.createdRate, f.paidRate, f.overallRate])]),
      };
  }
}
