import type { Route } from "./+types/program-elite-mentorship-beta";
import { mentorshipBetaPage } from "~/content/programs";
import { getMentorshipBetaPage } from "~/features/programs/get-mentorship-beta-page.server";
import { MentorshipBetaPage } from "~/features/programs/components/mentorship-beta-page";
import { pageUrls, seoMeta } from "~/lib/seo";

/** The Elite Mentorship beta: the mentorship levels at their base prices from the catalog. */
export async function loader({ context }: Route.LoaderArgs) {
  return getMentorshipBetaPage({ db: context.app.database.db });
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({ ...mentorshipBetaPage.meta, ...pageUrls(matches) });
}

export default function EliteMentorshipBetaRoute({ loaderData }: Route.ComponentProps) {
  return <MentorshipBetaPage currency={loaderData.currency} tiers={loaderData.tiers} />;
}
