import type { Route } from "./+types/terms";
import { ProsePage, proseMeta } from "~/components/prose-page";
import { termsPage } from "~/content/pages/terms";
import { site } from "~/content/site";
import { loadMentorshipCohort } from "~/features/programs/load-mentorship-cohort.server";

/** The mentorship section words the current cohort from its tiers' data. */
export async function loader({ context }: Route.LoaderArgs) {
  return { cohort: await loadMentorshipCohort({ db: context.app.database.db, now: context.app.clock.now() }) };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? proseMeta(termsPage(data.cohort), site.name) : [];
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <ProsePage content={termsPage(loaderData.cohort)} />;
}
