import { describe, expect, it } from "vitest";
import { pageConfigSchema } from "~/domain/page-config";
import { catalog } from "./catalog";
import { CITY_COPY } from "./city-copy";
import { TIER_FEATURES } from "./tier-features";

const pages = catalog.events.filter((e) => e.hasPage !== false).map((e) => ({ slug: e.slug, page: pageConfigSchema.parse(e.page) }));
const all = catalog.events.map((e) => ({ slug: e.slug, page: pageConfigSchema.parse(e.page) }));

describe("the seeded pages carry their own copy", () => {
  it("gives every page that lists the city extra section its content", () => {
    expect(pages.filter((p) => p.page.sections.includes("city_extra") && !p.page.cityExtra).map((p) => p.slug)).toEqual([]);
  });

  it("gives every page that lists the contemporary class section its content", () => {
    expect(pages.filter((p) => p.page.sections.includes("contemporary_class") && !p.page.contemporaryClass).map((p) => p.slug)).toEqual([]);
  });

  it("shows the city extra section exactly on spokane, sherwood, new-hampshire, boston and seattle", () => {
    const withExtra = pages.filter((p) => p.page.sections.includes("city_extra") && p.page.cityExtra).map((p) => p.slug);
    expect(withExtra.sort()).toEqual(["boston", "new-hampshire", "seattle", "sherwood", "spokane"]);
  });

  it("uses the video-background acting coach layout for spokane and sherwood only", () => {
    expect(all.filter((p) => p.page.actingCoach.layout === "video-background").map((p) => p.slug).sort()).toEqual(["sherwood", "spokane"]);
  });

  it("has a contemporary class with a named guest instructor for boston only", () => {
    const withClass = all.filter((p) => p.page.contemporaryClass);
    expect(withClass.map((p) => p.slug)).toEqual(["boston"]);
    expect(withClass[0]!.page.contemporaryClass!.instructor.bio.length).toBeGreaterThan(0);
  });

  it("uses every entry of the city copy on its event", () => {
    const slugs = new Set(catalog.events.map((e) => e.slug));
    expect(Object.keys(CITY_COPY).filter((k) => !slugs.has(k))).toEqual([]);
  });

  it("lists on each page what every tier it shows includes", () => {
    const missing = all.flatMap((p) => {
      const shown = [...p.page.pricing.tiers, ...(p.page.pricing.showAuditionOnly ? ["audition_only"] : []), ...p.page.pricing.mentorshipTiers];
      return shown.filter((key) => TIER_FEATURES[key] && p.page.pricing.features[key]?.join() !== TIER_FEATURES[key].join()).map((key) => `${p.slug}:${key}`);
    });
    expect(missing).toEqual([]);
    expect(all.find((p) => p.slug === "boston")?.page.pricing.features.boston_core?.[0]).toMatch(/contemporary/);
  });

  it("titles the studio weekend's cards in its page, not by a layout of its own", () => {
    expect(all.find((p) => p.slug === "new-hampshire")?.page.pricing).toMatchObject({ layout: "weekend", title: "Studio Weekend (in person)" });
  });
});
