import type { Route } from "./+types/program-elite-mentorship-beta";
import { mentorshipBetaPage } from "~/content/programs";
import { getMentorshipBetaPage } from "~/features/programs/get-mentorship-beta-page.server";
import { MentorshipBetaPage } from "~/features/programs/components/mentorship-beta-page";
import { pageUrls, seoMeta } from "~/lib/seo";

/** The Elite Mentorship beta: the mentorship levels at their base prices from the catalog, the cohort's dates from its tiers. */
export async function loader({ context }: Route.LoaderArgs) {
  return getMentorshipBetaPage({ db: context.app.database.db, now: context.app.clock.now() });
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { title, description } = mentorshipBetaPage.meta;
  return seoMeta({ title, description: data ? description(data.cohort) : title, ...pageUrls(matches) });
}

export default function EliteMentorshipBetaRoute({ loaderData }: Route.ComponentProps) {
  return <MentorshipBetaPage currency={loaderData.currency} tiers={loaderData.tiers} cohort={loaderData.cohort} />;
}
