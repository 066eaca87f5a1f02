import { and, eq } from "drizzle-orm";
import type { Route } from "./+types/sitemap.xml";
import { events, opportunities } from "~/db/schema";
import { publicPages } from "~/content/public-pages";
import { siteUrl } from "~/lib/env.server";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every public page: the tour page, the info pages and each city page in the catalog. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, env } = context.app;
  const origin = siteUrl(env);
  const cities = await database.db
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.hasPage, true)));
  const openings = await database.db.select({ slug: opportunities.slug }).from(opportunities).where(eq(opportunities.isOpen, true));
  const urls = [
    ...openings.map((o) => `  <url><loc>${escapeXml(`${origin}/${o.slug}`)}</loc></url>`),
    ...publicPages.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...cities.map(
      (c) =>
        `  <url><loc>${escapeXml(`${origin}/${c.slug}`)}</loc><lastmod>${c.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
