import { data, redirect } from "react-router";
import type { Route } from "./+types/city";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { CityPage } from "~/features/city-page/components/city-page";
import { eventJsonLd } from "~/features/city-page/event-json-ld";
import { loadMentorshipCohorts } from "~/features/programs/load-mentorship-cohort.server";
import { findOpportunity } from "~/features/opportunities/find-opportunity.server";
import { OpportunityPage } from "~/features/opportunities/components/opportunity-page";
import { eventTitle } from "~/content/city-page";
import { site } from "~/content/site";
import { pageUrls, seoMeta } from "~/lib/seo";

/** What a page slug can look like (any case: a capitalised city redirects to its page). */
const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

/**
 * A single-segment path is a city event page, else an opportunity page, else an unknown city: back
 * to the tour (the spec's rule). A path no city could have (`/.env`, `/package.json`) is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG_SHAPE.test(params.city)) throw data(null, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
  const db = context.app.database.db;
  const now = context.app.clock.now();
  const page = await getCityPage({ db, slug: params.city, now });
  if (page) {
    const { cohort, tierCohorts } = await loadMentorshipCohorts({ db, now, tierKeys: page.event.page.pricing.mentorshipTiers });
    return { type: "event" as const, ...page, cohort, tierCohorts, nowIso: now.toISOString() };
  }
  const opportunity = await findOpportunity({ db, slug: params.city });
  if (opportunity) return { type: "opportunity" as const, opportunity };
  const lower = params.city.toLowerCase();
  if (lower !== params.city && (await getCityPage({ db, slug: lower, now }))) throw redirect(`/${lower}`, 301);
  throw redirect("/");
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { url, image } = pageUrls(matches);
  if (data.type === "opportunity")
    return seoMeta({ title: `${data.opportunity.title} | ${site.name}`, description: data.opportunity.summary, url, image });
  const { event, tiers } = data;
  const title = `${eventTitle(event.kind)} | ${event.cityName}`;
  const description = event.isCancelled
    ? `The ${event.cityName} stop of the On-Camera Dance Intensive has been cancelled. See the other upcoming cities.`
    : event.hasEnded
      ? `The ${event.cityName} stop of the On-Camera Dance Intensive has taken place. See where the tour goes next.`
      : `${eventTitle(event.kind)} in ${event.cityName}, ${event.dateText}. One day of on-camera dance training for all ages and levels, with an optional audition for upcoming projects.`;
  const siteUrl = url ? new URL(url).origin : "";
  return [
    ...seoMeta({ title, description, url, image }),
    { "script:ld+json": eventJsonLd({ event, tiers, pageUrl: url ?? "", siteUrl, description }) },
  ];
}

export default function City({ loaderData }: Route.ComponentProps) {
  if (loaderData.type === "opportunity") return <OpportunityPage opportunity={loaderData.opportunity} />;
  return <CityPage event={loaderData.event} tiers={loaderData.tiers} nowIso={loaderData.nowIso} cohort={loaderData.cohort} tierCohorts={loaderData.tierCohorts} />;
}
