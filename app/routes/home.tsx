import type { Route } from "./+types/home";
import { listTourEvents } from "~/features/catalog/list-tour-events.server";
import { TourPage } from "~/features/catalog/components/tour-page";
import { site } from "~/content/site";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = context.app;
  return { cities: await listTourEvents({ db: database.db, now: clock.now() }) };
}

export function meta() {
  return [
    { title: `${site.tourTitle} | ${site.programName} Tour | ${site.name}` },
    { name: "description", content: site.tourDescription },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <TourPage cities={loaderData.cities} />;
}
