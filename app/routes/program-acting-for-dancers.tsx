import { data } from "react-router";
import type { Route } from "./+types/program-acting-for-dancers";
import { actingForDancersEventSlug } from "~/content/program-paths";
import { actingForDancersPage } from "~/content/programs";
import { getActingForDancersPage } from "~/features/programs/get-acting-for-dancers-page.server";
import { ActingForDancersPage } from "~/features/programs/components/acting-for-dancers-page";
import { pageUrls, seoMeta } from "~/lib/seo";

/** The virtual Acting for Dancers program, priced from its catalog event. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await getActingForDancersPage({ db: context.app.database.db, slug: actingForDancersEventSlug, now: context.app.clock.now() });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...actingForDancersPage.meta, ...pageUrls(matches) });
}

export default function ActingForDancersRoute({ loaderData }: Route.ComponentProps) {
  return <ActingForDancersPage event={loaderData.event} tiers={loaderData.tiers} cartEvent={loaderData.cartEvent} />;
}
