import { describe, expect, it } from "vitest";
import { splitOneTicket, upgradeDifference, upgradeLinkExpiry } from "./ticket-upgrade";

describe("ticket upgrades", () => {
  it("charges the higher price less what the ticket cost, or the offer's own upgrade price", () => {
    expect(upgradeDifference({ lineTotalMinor: 16800, quantity: 1, toPriceMinor: 38800, upgradePriceMinor: null })).toBe(22000);
    expect(upgradeDifference({ lineTotalMinor: 33600, quantity: 2, toPriceMinor: 38800, upgradePriceMinor: null })).toBe(22000);
    expect(upgradeDifference({ lineTotalMinor: 11900, quantity: 1, toPriceMinor: 32800, upgradePriceMinor: 24000 })).toBe(24000);
    expect(upgradeDifference({ lineTotalMinor: 50000, quantity: 1, toPriceMinor: 38800, upgradePriceMinor: null })).toBe(0);
  });

  it("expires a link after 14 days or when the event's first day begins in its zone", () => {
    const issued = new Date("2025-09-01T12:00:00Z");
    expect(upgradeLinkExpiry(issued, { startsOn: null, timeZone: "UTC" }).toISOString()).toBe("2025-09-15T12:00:00.000Z");
    expect(upgradeLinkExpiry(issued, { startsOn: "2026-01-18", timeZone: "America/New_York" }).toISOString()).toBe("2025-09-15T12:00:00.000Z");
    expect(upgradeLinkExpiry(issued, { startsOn: "2025-09-06", timeZone: "America/New_York" }).toISOString()).toBe("2025-09-06T04:00:00.000Z");
  });

  it("splits one ticket off a line without losing a cent", () => {
    const { one, rest } = splitOneTicket({ quantity: 3, subtotalMinor: 50400, discountMinor: 1001 });
    expect(one.subtotalMinor + rest.subtotalMinor).toBe(50400);
    expect(one.discountMinor + rest.discountMinor).toBe(1001);
    expect([one.totalMinor, rest.quantity]).toEqual([16800 - 334, 2]);
  });
});
