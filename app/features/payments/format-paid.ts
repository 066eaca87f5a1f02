import { formatMoney, isCurrencyCode } from "~/domain/money";

/** What a provider says it took, in words: a currency the site does not sell in is shown as the provider gave it. */
export function formatPaid(payment: { amountMinor: number; currency: string }): string {
  const { amountMinor, currency } = payment;
  return isCurrencyCode(currency) ? formatMoney({ amountMinor, currency }) : `${amountMinor} ${currency}`;
}
