import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { cartCopy } from "~/content/cart";
import { formatMoney } from "~/domain/money";
import { useCart } from "./cart-provider";

/** Proceeding with a tier whose offer upgrades to another opens this: Upgrade swaps and goes on, Decline goes on. */
export function UpgradeOfferDialog() {
  const cart = useCart();
  const offer = cart.upgradeOffer;
  const from = offer ? cart.tiers[offer.fromTier] : undefined;
  const to = offer ? cart.tiers[offer.toTier] : undefined;
  const copy = cartCopy.upgradeOffer;
  return (
    <Dialog open={!!offer && !!from && !!to} onOpenChange={(open) => !open && cart.dismissUpgrade()}>
      {offer && from && to && (
        <DialogContent data-upgrade-offer>
          <DialogTitle>{copy.title(to.label)}</DialogTitle>
          <DialogDescription>
            {copy.description(from.label, to.label, formatMoney({ amountMinor: offer.priceMinor, currency: cart.currency }))}
          </DialogDescription>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button type="button" data-accept-upgrade onClick={cart.acceptUpgrade}>
              {copy.upgrade(to.label)}
            </Button>
            <Button type="button" variant="outline" data-decline-upgrade onClick={cart.declineUpgrade}>
              {copy.decline(from.label)}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
