import { data } from "react-router";
import type { Route } from "./+types/subscription-card";
import { site } from "~/content/site";
import { subscriptionCopy } from "~/content/subscriptions";
import { UpdateCardForm } from "~/features/subscriptions/components/update-card-form";
import { getCardPage } from "~/features/subscriptions/get-card-page.server";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "strict-origin" };

/** The signed link in a failed-payment email: enter a new test card. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getCardPage({ db: context.app.database.db, secret: context.app.secret, token: params.token, now: context.app.clock.now() });
  if (!page) throw data(null, { status: 404, headers: PRIVATE });
  return data({ ...page, token: params.token }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta() {
  return [{ title: `${subscriptionCopy.card.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{subscriptionCopy.card.title}</h1>
      <p className="mt-4 text-neutral-300">{subscriptionCopy.card.invalidLink}</p>
    </section>
  );
}

export default function SubscriptionCardRoute({ loaderData }: Route.ComponentProps) {
  const words = subscriptionCopy.card;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 [overflow-wrap:anywhere]">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="mt-3 text-neutral-300">{words.intro(loaderData.label, loaderData.priceText)}</p>
      <div className="mt-8">{loaderData.state === "open" ? <UpdateCardForm token={loaderData.token} /> : <p role="status">{words.linkState[loaderData.state]}</p>}</div>
    </div>
  );
}
