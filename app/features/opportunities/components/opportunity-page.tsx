import { ApplicationForm, personFields } from "~/features/applications/components/application-form";
import type { Opportunity } from "../types";

const EYEBROW: Record<Opportunity["kind"], string> = {
  skeleton_crew: "Skeleton crew audition",
  shadowing: "Shadowing opportunity",
};

export function OpportunityPage({ opportunity }: { opportunity: Opportunity }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-spot-300">{EYEBROW[opportunity.kind]}</p>
      <h1 className="mt-2 font-display text-4xl font-black tracking-tight sm:text-5xl">{opportunity.title}</h1>
      <p className="mt-5 text-lg text-neutral-200">{opportunity.summary}</p>
      {opportunity.details.length > 0 && (
        <ul className="mt-6 list-disc space-y-2 pl-6 text-neutral-200">
          {opportunity.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      <section aria-labelledby="opportunity-form-title" className="mt-12 rounded-2xl border border-white/10 bg-stage-900 p-6 sm:p-8">
        <h2 id="opportunity-form-title" className="text-2xl font-bold">
          Register
        </h2>
        {opportunity.isOpen ? (
          <div className="mt-6">
            <ApplicationForm
              kind="opportunity"
              idPrefix="opportunity"
              endpoint={`/api/opportunities/${encodeURIComponent(opportunity.slug)}/registrations`}
              submitLabel="Register"
              fields={[
                ...personFields,
                { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
                { name: "notes", label: "Your experience and availability (optional)", type: "textarea" },
              ]}
            />
          </div>
        ) : (
          <p className="mt-3 text-neutral-300">Registration for this opportunity has closed. Follow the tour dates for the next one.</p>
        )}
      </section>
    </article>
  );
}
