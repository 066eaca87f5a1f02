import type { CurrencyCode } from "./money";

/** What a ledger row records (decision 0041). The table's check lists the same kinds. */
export const LEDGER_KINDS = [
  "ticket_charge",
  "upgrade_charge",
  "subscription_charge",
  "discount",
  "credit_spent",
  "refund",
  "refund_reversed",
  "dispute",
  "fee",
  "credit_issued",
  "credit_released",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Why a row was set aside for the team instead of counted. `payment_not_applied`: a payment that
 * bought nothing (a late order payment, an upgrade that could no longer be applied) and its refund.
 */
export const LEDGER_FLAG_REASONS = ["exceeds_remaining", "currency_mismatch", "unknown_reference", "provider_difference", "payment_not_applied"] as const;
export type LedgerFlagReason = (typeof LEDGER_FLAG_REASONS)[number];

/** Where a charge's money comes from: the tally's rows of tickets, upgrades and programs (subscriptions). */
export type LedgerSource = "tickets" | "upgrades" | "programs";

/** The kinds that change the money the business holds; the credit kinds are credit owed, not cash. */
const CASH_KINDS: ReadonlySet<LedgerKind> = new Set(["ticket_charge", "upgrade_charge", "subscription_charge", "discount", "credit_spent", "refund", "refund_reversed", "dispute", "fee"]);

export function isCashKind(kind: LedgerKind): boolean {
  return CASH_KINDS.has(kind);
}

/** The minimal row the figures are computed from. Amounts are signed as stored. */
export interface LedgerAmount {
  kind: LedgerKind;
  amountMinor: number;
  currency: CurrencyCode;
  flagged?: boolean;
}

/**
 * The team's figures of a set of ledger rows in one currency. Written once here and shown beside
 * the figures (content/sales) and in docs/ledger.md:
 * - gross: what was charged at list price (tickets, upgrades, subscription periods);
 * - discounts: what codes took off; credits: what was paid with a credit instead of money;
 * - refunds: money given back, net of refunds the provider later reversed, plus chargebacks;
 * - net: gross − discounts − credits − refunds, the buyers' money that came in and stayed;
 * - fees: what the payment provider kept for taking that money (Stripe's fee on each charge, as its
 *   balance transactions report it). Not the buyers' money, so in neither refunds nor net: what
 *   reaches the bank is net − fees (`afterFeesMinor`).
 * Flagged rows count in none of them; credit issued or released is not money and counts in none.
 */
export interface LedgerFigures {
  currency: CurrencyCode;
  grossMinor: number;
  discountMinor: number;
  creditMinor: number;
  refundMinor: number;
  netMinor: number;
  feeMinor: number;
}

export function zeroFigures(currency: CurrencyCode): LedgerFigures {
  return { currency, grossMinor: 0, discountMinor: 0, creditMinor: 0, refundMinor: 0, netMinor: 0, feeMinor: 0 };
}

/** What reaches the bank: the buyers' net less the provider's fees. */
export function afterFeesMinor(figures: Pick<LedgerFigures, "netMinor" | "feeMinor">): number {
  return figures.netMinor - figures.feeMinor;
}

/** Adds one row to figures of its currency (mutates and returns them). */
export function addToFigures(figures: LedgerFigures, row: LedgerAmount): LedgerFigures {
  if (row.flagged || row.currency !== figures.currency || !isCashKind(row.kind)) return figures;
  switch (row.kind) {
    case "ticket_charge":
    case "upgrade_charge":
    case "subscription_charge":
      figures.grossMinor += row.amountMinor;
      break;
    case "discount":
      figures.discountMinor -= row.amountMinor;
      break;
    case "credit_spent":
      figures.creditMinor -= row.amountMinor;
      break;
    case "fee":
      figures.feeMinor -= row.amountMinor;
      return figures;
    default:
      figures.refundMinor -= row.amountMinor;
  }
  figures.netMinor += row.amountMinor;
  return figures;
}

/** Figures per currency, never added across currencies; sorted by currency code. */
export function ledgerFigures(rows: readonly LedgerAmount[]): LedgerFigures[] {
  const byCurrency = new Map<CurrencyCode, LedgerFigures>();
  for (const row of rows) {
    if (row.flagged || !isCashKind(row.kind)) continue;
    let figures = byCurrency.get(row.currency);
    if (!figures) byCurrency.set(row.currency, (figures = zeroFigures(row.currency)));
    addToFigures(figures, row);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Which row of the tally a charge-side kind belongs to; null for kinds that follow their charge. */
export function sourceOfKind(kind: LedgerKind): LedgerSource | null {
  if (kind === "ticket_charge") return "tickets";
  if (kind === "upgrade_charge") return "upgrades";
  if (kind === "subscription_charge") return "programs";
  return null;
}

/**
 * The tally's row any ledger row belongs to: a charge is its own source; a refund, discount, credit
 * spent, reversal, dispute or fee follows what it names (an upgrade's refund the upgrades, a
 * subscription's money the programs), else the order's tickets. The rollup's SQL
 * (`ledger_entry_source`, drizzle/0049_ledger_rollups.sql) applies the same rule.
 */
export function sourceOfEntry(entry: { kind: LedgerKind; upgradeId?: number | null; subscriptionId?: number | null }): LedgerSource {
  const own = sourceOfKind(entry.kind);
  if (own) return own;
  if (entry.subscriptionId !== null && entry.subscriptionId !== undefined) return "programs";
  if (entry.upgradeId !== null && entry.upgradeId !== undefined) return "upgrades";
  return "tickets";
}

/**
 * An order's money as its page shows it, per currency: what was paid (in money, after discounts and
 * credits), what went back (refunds, chargebacks), what was turned into credit, and what is left.
 * `leftMinor` is never negative: a row that would take it below zero is flagged, not counted. The
 * provider's fees are the team's cost, not the buyer's money: shown apart, never in what is left.
 */
export interface OrderMoney {
  currency: CurrencyCode;
  paidMinor: number;
  refundedMinor: number;
  creditedMinor: number;
  leftMinor: number;
  feeMinor: number;
}

export function orderMoney(rows: readonly LedgerAmount[], currency: CurrencyCode): OrderMoney {
  let paidMinor = 0;
  let refundedMinor = 0;
  let creditedMinor = 0;
  let feeMinor = 0;
  for (const row of rows) {
    if (row.flagged || row.currency !== currency) continue;
    if (row.kind === "credit_issued") creditedMinor += row.amountMinor;
    else if (row.kind === "credit_released") continue;
    else if (row.kind === "fee") feeMinor -= row.amountMinor;
    else if (row.kind === "refund" || row.kind === "refund_reversed" || row.kind === "dispute") refundedMinor -= row.amountMinor;
    else paidMinor += row.amountMinor;
  }
  return { currency, paidMinor, refundedMinor, creditedMinor, leftMinor: Math.max(0, paidMinor - refundedMinor - creditedMinor), feeMinor };
}
