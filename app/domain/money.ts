export const CURRENCIES = ["USD", "GBP", "CAD"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** An amount in minor units (cents, pence). Never a float. */
export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

const SYMBOLS: Record<CurrencyCode, string> = { USD: "$", GBP: "£", CAD: "C$" };

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}

// Made once: `toLocaleString` builds a new formatter on every call, and prices are formatted often.
const WHOLE = new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const WITH_MINOR = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$168", "£133", "C$227"; minor units are shown only when there are any. */
export function formatMoney({ amountMinor, currency }: Money): string {
  const amount = (amountMinor % 100 === 0 ? WHOLE : WITH_MINOR).format(amountMinor / 100);
  return `${amountMinor < 0 ? "-" : ""}${SYMBOLS[currency]}${amount.replace("-", "")}`;
}

/** Whole currency units to minor units, rejecting fractions of a minor unit. */
export function toMinor(units: number): number {
  const minor = Math.round(units * 100);
  if (Math.abs(minor - units * 100) > 1e-6) throw new RangeError(`${units} has more than two decimals`);
  return minor;
}
