import { describe, expect, it } from "vitest";
import { pageConfigSchema } from "~/domain/page-config";
import type { CatalogEvent, PricedTier } from "~/features/catalog/types";
import { eventJsonLd } from "./event-json-ld";

const page = pageConfigSchema.parse({ pricing: { tiers: ["core", "pro"], mentorshipTiers: [] } });
const event: CatalogEvent = {
  id: 1,
  slug: "somewhere",
  kind: "intensive",
  cityName: "Springfield, IL",
  dateText: "May 2, 2026",
  startsOn: "2026-05-02",
  endsOn: null,
  timeZone: "America/Los_Angeles",
  currency: "USD",
  isCancelled: false,
  hasEnded: false,
  isMasterclass: false,
  venue: { name: "Studio Nine", address: "9 Main St, Springfield, IL", notes: null },
  page,
};
const tier = (key: string, label: string, amountMinor: number): PricedTier => ({
  key,
  label,
  family: "other",
  billing: "one_time",
  isVirtual: false,
  description: null,
  note: null,
  price: { amountMinor, currency: "USD" },
  soldOut: false,
});
const tiers = { core: tier("core", "Core Experience", 16800), pro: tier("pro", "Pro Track", 38800), audition_only: tier("audition_only", "Audition Only", 0) };
const build = (e: CatalogEvent) => eventJsonLd({ event: e, tiers, pageUrl: "https://x.test/somewhere", siteUrl: "https://x.test", description: "d" });

describe("schema.org Event", () => {
  it("describes a scheduled event with place, offers and organizer", () => {
    const ld = build(event);
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "On-Camera Dance Intensive & Audition — Springfield, IL",
      startDate: "2026-05-02",
      endDate: "2026-05-02",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { name: "Studio Nine", address: { streetAddress: "9 Main St, Springfield, IL", addressLocality: "Springfield", addressRegion: "IL" } },
      organizer: { "@type": "Organization", url: "https://x.test" },
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ name: "Core Experience", price: "168.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url: "https://x.test/somewhere#tier-core" }),
      expect.objectContaining({ name: "Pro Track", price: "388.00" }),
      expect.objectContaining({ name: "Audition Only", price: "0.00" }),
    ]);
  });

  it("marks a sold-out tier's offer as sold out and leaves the others in stock", () => {
    const ld = eventJsonLd({
      event,
      tiers: { ...tiers, audition_only: { ...tiers.audition_only, soldOut: true } },
      pageUrl: "https://x.test/somewhere",
      siteUrl: "https://x.test",
      description: "d",
    });
    expect((ld.offers as Array<{ name: string; availability: string }>).map((o) => [o.name, o.availability])).toEqual([
      ["Core Experience", "https://schema.org/InStock"],
      ["Pro Track", "https://schema.org/InStock"],
      ["Audition Only", "https://schema.org/SoldOut"],
    ]);
  });

  it("marks a cancelled event and its offers", () => {
    const ld = build({ ...event, isCancelled: true });
    expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
    expect((ld.offers as Array<{ availability: string }>)[0]?.availability).toBe("https://schema.org/Discontinued");
  });

  it("leaves the date out while it is to be determined, and uses the city without a venue", () => {
    const ld = build({ ...event, startsOn: null, venue: null });
    expect(ld).not.toHaveProperty("startDate");
    expect(ld.location).toEqual({ "@type": "Place", name: "Springfield, IL", address: { "@type": "PostalAddress", addressLocality: "Springfield", addressRegion: "IL" } });
  });
});
