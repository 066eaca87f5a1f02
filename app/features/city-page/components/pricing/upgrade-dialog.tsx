import { ArrowUpCircle, Check } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { pricingCopy } from "~/content/pricing";
import { formatMoney, type Money } from "~/domain/money";
import type { PricedTier } from "~/features/catalog/types";

/**
 * The upgrade dialog on the higher tier's card: what it adds and what the upgrade costs (the
 * event's page configuration sets it). The holder asks for the signed payment link on /upgrade-to-pro-track.
 */
export function UpgradeDialog({ from, to, price, cityName, features }: { from: PricedTier; to: PricedTier; price: Money; cityName: string; features: readonly string[] }) {
  const copy = pricingCopy.upgrade;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="link"
          size="none"
          className="mt-4 self-start px-0 py-1 text-left text-sm"
          data-upgrade={`${from.key}-${to.key}`}
        >
          <ArrowUpCircle aria-hidden className="size-4 shrink-0" />
          {copy.button(from.label)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{copy.title(to.label)}</DialogTitle>
        <DialogDescription>
          {copy.description(from.label, to.label, cityName, formatMoney(price))}
        </DialogDescription>
        {features.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold">{copy.adds(to.label)}</h3>
            <ul className="mt-2 space-y-1 text-neutral-200">
              {features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-spot-400" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-5 text-neutral-300">{copy.how}</p>
        <Button asChild className="mt-6">
          <a href={copy.href}>{copy.contact}</a>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
