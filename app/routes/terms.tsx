import { ProsePage, proseMeta } from "~/components/prose-page";
import { termsPage } from "~/content/pages/terms";
import { site } from "~/content/site";

export function meta() {
  return proseMeta(termsPage, site.name);
}

export default function TermsRoute() {
  return <ProsePage content={termsPage} />;
}
