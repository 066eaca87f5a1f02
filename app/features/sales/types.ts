import type { CurrencyCode } from "~/domain/money";
import type { FunnelCounts, RevenueFigures, TallyPeriod } from "~/domain/sales-tally";

/** Paid orders of one group (event, currency, codes, channel) in a span, as the database summed them. */
export interface OrderGroupRow {
  eventId: number;
  currency: CurrencyCode;
  codes: string[];
  channel: string;
  orders: number;
  tickets: number;
  grossMinor: number;
  discountMinor: number;
  creditMinor: number;
}

/** Succeeded refunds made in a span, grouped like the orders they return money for. */
export interface RefundGroupRow {
  eventId: number;
  currency: CurrencyCode;
  codes: string[];
  channel: string;
  refundMinor: number;
}

/** Upgrades paid in a span after their order (decision 0038), grouped like their order: sales of their own. */
export interface UpgradeGroupRow {
  eventId: number;
  currency: CurrencyCode;
  codes: string[];
  channel: string;
  upgrades: number;
  amountMinor: number;
}

export interface TierRow {
  tierKey: string;
  label: string;
  currency: CurrencyCode;
  tickets: number;
  revenueMinor: number;
}

export interface CodeDiscountRow {
  code: string;
  currency: CurrencyCode;
  discountMinor: number;
}

export interface FunnelRow extends FunnelCounts {
  eventId: number;
}

/** Everything the database gives the tally for one span. */
export interface SpanRows {
  orderGroups: OrderGroupRow[];
  refundGroups: RefundGroupRow[];
  upgradeGroups: UpgradeGroupRow[];
  tiers: TierRow[];
  codeDiscounts: CodeDiscountRow[];
  funnel: FunnelRow[];
}

/** A row of a breakdown: this period's figures and, when there is one, the previous period's. */
export interface Compared<T> {
  current: T;
  previous: T | null;
}

export type MoneyRow = Compared<RevenueFigures>;

export interface CodeFigures {
  currency: CurrencyCode;
  orders: number;
  tickets: number;
  /** What this code took off (its share when an order had two codes). */
  discountMinor: number;
  /** What those orders paid after all their discounts, less their refunds. */
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
  byEvent: Array<{ eventId: number; label: string } & MoneyRow>;
  byChannel: Array<{ channel: string } & MoneyRow>;
  byCode: Array<{ code: string } & Compared<CodeFigures>>;
  byTier: Array<{ tierKey: string; label: string } & Compared<TierRow>>;
  /** What was paid (after discounts) per day or month, one amount per currency. */
  series: { currencies: CurrencyCode[]; rows: Array<{ bucket: string; amounts: Record<string, number> }> };
  funnel: Array<{ eventId: number; label: string } & Compared<FunnelFigures>>;
}
