import { redirect } from "react-router";
import type { Route } from "./+types/account-subscription-portal";
import { requireUser } from "~/features/auth/require-viewer.server";
import { getPortalUrl } from "~/features/subscriptions/get-portal-url.server";
import { stripeSubscriptionCheckoutFor } from "~/features/subscriptions/stripe-subscription-checkout.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";

/** To Stripe's customer portal for the signed-in subscriber's own Stripe subscription; back to /account otherwise. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context.app);
  const id = Number(params.id);
  const result = Number.isSafeInteger(id) && id > 0
    ? await getPortalUrl({
        db: context.app.database.db,
        id,
        userId: viewer.userId,
        email: viewer.emailVerified ? viewer.email : "",
        stripe: stripeSubscriptionCheckoutFor(context.app.checkout.provider),
        returnUrl: `${siteUrl(context.app.env)}/account`,
      })
    : ({ ok: false, reason: "not_found" } as const);
  return redirect(result.ok ? result.url : `/account?subscription=${id}&outcome=${result.reason}#account-subscriptions`, { headers: PRIVATE_PAGE_HEADERS });
}
