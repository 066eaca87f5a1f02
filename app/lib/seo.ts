import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface SeoInput {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url?: string;
  type?: "website" | "article";
  /** Absolute URL of the share image. */
  image?: string;
}

/** Title, description and the Open Graph / Twitter tags every public page carries. */
export function seoMeta({ title, description, url, type = "website", image }: SeoInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

interface RootMatchData {
  canonicalUrl: string;
  env: { siteUrl: string };
}

/** The canonical URL and share image from the root loader, for a route's meta function. */
export function pageUrls(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): { url?: string; image?: string } {
  const root = matches.find((m) => m?.id === "root")?.data as RootMatchData | undefined;
  if (!root) return {};
  return { url: root.canonicalUrl, image: `${root.env.siteUrl}/og-image.png` };
}
