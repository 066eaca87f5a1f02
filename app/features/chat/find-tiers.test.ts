import { describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { pageConfigSchema } from "~/domain/page-config";
import { catalogSeedSchema, sellsTiers } from "~/features/catalog/seed-types";
import { detectIntents } from "./detect-intents";
import { createTierMatcher } from "./find-tiers";

const seed = catalogSeedSchema.parse(catalog);
const label = (key: string) => seed.tiers.find((t) => t.key === key)?.label ?? key;
const places = new Set(seed.events.flatMap((e) => [...e.cityName.toLowerCase().split(/[^a-z]+/), ...e.slug.split("-")]).filter(Boolean));

/** What one event sells, named as its page and the catalog name it. */
function eventMatcher(slug: string) {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(slug);
  const labels = pageConfigSchema.parse(e.page).pricing.labels;
  return createTierMatcher(
    sellsTiers(e).map((key) => ({ key, names: [labels[key] ?? label(key), label(key)] })),
    places,
  );
}
const tiersIn = (slug: string, question: string) => eventMatcher(slug).find(question).sort();
/** Every tier some event sells, as a question that names no city sees them. */
const catalogTiers = createTierMatcher(
  [...new Set(seed.events.flatMap((e) => sellsTiers(e)))].map((key) => ({ key, names: [label(key)] })),
  places,
);

describe("the tiers a question names", () => {
  it("finds a ticket by its label, lowercase or misspelt", () => {
    expect(tiersIn("seattle", "how much is pro track in seattle")).toEqual(["pro"]);
    expect(tiersIn("seattle", "core experiance price")).toEqual(["core"]);
    expect(tiersIn("seattle", "protrack?")).toEqual(["pro"]);
    expect(tiersIn("sherwood", "how much is the weekend pass")).toEqual(["weekend_pass"]);
    expect(tiersIn("dallas", "the audition")).toEqual(["audition_only"]);
  });

  it("prefers the plain ticket over a wider one that shares its words", () => {
    expect(tiersIn("new-hampshire", "price of the vip")).toEqual(["nh_protrack_vip"]);
    expect(tiersIn("new-hampshire", "balance payment for deposit holders")).toEqual(["nh_balance_payment"]);
    expect(tiersIn("seattle", "pro track")).toEqual(["pro"]);
  });

  it("names every ticket a comparison names", () => {
    expect(tiersIn("seattle", "difference between core and pro track")).toEqual(["core", "pro"]);
    // The VIP upgrade's name has the Pro Track's words too: each side of 'and' names its own ticket.
    expect(tiersIn("new-hampshire", "difference between pro track and vip")).toEqual(["nh_protrack_vip"]);
    for (const question of ["difference between pro track and vip", "pro track vs the vip upgrade"]) {
      expect(catalogTiers.find(question)).toContain("pro");
      expect(catalogTiers.find(question)).toContain("nh_protrack_vip");
    }
  });

  it("reads the page's own card titles and the tier behind them", () => {
    expect(tiersIn("cypress", "just a class")).toEqual(["masterclass_only"]);
    expect(tiersIn("cypress", "the masterclass")).toEqual(["masterclass_only"]);
    expect(tiersIn("victoria-bc", "one class only")).toEqual(["victoria_one_class_only"]);
    expect(tiersIn("sherwood", "saturday core")).toEqual(["core_day1"]);
    expect(tiersIn("sherwood", "core")).toEqual(["core_day1", "core_day2"]);
  });

  it("finds the mentorship levels together or one by one", () => {
    expect(tiersIn("hartford", "mentorship")).toEqual(["mentorship_building", "mentorship_elite", "mentorship_growth"]);
    expect(tiersIn("hartford", "elite circle")).toEqual(["mentorship_elite"]);
  });

  it("does not read a city or an everyday word as a ticket", () => {
    expect(tiersIn("victoria-bc", "price in victoria")).toEqual([]);
    expect(tiersIn("hartford", "how does mentorship billing work").includes("mentorship_building")).toBe(true);
    expect(tiersIn("hartford", "how does billing work")).toEqual([]);
    expect(tiersIn("hartford", "what time is the class")).toEqual([]);
    expect(tiersIn("hartford", "full day")).toEqual([]);
  });
});

describe("what a question asks", () => {
  const intents = (q: string) => [...detectIntents(q)].sort();
  it("reads the kinds of question visitors ask", () => {
    expect(intents("how much is it in london")).toEqual(["price"]);
    expect(intents("whens the boise one")).toEqual(["date"]);
    expect(intents("is there an age limit")).toEqual(["age"]);
    expect(intents("what if i cant make it")).toEqual(["cant_attend"]);
    expect(intents("do u do refunds")).toEqual(["refund"]);
    expect(intents("what if the date changes")).toContain("date_change");
    expect(intents("do you offer scholarships")).toEqual(["scholarship"]);
    expect(intents("can i audition online")).toContain("submit_talent");
    expect(intents("where is the studio")).toEqual(["venue"]);
    expect(intents("what time does it start")).toContain("schedule");
    expect(intents("hi")).toEqual(["greeting"]);
    expect(intents("thanks!")).toEqual(["thanks"]);
  });

  it("forgives typos in the words that carry the question", () => {
    expect(intents("whats the prise")).toContain("price");
    expect(intents("refnd policy")).toContain("refund");
    expect(intents("scholarhsip")).toContain("scholarship");
  });

  it("does not mistake a dress code for a discount code", () => {
    expect(intents("is there a dress code")).not.toContain("discount");
    expect(intents("any discount codes?")).toContain("discount");
  });

  it("names a ticket counted by a number ('3 Pack') only with its number", () => {
    expect(tiersIn("acting-for-dancers", "what do we pack for a trip")).toEqual([]);
    expect(tiersIn("acting-for-dancers", "is the 3 pack worth it")).toContain("afd_3pack");
    expect(tiersIn("acting-for-dancers", "three pack")).toContain("afd_3pack");
  });
});
