import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { actingForDancersPage, mentorshipBetaPage } from "~/content/programs";
import type { PricedTier } from "~/features/catalog/types";
import { ActingForDancersPage } from "./acting-for-dancers-page";
import { MentorshipBetaPage } from "./mentorship-beta-page";
import { seededCohort } from "../../../../tests/support/seeded-cohort";

const tier = (key: string, label: string, units: number, extra: Partial<PricedTier> = {}): PricedTier => ({
  key,
  label,
  family: "acting",
  billing: "one_time",
  isVirtual: true,
  description: null,
  note: null,
  price: { amountMinor: units * 100, currency: "USD" },
  soldOut: false,
  ...extra,
});

/** Invented prices: the pages show whatever the loader gives them. */
const afdTiers = [
  tier("afd_private_session", "Acting for Dancers — Private Session", 101, { note: "One-time payment of {price} per session" }),
  tier("afd_3pack", "Acting for Dancers — 3 Pack", 202),
  tier("afd_starter", "Acting for Dancers — Starter Path", 303),
  tier("afd_steady_growth", "Acting for Dancers — Steady Growth Path", 404),
];
const mentorshipTiers = [
  tier("mentorship_building", "Building", 11, { family: "mentorship", billing: "monthly" }),
  tier("mentorship_growth", "Pro / Growth", 22, { family: "mentorship", billing: "monthly" }),
  tier("mentorship_elite", "Elite Circle", 33, { family: "mentorship", billing: "monthly" }),
];

function renderAfd(tiers = afdTiers): string {
  return renderToString(
    <MemoryRouter>
      <ActingForDancersPage
        event={{ slug: "virtual-program", cityName: "Virtual (Online)", dateText: "Year-round Access", currency: "USD" }}
        tiers={tiers}
        cartEvent={{ slug: "virtual-program", cityName: "Virtual (Online)", dateText: "Year-round Access", currency: "USD", isCancelled: false, hasEnded: false, venue: null, messages: {}, program: "actingForDancers" }}
      />
    </MemoryRouter>,
  );
}

function renderMentorship(): string {
  return renderToString(
    <MemoryRouter>
      <MentorshipBetaPage currency="USD" tiers={mentorshipTiers} cohort={seededCohort()} />
    </MemoryRouter>,
  );
}

/** Heading levels in document order, e.g. [1, 2, 3, 3, 2]. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

function expectHeadingsInOrder(html: string) {
  const levels = headingLevels(html);
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
}

describe("Acting for Dancers page", () => {
  it("has one h1 and headings that never skip a level", () => {
    const html = renderAfd();
    expect(html).toMatch(/<h1[^>]*>Acting for Dancers<\/h1>/);
    expectHeadingsInOrder(html);
  });

  it("shows the 6-item credits grid and a 6-poster Featured In grid, with 'Coming Soon' for items without art", () => {
    const html = renderAfd();
    const credits = html.slice(html.indexOf('id="afd-credits"'), html.indexOf('id="afd-featured-in"'));
    expect(credits).toContain("Learn from the choreographer of");
    expect(credits.match(/<li/g)).toHaveLength(6);
    const missingLogos = actingForDancersPage.creditItems.filter((c) => !("image" in c)).length;
    expect(missingLogos).toBeGreaterThan(0);
    expect(credits.match(/Coming Soon/g)).toHaveLength(missingLogos);

    const posters = html.slice(html.indexOf('id="afd-featured-in"'), html.indexOf('id="afd-quote"'));
    expect(posters).toContain(">Featured In</h2>");
    expect(posters.match(/data-testid="poster"/g)).toHaveLength(6);
    const missingArt = actingForDancersPage.featuredIn.posters.filter((p) => !("src" in p)).length;
    expect(posters.match(/Coming Soon/g)).toHaveLength(missingArt);
  });

  it("quotes a guest instructor, not the main choreographer, and offers the coach's biography", () => {
    const html = text(renderAfd());
    expect(html).toContain(actingForDancersPage.quote.attribution);
    expect(html).toMatch(/actors/i);
    expect(html).not.toContain("Creator of the On-Camera Dance Intensive");
    expect(html).toContain("Meet your acting coach");
    expect(html).toContain("Read full bio");
  });

  it("shows each tier the loader gives, at its price, anchored at tier-{key}, with the private session's payment note", () => {
    const html = renderAfd();
    for (const t of afdTiers) {
      expect(html).toContain(`id="tier-${t.key}"`);
      expect(html).toContain(`>$${t.price.amountMinor / 100}</span>`);
    }
    expect(text(html)).toContain("One-time payment of $101 per session");
    for (const title of ["Private Session", "3 Pack", "Starter Path", "Steady Growth Path"]) expect(html).toContain(`>${title}</h3>`);
    expect(html).not.toContain("/ month");
    expect(text(html)).toContain("Prices are in US dollars");
  });

  it("explains how it works, answers questions and links to Submit Talent and the tour", () => {
    const html = renderAfd();
    expect(html).toContain(">How it works</h2>");
    expect(html).toContain(">Questions about Acting for Dancers</h2>");
    expect(html).toContain('href="/submit-talent"');
    expect(html).toMatch(/href="\/"[^>]*>See the tour dates/);
  });

  it("still renders without tiers", () => {
    const html = renderAfd([]);
    expect(html).not.toContain('id="tier-');
    expect(html).toContain("data-booking-note");
  });
});

describe("Elite Mentorship beta page", () => {
  it("has one h1 and headings that never skip a level", () => {
    const html = renderMentorship();
    expect(html).toMatch(/<h1[^>]*>Elite Mentorship Beta Testing Program<\/h1>/);
    expectHeadingsInOrder(html);
  });

  it("covers what the beta is, who it's for, how it works and an about section", () => {
    const html = text(renderMentorship());
    for (const heading of [
      mentorshipBetaPage.whatItIs.title,
      mentorshipBetaPage.whoFor.title,
      mentorshipBetaPage.howItWorks.title,
      mentorshipBetaPage.about.title,
    ])
      expect(html).toContain(heading);
    expect(html).toContain("Monthly subscription starting December 1, 2025.");
    expect(html).toContain("Your first payment covers December 2025; billing then recurs monthly from January 1, 2026.");
    expect(html).toContain("3-month minimum commitment.");
  });

  it("shows the three levels at the loader's prices per month, with details dialogs and Elite's auto-renew notice", () => {
    const html = renderMentorship();
    for (const t of mentorshipTiers) {
      const start = html.indexOf(`id="tier-${t.key}"`);
      expect(start, t.key).toBeGreaterThan(-1);
      const card = html.slice(start, html.indexOf("</article>", start));
      expect(card).toContain(`>${t.label}</h3>`);
      expect(card).toContain(`>$${t.price.amountMinor / 100}</span>`);
      expect(card).toContain("/ month");
      expect(card).toContain(`data-mentorship-details="${t.key}"`);
      expect(card.includes("data-auto-renew"), t.key).toBe(t.key === "mentorship_elite");
    }
  });
});
