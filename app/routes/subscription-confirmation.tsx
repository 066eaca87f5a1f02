import { data } from "react-router";
import type { Route } from "./+types/subscription-confirmation";
import { site } from "~/content/site";
import { subscriptionCopy } from "~/content/subscriptions";
import { SubscriptionConfirmation } from "~/features/subscriptions/components/subscription-confirmation";
import { getSubscriptionView } from "~/features/subscriptions/get-subscription-view.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** A subscription behind its unguessable reference: personal, never cached or indexed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("s") ?? "";
  const view = TOKEN.test(token) ? await getSubscriptionView({ db: context.app.database.db, token }) : null;
  if (!view) throw data(null, { status: 404, headers: PRIVATE });
  const { id: _id, token: _token, ...shown } = view;
  return data({ view: { ...shown, id: 0, token: "" } }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta() {
  return [{ title: `${subscriptionCopy.confirmation.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{subscriptionCopy.confirmation.notFound}</h1>
    </section>
  );
}

export default function SubscriptionConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionConfirmation view={loaderData.view} />;
}
