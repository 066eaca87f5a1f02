import { ProsePage, proseMeta } from "~/components/prose-page";
import { demoReelCopy, submitTalentPage } from "~/content/pages/submit-talent";
import { site } from "~/content/site";
import { MAX_APPLICATION_LINKS } from "~/features/applications/application-schemas";
import { ApplicationForm, personFields } from "~/features/applications/components/application-form";

export function meta() {
  return proseMeta(submitTalentPage, site.name);
}

export default function SubmitTalentRoute() {
  return (
    <ProsePage content={submitTalentPage}>
      <section id="talent-form" aria-labelledby="talent-form-title" className="mt-14 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8">
        <h2 id="talent-form-title" className="text-2xl font-bold">
          Send your materials
        </h2>
        <div className="mt-6">
          <ApplicationForm
            kind="talent"
            idPrefix="talent"
            endpoint="/api/applications/talent"
            submitLabel="Submit my talent"
            fields={[
              ...personFields,
              { name: "links", label: "Links to your reel and social profiles", type: "links", count: MAX_APPLICATION_LINKS, hint: "At least one link, starting with https://" },
              { name: "notes", label: "Anything else we should know (optional)", type: "textarea" },
            ]}
          />
        </div>
      </section>
      <section id="demo-reel" aria-labelledby="demo-reel-title" className="mt-10 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8">
        <h2 id="demo-reel-title" className="text-2xl font-bold">
          {demoReelCopy.title}
        </h2>
        <p className="mt-2 text-neutral-300">{demoReelCopy.text}</p>
        <div className="mt-6">
          <ApplicationForm
            kind="demo_reel"
            idPrefix="demo-reel"
            endpoint="/api/applications/demo_reel"
            submitLabel="Apply for a demo reel"
            fields={[
              ...personFields,
              { name: "links", label: "Links to footage we could work from (optional)", type: "links", count: 2 },
              { name: "notes", label: "What would you like your reel to show? (optional)", type: "textarea" },
            ]}
          />
        </div>
      </section>
    </ProsePage>
  );
}
