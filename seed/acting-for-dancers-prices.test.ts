import { describe, expect, it } from "vitest";
import { actingForDancersEventSlug } from "~/content/program-paths";
import { seededEventOffers } from "~/features/catalog/seed-offers";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { catalog } from "./catalog";

const seed = catalogSeedSchema.parse(catalog);
const AFD = ["afd_private_session", "afd_3pack", "afd_starter", "afd_steady_growth"];
const priced = (slug: string) => {
  const e = seed.events.find((x) => x.slug === slug)!;
  return Object.fromEntries(seededEventOffers(seed, e).map((o) => [o.tierKey, `${o.price.currency} ${o.price.amountMinor / 100}`]));
};

// Decision 0036: the spec's checkout context makes Acting for Dancers virtual wherever it is bought, so
// it sells in USD; the London list's pound prices are kept as data for the day the team sells it there.
describe("Acting for Dancers prices (spec section 9)", () => {
  it("sells its four options in the virtual context in USD: 115 / 289 / 229 / 389", () => {
    const offers = priced(actingForDancersEventSlug);
    expect(AFD.map((k) => offers[k])).toEqual(["USD 115", "USD 289", "USD 229", "USD 389"]);
    expect(seed.events.find((e) => e.slug === actingForDancersEventSlug)).toMatchObject({ kind: "virtual", currency: "USD", cityName: "Virtual (Online)", dateText: "Year-round Access" });
  });

  it("keeps London's pound prices (£119 / £230 / £181 / £308) on the London event, which does not sell the program", () => {
    const london = seed.events.find((e) => e.currency === "GBP")!;
    expect(AFD.map((k) => london.prices[k])).toEqual([119, 230, 181, 308]);
    const offers = priced(london.slug);
    expect(AFD.filter((k) => k in offers)).toEqual([]);
  });
});
