import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PosterGrid } from "~/components/poster-grid";
import { pageConfigSchema, type PageConfigInput } from "~/domain/page-config";
import type { CatalogEvent } from "~/features/catalog/types";
import { CITY_COPY } from "../../../../seed/city-copy";
import type { SectionProps } from "../types";
import { ActingCoachSection } from "./acting-coach";
import { CityExtraSection } from "./city-extra";
import { ContemporaryClassSection } from "./contemporary-class";
import { CtaBlockSection } from "./cta-block";
import { DemoReelSection } from "./demo-reel";
import { FeaturedInSection } from "./featured-in";
import { OnCameraClassVideoSection } from "./on-camera-class-video";
import { ParentsSection } from "./parents";
import { StuntsSection } from "./stunts";
import { WatchWorkSection } from "./watch-work";
import { seededCohort } from "../../../../tests/support/seeded-cohort";

/** An invented event: the sections must work from what the event says, whatever its city. */
function event(page: Partial<PageConfigInput> = {}, cityName = "Portland, ME"): CatalogEvent {
  return {
    id: 1,
    slug: "portland-me",
    kind: "intensive",
    cityName,
    dateText: "May 9, 2026",
    startsOn: "2026-05-09",
    endsOn: null,
    timeZone: "America/Los_Angeles",
    currency: "USD",
    isCancelled: false,
    hasEnded: false,
    isMasterclass: false,
    venue: null,
    page: pageConfigSchema.parse({ pricing: { tiers: ["core"] }, ...page }),
  } as CatalogEvent;
}

function render(Section: ComponentType<SectionProps>, e: CatalogEvent): string {
  return renderToString(
    <MemoryRouter>
      <Section event={e} tiers={{}} nowIso="2025-09-01T19:00:00.000Z" cohort={seededCohort()} />
    </MemoryRouter>,
  );
}

describe("city extra section", () => {
  it("renders nothing when the page has no extra section copy", () => {
    expect(render(CityExtraSection, event())).toBe("");
  });

  it("renders the page's heading, body and highlights in the server HTML", () => {
    const html = render(CityExtraSection, event({ ...CITY_COPY.sherwood }));
    expect(html).toContain('id="city-extra"');
    expect(html).toContain("A whole weekend on camera");
    expect(html.match(/<li/g)?.length).toBe(4);
  });
});

describe("contemporary class section", () => {
  it("renders nothing for a page without a guest class", () => {
    expect(render(ContemporaryClassSection, event({ ...CITY_COPY.spokane }))).toBe("");
    expect(render(ContemporaryClassSection, event())).toBe("");
  });

  it("names the instructor, offers the bio and shows the event's own city in a strip revealed later", () => {
    const html = render(ContemporaryClassSection, event({ ...CITY_COPY.boston }, "Portland, ME"));
    expect(html).toContain("Learn more about Liora Vantassel");
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toMatch(/data-testid="location-strip" data-revealed="false"[^>]*>[\s\S]*Portland, ME/);
    expect(html).not.toContain("Boston, MA");
    // Shown at once when motion is reduced, without waiting for JavaScript.
    expect(html).toContain("motion-reduce:opacity-100");
  });
});

describe("acting coach section", () => {
  it("uses the layout the event's page configuration asks for", () => {
    expect(render(ActingCoachSection, event({ ...CITY_COPY.spokane }))).toContain('data-layout="video-background"');
    expect(render(ActingCoachSection, event({ ...CITY_COPY["new-hampshire"] }))).toContain('data-layout="default"');
    expect(render(ActingCoachSection, event())).toContain('data-layout="default"');
  });

  it("draws the looping background only in the video-background layout, moving only without reduced motion", () => {
    const video = render(ActingCoachSection, event({ ...CITY_COPY.sherwood }));
    expect(video).toContain('data-testid="film-loop"');
    expect(video).not.toMatch(/<video|<iframe/);
    const animated = [...video.matchAll(/class="([^"]*animate-[^"]*)"/g)].map((m) => m[1] ?? "");
    expect(animated.length).toBeGreaterThan(0);
    for (const cls of animated) expect(cls).not.toMatch(/(^|\s)animate-/);
    expect(render(ActingCoachSection, event({ ...CITY_COPY["new-hampshire"] }))).not.toContain("film-loop");
  });

  it("mentions the free month only where the page's What to Expect list includes it", () => {
    expect(render(ActingCoachSection, event({ whatToExpect: "extended_on_camera" }))).toContain("free month");
    expect(render(ActingCoachSection, event({ whatToExpect: "base" }))).not.toContain("free month");
  });

  it("links to the Acting for Dancers page", () => {
    expect(render(ActingCoachSection, event())).toContain('href="/acting-for-dancers"');
  });
});

describe("parents section", () => {
  it("shows Juniors 12 and under and Seniors 13 and up on most pages", () => {
    const html = render(ParentsSection, event());
    expect(html).toContain("12 and under");
    expect(html).toContain("13 and up");
    expect(html).toMatch(/welcome to watch the showcase/);
    expect(html).toMatch(/parent or guardian&#x27;s name and consent/);
  });

  it("follows the schedule's age groups where they differ", () => {
    const html = render(ParentsSection, event({ schedule: { ageGroups: "eleven_and_twelve_plus" } }));
    expect(html).toContain("11 and under");
    expect(html).toContain("12 to adult");
    expect(html).not.toContain("13 and up");
  });
});

describe("call to action, videos, stunts, demo reel and Featured In", () => {
  it("links the call to action to the pricing section", () => {
    expect(render(CtaBlockSection, event())).toMatch(/<a[^>]+href="#pricing"/);
  });

  it("loads no video player until play is pressed", () => {
    for (const Section of [OnCameraClassVideoSection, WatchWorkSection]) {
      const html = render(Section, event());
      expect(html).not.toContain("<iframe");
      expect(html).toMatch(/<img[^>]+loading="lazy"/);
    }
  });

  it("draws the stunts art from a shipped file with its size", () => {
    expect(render(StuntsSection, event())).toMatch(/<img[^>]+src="\/images\/extras\/stunts\.svg"[^>]+width="640"[^>]+height="480"[^>]+loading="lazy"/);
  });

  it("sends demo reel applicants to the talent page", () => {
    const html = render(DemoReelSection, event());
    expect(html).toContain('href="/submit-talent#demo-reel"');
    expect(html).not.toMatch(/<form|Add to Cart/);
  });

  it("shows 6 posters, and 'Coming Soon' for a poster without art", () => {
    expect(render(FeaturedInSection, event()).match(/data-testid="poster"/g)?.length).toBe(6);
    const html = renderToString(<PosterGrid posters={[{ title: "Untitled Project", kind: "Feature film" }]} />);
    expect(html).toContain("Coming Soon");
    expect(html).not.toContain("<img");
  });
});
