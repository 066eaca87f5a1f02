import type { Route } from "./+types/beta-payment";
import { checkoutCopy } from "~/content/checkout";
import { site } from "~/content/site";
import { CheckoutPage } from "~/features/checkout/components/checkout-page";

export function loader({ context }: Route.LoaderArgs) {
  return { testMode: context.app.checkout.provider.testMode };
}

export function meta() {
  return [{ title: `${checkoutCopy.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** Checkout: the cart from this tab priced by the server, the buyer's and students' details, then payment. */
export default function BetaPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage testMode={loaderData.testMode} />;
}
