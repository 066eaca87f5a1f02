import { describe, expect, it } from "vitest";
import { pageConfigSchema } from "./page-config";
import { shownItems } from "./page-testimonials";

const quote = { name: "A. Dancer", role: "Dancer, 16", quote: "I learned where my light is." };

describe("testimonials and recent bookings in the page configuration", () => {
  it("show nothing until the team sets them, and never a list marked sample", () => {
    expect(shownItems(undefined)).toEqual([]);
    expect(shownItems({ sample: true, items: [quote] })).toEqual([]);
    expect(shownItems({ sample: false, items: [quote] })).toEqual([quote]);
  });

  it("are optional in a page configuration, a list being the team's unless marked sample", () => {
    const base = { pricing: { tiers: ["core"] } };
    expect(pageConfigSchema.parse(base).testimonials).toBeUndefined();
    const page = pageConfigSchema.parse({ ...base, testimonials: { items: [quote] }, recentBookings: { sample: true, items: [{ job: "Music video", who: "A past Pro Track dancer" }] } });
    expect(page.testimonials).toEqual({ sample: false, items: [quote] });
    expect(page.recentBookings?.sample).toBe(true);
  });

  it("refuse a handle typed with its @ and a picture from another site", () => {
    const base = { pricing: { tiers: ["core"] } };
    expect(pageConfigSchema.safeParse({ ...base, testimonials: { items: [{ ...quote, instagram: "@maya" }] } }).success).toBe(false);
    expect(pageConfigSchema.safeParse({ ...base, testimonials: { items: [{ ...quote, pictureSrc: "https://example.com/a.png" }] } }).success).toBe(false);
    expect(pageConfigSchema.safeParse({ ...base, testimonials: { items: [{ ...quote, instagram: "maya.moves", pictureSrc: "/images/testimonials/maya.svg" }] } }).success).toBe(true);
  });
});
