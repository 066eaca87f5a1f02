import { formatMoney, isCurrencyCode } from "./money";
import { isCashKind, LEDGER_KINDS, type LedgerKind, type OrderMoney } from "./ledger";

/** The kinds that change the money the business holds, for SQL filters (`kind in (...)`). */
export const CASH_KIND_LIST: readonly LedgerKind[] = LEDGER_KINDS.filter(isCashKind);

/** The kinds of an order's money in (after codes and credits), as `orderMoney` counts `paidMinor`. */
export const ORDER_PAID_KINDS: readonly LedgerKind[] = ["ticket_charge", "upgrade_charge", "subscription_charge", "discount", "credit_spent"];
/** The kinds that took money back out, as `orderMoney` counts `refundedMinor` (their amounts are negative). */
export const ORDER_BACK_KINDS: readonly LedgerKind[] = ["refund", "refund_reversed", "dispute"];

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}

/**
 * An amount as a ledger row stored it. Our currencies read as everywhere else ("$168"); a flagged row
 * keeps whatever currency the provider sent, shown with its own code and its own minor units
 * ("EUR 12.50"), never converted.
 */
export function formatStoredAmount(amountMinor: number, currency: string): string {
  if (isCurrencyCode(currency)) return formatMoney({ amountMinor, currency });
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not a currency this runtime knows: read it as two decimals, with the code as sent.
  }
  const amount = (Math.abs(amountMinor) / 10 ** digits).toFixed(digits);
  return `${amountMinor < 0 ? "-" : ""}${currency.toUpperCase()} ${amount}`;
}

/**
 * What a new refund or credit may still give back: the ledger's left (paid less what went back and
 * what was turned into credit) less refunds already on their way to the provider, which the ledger
 * records only once they succeed. Never negative.
 */
export function leftToGiveBack(money: Pick<OrderMoney, "leftMinor">, pendingRefundsMinor: number): number {
  return Math.max(0, money.leftMinor - Math.max(0, pendingRefundsMinor));
}

/** One line's money as the order page tells it: what the ticket cost with the order, and each upgrade paid for it later. */
export interface LineMoney {
  withOrderMinor: number;
  upgradesMinor: number[];
  totalMinor: number;
}

export function lineMoney(withOrderMinor: number, upgradesMinor: readonly number[]): LineMoney {
  return { withOrderMinor, upgradesMinor: [...upgradesMinor], totalMinor: withOrderMinor + upgradesMinor.reduce((n, m) => n + m, 0) };
}
