import { redirect } from "react-router";
import type { Route } from "./+types/city";
import { getCityPage } from "~/features/catalog/get-city-page.server";
import { CityPage } from "~/features/city-page/components/city-page";
import { eventJsonLd } from "~/features/city-page/event-json-ld";
import { eventTitle } from "~/content/city-page";
import { pageUrls, seoMeta } from "~/lib/seo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.app.database.db;
  const page = await getCityPage({ db, slug: params.city });
  if (page) return { ...page, nowIso: context.app.clock.now().toISOString() };
  const lower = params.city.toLowerCase();
  if (lower !== params.city && (await getCityPage({ db, slug: lower }))) throw redirect(`/${lower}`, 301);
  throw redirect("/");
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { event, tiers } = data;
  const title = `${eventTitle(event.kind)} | ${event.cityName}`;
  const description = event.isCancelled
    ? `The ${event.cityName} stop of the On-Camera Dance Intensive has been cancelled. See the other upcoming cities.`
    : `${eventTitle(event.kind)} in ${event.cityName}, ${event.dateText}. One day of on-camera dance training for all ages and levels, with an optional audition for upcoming projects.`;
  const { url, image } = pageUrls(matches);
  const siteUrl = url ? new URL(url).origin : "";
  return [
    ...seoMeta({ title, description, url, image }),
    { "script:ld+json": eventJsonLd({ event, tiers, pageUrl: url ?? "", siteUrl, description }) },
  ];
}

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage event={loaderData.event} tiers={loaderData.tiers} nowIso={loaderData.nowIso} />;
}
