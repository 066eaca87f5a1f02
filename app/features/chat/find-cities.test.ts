import { describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { createCityMatcher, narrowEvents } from "./find-cities";
import type { KnownEvent } from "./types";

/** The catalog's events, as much of them as the matcher reads. */
const seed = catalogSeedSchema.parse(catalog);
const events = seed.events.map((e, i) => {
  const venue = seed.venues.find((v) => v.key === e.venue);
  return {
    id: i + 1,
    slug: e.slug,
    cityName: e.cityName,
    kind: e.kind,
    isMasterclass: e.isMasterclass,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    venue: venue ? { name: venue.name, address: venue.address ?? null, notes: null } : null,
  };
});
const matcher = createCityMatcher(events);
const slugsOf = (ids: number[]) => ids.map((id) => events.find((e) => e.id === id)?.slug ?? "?").sort();
/** The events a question names, by slug, and how. */
function find(question: string): { slugs: string[]; kind: string | null } {
  const matches = matcher.find(question);
  return { slugs: slugsOf([...new Set(matches.flatMap((m) => m.eventIds))]), kind: matches[0]?.kind ?? null };
}

describe("the cities a question names", () => {
  it("knows events by city name, with or without the state, in any case", () => {
    expect(find("how much is it in london")).toEqual({ slugs: ["london"], kind: "city" });
    expect(find("SEATTLE prices").slugs).toEqual(["seattle"]);
    expect(find("Orlando, FL date").slugs).toEqual(["orlando"]);
    expect(find("is there one in saratoga springs ny").slugs).toEqual(["saratoga-springs"]);
  });

  it("knows a page shown under another town's name by both", () => {
    expect(find("buford ga price").slugs).toEqual(["hoschton"]);
    expect(find("Buford, Georgia").slugs).toEqual(["hoschton"]);
    expect(find("hoschton").slugs).toEqual(["hoschton"]);
  });

  it("spells out states and expands abbreviations in place names", () => {
    expect(find("Boise ID").slugs).toEqual(["boise", "boise-nov-7"]);
    expect(find("boise idaho").slugs).toEqual(["boise", "boise-nov-7"]);
    expect(find("mt juliet").slugs).toEqual(["juliet"]);
    expect(find("Mount Juliet, Tennessee").slugs).toEqual(["juliet"]);
    expect(find("victoria british columbia").slugs).toEqual(["victoria-bc"]);
    expect(find("when is new hampshire").slugs).toEqual(["new-hampshire"]);
    expect(find("hudson nh").slugs).toEqual(["new-hampshire"]);
  });

  it("knows a distinctive word of a long name, and the name run together", () => {
    expect(find("where is the niagara one").slugs).toEqual(["niagara-falls"]);
    expect(find("niagarafalls").slugs).toEqual(["niagara-falls"]);
    expect(find("saratoga date").slugs).toEqual(["saratoga-springs"]);
  });

  it("forgives typos", () => {
    expect(find("whats the price for niagra falls").slugs).toEqual(["niagara-falls"]);
    expect(find("sherwod pro track price").slugs).toEqual(["sherwood"]);
    expect(find("when's savanah").slugs).toEqual(["savannah"]);
    expect(find("hartfrod").slugs).toEqual(["hartford"]);
    expect(find("mineapolos dates").slugs).toEqual(["minneapolis"]);
    expect(find("lodnon").slugs).toEqual(["london"]);
  });

  it("tells close names apart by the exact one", () => {
    expect(find("sarasota").slugs).toEqual(["sarasota"]);
    expect(find("saratoga springs").slugs).toEqual(["saratoga-springs"]);
  });

  it("reads a state, province or country as all its events", () => {
    expect(find("anything in texas")).toEqual({ slugs: ["cypress", "dallas"], kind: "region" });
    expect(find("do you come to canada").slugs).toEqual(["niagara-falls", "victoria-bc"]);
    expect(find("any events in GA?").slugs).toEqual(["atlanta", "forsyth", "hoschton", "sandy-springs", "savannah"]);
    expect(find("england").slugs).toEqual(["london"]);
  });

  it("does not read everyday words as places", () => {
    expect(find("will the price settle down").slugs).toEqual([]);
    expect(find("what should i wear or bring").slugs).toEqual([]);
    expect(find("is it on in the morning").slugs).toEqual([]);
    expect(find("I'm in OR").slugs).toEqual(["sherwood"]);
    expect(find("acting for dancers online").slugs).toEqual([]);
  });

  it("narrows a city's several events by the kind or the day named", () => {
    const boise = events.filter((e) => e.cityName === "Boise, ID") as unknown as KnownEvent[];
    const slugs = (question: string) => narrowEvents(boise, question).map((e) => e.slug).sort();
    expect(slugs("when is the boise masterclass")).toEqual(["boise-nov-7"]);
    expect(slugs("the full day intensive in boise")).toEqual(["boise"]);
    expect(slugs("boise on nov 8th")).toEqual(["boise"]);
    expect(slugs("whens the boise one")).toEqual(["boise", "boise-nov-7"]);
  });
});
