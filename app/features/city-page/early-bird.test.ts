import { describe, expect, it } from "vitest";
import type { PricedTier } from "~/features/catalog/types";
import { formatMoney } from "~/domain/money";
import { earlyBirdOffers, formatDeadline, pad2, timeLeft } from "./early-bird";

const ENDS = Date.parse("2025-10-24T23:59:59-07:00");

describe("timeLeft", () => {
  it("splits the time to the deadline into days, hours, minutes and seconds", () => {
    const now = Date.parse("2025-09-01T12:00:00-07:00");
    expect(timeLeft(ENDS, now)).toEqual({ days: 53, hours: 11, minutes: 59, seconds: 59, totalMs: ENDS - now });
  });

  it("rounds down to the whole second", () => {
    expect(timeLeft(ENDS, ENDS - 1500)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(ENDS, ENDS - 999)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 999 });
  });

  it("counts whole days across the hour boundary", () => {
    expect(timeLeft(ENDS, ENDS - 24 * 3600_000)).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(ENDS, ENDS - 24 * 3600_000 + 1000)).toMatchObject({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it("is null at and after the deadline", () => {
    expect(timeLeft(ENDS, ENDS)).toBeNull();
    expect(timeLeft(ENDS, ENDS + 1)).toBeNull();
    expect(timeLeft(ENDS, Date.parse("2025-11-01T12:00:00-07:00"))).toBeNull();
  });

  it("is null for an unreadable deadline", () => {
    expect(timeLeft(Number.NaN, ENDS)).toBeNull();
  });

  it("pads units to two digits", () => {
    expect([pad2(0), pad2(7), pad2(59)]).toEqual(["00", "07", "59"]);
  });
});

describe("formatDeadline", () => {
  it("prints the deadline in the event's time zone", () => {
    expect(formatDeadline(new Date(ENDS), "America/Los_Angeles")).toBe("October 24, 2025 at 11:59 PM PDT");
    expect(formatDeadline(new Date("2025-12-01T08:05:00Z"), "America/Los_Angeles")).toBe("December 1, 2025 at 12:05 AM PST");
  });
});

describe("earlyBirdOffers", () => {
  const tier = (key: string, label: string, amountMinor: number): PricedTier => ({
    key,
    label,
    family: "other",
    billing: "one_time",
    isVirtual: false,
    description: null,
    note: null,
    price: { amountMinor, currency: "CAD" },
    soldOut: false,
  });
  const tiers = { core: tier("core", "Core Experience", 22700), pro: tier("pro", "Pro Track", 52400), x: tier("x", "Other", 100) };
  const earlyBird = { code: "EARLY20", percentOff: 20, tiers: ["core", "pro"], endsAt: "2025-10-24T23:59:59-07:00" };

  it("gives the offer's tiers with before, after and saving in whole units", () => {
    const offers = earlyBirdOffers(earlyBird, tiers);
    expect(offers.map((o) => [o.label, formatMoney(o.before), formatMoney(o.after), formatMoney(o.saving)])).toEqual([
      ["Core Experience", "C$227", "C$182", "C$45"],
      ["Pro Track", "C$524", "C$419", "C$105"],
    ]);
  });

  it("skips offer tiers the page does not show", () => {
    expect(earlyBirdOffers({ ...earlyBird, tiers: ["core", "gone"] }, tiers).map((o) => o.key)).toEqual(["core"]);
  });
});
