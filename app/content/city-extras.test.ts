import { describe, expect, it } from "vitest";
import { catalog } from "../../seed/catalog";
import { pageConfigSchema } from "~/domain/page-config";
import {
  ACTING_COACH_LAYOUTS,
  actingCoachLayoutFor,
  cityExtraFor,
  cityExtras,
  cityExtrasFor,
  contemporaryClassFor,
} from "./city-extras";

const pages = catalog.events.filter((e) => e.hasPage !== false).map((e) => ({ slug: e.slug, page: pageConfigSchema.parse(e.page) }));

describe("city extras lookup", () => {
  it("returns nothing without a key or for an unknown key", () => {
    for (const key of [undefined, null, "", "gotham", "GOTHAM"]) {
      expect(cityExtrasFor(key)).toBeUndefined();
      expect(cityExtraFor(key)).toBeUndefined();
      expect(contemporaryClassFor(key)).toBeUndefined();
      expect(actingCoachLayoutFor(key)).toBe("default");
    }
  });

  it("ignores keys inherited from Object.prototype", () => {
    for (const key of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(cityExtrasFor(key)).toBeUndefined();
      expect(actingCoachLayoutFor(key)).toBe("default");
    }
  });

  it("finds each stop's extra section by its key", () => {
    expect(cityExtraFor("spokane")?.heading).toContain("November 15");
    expect(cityExtraFor("sherwood")?.highlights.join(" ")).toMatch(/Saturday.*all ages.*Sunday.*Juniors.*Seniors/s);
    expect(cityExtraFor("new-hampshire")?.body).toContain("Granite Stage Dance Academy");
    expect(cityExtraFor("boston")?.heading).toMatch(/contemporary/i);
    expect(cityExtraFor("seattle")?.heading).toContain("November 9");
  });

  it("uses the video-background acting coach layout for spokane and sherwood only", () => {
    expect(actingCoachLayoutFor("spokane")).toBe("video-background");
    expect(actingCoachLayoutFor("sherwood")).toBe("video-background");
    expect(actingCoachLayoutFor("new-hampshire")).toBe("default");
    expect(actingCoachLayoutFor("boston")).toBe("default");
    for (const entry of Object.values(cityExtras)) {
      if (entry.actingCoachLayout) expect(ACTING_COACH_LAYOUTS).toContain(entry.actingCoachLayout);
    }
  });

  it("has a contemporary class with a named guest instructor for boston only", () => {
    const boston = contemporaryClassFor("boston");
    expect(boston?.instructor.name).toBeTruthy();
    expect(boston?.instructor.bio.length).toBeGreaterThan(0);
    expect(Object.keys(cityExtras).filter((k) => contemporaryClassFor(k))).toEqual(["boston"]);
  });
});

describe("city extras and the seeded catalog agree", () => {
  it("gives every event that lists the city extra section some content", () => {
    const missing = pages.filter((p) => p.page.sections.includes("city_extra") && !cityExtraFor(p.page.extrasKey)).map((p) => p.slug);
    expect(missing).toEqual([]);
  });

  it("gives every event that lists the contemporary class section its content", () => {
    const missing = pages
      .filter((p) => p.page.sections.includes("contemporary_class") && !contemporaryClassFor(p.page.extrasKey))
      .map((p) => p.slug);
    expect(missing).toEqual([]);
  });

  it("has no content for a key no event uses", () => {
    const used = new Set(pages.map((p) => p.page.extrasKey).filter(Boolean));
    expect(Object.keys(cityExtras).filter((k) => !used.has(k))).toEqual([]);
  });

  it("shows the city extra section exactly on spokane, sherwood, new-hampshire, boston and seattle", () => {
    const withExtra = pages.filter((p) => p.page.sections.includes("city_extra") && cityExtraFor(p.page.extrasKey)).map((p) => p.slug);
    expect(withExtra.sort()).toEqual(["boston", "new-hampshire", "seattle", "sherwood", "spokane"]);
  });
});
