import type { LedgerFigures, LedgerKind, LedgerSource } from "~/domain/ledger";
import type { CurrencyCode } from "~/domain/money";
import type { FunnelCounts, RevenueFigures, TallyPeriod } from "~/domain/sales-tally";

/**
 * Ledger rows of a span (flagged ones left out) summed by everything a table of the tally groups
 * by, as the raw ledger and the daily rollup both give them: the figures are made from these in
 * TypeScript with the ledger's own definitions (app/domain/ledger.ts).
 */
export interface LedgerGroupRow {
  currency: CurrencyCode;
  /** Null: no event (a program bought on the virtual page). */
  eventId: number | null;
  /** The tally's row of tickets, upgrades or programs the money belongs to (sourceOfEntry). */
  source: LedgerSource;
  /** The tier sold (a ticket's as sold, an upgrade's to-tier, a subscription's), or null. */
  tierKey: string | null;
  kind: LedgerKind;
  /** The code a discount row is the share of; null for other kinds. */
  code: string | null;
  /** The order's codes as they stand (none for a subscription's money). */
  codes: string[];
  /** The sales channel label: the order's campaign tags, or the programs' own label. */
  channel: string;
  amountMinor: number;
  /** Tickets of the ticket charges (and 1 per upgrade or subscription charge). */
  quantity: number;
  /** Orders counted on their first ticket charge. */
  orders: number;
}

/** Ledger rows of the current period summed per day or month, currency and kind: the revenue series. */
export interface BucketKindRow {
  bucket: string;
  currency: CurrencyCode;
  kind: LedgerKind;
  amountMinor: number;
}

export interface FunnelRow extends FunnelCounts {
  eventId: number;
}

/** Everything the database gives the tally for one span. */
export interface SpanRows {
  ledger: LedgerGroupRow[];
  funnel: FunnelRow[];
}

/** A row of a breakdown: this period's figures and, when there is one, the previous period's. */
export interface Compared<T> {
  current: T;
  previous: T | null;
}

export type MoneyRow = Compared<RevenueFigures>;

/** A tier's money: the ledger's figures of its rows, and the tickets sold as it. */
export interface TierFigures extends LedgerFigures {
  tickets: number;
}

export interface CodeFigures {
  currency: CurrencyCode;
  orders: number;
  tickets: number;
  /** What this code took off (its own share when an order had two codes). */
  discountMinor: number;
  /** The net of the orders that used the code: after all their discounts, credits and refunds, with their upgrades. */
  netMinor: number;
}

export interface FunnelFigures extends FunnelCounts {
  createdRate: number | null;
  paidRate: number | null;
  overallRate: number | null;
}

export interface SalesTally {
  period: TallyPeriod;
  timeZone: string;
  summary: MoneyRow[];
  /** eventId null: programs bought online, with no event. */
  byEvent: Array<{ eventId: number | null; label: string } & MoneyRow>;
  byChannel: Array<{ channel: string } & MoneyRow>;
  /** code "": a discount given under no code. */
  byCode: Array<{ code: string; label: string } & Compared<CodeFigures>>;
  /** One row per source, tier and currency; `label` is unique per currency ("Tickets: Core Experience · boston_core"). */
  byTier: Array<{ source: LedgerSource; tierKey: string | null; tierLabel: string; label: string } & Compared<TierFigures>>;
  /** Net (gross less discounts, credits and refunds) per day or month, one amount per currency. */
  series: { currencies: CurrencyCode[]; rows: Array<{ bucket: string; amounts: Record<string, number> }> };
  funnel: Array<{ eventId: number; label: string } & Compared<FunnelFigures>>;
}
