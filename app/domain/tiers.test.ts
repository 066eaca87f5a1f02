import { describe, expect, it } from "vitest";
import { heroCtaTargets, isCoreTier, isProTier } from "./tiers";

describe("tier families", () => {
  it.each(["core", "core_day1", "core_day2", "boston_core", "hudson_nh_core"])("%s is a core tier", (k) => {
    expect(isCoreTier(k)).toBe(true);
    expect(isProTier(k)).toBe(false);
  });
  it.each(["pro", "boston_pro_track", "hudson_nh_pro_track", "nh_protrack_vip"])("%s is a pro tier", (k) => {
    expect(isProTier(k)).toBe(true);
    expect(isCoreTier(k)).toBe(false);
  });
  it.each(["protrack", "masterclass_only", "nh_full_weekend", "mentorship_elite", "audition_only"])("%s is neither", (k) => {
    expect(isCoreTier(k) || isProTier(k)).toBe(false);
  });
});

describe("the hero's call to action", () => {
  const anchor = (k: string) => `tier-${k}`;
  it("goes to the core tier first, then pro, then the pricing section", () => {
    expect(heroCtaTargets(["masterclass_only", "core", "pro"], anchor, "pricing")).toEqual(["tier-core", "tier-pro", "pricing"]);
  });
  it("falls back to pro when there is no core tier", () => {
    expect(heroCtaTargets(["nh_full_weekend", "nh_balance_payment", "nh_protrack_vip"], anchor, "pricing")).toEqual([
      "tier-nh_protrack_vip",
      "pricing",
    ]);
  });
  it("falls back to the pricing section", () => {
    expect(heroCtaTargets(["afd_3pack"], anchor, "pricing")).toEqual(["pricing"]);
  });
});
