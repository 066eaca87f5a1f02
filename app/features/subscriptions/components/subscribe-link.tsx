import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { subscriptionCopy } from "~/content/subscriptions";
import { subscriptionLinks } from "../subscription-links";

/**
 * A monthly tier card's action: to the subscription checkout for that tier (and the event whose
 * price it shows, none on the virtual beta page), never into the one-time cart.
 */
export function SubscribeLink({ tierKey, label, eventSlug }: { tierKey: string; label: string; eventSlug?: string | null }) {
  return (
    <Button asChild className="w-full">
      <Link to={subscriptionLinks.subscribePath(tierKey, eventSlug)} data-subscribe={tierKey} aria-label={subscriptionCopy.subscribeCta.aria(label)}>
        {subscriptionCopy.subscribeCta.label}
      </Link>
    </Button>
  );
}
