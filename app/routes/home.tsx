import type { Route } from "./+types/home";
import { listTourEvents } from "~/features/catalog/list-tour-events.server";
import { TourPage } from "~/features/catalog/components/tour-page";
import { site } from "~/content/site";
import { pageUrls, seoMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = context.app;
  return { cities: await listTourEvents({ db: database.db, now: clock.now() }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: `${site.tourTitle} | ${site.programName} Tour | ${site.name}`,
    description: site.tourDescription,
    ...pageUrls(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <TourPage cities={loaderData.cities} />;
}
