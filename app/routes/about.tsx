import { ProsePage, proseMeta } from "~/components/prose-page";
import { aboutPage } from "~/content/pages/about";
import { site } from "~/content/site";

export function meta() {
  return proseMeta(aboutPage, site.name);
}

export default function AboutRoute() {
  return <ProsePage content={aboutPage} />;
}
