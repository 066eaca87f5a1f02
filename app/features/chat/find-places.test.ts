import { describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { contentDocs } from "./content-docs";
import { detectIntents } from "./detect-intents";
import { createCityMatcher } from "./find-cities";
import { createPlaceReader, siteWords } from "./find-places";
import { tierWords } from "./find-tiers";
import { seededCohort } from "../../../tests/support/seeded-cohort";

/** The catalog's events and the site's words, as much of them as the reader reads. */
const seed = catalogSeedSchema.parse(catalog);
const events = seed.events.map((e, i) => {
  const venue = seed.venues.find((v) => v.key === e.venue);
  return {
    id: i + 1,
    slug: e.slug,
    cityName: e.cityName,
    kind: e.kind,
    venue: venue ? { name: venue.name, address: venue.address ?? null, notes: null } : null,
  };
});
const docs = contentDocs(seededCohort(), seed.opportunities);
const places = new Set(events.flatMap((e) => [...e.cityName.toLowerCase().split(/[^a-z]+/), ...e.slug.split("-")]).filter(Boolean));
const reader = createPlaceReader({
  events,
  vocabulary: siteWords(docs.flatMap((d) => [d.title, d.text, d.topic])),
  tierWords: new Set(seed.tiers.flatMap((t) => tierWords({ key: t.key, names: [t.label] }, places))),
});
const cities = createCityMatcher(events);
const slugOf = (id: number) => events.find((e) => e.id === id)?.slug ?? "?";

/** The place a question names that no event is in, and the events that stand. */
function read(question: string) {
  const reading = reader.read(question, cities.find(question), detectIntents(question));
  return { unknown: reading.unknown, slugs: [...new Set(reading.matches.flatMap((m) => m.eventIds.map(slugOf)))].sort() };
}
const placeIn = (question: string) => read(question).unknown?.name ?? null;

describe("places we have no event in", () => {
  it("reads a place after 'in', 'at', 'near', 'come to', 'for the', or before 'event' and 'date', in any case", () => {
    expect(placeIn("do you come to chicago")).toBe("Chicago");
    expect(placeIn("When are you coming to Miami?")).toBe("Miami");
    expect(placeIn("is there a denver date")).toBe("Denver");
    expect(placeIn("how much is the Phoenix show")).toBe("Phoenix");
    expect(placeIn("Is there anything near Houston?")).toBe("Houston");
    expect(placeIn("Any plans for Chicago?")).toBe("Chicago");
    expect(placeIn("salt lake city dates")).toBe("Salt Lake City");
    expect(placeIn("We are from Chicago")).toBe("Chicago");
  });

  it("reads a place named alone", () => {
    expect(placeIn("Toronto?")).toBe("Toronto");
    expect(placeIn("what about denver?")).toBe("Denver");
    expect(placeIn("St Louis?")).toBe("St Louis");
    expect(placeIn("and chicago?")).toBe("Chicago");
  });

  it("does not take what a verb asks for as a place named alone", () => {
    expect(placeIn("Do you offer swimming lessons?")).toBeNull();
    expect(placeIn("how do i bake sourdough bread")).toBeNull();
  });

  it("knows short names of big places and the state they are in", () => {
    const nyc = read("what's the price for the nyc event?").unknown;
    expect(nyc).toMatchObject({ name: "New York City", regionCodes: ["NY"], focused: true });
    expect(read("is there one in LA?").unknown).toMatchObject({ name: "Los Angeles", regionCodes: ["CA"] });
    expect(read("anything in new york city").unknown).toMatchObject({ name: "New York City", regionCodes: ["NY"] });
  });

  it("reads a state or province we visit as its events, and one we don't as a place we don't visit", () => {
    expect(read("anything in texas")).toEqual({ unknown: null, slugs: ["cypress", "dallas"] });
    expect(read("do you come to canada").slugs).toEqual(["niagara-falls", "victoria-bc"]);
    expect(read("anything in ohio").unknown).toMatchObject({ name: "Ohio", regionCodes: ["OH"] });
    expect(read("I'm in OH").unknown).toMatchObject({ name: "Ohio" });
    expect(read("washington dc").unknown).toMatchObject({ name: "Washington DC", regionCodes: ["DC"] });
    expect(read("washington dc").slugs).toEqual([]);
  });

  it("reads a town in a state we visit, keeping the state's events", () => {
    const austin = read("Is there an event in Austin, TX?");
    expect(austin.unknown).toMatchObject({ name: "Austin, TX", regionCodes: ["TX"] });
    expect(austin.slugs).toEqual(["cypress", "dallas"]);
    expect(read("Portland, OR?").unknown).toMatchObject({ name: "Portland, OR" });
  });

  it("tells our town from one of the same name in another state", () => {
    const sc = read("charleston sc pricing");
    expect(sc.unknown).toMatchObject({ name: "Charleston, SC", regionCodes: ["SC"] });
    expect(sc.unknown?.sameNameEventIds.map(slugOf)).toEqual(["charleston-wv"]);
    expect(sc.slugs).toEqual([]);
    expect(read("charleston wv").unknown).toBeNull();
    expect(read("boise id").unknown).toBeNull();
    expect(read("boston in december").slugs).toEqual(["boston"]);
  });

  it("leaves our own cities, tiers, intents and the site's words alone", () => {
    for (const question of [
      "how much is it in london",
      "is lunch included",
      "is there parking in boston",
      "can i pay in cash",
      "is it in person?",
      "what should i wear in class",
      "is it good for boys",
      "what's the early bird date",
      "do you have anything in the morning",
      "what is stunts for dancers",
      "i'm interested in acting",
      "what about the pro track",
      "what about refunds",
      "do you sell tickets at the door",
      "can you come to my studio",
      "is there one near me",
      "OK, what's the price in seattle",
      "do you have classes in spanish",
      "asdfgh",
    ])
      expect([question, placeIn(question)]).toEqual([question, null]);
  });

  it("knows when the question is about something else that happens to name a place", () => {
    expect(read("what's the weather like in paris").unknown).toMatchObject({ name: "Paris", focused: false });
    expect(read("what's the price in paris").unknown).toMatchObject({ name: "Paris", focused: true });
    expect(read("events in ohio or indiana").unknown).toMatchObject({ name: "Ohio", focused: true });
  });
});
