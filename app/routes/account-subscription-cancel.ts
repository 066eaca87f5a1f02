import { data, redirect } from "react-router";
import type { Route } from "./+types/account-subscription-cancel";
import { requireUser } from "~/features/auth/require-viewer.server";
import { cancelSubscription } from "~/features/subscriptions/cancel-subscription.server";
import { stripeSubscriptionCheckoutFor } from "~/features/subscriptions/stripe-subscription-checkout.server";
import { siteUrl } from "~/lib/env.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/private-headers";
import { isCrossSiteRequest } from "~/lib/same-origin.server";

/** The subscriber's cancel (a form on /account): effective at the end of the paid period, never before the minimum term. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireUser(request, context.app);
  if (isCrossSiteRequest(request, [new URL(siteUrl(context.app.env)).origin])) throw data(null, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  // Only a confirmed address may stand for the subscriber; otherwise only a subscription bought while signed in.
  const email = viewer.emailVerified ? viewer.email : "";
  const result = await cancelSubscription({ db: context.app.database.db, id, by: { kind: "subscriber", userId: viewer.userId, email }, now: context.app.clock.now(), mail: context.app.mail, stripe: stripeSubscriptionCheckoutFor(context.app.checkout.provider) });
  if (result.ok) context.app.emailWorker.kick();
  const outcome = result.ok ? "cancelled" : result.reason;
  return redirect(`/account?subscription=${id}&outcome=${outcome}#account-subscriptions`, { headers: PRIVATE_PAGE_HEADERS });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.app);
  return redirect("/account", { headers: PRIVATE_PAGE_HEADERS });
}
