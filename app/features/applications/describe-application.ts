import { APPLICATION_LABELS, type ApplicationForm, type ApplicationKind } from "./application-schemas";

export interface DescribedApplication {
  title: string;
  fields: Array<{ label: string; value: string }>;
  links: Array<{ label: string; url: string }>;
}

const FIELD_LABELS: Record<string, string> = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  age: "Age",
  parentName: "Parent/guardian",
  city: "City",
  story: "Their story",
  notes: "Notes",
  consent: "Consent",
};

/** Turn a form into labelled lines for the team's email and the sender's receipt. */
export function describeApplication(kind: ApplicationKind, form: ApplicationForm<ApplicationKind>, context?: string): DescribedApplication {
  const fields: DescribedApplication["fields"] = [];
  const links: DescribedApplication["links"] = [];
  if (context) fields.push({ label: kind === "opportunity" ? "Opportunity" : "Event", value: context });
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === null || key === "website" || key === "eventSlug") continue;
    if (key === "links" && Array.isArray(value)) {
      value.forEach((url, i) => links.push({ label: `Link ${i + 1}`, url: String(url) }));
      continue;
    }
    if (key === "videoUrl") {
      links.push({ label: "Audition video", url: String(value) });
      continue;
    }
    fields.push({ label: FIELD_LABELS[key] ?? key, value: value === true ? "Agreed" : String(value) });
  }
  return { title: `New ${APPLICATION_LABELS[kind].toLowerCase()}`, fields, links };
}
