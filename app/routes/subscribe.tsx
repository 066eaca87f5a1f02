import { data } from "react-router";
import type { Route } from "./+types/subscribe";
import { mentorshipDetails, pricingCopy } from "~/content/pricing";
import { site } from "~/content/site";
import { subscriptionCopy } from "~/content/subscriptions";
import { SubscribePage } from "~/features/subscriptions/components/subscribe-page";
import { getSubscribePage } from "~/features/subscriptions/get-subscribe-page.server";
import { readAccessGrant } from "~/features/offer-access/offer-access-grant.server";
import { loadMentorshipCohort } from "~/features/programs/load-mentorship-cohort.server";

// The schedule depends on the day (a cohort start that has passed starts on purchase): never cached.
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The subscription checkout for one monthly tier, at the catalog's price (the event's when `?event=` names one). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const eventSlug = new URL(request.url).searchParams.get("event");
  const page = await getSubscribePage({
    db: context.app.database.db,
    tierKey: params.tierKey,
    eventSlug: eventSlug || null,
    now: context.app.clock.now(),
    testMode: context.app.checkout.provider.name === "test",
    verifiedEmail: readAccessGrant(context.app.secret, request.headers.get("Cookie"), context.app.clock.now()),
  });
  if (!page) throw data(null, { status: 404, headers: HEADERS });
  const autoRenews = mentorshipDetails[page.tierKey]?.autoRenews ?? false;
  const cohort = autoRenews ? await loadMentorshipCohort({ db: context.app.database.db, now: context.app.clock.now(), tierKeys: [page.tierKey] }) : null;
  return data({ page, autoRenewNotice: cohort ? pricingCopy.mentorship.eliteAutoRenew(cohort) : null }, { headers: HEADERS });
}

export function headers() {
  return HEADERS;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const label = loaded?.page.label ?? "";
  return [{ title: `${subscriptionCopy.checkout.title(label)} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">{subscriptionCopy.checkout.notFound}</h1>
    </section>
  );
}

export default function SubscribeRoute({ loaderData }: Route.ComponentProps) {
  return <SubscribePage data={loaderData.page} autoRenewNotice={loaderData.autoRenewNotice} />;
}
