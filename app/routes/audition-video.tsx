import type { Route } from "./+types/audition-video";
import { ProsePage, proseMeta } from "~/components/prose-page";
import { auditionVideoPage } from "~/content/pages/audition-video";
import { site } from "~/content/site";
import { AUDITION_CONSENT_TEXT } from "~/features/applications/application-schemas";
import { ApplicationForm, personFields } from "~/features/applications/components/application-form";
import { listSignupEvents } from "~/features/catalog/list-signup-events.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = context.app;
  return { cities: await listSignupEvents({ db: database.db, now: clock.now() }) };
}

export function meta() {
  return proseMeta(auditionVideoPage, site.name);
}

export default function AuditionVideoRoute({ loaderData }: Route.ComponentProps) {
  const options = loaderData.cities.map((c) => ({ value: c.slug, label: `${c.cityName} — ${c.dateText}` }));
  return (
    <ProsePage content={auditionVideoPage}>
      <section id="video-form" aria-labelledby="video-form-title" className="mt-14 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8">
        <h2 id="video-form-title" className="text-2xl font-bold">
          Your audition video
        </h2>
        {options.length === 0 ? (
          <p className="mt-3 text-neutral-300">There are no upcoming auditions right now. Please check the tour dates again soon.</p>
        ) : (
          <div className="mt-6">
            <ApplicationForm
              kind="audition_video"
              idPrefix="audition-video"
              endpoint="/api/applications/audition_video"
              submitLabel="Send my video"
              fields={[
                ...personFields,
                { name: "eventSlug", label: "Audition city", type: "select", options },
                { name: "videoUrl", label: "Link to your video", type: "text", hint: "Starting with https://" },
                { name: "notes", label: "Notes for the casting team (optional)", type: "textarea" },
                { name: "consent", label: AUDITION_CONSENT_TEXT, type: "checkbox" },
              ]}
            />
          </div>
        )}
      </section>
    </ProsePage>
  );
}
