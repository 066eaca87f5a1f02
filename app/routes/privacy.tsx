import { ProsePage, proseMeta } from "~/components/prose-page";
import { privacyPage } from "~/content/pages/privacy";
import { site } from "~/content/site";

export function meta() {
  return proseMeta(privacyPage, site.name);
}

export default function PrivacyRoute() {
  return <ProsePage content={privacyPage} />;
}
