import { describe, expect, it } from "vitest";
import { catalog } from "../../../seed/catalog";
import { catalogSeedSchema } from "./seed-types";

describe("catalog seed validation", () => {
  it("accepts the shipped catalog", () => {
    expect(catalogSeedSchema.safeParse(catalog).success).toBe(true);
  });

  it("rejects an event that prices an unknown tier", () => {
    const bad = { ...catalog, events: [{ ...catalog.events[0]!, prices: { gold: 1 } }] };
    const result = catalogSeedSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("unknown tier gold");
  });

  it("rejects duplicate slugs, bad dates and unknown venues", () => {
    const first = catalog.events[0]!;
    const bad = {
      ...catalog,
      events: [first, { ...first }, { ...first, slug: "x", startsOn: "2026-02-30" }, { ...first, slug: "y", venue: "nowhere" }],
    };
    const text = JSON.stringify(catalogSeedSchema.safeParse(bad).error?.issues);
    expect(text).toContain("duplicate slug");
    expect(text).toContain("calendar date");
    expect(text).toContain("unknown venue nowhere");
  });

  it("rejects seats for an unknown tier and an upgrade to a tier the event does not sell", () => {
    const first = catalog.events.find((e) => e.slug === "orlando")!;
    const seats = { ...catalog, events: [{ ...first, seats: { gold: { capacity: 5 } } }] };
    expect(JSON.stringify(catalogSeedSchema.safeParse(seats).error?.issues)).toContain("unknown tier gold");
    const upgrade = { ...catalog, events: [{ ...first, offers: { core: { upgrade: { to: "elite", price: 240 } } } }] };
    expect(JSON.stringify(catalogSeedSchema.safeParse(upgrade).error?.issues)).toContain("upgrade's tiers must both be sold");
  });

  it("rejects offer rules for a tier the event does not sell, and codes for unknown events or tiers", () => {
    const first = catalog.events.find((e) => e.slug === "orlando")!;
    const rules = { ...catalog, events: [{ ...first, offers: { elite: { maxPerOrder: 2 } } }] };
    expect(JSON.stringify(catalogSeedSchema.safeParse(rules).error?.issues)).toContain("elite has offer rules but is not sold");
    const codes = { ...catalog, discountCodes: [{ code: "X1", percentOff: 5, city: "atlantis", eligibleTiers: ["gold"] }] };
    const issues = JSON.stringify(catalogSeedSchema.safeParse(codes).error?.issues);
    expect(issues).toContain("unknown event atlantis");
    expect(issues).toContain("unknown tier gold");
  });

  it("rejects prices with fractions of a cent", () => {
    const bad = { ...catalog, tiers: [{ key: "x", label: "X", family: "other", basePrice: 1.005 }, ...catalog.tiers] };
    expect(catalogSeedSchema.safeParse(bad).success).toBe(false);
  });

  it("rejects a tier without a family or with an unknown one", () => {
    const tier = { key: "x", label: "X", basePrice: 10 };
    expect(catalogSeedSchema.safeParse({ ...catalog, tiers: [{ ...tier, family: "other" }, ...catalog.tiers] }).success).toBe(true);
    expect(catalogSeedSchema.safeParse({ ...catalog, tiers: [tier, ...catalog.tiers] }).success).toBe(false);
    expect(catalogSeedSchema.safeParse({ ...catalog, tiers: [{ ...tier, family: "vip" }, ...catalog.tiers] }).success).toBe(false);
  });
});

describe("the seeded tiers' families", () => {
  const family = Object.fromEntries(catalog.tiers.map((t) => [t.key, t.family]));
  it("are data on each tier: the kinds the pages and the chat pick tiers by", () => {
    expect(family).toMatchObject({
      core: "core",
      core_day1: "core",
      boston_core: "core",
      hudson_nh_core: "core",
      pro: "pro",
      boston_pro_track: "pro",
      hudson_nh_pro_track: "pro",
      nh_protrack_vip: "pro",
      audition_only: "audition",
      masterclass_only: "class",
      nh_full_weekend: "weekend",
      protrack: "mentorship",
      mentorship_elite: "mentorship",
      afd_starter: "acting",
    });
  });
});
