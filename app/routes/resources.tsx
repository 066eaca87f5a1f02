import { ProsePage, proseMeta } from "~/components/prose-page";
import { resourcesPage } from "~/content/pages/resources";
import { site } from "~/content/site";

export function meta() {
  return proseMeta(resourcesPage, site.name);
}

export default function ResourcesRoute() {
  return <ProsePage content={resourcesPage} />;
}
