import { ProsePage, proseMeta } from "~/components/prose-page";
import { scholarshipPage } from "~/content/pages/scholarship";
import { site } from "~/content/site";

export function meta() {
  return proseMeta(scholarshipPage, site.name);
}

export default function ScholarshipRoute() {
  return <ProsePage content={scholarshipPage} />;
}
