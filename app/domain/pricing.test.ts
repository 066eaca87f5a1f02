import { describe, expect, it } from "vitest";
import { catalog } from "../../seed/catalog";
import { catalogSeedSchema } from "~/features/catalog/seed-types";
import { formatMoney, toMinor, type Money } from "./money";
import { applyMultiplier, percentOff, priceOf, UnknownTierError, type EventPricing, type TierPricing } from "./pricing";

// The same transformation the seed applies on its way into the database, without the database.
const seed = catalogSeedSchema.parse(catalog);
const tiers: Record<string, TierPricing> = Object.fromEntries(
  seed.tiers.map((t) => [t.key, { key: t.key, basePriceMinor: toMinor(t.basePrice) }]),
);
function eventPricing(slug: string): EventPricing {
  const e = seed.events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no event ${slug}`);
  const prices: Record<string, Money> = {};
  for (const [k, v] of Object.entries(e.prices)) prices[k] = { amountMinor: toMinor(v), currency: e.currency };
  return { currency: e.currency, priceMultiplierBp: Math.round(e.priceMultiplier * 10000), prices };
}
const price = (slug: string, tier: string) => priceOf(tier, eventPricing(slug), tiers);
const units = (slug: string, tier: string) => price(slug, tier).amountMinor / 100;

describe("base tier prices (USD), at a city with no prices of its own", () => {
  const base: Record<string, number> = {
    core: 168,
    core_day1: 168,
    core_day2: 168,
    boston_core: 168,
    hudson_nh_core: 168,
    weekend_pass: 300,
    pro: 388,
    elite: 598,
    masterclass: 47,
    masterclass_only: 68,
    protrack: 300,
    unlimited: 389,
    audition_only: 0,
    nh_full_weekend: 300,
    nh_balance_payment: 150,
    nh_protrack_vip: 249,
    boston_pro_track: 388,
    hudson_nh_pro_track: 388,
    victoria_one_class_only: 127,
    mentorship_building: 147,
    mentorship_growth: 348,
    mentorship_elite: 598,
    afd_private_session: 115,
    afd_3pack: 289,
    afd_starter: 229,
    afd_steady_growth: 389,
  };
  it.each(Object.entries(base))("%s costs $%d at hartford", (tier, amount) => {
    expect(price("hartford", tier)).toEqual({ amountMinor: amount * 100, currency: "USD" });
  });
  it("every tier key of the spec is in the catalog", () => {
    expect(Object.keys(tiers).sort()).toEqual(Object.keys(base).sort());
  });
  it("nh_protrack_vip saves 51 against a 300 pro track", () => {
    expect(units("hartford", "protrack") - units("hartford", "nh_protrack_vip")).toBe(51);
  });
});

describe("city price overrides", () => {
  it("Sherwood's pro track is 498", () => {
    expect(price("sherwood", "pro")).toEqual({ amountMinor: 49800, currency: "USD" });
  });

  it.each([
    ["core", 133],
    ["weekend_pass", 236],
    ["pro", 307],
    ["elite", 473],
    ["masterclass", 37],
    ["masterclass_only", 68],
    ["protrack", 237],
    ["unlimited", 308],
    ["audition_only", 0],
    ["nh_full_weekend", 300],
    ["nh_balance_payment", 150],
    ["nh_protrack_vip", 249],
    ["victoria_one_class_only", 100],
    ["mentorship_building", 181],
    ["mentorship_growth", 275],
    ["mentorship_elite", 473],
    ["afd_private_session", 119],
    ["afd_3pack", 230],
    ["afd_starter", 181],
    ["afd_steady_growth", 308],
  ])("London prices %s at £%d", (tier, amount) => {
    expect(price("london", tier)).toEqual({ amountMinor: amount * 100, currency: "GBP" });
  });

  it.each([
    ["core", 219],
    ["pro", 399],
    ["masterclass_only", 89],
    ["victoria_one_class_only", 127],
    ["mentorship_building", 309],
    ["mentorship_growth", 470],
    ["mentorship_elite", 807],
    // Others: 1.35 × base, rounded to whole dollars.
    ["weekend_pass", 405],
    ["elite", 807],
    ["masterclass", 63],
    ["unlimited", 525],
    ["afd_private_session", 155],
  ])("Niagara Falls prices %s at C$%d", (tier, amount) => {
    expect(price("niagara-falls", tier)).toEqual({ amountMinor: amount * 100, currency: "CAD" });
  });

  it.each([
    ["core", 227],
    ["pro", 524],
    ["masterclass_only", 75],
    ["victoria_one_class_only", 127],
    ["weekend_pass", 405],
  ])("Victoria prices %s at C$%d", (tier, amount) => {
    expect(price("victoria-bc", tier)).toEqual({ amountMinor: amount * 100, currency: "CAD" });
  });

  it("Victoria's early bird takes 20% off: C$227 to C$182 and C$524 to C$419", () => {
    expect(percentOff(price("victoria-bc", "core").amountMinor, 20)).toBe(18200);
    expect(percentOff(price("victoria-bc", "pro").amountMinor, 20)).toBe(41900);
    expect(units("victoria-bc", "core") - 182).toBe(45);
    expect(units("victoria-bc", "pro") - 419).toBe(105);
  });

  const orlando: Array<[string, number]> = [
    ["core", 119],
    ["weekend_pass", 298],
    ["pro", 328],
    ["elite", 598],
    ["masterclass", 47],
    ["masterclass_only", 68],
    ["protrack", 300],
    ["unlimited", 389],
    ["mentorship_building", 147],
    ["mentorship_growth", 348],
    ["mentorship_elite", 598],
    ["afd_private_session", 115],
    ["afd_3pack", 289],
    ["afd_starter", 229],
    ["afd_steady_growth", 389],
  ];
  it.each(orlando)("Orlando prices %s at $%d", (tier, amount) => {
    expect(price("orlando", tier)).toEqual({ amountMinor: amount * 100, currency: "USD" });
  });
  it.each(orlando.map(([t, a]): [string, number] => [t, t === "pro" ? 368 : a]))(
    "Boise Nov 7 prices %s at $%d (as Orlando, pro 368)",
    (tier, amount) => {
      expect(price("boise-nov-7", tier)).toEqual({ amountMinor: amount * 100, currency: "USD" });
    },
  );

  it.each(["cypress", "seattle"])("%s: core 168, weekend 300, pro 388, masterclass_only 88", (slug) => {
    expect([units(slug, "core"), units(slug, "weekend_pass"), units(slug, "pro"), units(slug, "masterclass_only")]).toEqual([
      168, 300, 388, 88,
    ]);
  });

  it("Spokane: core 188, weekend_pass 0, pro 408, masterclass_only 68; two-tier page core day 1 188", () => {
    expect(["core", "weekend_pass", "pro", "masterclass_only", "core_day1"].map((t) => units("spokane", t))).toEqual([
      188, 0, 408, 68, 188,
    ]);
  });

  it("Sherwood's weekend page: core 168 each day, weekend pass 298, pro 498, building 158", () => {
    expect(["core_day1", "core_day2", "weekend_pass", "pro", "mentorship_building"].map((t) => units("sherwood", t))).toEqual([
      168, 168, 298, 498, 158,
    ]);
  });

  it("Boston page: core 168, pro 388", () => {
    expect([units("boston", "boston_core"), units("boston", "boston_pro_track")]).toEqual([168, 388]);
  });
});

describe("pricing rules", () => {
  it("rounds base × multiplier half up to whole units", () => {
    expect(applyMultiplier(16800, 13500)).toBe(22700); // 226.8
    expect(applyMultiplier(38800, 13500)).toBe(52400); // 523.8
    expect(applyMultiplier(10000, 12550)).toBe(12600); // 125.5
    expect(applyMultiplier(12345, 10000)).toBe(12345);
  });
  it("an event's own price wins over the multiplier", () => {
    expect(priceOf("core", { currency: "CAD", priceMultiplierBp: 13500, prices: { core: { amountMinor: 1, currency: "CAD" } } }, tiers)).toEqual({
      amountMinor: 1,
      currency: "CAD",
    });
  });
  it("rejects a tier the catalog does not have", () => {
    expect(() => price("hartford", "nope")).toThrow(UnknownTierError);
  });
  it("formats money with the currency symbol", () => {
    expect(formatMoney({ amountMinor: 16800, currency: "USD" })).toBe("$168");
    expect(formatMoney({ amountMinor: 13300, currency: "GBP" })).toBe("£133");
    expect(formatMoney({ amountMinor: 22700, currency: "CAD" })).toBe("C$227");
    expect(formatMoney({ amountMinor: 123456, currency: "USD" })).toBe("$1,234.56");
    expect(formatMoney({ amountMinor: 0, currency: "USD" })).toBe("$0");
  });
  it("keeps money in integers", () => {
    expect(toMinor(168)).toBe(16800);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(() => toMinor(1.005)).toThrow(RangeError);
  });
});
