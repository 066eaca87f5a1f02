import type { Route } from "./+types/faq";
import { ProsePage, proseMeta } from "~/components/prose-page";
import { InlineText } from "~/components/rich-text";
import { faqPage, faqStillAsking } from "~/content/pages/faq";
import { site } from "~/content/site";
import { Faq } from "~/features/faq/components/faq";
import { loadMentorshipCohort } from "~/features/programs/load-mentorship-cohort.server";

/** The mentorship answers word the current cohort from its tiers' data. */
export async function loader({ context }: Route.LoaderArgs) {
  return { cohort: await loadMentorshipCohort({ db: context.app.database.db, now: context.app.clock.now() }) };
}

export function meta() {
  return proseMeta(faqPage, site.name);
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProsePage content={faqPage}>
      <div id="faq" className="mt-10">
        <Faq headingLevel={2} cohort={loaderData.cohort} />
      </div>
      <aside aria-labelledby="still-asking" className="mt-12 rounded-2xl border border-white/10 bg-stage-900 p-6 text-center">
        <h2 id="still-asking" className="font-display text-2xl font-bold text-white">
          {faqStillAsking.title}
        </h2>
        <p className="mt-3 text-neutral-300">
          <InlineText text={faqStillAsking.text} />
        </p>
      </aside>
    </ProsePage>
  );
}
