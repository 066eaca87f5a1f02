import { formatStoredAmount } from "~/domain/ledger-view";
import { cn } from "~/lib/cn";

/**
 * An amount as the back office shows it, through the domain's money format ("$1,234.50", "-£5"), digits
 * lined up. A currency the site does not sell in is still shown, with its code ("EUR 12.50").
 */
export function MoneyCell({ amountMinor, currency, className }: { amountMinor: number | null | undefined; currency: string; className?: string }) {
  if (amountMinor === null || amountMinor === undefined) return null;
  return (
    <span data-money className={cn("tabular-nums whitespace-nowrap", className)}>
      {formatStoredAmount(amountMinor, currency)}
    </span>
  );
}
