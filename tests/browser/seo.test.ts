import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ APP_NOW: "2025-09-01T12:00:00-07:00", SITE_URL: "https://callboard.example", PAYMENTS: "test" });
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
function jsonLd(page: string): Record<string, unknown> {
  const match = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no JSON-LD on the page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("search and sharing", () => {
  it("gives each city page a title, description, canonical URL and Open Graph tags", async () => {
    const page = await html("/hartford");
    expect(page).toContain("<title>On-Camera Dance Intensive &amp; Audition | Hartford, CT</title>");
    expect(page).toMatch(/<meta name="description" content="On-Camera Dance Intensive &amp; Audition in Hartford, CT, January 18, 2026/);
    expect(page).toContain('<link rel="canonical" href="https://callboard.example/hartford"/>');
    expect(page).toContain('<meta property="og:url" content="https://callboard.example/hartford"/>');
    expect(page).toContain('<meta property="og:image" content="https://callboard.example/og-image.png"/>');
    expect(page).toContain('<meta property="og:title" content="On-Camera Dance Intensive &amp; Audition | Hartford, CT"/>');
  });

  it("describes each city page as a schema.org Event", async () => {
    const hartford = jsonLd(await html("/hartford"));
    expect(hartford).toMatchObject({ "@type": "Event", startDate: "2026-01-18", eventStatus: "https://schema.org/EventScheduled" });
    expect(hartford.offers).toEqual(expect.arrayContaining([expect.objectContaining({ price: "168.00", priceCurrency: "USD" })]));
    const atlanta = jsonLd(await html("/atlanta"));
    expect(atlanta.eventStatus).toBe("https://schema.org/EventCancelled");
    const london = jsonLd(await html("/london"));
    expect(london.offers).toEqual(expect.arrayContaining([expect.objectContaining({ price: "133.00", priceCurrency: "GBP" })]));
    const boston = jsonLd(await html("/boston"));
    expect(boston.location).toMatchObject({ address: { addressLocality: "Boston", addressRegion: "MA", streetAddress: expect.any(String) } });
  });

  it("lists every public page in the sitemap", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const path of ["/", "/faq", "/privacy", "/terms", "/hartford", "/hoschton", "/boise-nov-7", "/london", "/acting-for-dancers", "/elite-mentorship-beta"])
      expect(xml).toContain(`<loc>https://callboard.example${path}</loc>`);
    expect(xml).not.toContain("/forsyth<");
    expect(xml).toContain("<loc>https://callboard.example/skeleton-crew-audition-registration</loc>");
    expect(xml.match(/<url>/g)?.length).toBe(11 + 26 + 3);
  });

  it("serves robots.txt pointing at the sitemap and away from admin pages", async () => {
    const text = await html("/robots.txt");
    expect(text).toContain("Sitemap: https://callboard.example/sitemap.xml");
    expect(text).toContain("Disallow: /admin/");
  });
});
