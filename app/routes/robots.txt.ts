import type { Route } from "./+types/robots.txt";
import { adminPaths } from "~/content/public-pages";
import { siteUrl } from "~/lib/env.server";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrl(context.app.env);
  const body = ["User-agent: *", "Allow: /", ...adminPaths.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
