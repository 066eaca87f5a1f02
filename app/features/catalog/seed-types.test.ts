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

  it("rejects seats for an unknown tier and an upgrade between tiers the page does not show", () => {
    const first = catalog.events.find((e) => e.slug === "orlando")!;
    const seats = { ...catalog, events: [{ ...first, seats: { gold: { capacity: 5 } } }] };
    expect(JSON.stringify(catalogSeedSchema.safeParse(seats).error?.issues)).toContain("unknown tier gold");
    const page = { ...first.page, pricing: { ...first.page.pricing, upgrade: { from: "core", to: "elite", price: 240 } } };
    const upgrade = { ...catalog, events: [{ ...first, page }] };
    expect(JSON.stringify(catalogSeedSchema.safeParse(upgrade).error?.issues)).toContain("upgrade's tiers must both be shown");
  });

  it("rejects prices with fractions of a cent", () => {
    const bad = { ...catalog, tiers: [{ key: "x", label: "X", basePrice: 1.005 }, ...catalog.tiers] };
    expect(catalogSeedSchema.safeParse(bad).success).toBe(false);
  });
});
