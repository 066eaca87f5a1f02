import { describe, expect, it } from "vitest";
import { heroCtaTargets, type TierFamily } from "./tiers";

const tier = (key: string, family: TierFamily) => ({ key, family });

describe("the hero's call to action", () => {
  const anchor = (k: string) => `tier-${k}`;
  it("goes to the core tier first, then pro, then the pricing section", () => {
    expect(heroCtaTargets([tier("masterclass_only", "class"), tier("core", "core"), tier("pro", "pro")], anchor, "pricing")).toEqual([
      "tier-core",
      "tier-pro",
      "pricing",
    ]);
  });
  it("falls back to pro when there is no core tier", () => {
    const nh = [tier("nh_full_weekend", "weekend"), tier("nh_balance_payment", "weekend"), tier("nh_protrack_vip", "pro")];
    expect(heroCtaTargets(nh, anchor, "pricing")).toEqual(["tier-nh_protrack_vip", "pricing"]);
  });
  it("falls back to the pricing section", () => {
    expect(heroCtaTargets([tier("afd_3pack", "acting")], anchor, "pricing")).toEqual(["pricing"]);
  });
  it("judges a tier by its family, whatever its key says", () => {
    const renamed = [tier("pro_day", "core"), tier("core_upgrade", "pro")];
    expect(heroCtaTargets(renamed, anchor, "pricing")).toEqual(["tier-pro_day", "tier-core_upgrade", "pricing"]);
    expect(heroCtaTargets([tier("core", "other")], anchor, "pricing")).toEqual(["pricing"]);
  });
});
