import { redirect } from "react-router";
import type { Route } from "./+types/upgrade-link";
import { upgradeLinks } from "~/features/checkout/upgrades/upgrade-link.server";

/** /upgrade/{token}: the short form of an upgrade link, sent on to its confirmation page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(upgradeLinks.confirmation("", params.token), { headers: { "Cache-Control": "private, no-store" } });
}
