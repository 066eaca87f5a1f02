import { ProsePage, proseMeta } from "~/components/prose-page";
import { scholarshipPage } from "~/content/pages/scholarship";
import { site } from "~/content/site";
import { ApplicationForm, personFields } from "~/features/applications/components/application-form";

export function meta() {
  return proseMeta(scholarshipPage, site.name);
}

export default function ScholarshipRoute() {
  return (
    <ProsePage content={scholarshipPage}>
      <section id="application-form" aria-labelledby="application-form-title" className="mt-14 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8">
        <h2 id="application-form-title" className="text-2xl font-bold">
          Scholarship application
        </h2>
        <p className="mt-2 text-neutral-300">Our team reads every application and replies by email.</p>
        <div className="mt-6">
          <ApplicationForm
            kind="scholarship"
            idPrefix="scholarship"
            endpoint="/api/applications/scholarship"
            submitLabel="Send my application"
            fields={[
              ...personFields,
              { name: "city", label: "Which city would you like to attend?", type: "text" },
              { name: "story", label: "Tell us about your dancing and why a scholarship would help", type: "textarea", hint: "20 to 2000 characters." },
              { name: "links", label: "Links to your dancing (optional)", type: "links", count: 3, hint: "A reel, a class video or a social profile." },
            ]}
          />
        </div>
      </section>
    </ProsePage>
  );
}
