import { describe, expect, it } from "vitest";
import { daysBetween, formatRate, funnelRates, periodBuckets, revenueFigures, revenueSeries, salesChannel, tallyPeriod } from "./sales-tally";

const LA = "America/Los_Angeles";

describe("tallyPeriod", () => {
  it("counts presets in whole days of the team's zone, with as many days before as the previous period", () => {
    const week = tallyPeriod({ preset: "7d", today: "2025-10-18", timeZone: LA });
    expect(week).toMatchObject({ preset: "7d", firstDay: "2025-10-12", lastDay: "2025-10-18", bucket: "day" });
    expect(week.from.toISOString()).toBe("2025-10-12T07:00:00.000Z");
    expect(week.to.toISOString()).toBe("2025-10-19T07:00:00.000Z");
    expect(week.previous).toMatchObject({ firstDay: "2025-10-05", lastDay: "2025-10-11" });
    expect(week.previous?.to.toISOString()).toBe(week.from.toISOString());

    expect(tallyPeriod({ preset: "today", today: "2025-10-18", timeZone: LA })).toMatchObject({ firstDay: "2025-10-18", lastDay: "2025-10-18", previous: { firstDay: "2025-10-17", lastDay: "2025-10-17" } });
    expect(tallyPeriod({ preset: "30d", today: "2025-10-18", timeZone: LA })).toMatchObject({ firstDay: "2025-09-19", previous: { firstDay: "2025-08-20", lastDay: "2025-09-18" } });
  });

  it("spans a daylight-saving change by the zone's midnights", () => {
    const week = tallyPeriod({ preset: "7d", today: "2025-11-05", timeZone: LA });
    expect(week.from.toISOString()).toBe("2025-10-30T07:00:00.000Z");
    expect(week.to.toISOString()).toBe("2025-11-06T08:00:00.000Z");
  });

  it("runs this tour and all time from their first sale, all time with no previous period and by month when long", () => {
    const tour = tallyPeriod({ preset: "tour", today: "2025-10-18", timeZone: LA, tourStartDay: "2025-10-01", firstSaleDay: "2024-01-05" });
    expect(tour).toMatchObject({ firstDay: "2025-10-01", lastDay: "2025-10-18", previous: { firstDay: "2025-09-13", lastDay: "2025-09-30" } });
    const all = tallyPeriod({ preset: "all", today: "2025-10-18", timeZone: LA, firstSaleDay: "2024-01-05" });
    expect(all).toMatchObject({ firstDay: "2024-01-05", previous: null, bucket: "month" });
    expect(tallyPeriod({ preset: "all", today: "2025-10-18", timeZone: LA })).toMatchObject({ firstDay: "2025-10-18", previous: null });
  });

  it("takes a typed range over the preset", () => {
    const custom = tallyPeriod({ preset: "7d", custom: { from: "2025-10-10", to: "2025-10-01" }, today: "2025-10-18", timeZone: LA });
    expect(custom).toMatchObject({ preset: "custom", firstDay: "2025-10-01", lastDay: "2025-10-10", previous: { firstDay: "2025-09-21", lastDay: "2025-09-30" } });
  });
});

describe("buckets and series", () => {
  it("lists every day, or every month for long periods", () => {
    expect(periodBuckets({ firstDay: "2025-10-30", lastDay: "2025-11-02", bucket: "day" })).toEqual(["2025-10-30", "2025-10-31", "2025-11-01", "2025-11-02"]);
    expect(periodBuckets({ firstDay: "2024-11-15", lastDay: "2025-02-01", bucket: "month" })).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(daysBetween("2025-10-01", "2025-10-18")).toBe(17);
  });

  it("gives each currency that sold a value on every bucket, never adding currencies together", () => {
    const series = revenueSeries(["2025-10-01", "2025-10-02"], [
      { bucket: "2025-10-02", currency: "USD", amountMinor: 500 },
      { bucket: "2025-10-01", currency: "GBP", amountMinor: 300 },
      { bucket: "2025-10-02", currency: "GBP", amountMinor: 200 },
    ]);
    expect(series).toEqual({
      currencies: ["GBP", "USD"],
      rows: [
        { bucket: "2025-10-01", amounts: { GBP: 300, USD: 0 } },
        { bucket: "2025-10-02", amounts: { GBP: 200, USD: 500 } },
      ],
    });
  });
});

describe("figures", () => {
  it("nets discounts, credits spent and refunds out of gross", () => {
    expect(revenueFigures({ currency: "USD", orders: 2, tickets: 3, grossMinor: 10000, discountMinor: 1500, creditMinor: 0, refundMinor: 2000, feeMinor: 300 }).netMinor).toBe(6500);
    expect(revenueFigures({ currency: "USD", orders: 2, tickets: 3, grossMinor: 10000, discountMinor: 1500, creditMinor: 2500, refundMinor: 2000, feeMinor: 0 }).netMinor).toBe(4000);
  });

  it("gives the funnel's rates, none without a base", () => {
    expect(funnelRates({ started: 4, created: 2, paid: 1 })).toEqual({ createdRate: 0.5, paidRate: 0.5, overallRate: 0.25 });
    expect(funnelRates({ started: 0, created: 0, paid: 0 })).toEqual({ createdRate: null, paidRate: null, overallRate: null });
    expect([formatRate(0.25), formatRate(1 / 3), formatRate(null)]).toEqual(["25%", "33.3%", "—"]);
  });

  it("names a sales channel from the campaign tags, direct without any", () => {
    expect(salesChannel({ source: "instagram", medium: " social ", campaign: "fall" })).toBe("instagram / social / fall");
    expect(salesChannel({ source: "newsletter" })).toBe("newsletter");
    expect(salesChannel({ source: " ", medium: null })).toBe("direct");
  });
});
